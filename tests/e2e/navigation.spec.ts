import { expect, type Page, test } from '@playwright/test'
import { waitForEnhancements } from './enhancements.ts'
import { waitForHydration } from './hydration.ts'

test.use({ viewport: { width: 1280, height: 720 } })

const topMenu = (page: Page) => page.getByRole('navigation', { name: 'Основное меню' })

/** The addresses of the documents the page loads from now on: none while the router moves within the site. */
function documentsLoaded(page: Page): string[] {
  const documents: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url())
  })
  return documents
}

test.describe('loading bar', () => {
  test('shows while a slow page is on its way and goes when it has come', async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, 'without JavaScript the browser shows its own progress')
    await page.goto('/')
    await waitForHydration(page, javaScriptEnabled)
    await waitForEnhancements(page)
    await page.route('**/about.data*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500))
      await route.continue()
    })
    await topMenu(page).getByRole('link', { name: 'О компании' }).click()
    const bar = page.getByRole('progressbar', { name: 'Загрузка страницы' })
    await expect(bar).toBeVisible()
    await expect(page).toHaveURL(/\/about$/)
    await expect(bar).toHaveCount(0)
  })
})

test.describe('offline notice', () => {
  test('says so politely while the connection is gone, and goes when it is back', async ({
    page,
    context,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, 'the browser’s online state is known only to scripts; the no-JS test is below')
    await page.goto('/about')
    await waitForHydration(page, javaScriptEnabled)
    await waitForEnhancements(page)
    const notice = page.getByRole('status').filter({ hasText: 'Нет подключения к интернету' })
    await expect(notice).toHaveCount(0)
    await context.setOffline(true)
    await expect(notice).toBeVisible()
    await context.setOffline(false)
    await expect(notice).toHaveCount(0)
  })

  test('without JavaScript there is no notice and the page is whole', async ({ page, javaScriptEnabled }) => {
    test.skip(javaScriptEnabled, 'the JavaScript counterpart is the test above')
    await page.goto('/about')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByText('Нет подключения к интернету')).toHaveCount(0)
    await expect(page.getByRole('progressbar')).toHaveCount(0)
  })
})

test.describe('idle prefetching', () => {
  test('preloads the code of the pages linked on screen once the browser is idle', async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, 'prefetching is done by script; without it links simply load their pages')
    await page.goto('/')
    await waitForHydration(page, javaScriptEnabled)
    // The header's menu is on screen: its pages' route modules are preloaded, each once.
    for (const route of ['_shop.about', '_shop.contacts', '_shop.brands._index']) {
      await expect(page.locator(`link[rel="modulepreload"][href*="/${route}-"]`)).toHaveCount(1, { timeout: 5_000 })
    }
    // The code only: no page data was fetched for them.
    const data: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('.data')) data.push(request.url())
    })
    await page.waitForTimeout(500)
    expect(data).toEqual([])
  })

  test('preloads nothing while offline or on 2G', async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, 'prefetching is done by script')
    for (const [name, patch] of [
      ['offline', () => Object.defineProperty(Navigator.prototype, 'onLine', { get: () => false })],
      ['2g', () => Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ effectiveType: '2g' }) })],
    ] as const) {
      const fresh = await page.context().newPage()
      await fresh.addInitScript(patch)
      await fresh.goto('/')
      await waitForHydration(fresh, javaScriptEnabled)
      await waitForEnhancements(fresh)
      // Past the idle timeout (2 s) and a retry.
      await fresh.waitForTimeout(3_500)
      await expect(fresh.locator('link[rel="modulepreload"][href*="/_shop.about-"]'), name).toHaveCount(0)
      await fresh.close()
    }
  })
})

test.describe('scroll', () => {
  test('a new page starts at the top, and back returns to where the reader was', async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto('/privacy-policy')
    await waitForHydration(page, javaScriptEnabled)
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
    const before = await page.evaluate(() => window.scrollY)
    await page.getByRole('contentinfo').getByRole('link', { name: 'О компании' }).click()
    await expect(page).toHaveURL(/\/about$/)
    // The address changes as the router moves, a moment before the new page is drawn and scrolled to its top.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('О компании')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await page.goBack()
    await expect(page).toHaveURL(/\/privacy-policy$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 5)
  })

  test('an address with a hash opens at that section, on a full load and on a move within the site', async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto('/about#delivery')
    await waitForHydration(page, javaScriptEnabled)
    await expect(page.locator('#delivery')).toBeInViewport()
    if (!javaScriptEnabled) return
    await page.goto('/')
    await waitForHydration(page, javaScriptEnabled)
    await page.evaluate(() =>
      (window as unknown as { __remixRouter: { navigate: (to: string) => Promise<void> } }).__remixRouter.navigate(
        '/about#for-sellers',
      ),
    )
    await expect(page).toHaveURL(/\/about#for-sellers$/)
    await expect(page.locator('#for-sellers')).toBeInViewport()
  })

  test('the skip link leads to the content every time, not only the first', async ({ page, javaScriptEnabled }) => {
    await page.goto('/about')
    await waitForHydration(page, javaScriptEnabled)
    // Reach the page by a move within the site first, as a visitor would (the router keeps its own history keys).
    await page.getByRole('contentinfo').getByRole('link', { name: 'Политика обработки персональных данных' }).click()
    await expect(page).toHaveURL(/\/privacy-policy$/)
    const skip = page.getByRole('link', { name: 'Перейти к содержимому' })
    const main = page.locator('#main')
    for (let round = 0; round < 2; round++) {
      await page.evaluate(() => window.scrollTo(0, 0))
      await skip.focus()
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(/\/privacy-policy#main$/)
      await expect.poll(() => main.evaluate((node) => Math.round(node.getBoundingClientRect().top))).toBeLessThan(5)
      await page.waitForTimeout(200)
      expect(
        await main.evaluate((node) => Math.round(node.getBoundingClientRect().top)),
        `round ${round}`,
      ).toBeLessThan(5)
    }
  })
})

test.describe('the header’s and footer’s links', () => {
  test('move within the site; a dialog opens where the reader is; the page shown is not added to history again', async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, 'without JavaScript each is a page of its own (the pages’ own tests)')
    await page.goto('/privacy-policy')
    await waitForHydration(page, javaScriptEnabled)
    const documents = documentsLoaded(page)
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
    const scrolled = await page.evaluate(() => window.scrollY)

    await page.getByRole('contentinfo').getByRole('link', { name: 'Написать нам' }).click()
    const dialog = page.getByRole('dialog', { name: 'Написать нам' })
    await expect(dialog).toBeVisible()
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(5)
    await dialog.getByRole('link', { name: 'Закрыть' }).click()
    await expect(dialog).toHaveCount(0)

    await page.getByRole('contentinfo').getByRole('link', { name: 'Контакты' }).click()
    await expect(page).toHaveURL(/\/contacts$/)
    await page.getByRole('banner').getByRole('link', { name: 'Медмаркет — на главную' }).click()
    await expect(page).toHaveURL(/\/$/)
    const entries = await page.evaluate(() => window.history.length)
    await page.getByRole('banner').getByRole('link', { name: 'Медмаркет — на главную' }).click()
    await expect(page).toHaveURL(/\/$/)
    expect(await page.evaluate(() => window.history.length)).toBe(entries)
    await page.goBack()
    await expect(page).toHaveURL(/\/contacts$/)
    expect(documents).toEqual([])
  })
})

test.describe('product cards', () => {
  test('a card’s link and its «В корзину» go through the router: no new document loads', async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, 'without JavaScript each is a page of its own (the catalogue and cart tests)')
    await page.goto('/catalog')
    await waitForHydration(page, javaScriptEnabled)
    const documents = documentsLoaded(page)
    const card = page
      .locator('.catalog__main .product-card')
      .filter({ has: page.locator('.add-to-cart__button') })
      .first()
    const name = (await card.locator('.product-card__title').innerText()).trim()

    await card.getByRole('link', { name }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
    await page.goBack()
    await expect(page).toHaveURL(/\/catalog$/)

    await card.getByRole('button', { name: `Добавить «${name}» в корзину` }).click()
    await expect(page.getByRole('dialog', { name: 'Товар добавлен в корзину' })).toBeVisible({ timeout: 15_000 })
    expect(documents).toEqual([])
  })

  test('a card’s heart adds through the router; its confirmation opens and closes where the reader is', async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, 'without JavaScript each is a page of its own (the favourites tests)')
    await page.goto('/catalog')
    await waitForHydration(page, javaScriptEnabled)
    const documents = documentsLoaded(page)
    const card = page.locator('.catalog__main .product-card').nth(9)
    const name = (await card.locator('.product-card__title').innerText()).trim()
    await card.scrollIntoViewIfNeeded()
    const scrolled = await page.evaluate(() => window.scrollY)
    expect(scrolled).toBeGreaterThan(100)

    await card.getByRole('button', { name: `Добавить в избранное: ${name}` }).click()
    const remove = card.getByRole('link', { name: `В избранном: ${name}. Удалить из избранного` })
    await expect(remove).toBeVisible()
    await remove.click()
    const confirm = page.getByRole('dialog', { name: 'Удалить из избранного?' })
    await expect(confirm.getByRole('button', { name: 'Да' })).toBeFocused()
    await expect(page).toHaveURL(/[?&]dialog=unwish/)
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(5)
    await confirm.getByRole('link', { name: 'Нет' }).click()
    await expect(confirm).toHaveCount(0)
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(5)
    expect(documents).toEqual([])
  })
})
