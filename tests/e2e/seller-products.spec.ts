/**
 * A seller proposes a product the catalogue lacks (issue 15): the form refuses a missing category and a
 * specification line without «:» in Russian, keeping what was typed; the proposal waits «На проверке» and takes a
 * picture (a file that is not one is refused); once the operator approves it, the product is in the catalogue with
 * the seller's offer and the picture. JavaScript on and off; the pages fit a phone and axe finds nothing.
 */
import { expect, type Page } from '@playwright/test'
import { pngImage } from '../support/images.ts'
import { expectNotice, jsEnabled, openPage, signIn, test } from './account-support.ts'
import { axe } from './axe.ts'
import { approvedSeller, approveProposal } from './seller-support.ts'

const form = (page: Page) => page.locator('form#proposal-form')
const box = (page: Page, name: string) => form(page).getByRole('textbox', { name, exact: true })

test('a seller proposes a new product with a picture; approved, buyers find it with the seller’s offer', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const tag = Math.random().toString(36).slice(2, 7)
  const company = `ООО «Новинки ${tag}»`
  const productName = `Облучатель бактерицидный ОБН-${tag}`
  const { token } = await approvedSeller(request, company)
  await context.clearCookies()
  await signIn(context, { token }, baseURL)

  await openPage(page, '/seller')
  await page.getByRole('link', { name: 'Новые товары' }).click()
  await expect(page.getByRole('heading', { name: 'Новые товары', level: 1 })).toBeVisible()
  await expect(page.getByText('Вы ещё не предлагали новых товаров.')).toBeVisible()
  await page.getByRole('link', { name: 'Предложить товар' }).click()
  await expect(page.getByRole('heading', { name: 'Предложить новый товар', level: 1 })).toBeVisible()
  await expect(box(page, 'Город склада')).toHaveValue('Казань')

  // No category, a specification without «:»: refused in Russian, everything typed kept.
  await box(page, 'Название').fill(productName)
  await box(page, 'Бренд').fill(`Бренд ${tag}`)
  await box(page, 'Характеристики').fill('Мощность: 30 Вт\nбез двоеточия')
  await box(page, 'Цена с НДС, ₽').fill('15 990')
  await box(page, 'Остаток').fill('7')
  await page.getByRole('button', { name: 'Отправить на проверку' }).click()
  await expect(form(page).getByRole('combobox', { name: 'Категория' })).toHaveAccessibleDescription(
    /Выберите категорию/,
  )
  await expect(box(page, 'Характеристики')).toHaveAccessibleDescription(/Строка 2: напишите «Название: значение»/)
  await expect(box(page, 'Название')).toHaveValue(productName)
  await expect(box(page, 'Цена с НДС, ₽')).toHaveValue('15 990')

  await form(page).getByRole('combobox', { name: 'Категория' }).selectOption({ index: 2 })
  await box(page, 'Характеристики').fill('Мощность: 30 Вт\nТип: открытый')
  await box(page, 'Название').press('Enter')
  await expectNotice(page, 'Заявка отправлена на проверку. Добавьте фотографии товара.')
  await expect(page.getByRole('heading', { name: productName, level: 1 })).toBeVisible()
  await expect(page.getByText('Статус: На проверке.')).toBeVisible()
  await expect(page.getByText('Фотографий пока нет.')).toBeVisible()
  const proposalId = Number(new URL(page.url()).pathname.split('/').pop())

  // A file that is not a picture is refused; a PNG is added.
  const file = page.getByLabel('Файл фотографии')
  await file.setInputFiles({ name: 'price.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 no') })
  await page.getByRole('button', { name: 'Загрузить фотографию' }).click()
  await expect(page.getByLabel('Файл фотографии')).toHaveAccessibleDescription(/Фотография — файл JPEG, PNG или WebP/)
  await page
    .getByLabel('Файл фотографии')
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from(pngImage(60, 40)) })
  await page.getByRole('button', { name: 'Загрузить фотографию' }).click()
  await expectNotice(page, 'Фотография добавлена')
  const picture = page.getByRole('img', { name: `Фотография 1: ${productName}` })
  await expect(picture).toBeVisible()
  const pictureSrc = await picture.getAttribute('src')

  await page.setViewportSize({ width: 375, height: 800 })
  for (const path of ['/seller/products', '/seller/products/new', `/seller/products/${proposalId}`]) {
    await openPage(page, path)
    if (jsEnabled()) {
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
      const results = await axe(page).analyze()
      expect(results.violations.map((v) => `${path} ${v.id}: ${v.help}`)).toEqual([])
    }
  }
  await page.setViewportSize({ width: 1366, height: 900 })

  // The operator approves: the product is in the catalogue with the seller's offer and picture.
  await approveProposal(request, proposalId)
  await openPage(page, '/seller/products')
  await expect(page.getByRole('list', { name: 'Ваши заявки на новые товары' })).toContainText('Одобрен')
  await page.getByRole('link', { name: productName }).click()
  await page.getByRole('link', { name: 'Открыть товар в каталоге' }).click()
  await expect(page.getByRole('heading', { name: productName, level: 1 })).toBeVisible()
  await expect(page.locator('main')).toContainText(company)
  await expect(page.locator('main')).toContainText('Тип')
  // The gallery shows the uploaded picture, resized as every product picture is.
  const shown = page.locator(`main img[src*="${pictureSrc}"]`).first()
  await expect(shown).toBeVisible()
  const resized = await request.get((await shown.getAttribute('src')) ?? '')
  expect(resized.status()).toBe(200)
  expect(resized.headers()['content-type']).toMatch(/^image\//)
})
