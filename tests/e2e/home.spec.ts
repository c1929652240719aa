import { expect, test } from '@playwright/test'
import { ports } from '../../playwright.config.ts'
import { axe } from './axe.ts'

test.describe('home page', () => {
  test('shows categories, brands and popular products with prices from the database', async ({ page }) => {
    const response = await page.goto('/')
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle('Медицинский маркетплейс')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      'Маркетплейс медицинских товаров и оборудования',
    )

    const categories = page.getByRole('region', { name: 'Популярные категории' }).getByRole('listitem')
    expect(await categories.count()).toBeGreaterThanOrEqual(8)
    const brands = page.getByRole('region', { name: 'Бренды' }).getByRole('listitem')
    expect(await brands.count()).toBeGreaterThanOrEqual(8)
    const products = page.getByRole('region', { name: 'Популярные товары' }).getByRole('article')
    expect(await products.count()).toBeGreaterThanOrEqual(12)

    const firstCard = products.first()
    await expect(firstCard.getByRole('heading')).not.toBeEmpty()
    await expect(firstCard.locator('img')).toHaveAttribute(
      'src',
      /^\/_ipx\/f_webp,w_320\/api\/media\/products\/\d+\.svg$/,
    )
    await expect(firstCard.locator('img')).toHaveAttribute('srcset', / 640w$/)
    const prices = await products.locator('.product-card__price').allInnerTexts()
    expect(prices.filter((p) => /\d[\d\s\u00a0]*(,\d{1,2})?\s?₽/.test(p)).length).toBeGreaterThanOrEqual(12)
    await expect(products.locator('.availability').first()).toHaveText(
      /В наличии|Под заказ|Нет в наличии|Цена по запросу/,
    )
  })

  test('shows special offers with their discount and the official suppliers', async ({ page }) => {
    await page.goto('/')
    const offers = page.getByRole('region', { name: 'Специальные предложения' }).getByRole('article')
    expect(await offers.count()).toBeGreaterThan(0)
    await expect(offers.first().locator('.price-tag__sale')).toHaveText(/^−\d+ %$/)
    await expect(offers.first().locator('.product-card__label')).toHaveText(/^(Акция|Хит продаж|Скидка|Новинка)$/)
    const suppliers = page.getByRole('region', { name: 'Официальные поставщики' }).getByRole('listitem')
    expect(await suppliers.count()).toBeGreaterThan(0)
    await expect(suppliers.first()).toContainText('Склад:')
  })

  test('has the shop chrome: top menu, search, city, account and cart, footer with phone and hours', async ({
    page,
  }) => {
    await page.goto('/')
    const menu = page.getByRole('navigation', { name: 'Основное меню' })
    for (const item of ['О компании', 'Каталог', 'Бренды', 'Продавцам', 'Контакты']) {
      await expect(menu.getByRole('link', { name: item })).toBeVisible()
    }
    await expect(page.getByLabel('Поиск по каталогу')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Ваш город: Москва' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Войти' })).toBeVisible()
    await expect(page.getByRole('link', { name: /Корзина/ })).toBeVisible()
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('link', { name: '8 800 555-35-35' })).toHaveAttribute('href', 'tel:+78005553535')
    await expect(footer).toContainText('Пн–Пт с 9:00 до 17:00')
    for (const item of [
      'О компании',
      'Пользовательское соглашение',
      'Политика обработки персональных данных',
      'Контакты',
    ]) {
      await expect(footer.getByRole('link', { name: item })).toBeVisible()
    }
  })

  test('has no accessibility violations', async ({ page, javaScriptEnabled }) => {
    // axe runs inside the page, so it needs JavaScript; the no-JS page is the same server-rendered markup.
    test.skip(!javaScriptEnabled, 'axe needs JavaScript in the page')
    // axe walks the whole page: on a loaded two-core machine that can take a while.
    test.slow()
    await page.goto('/')
    const results = await axe(page).analyze()
    expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([])
  })

  test('is served with a CSP whose nonce every inline script carries', async ({ page }) => {
    const violations: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') violations.push(message.text())
    })
    const response = await page.goto('/')
    const csp = response?.headers()['content-security-policy'] ?? ''
    expect(csp).toContain("frame-ancestors 'none'")
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
    expect(nonce).toBeTruthy()
    expect(response?.headers()['x-content-type-options']).toBe('nosniff')
    expect(response?.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin')
    const html = await response?.text()
    // Every inline script that runs; JSON-LD data blocks do not run and need no nonce.
    const inlineScripts = (html?.match(/<script(?![^>]*\bsrc=)[^>]*>/g) ?? []).filter(
      (tag) => !tag.includes('application/ld+json'),
    )
    expect(inlineScripts.length).toBeGreaterThan(0)
    for (const tag of inlineScripts) expect(tag).toContain(`nonce="${nonce}"`)
    await page.waitForLoadState('networkidle')
    expect(violations).toEqual([])
  })
})

test.describe('split mode', () => {
  test('a storefront pointed at the back-end alone shows the same home page', async ({ page }) => {
    await page.goto(`http://localhost:${ports.embedded}/`)
    const embedded = await page.locator('.category-tile__name').allInnerTexts()
    const embeddedProducts = await page.locator('.product-card__title').allInnerTexts()
    const response = await page.goto(`http://localhost:${ports.split}/`)
    expect(response?.status()).toBe(200)
    expect(await page.locator('.category-tile__name').allInnerTexts()).toEqual(embedded)
    expect(await page.locator('.product-card__title').allInnerTexts()).toEqual(embeddedProducts)
    // Pictures come through the storefront's origin, passed on to the back-end.
    const image = page.locator('.product-card img').first()
    await image.scrollIntoViewIfNeeded()
    await expect(image).toHaveJSProperty('complete', true)
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  })
})

test.describe('static files', () => {
  test('hashed assets are cacheable for a year, and the health check answers', async ({ request }) => {
    const html = await (await request.get('/')).text()
    const script = /<link rel="modulepreload" href="([^"]+)"/.exec(html)?.[1]
    expect(script).toMatch(/^\/assets\/.+-[\w-]{8}\.js$/)
    const asset = await request.get(script ?? '')
    expect(asset.status()).toBe(200)
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    // Pictures are resized and re-encoded by /_ipx, only from the back-end's media.
    const picture = await request.get('/_ipx/f_webp,w_320/api/media/products/1.svg')
    expect(picture.headers()['content-type']).toBe('image/webp')
    expect((await request.get('/_ipx/w_320/etc/passwd')).status()).toBe(404)
    const health = await request.get('/healthz')
    expect(await health.json()).toEqual({ ok: true })
  })
})
