/**
 * The seller's price lists (issue 15): an approved seller with two offers uploads an XLSX price list with one bad
 * row; the preview names the row and shows both changes; applying changes exactly those two offers; the offers
 * download as CSV with the same columns. JavaScript on and off (a plain multipart form).
 */

import { type APIRequestContext, expect } from '@playwright/test'
import ExcelJS from 'exceljs'
import { CLOSE, expectNotice, jsEnabled, openPage, signIn, test } from './account-support.ts'
import { axe } from './axe.ts'
import { approvedSeller } from './seller-support.ts'

interface Offer {
  id: number
  article: string | null
  price_gross: number | null
  stock: number | null
  product: { name: string }
}

async function sellerCall<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  data?: unknown,
) {
  const answer = await request.fetch(path, { method, data, headers: { ...CLOSE, Authorization: `Bearer ${token}` } })
  expect(answer.ok(), await answer.text()).toBe(true)
  return (await answer.json()) as T
}

test('a price list with a bad row is previewed, applied to exactly its good rows, and the offers download', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const tag = Math.random().toString(36).slice(2, 7).toUpperCase()
  const { token } = await approvedSeller(request, `ООО «Прайс ${tag}»`)
  const { products } = await sellerCall<{ products: { id: number; name: string }[] }>(
    request,
    token,
    'GET',
    `/api/seller/products?q=${encodeURIComponent('перчатки')}`,
  )
  const offers: Offer[] = []
  for (const [i, product] of products.slice(0, 2).entries()) {
    const made = await sellerCall<{ offer: Offer }>(request, token, 'POST', '/api/seller/offers', {
      master_product_id: product.id,
      price_gross: 100,
      availability: 'in_stock',
      stock: 5,
      min_order: 1,
      step: 1,
      warehouse_city: 'Казань',
      article: `${tag}-${i + 1}`,
    })
    offers.push(made.offer)
  }
  const [first, second] = offers as [Offer, Offer]

  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet('Прайс')
  sheet.addRows([
    ['Артикул', 'Цена с НДС', 'Остаток'],
    [first.article ?? '', 250.5, ''],
    [second.article ?? '', '', 42],
    ['НЕТ-ТАКОГО', 10, 1],
  ])
  const xlsx = Buffer.from(await workbook.xlsx.writeBuffer())

  await context.clearCookies()
  await signIn(context, { token }, baseURL)
  await openPage(page, '/seller/price-lists')
  await expect(page.getByRole('heading', { name: 'Прайс-листы', level: 1 })).toBeVisible()
  await page.getByLabel('Файл прайс-листа (CSV или XLSX, до 10 МБ)').setInputFiles({
    name: 'прайс.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: xlsx,
  })
  await page.getByRole('button', { name: 'Загрузить и проверить' }).click()
  await expect(page.getByRole('heading', { name: 'Проверка прайс-листа', level: 1 })).toBeVisible()
  await expect(page.getByText('строк — 3, изменений — 2, без изменений — 0, ошибок — 1')).toBeVisible()
  await expect(page.getByRole('list', { name: 'Ошибки' })).toHaveText('Строка 4: неизвестный артикул «НЕТ-ТАКОГО»')
  const changes = page.getByRole('list', { name: 'Изменения' })
  await expect(changes).toContainText(first.product.name)
  await expect(changes).toContainText('цена: 100 ₽ → 250,50 ₽')
  await expect(changes).toContainText('остаток: 5 → 42')
  if (jsEnabled()) {
    // The preview fits a phone and axe finds nothing on it.
    await page.setViewportSize({ width: 375, height: 800 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    const results = await axe(page).analyze()
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([])
    await page.setViewportSize({ width: 1366, height: 900 })
  }

  await page.getByRole('button', { name: 'Применить изменения: 2' }).click()
  await expectNotice(page, 'Прайс-лист применён')
  await expect(page.getByText(/^Применён /)).toBeVisible()
  const after = await sellerCall<{ offers: Offer[] }>(request, token, 'GET', '/api/seller/offers')
  const byId = new Map(after.offers.map((o) => [o.id, o]))
  expect(byId.get(first.id)).toMatchObject({ price_gross: 250.5, stock: 5 })
  expect(byId.get(second.id)).toMatchObject({ price_gross: 100, stock: 42 })

  // The offers as a file: the same columns an upload reads.
  await openPage(page, '/seller/price-lists')
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Скачать предложения в CSV' }).click()
  const file = await (await download).path()
  const { readFileSync } = await import('node:fs')
  const text = readFileSync(file, 'utf8')
  expect(text).toContain('ID товара;Товар;Артикул;Цена с НДС;Остаток;Наличие;Мин. заказ;Шаг;Город склада')
  expect(text).toContain(`;${first.article};250.5;5;В наличии;1;1;Казань`)
})

test('a file that is not a price list is refused under the field', async ({ page, request, context, baseURL }) => {
  const { token } = await approvedSeller(request, `ООО «Не прайс ${Math.random().toString(36).slice(2, 7)}»`)
  await context.clearCookies()
  await signIn(context, { token }, baseURL)
  await openPage(page, '/seller/price-lists')
  const field = page.getByLabel('Файл прайс-листа (CSV или XLSX, до 10 МБ)')
  await field.setInputFiles({ name: 'notes.csv', mimeType: 'text/csv', buffer: Buffer.from('Цена;Остаток\n1;2\n') })
  await page.getByRole('button', { name: 'Загрузить и проверить' }).click()
  await expect(page.getByLabel('Файл прайс-листа (CSV или XLSX, до 10 МБ)')).toHaveAccessibleDescription(
    'В первой строке нет столбца «Артикул» или «ID товара»',
  )
  if (jsEnabled()) {
    await page.setViewportSize({ width: 375, height: 800 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    const results = await axe(page).analyze()
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([])
  }
})
