import { expect, type Page, test } from '@playwright/test'
import { waitForEnhancements } from './enhancements.ts'

const TOP_MENU = ['О компании', 'Каталог', 'Бренды', 'Продавцам', 'Контакты']

/** Lets the header's scroll handler (one animation frame) run before a negative assertion. */
async function settle(page: Page) {
  await page.waitForTimeout(100)
}

test.describe('mobile menu (375 px)', () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test('the header fits a phone; its actions keep their names', async ({ page }) => {
    await page.goto('/catalog')
    // Measured by the browser's layout, so it holds with JavaScript off as well.
    for (const part of ['.site-header__top-row', '.site-header__main-row', '.site-header__actions']) {
      const box = await page.locator(part).boundingBox()
      expect((box?.x ?? 0) + (box?.width ?? 0), part).toBeLessThanOrEqual(375)
    }
    for (const link of await page.locator('.site-header__actions a, .site-header__top-row a').all()) {
      const box = await link.boundingBox()
      if (box) expect(box.x + box.width, await link.innerText()).toBeLessThanOrEqual(375)
    }
    const actions = page.getByRole('navigation', { name: 'Личный кабинет' })
    await expect(actions.getByRole('link', { name: 'Войти' })).toBeVisible()
    await expect(actions.getByRole('link', { name: 'Избранное, товаров: 0' })).toBeVisible()
    await expect(actions.getByRole('link', { name: 'Корзина, 0 шт.' })).toBeVisible()
  })

  test('opens by a click on «Меню» and offers the top menu and the catalogue categories', async ({ page }) => {
    await page.goto('/about')
    // Below 992 px the top menu lives inside the mobile menu only.
    await expect(page.getByRole('navigation', { name: 'Основное меню' })).toBeHidden()
    const menu = page.getByRole('navigation', { name: 'Меню сайта' })
    await expect(menu).toBeHidden()

    // A <details> disclosure: this works with JavaScript off as well.
    await page.locator('summary', { hasText: 'Меню' }).click()
    await expect(menu).toBeVisible()
    for (const item of TOP_MENU) await expect(menu.getByRole('link', { name: item, exact: true })).toBeVisible()
    const categories = menu.getByRole('list', { name: 'Каталог товаров' }).getByRole('link')
    expect(await categories.count()).toBeGreaterThanOrEqual(5)
    await expect(categories.first()).toHaveAttribute('href', /^\/catalog\/[a-z0-9-]+$/)
    await expect(categories.last()).toHaveAttribute('href', '/catalog')

    await menu.getByRole('link', { name: 'Бренды', exact: true }).click()
    await expect(page).toHaveURL(/\/brands$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Бренды')
    // The menu does not stay open over the next page.
    await expect(page.locator('details.mobile-menu')).not.toHaveAttribute('open')
  })

  test('the header never turns sticky on a phone', async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, 'the sticky state is set by script; without it there is none anyway')
    await page.goto('/privacy-policy')
    await waitForEnhancements(page)
    await page.evaluate(() => window.scrollTo(0, 1500))
    await settle(page)
    await expect(page.getByRole('banner')).not.toHaveClass(/site-header--sticky/)
    const bar = page.locator('.site-header__main')
    expect((await bar.boundingBox())?.y ?? 0).toBeLessThan(0)
  })
})

test.describe('desktop header (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 720 } })

  test('the middle bar sticks once the page is scrolled more than 42 px', async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, 'the sticky state is set by script; the no-JS test below covers that case')
    await page.goto('/privacy-policy')
    await waitForEnhancements(page)
    const header = page.getByRole('banner')
    await expect(page.getByRole('navigation', { name: 'Основное меню' })).toBeVisible()
    await expect(page.locator('summary', { hasText: 'Меню' })).toBeHidden()

    await page.evaluate(() => window.scrollTo(0, 30))
    await settle(page)
    await expect(header).not.toHaveClass(/site-header--sticky/)

    await page.evaluate(() => window.scrollTo(0, 1200))
    await expect(header).toHaveClass(/site-header--sticky/)
    const bar = page.locator('.site-header__main')
    await expect.poll(async () => Math.round((await bar.boundingBox())?.y ?? -1)).toBe(0)
    await expect(page.getByLabel('Поиск по каталогу')).toBeInViewport()

    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(header).not.toHaveClass(/site-header--sticky/)
  })

  test('without JavaScript the header scrolls away with the page, which stays fully usable', async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(javaScriptEnabled, 'the JavaScript counterpart is the sticky test above')
    await page.goto('/privacy-policy')
    await page.evaluate(() => window.scrollTo(0, 1200))
    await expect(page.getByRole('banner')).not.toHaveClass(/site-header--sticky/)
    expect((await page.locator('.site-header__main').boundingBox())?.y ?? 0).toBeLessThan(0)

    // Back to the top through the footer link, then on through the top menu.
    const toTop = page.getByRole('contentinfo').getByRole('link', { name: 'Наверх' })
    await expect(toTop).toHaveAttribute('href', '#top')
    await toTop.click()
    await expect(page).toHaveURL(/#top$/)
    await expect(page.locator('.site-header__main')).toBeInViewport()
    await page.getByRole('navigation', { name: 'Основное меню' }).getByRole('link', { name: 'Контакты' }).click()
    await expect(page).toHaveURL(/\/contacts$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Контакты')
  })
})

test.describe('scroll to top', () => {
  test.use({ viewport: { width: 1280, height: 720 } })

  test('with JavaScript a fixed button shows after one screen and scrolls back to the top', async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, 'without JavaScript it is the footer link, tested above')
    await page.goto('/privacy-policy')
    await waitForEnhancements(page)
    const button = page.getByRole('link', { name: 'Наверх' })
    await expect(button).toBeHidden()

    await page.evaluate(() => window.scrollTo(0, 500))
    await settle(page)
    await expect(button).toBeHidden()

    await page.evaluate(() => window.scrollTo(0, 3000))
    await expect(button).toBeVisible()
    await expect(button).toBeInViewport()
    expect(await button.evaluate((node) => getComputedStyle(node).position)).toBe('fixed')

    await button.click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    // Scrolled by script: no #top left in the address.
    expect(new URL(page.url()).hash).toBe('')
    await expect(button).toBeHidden()
    await expect(page.getByRole('banner')).toBeFocused()
  })
})
