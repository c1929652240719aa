/**
 * What a page loads before it comes alive (decision 038): every script fetched before hydration is one the HTML
 * preloads (no waterfall), the texts it renders come inside it, and texts it did not carry follow when needed.
 */
import { expect, type Page, test } from '@playwright/test'

const PAGES = ['/', '/catalog', '/product/chashka-petri-odnorazovaya-sterilnaya-volgalab-35-mm-10-sht-223']

/** The scripts the page started fetching before React had taken it over (the root marks that moment). */
async function scriptsBeforeHydration(page: Page, path: string): Promise<string[]> {
  await page.goto(path)
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
  return page.evaluate(() => {
    const hydratedAt = performance.getEntriesByName('hydrated', 'mark')[0]?.startTime ?? 0
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime < hydratedAt && new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => new URL(entry.name).pathname)
  })
}

test.describe('first load', () => {
  test('every script fetched before hydration is preloaded by the HTML, and no translations are fetched', async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, 'scripts run only with JavaScript')
    for (const path of PAGES) {
      const fetched = await scriptsBeforeHydration(page, path)
      // As sent: once hydrated, Remix takes its preload links out of the document.
      const html = await (await page.request.get(path)).text()
      const preloaded = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1])
      expect(fetched.length, path).toBeGreaterThan(0)
      expect(
        fetched.filter((script) => !preloaded.includes(script)),
        `${path}: fetched before hydration without a preload`,
      ).toEqual([])
      expect(fetched.filter((script) => /i18n|i18next|locales/.test(script))).toEqual([])
    }
  })

  test('the page carries the texts it renders, and only those namespaces', async ({ page }) => {
    const response = await page.request.get('/catalog')
    const html = await response.text()
    const block = /<script type="application\/json" id="page-texts"[^>]*>(.*?)<\/script>/s.exec(html)?.[1]
    const namespaces = Object.keys(JSON.parse(block ?? '{}'))
    expect(namespaces).toContain('common')
    expect(namespaces).toContain('catalog')
    // The account's and checkout's texts are not on the catalogue.
    expect(namespaces).not.toContain('account')
    expect(namespaces).not.toContain('checkout')
  })

  test('a page reached by a link shows texts its first page did not carry', async ({ page, javaScriptEnabled }) => {
    await page.goto('/catalog')
    if (javaScriptEnabled) await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
    // The catalogue carries no cart texts: an empty cart's page (without JavaScript) or dialog (with it) needs them.
    await page
      .getByRole('link', { name: /Корзина/ })
      .first()
      .click()
    await expect(page.getByText(/Корзина пуста|В корзине пока нет товаров/).first()).toBeVisible()
    await expect(page.locator('body')).not.toContainText(/\b(cart|checkout)\.[a-z]+\.[a-z]/)
  })
})
