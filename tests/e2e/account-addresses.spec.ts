/**
 * Delivery addresses (issue 5, SPEC §2 /account/addresses, §3 Address, §4, §8): add with suggestions — with
 * JavaScript a combobox under the field, without it a "Найти" button whose answer lists the choices — keeping the
 * KLADR and FIAS ids; edit; make default and delete, each confirmed; with JavaScript the item shows as busy while its
 * post is under way. The embedded directories answer the suggestions (no DaData here).
 */
import { expect, type Page } from '@playwright/test'
import {
  type Buyer,
  backend,
  backendPost,
  expectNotice,
  jsEnabled,
  openPage,
  REQUIRED,
  test,
} from './account-support.ts'

const NOVOSIBIRSK = { kladr_id: '5400000100000', fias_id: '8dea00e3-9aab-4d8e-887c-ef2aaa546456' }

interface AddressRow {
  id: number
  city_full: string
  street: string
  house: string
  apartment: string | null
  kladr_id: string | null
  fias_id: string | null
  default: boolean
}

const addressesOf = async (request: Parameters<typeof backend>[0], buyer: Buyer) =>
  (await backend<{ addresses: AddressRow[] }>(request, buyer, '/api/user/address/list')).addresses

/** A field of the address form: with JavaScript city and street are comboboxes. */
function field(page: Page, name: string) {
  const form = page.locator('form#address-form')
  const combo = jsEnabled() && (name === 'Город' || name === 'Улица')
  return form.getByRole(combo ? 'combobox' : 'textbox', { name, exact: true })
}

/** Types into a suggested field and chooses the suggestion: from the list (JavaScript) or the "Найти" answer. */
async function choose(page: Page, name: 'Город' | 'Улица', typed: string, choice: string) {
  await field(page, name).fill(typed)
  if (jsEnabled()) {
    await page.getByRole('option', { name: choice }).click()
  } else {
    await page.getByRole('button', { name: name === 'Город' ? 'Найти город' : 'Найти улицу' }).click()
    await page.getByRole('button', { name: `Выбрать: ${choice}` }).click()
  }
}

test('add an address with suggestions, edit it, make another default and delete it, each confirmed', async ({
  page,
  request,
  buyer,
}) => {
  const js = jsEnabled()
  await openPage(page, '/account/addresses')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Адреса доставки')
  await expect(page.getByText('Адресов пока нет.')).toBeVisible()

  // Required fields, and what was typed stays.
  await page.getByRole('link', { name: 'Добавить адрес' }).click()
  await expect(page.getByRole('heading', { name: 'Новый адрес' })).toBeVisible()
  await page.getByRole('textbox', { name: 'Квартира или офис' }).fill('12')
  await page.getByRole('button', { name: 'Сохранить адрес' }).click()
  await expect(field(page, 'Город')).toHaveAccessibleDescription(new RegExp(REQUIRED))
  await expect(field(page, 'Улица')).toHaveAccessibleDescription(new RegExp(REQUIRED))
  await expect(field(page, 'Дом')).toHaveAccessibleDescription(REQUIRED)
  await expect(page.getByRole('textbox', { name: 'Квартира или офис' })).toHaveValue('12')

  // City, then street within it, from suggestions; the house typed.
  await choose(page, 'Город', 'Новос', 'г Новосибирск')
  await expect(field(page, 'Город')).toHaveValue('г Новосибирск')
  await expect(page.getByText('Город выбран: г Новосибирск.')).toBeVisible()
  await choose(page, 'Улица', 'Лени', 'г Новосибирск, ул Ленина')
  await expect(field(page, 'Улица')).toHaveValue('ул Ленина')
  await field(page, 'Дом').fill('5')
  await expect(page.getByRole('textbox', { name: 'Квартира или офис' })).toHaveValue('12')
  await page.getByRole('button', { name: 'Сохранить адрес' }).click()

  await expectNotice(page, 'Адрес добавлен')
  const list = page.getByRole('list', { name: 'Сохранённые адреса' })
  await expect(list.getByRole('listitem')).toHaveCount(1)
  await expect(list.getByRole('listitem').first()).toContainText('г Новосибирск, ул Ленина, д. 5')
  await expect(list.getByRole('listitem').first()).toContainText('Основной')
  let [saved] = await addressesOf(request, buyer)
  expect(saved).toMatchObject({ city_full: 'г Новосибирск', street: 'ул Ленина', house: '5', apartment: '12' })
  expect(saved).toMatchObject({ ...NOVOSIBIRSK, default: true })

  // Edit: the form comes filled; the ids stay while the city and street stay.
  await page.getByRole('link', { name: 'Изменить: г Новосибирск, ул Ленина, д. 5' }).click()
  await expect(page.getByRole('heading', { name: 'Изменение адреса' })).toBeVisible()
  await expect(field(page, 'Дом')).toHaveValue('5')
  await page.getByRole('textbox', { name: 'Квартира или офис' }).fill('14')
  await page.getByRole('button', { name: 'Сохранить адрес' }).click()
  await expectNotice(page, 'Адрес сохранён')
  ;[saved] = await addressesOf(request, buyer)
  expect(saved).toMatchObject({ apartment: '14', ...NOVOSIBIRSK })

  // A second address; making it the default is confirmed first — "Нет" changes nothing.
  await backendPost(request, buyer, '/api/v2/front/user/address/add', {
    city_full: 'г Казань',
    street: 'ул Баумана',
    house: '1',
  })
  await openPage(page, '/account/addresses')
  const kazan = 'г Казань, ул Баумана, д. 1'
  await page.getByRole('link', { name: `Сделать основным: ${kazan}` }).click()
  let dialog = page.getByRole('dialog', { name: 'Сделать адрес основным?' })
  await expect(dialog).toContainText(`Адрес «${kazan}» станет основным для доставки.`)
  await dialog.getByRole('link', { name: 'Нет' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  expect((await addressesOf(request, buyer)).find((a) => a.default)?.city_full).toBe('г Новосибирск')

  // "Да": with JavaScript the dialog closes at once and the item is busy until the post is done.
  let release = () => {}
  if (js) {
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route(/\/account\/addresses(\.data)?$/, async (route) => {
      if (route.request().method() === 'POST') await held
      await route.continue()
    })
  }
  await page.getByRole('link', { name: `Сделать основным: ${kazan}` }).click()
  dialog = page.getByRole('dialog', { name: 'Сделать адрес основным?' })
  await dialog.getByRole('button', { name: 'Да' }).click()
  if (js) {
    const busyItem = list.getByRole('listitem').filter({ hasText: kazan })
    await expect(busyItem.getByRole('status')).toHaveText('Делаем основным…')
    await expect(busyItem.getByRole('button', { name: 'Удалить' })).toBeDisabled()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    release()
  }
  await expectNotice(page, 'Основной адрес изменён')
  await expect(list.getByRole('listitem').filter({ hasText: kazan })).toContainText('Основной')
  expect((await addressesOf(request, buyer)).find((a) => a.default)?.city_full).toBe('г Казань')

  // Delete, confirmed.
  await page.getByRole('link', { name: 'Удалить: г Новосибирск, ул Ленина, д. 5' }).click()
  dialog = page.getByRole('dialog', { name: 'Удалить адрес?' })
  await expect(dialog).toContainText('Адрес «г Новосибирск, ул Ленина, д. 5» будет удалён.')
  await dialog.getByRole('button', { name: 'Да' }).click()
  await expectNotice(page, 'Адрес удалён')
  await expect(list.getByRole('listitem')).toHaveCount(1)
  await expect(list).not.toContainText('Новосибирск')
  expect((await addressesOf(request, buyer)).map((a) => a.city_full)).toEqual(['г Казань'])
})

test('a city typed over a chosen one loses the chosen city’s ids', async ({ page, request, buyer }) => {
  await openPage(page, '/account/addresses?edit=new')
  await choose(page, 'Город', 'Новос', 'г Новосибирск')
  await expect(page.getByText('Город выбран: г Новосибирск.')).toBeVisible()
  await field(page, 'Город').fill('Бердск')
  await field(page, 'Улица').fill('ул Ленина')
  await field(page, 'Дом').fill('3')
  await page.getByRole('button', { name: 'Сохранить адрес' }).click()
  await expectNotice(page, 'Адрес добавлен')
  const [saved] = await addressesOf(request, buyer)
  expect(saved).toMatchObject({ city_full: 'Бердск', kladr_id: null, fias_id: null })
})
