/**
 * Payer requisites (issue 5, SPEC §2 /account/requisites, §3 Requisite, §5): the company filled by INN and the bank
 * by BIK — with JavaScript in place, without it by the buttons' own posts — saved; make default and delete, each
 * confirmed; a bad INN checksum refused in Russian with everything typed kept. The embedded directories answer
 * (a demo clinic, real banks).
 */
import { expect, type Page } from '@playwright/test'
import {
  type Buyer,
  backend,
  backendPost,
  CLOSE,
  expectNotice,
  openPage,
  test,
  uniqueEmail,
} from './account-support.ts'

const BAD_INN = 'ИНН неверный: 10 цифр у организации, 12 у ИП, с верным контрольным числом'

/** The demo clinic of the embedded company directory, and Sberbank with an account whose key fits its BIK. */
const CLINIC = {
  inn: '0001000010',
  name: 'ООО «Демо-клиника Здоровье»',
  kpp: '000101001',
  ogrn: '1260000000017',
  address: 'г Москва, ул Демонстрационная, д 1',
  director: 'Примерова Анна Сергеевна',
}
const SBER = { bik: '044525225', name: 'ПАО Сбербанк', corr: '30101810400000000225', account: '40702810638000000123' }

interface RequisiteRow {
  id: number
  campaign_name: string
  inn: string | null
  kpp: string | null
  ogrn: string | null
  bank_name: string | null
  bank_corr_account: string | null
  director_phone: string
  default: boolean
}

const requisitesOf = async (request: Parameters<typeof backend>[0], buyer: Buyer) =>
  (await backend<{ requisites: RequisiteRow[] }>(request, buyer, '/api/user/requisites')).requisites

const box = (page: Page, name: string) =>
  page.locator('form#requisite-form').getByRole('textbox', { name, exact: true })

test('add requisites by INN and BIK autofill, make other ones default and delete them, each confirmed', async ({
  page,
  request,
  buyer,
}) => {
  await openPage(page, '/account/requisites')
  await expect(page.getByText('Реквизитов пока нет.')).toBeVisible()
  await page.getByRole('link', { name: 'Добавить реквизиты' }).click()
  await expect(page.getByRole('heading', { name: 'Новые реквизиты' })).toBeVisible()

  const email = uniqueEmail('buh')
  await box(page, 'E-mail').fill(email)
  await box(page, 'ИНН').fill(CLINIC.inn)
  await page.getByRole('button', { name: 'Заполнить по ИНН' }).click()
  await expect(page.getByText(`Заполнено по ИНН: ${CLINIC.name}. Проверьте данные.`)).toBeVisible()
  await expect(box(page, 'Название организации')).toHaveValue(CLINIC.name)
  await expect(box(page, 'КПП')).toHaveValue(CLINIC.kpp)
  await expect(box(page, 'ОГРН или ОГРНИП')).toHaveValue(CLINIC.ogrn)
  await expect(box(page, 'Юридический адрес')).toHaveValue(CLINIC.address)
  await expect(box(page, 'ФИО руководителя')).toHaveValue(CLINIC.director)
  // What was typed before the autofill stays.
  await expect(box(page, 'E-mail')).toHaveValue(email)

  await box(page, 'БИК банка').fill(SBER.bik)
  await page.getByRole('button', { name: 'Найти банк' }).click()
  await expect(page.getByText(`Банк найден: ${SBER.name}.`)).toBeVisible()
  await expect(box(page, 'Название банка')).toHaveValue(SBER.name)
  await expect(box(page, 'Корреспондентский счёт')).toHaveValue(SBER.corr)
  await expect(box(page, 'ИНН')).toHaveValue(CLINIC.inn)

  await box(page, 'Расчётный счёт').fill(SBER.account)
  await page.locator('form#requisite-form').getByRole('textbox', { name: 'Телефон' }).fill('8 916 123-45-67')
  await page.getByRole('button', { name: 'Сохранить реквизиты' }).click()

  await expectNotice(page, 'Реквизиты добавлены')
  const list = page.getByRole('list', { name: 'Сохранённые реквизиты' })
  await expect(list.getByRole('listitem')).toHaveCount(1)
  await expect(list.getByRole('listitem').first()).toContainText(CLINIC.name)
  await expect(list.getByRole('listitem').first()).toContainText('Основной')
  const [saved] = await requisitesOf(request, buyer)
  expect(saved).toMatchObject({
    campaign_name: CLINIC.name,
    inn: CLINIC.inn,
    kpp: CLINIC.kpp,
    ogrn: CLINIC.ogrn,
    bank_name: SBER.name,
    bank_corr_account: SBER.corr,
    director_phone: '+79161234567',
    default: true,
  })

  // Second requisites, then default and delete, each asked first.
  await backendPost(request, buyer, '/api/user/updateRequisites', {
    campaign_name: 'ИП Образцов',
    bank_bik: SBER.bik,
    bank_account: SBER.account,
    director_fio: 'Образцов Илья Петрович',
    director_phone: '+79161234568',
    director_email: uniqueEmail('ip'),
  })
  await openPage(page, '/account/requisites')
  await page.getByRole('link', { name: 'Сделать основным: ИП Образцов' }).click()
  let dialog = page.getByRole('dialog', { name: 'Сделать реквизиты основными?' })
  await expect(dialog).toContainText('Реквизиты организации ИП Образцов станут основными для оплаты заказов.')
  await dialog.getByRole('button', { name: 'Да' }).click()
  await expectNotice(page, 'Основные реквизиты изменены')
  await expect(list.getByRole('listitem').filter({ hasText: 'ИП Образцов' })).toContainText('Основной')
  expect((await requisitesOf(request, buyer)).find((r) => r.default)?.campaign_name).toBe('ИП Образцов')

  await page.getByRole('link', { name: `Удалить: ${CLINIC.name}` }).click()
  dialog = page.getByRole('dialog', { name: 'Удалить реквизиты?' })
  await dialog.getByRole('button', { name: 'Да' }).click()
  await expectNotice(page, 'Реквизиты удалены')
  await expect(list.getByRole('listitem')).toHaveCount(1)
  expect((await requisitesOf(request, buyer)).map((r) => r.campaign_name)).toEqual(['ИП Образцов'])
})

test('requisites with a bad INN checksum are refused in Russian, with what was typed kept', async ({
  page,
  request,
  buyer,
}) => {
  await openPage(page, '/account/requisites?edit=new')
  const email = uniqueEmail('bad')
  await box(page, 'Название организации').fill('ООО «Проверка»')
  await box(page, 'ИНН').fill('7707083894')
  await box(page, 'БИК банка').fill(SBER.bik)
  await box(page, 'Расчётный счёт').fill(SBER.account)
  await box(page, 'ФИО руководителя').fill('Иванов Иван Иванович')
  await page.locator('form#requisite-form').getByRole('textbox', { name: 'Телефон' }).fill('+7 916 123-45-67')
  await box(page, 'E-mail').fill(email)
  await page.getByRole('button', { name: 'Сохранить реквизиты' }).click()

  await expect(box(page, 'ИНН')).toHaveAccessibleDescription(new RegExp(BAD_INN))
  await expect(box(page, 'ИНН')).toHaveAttribute('aria-invalid', 'true')
  await expect(box(page, 'ИНН')).toHaveValue('7707083894')
  await expect(box(page, 'Название организации')).toHaveValue('ООО «Проверка»')
  await expect(box(page, 'Расчётный счёт')).toHaveValue(SBER.account)
  await expect(box(page, 'E-mail')).toHaveValue(email)
  // The autofill refuses it as well, before asking anyone.
  await page.getByRole('button', { name: 'Заполнить по ИНН' }).click()
  await expect(box(page, 'ИНН')).toHaveAccessibleDescription(new RegExp(BAD_INN))
  expect(await requisitesOf(request, buyer)).toEqual([])

  // The back-end refuses it too, naming the field.
  const direct = await request.post('/api/user/updateRequisites', {
    headers: { ...CLOSE, Authorization: `Bearer ${buyer.token}` },
    data: {
      campaign_name: 'ООО «Проверка»',
      inn: '7707083894',
      bank_bik: SBER.bik,
      bank_account: SBER.account,
      director_fio: 'Иванов Иван Иванович',
      director_phone: '+79161234567',
      director_email: email,
    },
  })
  expect(direct.status()).toBe(400)
  expect(((await direct.json()) as { fields: Record<string, string[]> }).fields.inn).toEqual([BAD_INN])
})
