/**
 * A seller's public page (decision 044): a buyer follows the seller's name from a product page to the seller's page
 * and its offers; an unknown slug and a seller on moderation answer the 404 page; a seller uploads a logo in the
 * cabinet's settings (a plain multipart form, JavaScript on and off), a file that is no picture is refused in
 * Russian, and the logo shows on the public page until removed. The page fits a phone and axe finds nothing.
 */
import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { pngImage } from '../support/images.ts'
import { CLOSE, expectNotice, openPage, signIn, test } from './account-support.ts'
import { axe } from './axe.ts'
import { approvedSeller, merchantOf, newSeller } from './seller-support.ts'

const jsOn = () => test.info().project.use.javaScriptEnabled !== false
const unique = () => Math.random().toString(36).slice(2, 7)

async function someProduct(request: APIRequestContext) {
  const answer = await request.post('/api/front/products/getProducts', {
    data: { availability: ['in_stock'], per_page: 1 },
    headers: CLOSE,
  })
  expect(answer.ok(), await answer.text()).toBe(true)
  const [product] = ((await answer.json()) as { products: { slug: string }[] }).products
  if (!product) throw new Error('the demo catalogue has no product in stock')
  return product
}

async function expectNotFound(page: Page, path: string) {
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(404)
  await expect(page.getByText('К сожалению, запрашиваемая страница не найдена')).toBeVisible()
}

test('a buyer follows the seller’s name from a product page to the seller’s page and its offers', async ({
  page,
  request,
}) => {
  const product = await someProduct(request)
  await openPage(page, `/product/${product.slug}`)
  const seller = page.locator('.buy-box__seller').getByRole('link')
  const name = (await seller.innerText()).trim()
  await seller.click()
  await expect(page).toHaveURL(/\/sellers\/[^/?]+$/)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(page).toHaveTitle(new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
  await expect(page.getByText('Минимальная сумма заказа')).toBeVisible()
  await expect(page.locator('article.product-card').first()).toBeVisible()
  // Its offers are the catalogue's listing: sorting keeps the seller.
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
  expect(canonical).toMatch(/\/sellers\/[^/?]+$/)

  // The offers table names the seller with a link too.
  await openPage(page, `/product/${product.slug}`)
  await expect(page.locator('table.offers').getByRole('link', { name }).first()).toHaveAttribute(
    'href',
    new URL(canonical ?? '').pathname,
  )
})

test('an unknown slug and a seller on moderation answer the 404 page', async ({ page, request }) => {
  await expectNotFound(page, '/sellers/nobody-has-this-slug')
  const token = await newSeller(request, `ООО «На проверке ${unique()}»`)
  const pending = await merchantOf(request, token)
  expect(pending.status).toBe('pending')
  await expectNotFound(page, `/sellers/${String(pending.slug)}`)
})

test('a seller uploads a logo in the settings; buyers see it on the seller’s page until it is removed', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const company = `ООО «Логотип ${unique()}»`
  const { token, merchant } = await approvedSeller(request, company)
  await context.clearCookies()
  await signIn(context, { token }, baseURL)
  await openPage(page, '/seller/settings')
  const file = page.getByLabel('Файл логотипа')
  const upload = page.getByRole('button', { name: 'Загрузить логотип' })

  // A text file named like a picture: refused by its bytes, in Russian.
  await file.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('не картинка') })
  await upload.click()
  await expect(file).toHaveAccessibleDescription(/не картинка/)

  await file.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from(pngImage(120, 120)) })
  await upload.click()
  await expectNotice(page, 'Логотип загружен')
  await expect(page.getByRole('img', { name: 'Текущий логотип' })).toBeVisible()

  await openPage(page, `/sellers/${String(merchant.slug)}`)
  await expect(page.getByRole('heading', { level: 1, name: company })).toBeVisible()
  const logo = page.getByRole('img', { name: company })
  const src = await logo.getAttribute('src')
  expect(src).toMatch(/^\/api\/media\/merchants\/[A-Za-z0-9_-]{22}\.png$/)
  const served = await request.get(src ?? '', { headers: CLOSE })
  expect(served.status()).toBe(200)
  expect(served.headers()['content-type']).toBe('image/png')

  // The page fits a phone, and axe finds nothing (both need JavaScript in the page).
  if (jsOn()) {
    await page.setViewportSize({ width: 375, height: 800 })
    await openPage(page, `/sellers/${String(merchant.slug)}`)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    const results = await axe(page).analyze()
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([])
    await page.setViewportSize({ width: 1280, height: 800 })
  }

  await openPage(page, '/seller/settings')
  await page.getByRole('button', { name: 'Удалить логотип' }).click()
  await expectNotice(page, 'Логотип удалён')
  await openPage(page, `/sellers/${String(merchant.slug)}`)
  await expect(page.getByRole('img', { name: company })).toHaveCount(0)
})

test('a seller’s page with offers fits a phone and passes axe', async ({ page, request }) => {
  test.skip(!jsOn(), 'measuring the page and axe need JavaScript in the page')
  const product = await someProduct(request)
  await openPage(page, `/product/${product.slug}`)
  const href = await page.locator('.buy-box__seller').getByRole('link').getAttribute('href')
  await page.setViewportSize({ width: 375, height: 800 })
  await openPage(page, href ?? '/')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  const results = await axe(page).analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([])
})
