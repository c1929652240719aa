/**
 * The catalogue on a phone and on Back (issue 13, item 11): at 375 px the goods come first and the tree and filters
 * wait behind «Фильтры»; «Показать ещё» is recorded in the URL (`?shown=48`), so Back from a product returns to the
 * same cards at the same place; without JavaScript it is a page of products 1–48, with numbered page links for the
 * rest. JavaScript on and off.
 */
import { expect, type Page } from '@playwright/test'
import { jsEnabled, openPage, test } from './account-support.ts'
import { axe } from './axe.ts'

const cards = (page: Page) => page.locator('.catalog__main .product-card')
const counter = (page: Page) => page.locator('.listing__counter')
const pager = (page: Page) => page.getByRole('navigation', { name: 'Страницы каталога' })
/** With JavaScript the control is a button that shows the panel in place; without it a link to `?filters=open`. */
const filtersControl = (page: Page) => page.getByRole(jsEnabled() ? 'button' : 'link', { name: 'Фильтры', exact: true })
const tree = (page: Page) => page.getByRole('navigation', { name: 'Категории' })
const filterForm = (page: Page) => page.getByRole('form', { name: 'Фильтры' })

/** A category and a brand page's addresses, taken from the pages that link to them. */
async function listingPaths(page: Page): Promise<string[]> {
  await page.goto('/catalog')
  const category = await page.locator('.category-tree a[href^="/catalog/"]').first().getAttribute('href')
  await page.goto('/brands')
  const brand = await page
    .locator('main a[href^="/brands/"]:not([href="/brands/cataloque"])')
    .first()
    .getAttribute('href')
  return ['/catalog', category ?? '', brand ?? '']
}

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test('the first product is on the first screen; tree and filters wait behind «Фильтры»', async ({ page }) => {
    for (const path of await listingPaths(page)) {
      await openPage(page, path)
      const box = await cards(page).first().boundingBox()
      expect(box?.y ?? Number.POSITIVE_INFINITY, path).toBeLessThan(700)
      await expect(filterForm(page), path).toBeHidden()
      await expect(filtersControl(page), path).toHaveAttribute('aria-expanded', 'false')
      // Nothing wider than the phone: two cards a row, the sorts within the screen.
      for (const part of [cards(page).nth(1), page.getByRole('navigation', { name: 'Сортировка' })]) {
        const { x = 0, width = 0 } = (await part.boundingBox()) ?? {}
        expect(x + width, path).toBeLessThanOrEqual(375)
      }
      // The headings still go in order with the panel's own hidden.
      if (jsEnabled()) {
        const results = await axe(page).analyze()
        expect(results.violations.map((v) => `${path} ${v.id}: ${v.help}`)).toEqual([])
      }
    }
  })

  test('«Фильтры» opens the tree and the filters, and a filter applies', async ({ page }) => {
    await openPage(page, '/catalog')
    await expect(tree(page)).toBeHidden()
    await filtersControl(page).click()
    await expect(filtersControl(page)).toHaveAttribute('aria-expanded', 'true')
    await expect(tree(page)).toBeVisible()
    await expect(filterForm(page)).toBeVisible()
    if (jsEnabled()) {
      const results = await axe(page).analyze()
      expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([])
    }
    await filterForm(page).getByRole('checkbox', { name: 'В наличии', exact: true }).check()
    await filterForm(page).getByRole('button', { name: 'Показать' }).click()
    await expect(page).toHaveURL(/availability=in_stock/)
    await expect(page).not.toHaveURL(/filters=open/)
    // The chosen filter is kept, and the goods are in sight again.
    await expect(filtersControl(page)).toHaveAttribute('aria-expanded', 'false')
    await expect(cards(page).first()).toBeInViewport()
    await filtersControl(page).click()
    await expect(filterForm(page).getByRole('checkbox', { name: 'В наличии', exact: true })).toBeChecked()
  })
})

test.describe('on a desktop (1366 px)', () => {
  test.use({ viewport: { width: 1366, height: 900 } })

  test('the tree and the filters stay in the sidebar, with no «Фильтры» control', async ({ page }) => {
    await openPage(page, '/catalog')
    await expect(tree(page)).toBeVisible()
    await expect(filterForm(page)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Фильтры', exact: true })).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Фильтры', exact: true })).toBeHidden()
    const aside = await tree(page).boundingBox()
    const first = await cards(page).first().boundingBox()
    expect(aside?.x ?? 0).toBeLessThan(first?.x ?? 0)
    expect(Math.abs((aside?.y ?? 0) - (first?.y ?? 0))).toBeLessThan(200)
  })
})

test.describe('«Показать ещё» and Back', () => {
  test('with JavaScript: 24 more in place, the URL records 48, and Back returns to them', async ({ page }) => {
    test.skip(!jsEnabled(), 'without JavaScript «Показать ещё» is a page of its own: the test below')
    await openPage(page, '/catalog')
    await expect(counter(page)).toHaveText(/Показано 24 из \d+/)
    const before = await page.locator('.catalog__main .product-card__title').allInnerTexts()
    const more = page.getByRole('link', { name: 'Показать ещё' })
    await more.scrollIntoViewIfNeeded()
    const scrolled = await page.evaluate(() => window.scrollY)
    expect(scrolled).toBeGreaterThan(0)
    await more.click()
    await expect(cards(page)).toHaveCount(48)
    await expect(counter(page)).toHaveText(/Показано 48 из \d+/)
    await expect(page).toHaveURL(/[?&]shown=48(&|$)/)
    const after = await page.locator('.catalog__main .product-card__title').allInnerTexts()
    expect(after.slice(0, 24)).toEqual(before)
    // The page stays where the visitor was: the new cards follow below.
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(scrolled - 1)

    const chosen = cards(page).nth(33)
    const name = (await chosen.locator('.product-card__title').innerText()).trim()
    await chosen.locator('.product-card__link').click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
    await page.goBack()
    await expect(page).toHaveURL(/[?&]shown=48(&|$)/)
    await expect(cards(page)).toHaveCount(48)
    await expect(counter(page)).toHaveText(/Показано 48 из \d+/)
    await expect(page.locator('.catalog__main .product-card__title', { hasText: name })).toBeInViewport()

    // Once more: the URL goes on counting.
    await page.getByRole('link', { name: 'Показать ещё' }).click()
    await expect(cards(page)).toHaveCount(72)
    await expect(page).toHaveURL(/[?&]shown=72(&|$)/)
  })

  test('a page that shows 48 opens with 48, at the top', async ({ page }) => {
    await openPage(page, '/catalog?shown=48')
    await expect(cards(page)).toHaveCount(48)
    await expect(counter(page)).toHaveText(/Показано 48 из \d+/)
  })

  test('without JavaScript: a page of products 1–48, and page links reach the rest', async ({ page, baseURL }) => {
    test.skip(jsEnabled(), 'with JavaScript the cards are appended in place: the test above')
    await openPage(page, '/catalog')
    const before = await page.locator('.catalog__main .product-card__title').allInnerTexts()
    await page.getByRole('link', { name: 'Показать ещё' }).click()
    await expect(page).toHaveURL(/[?&]shown=48(&|$)/)
    await expect(counter(page)).toHaveText(/^Показано 48 из (\d+)/)
    await expect(cards(page)).toHaveCount(48)
    const after = await page.locator('.catalog__main .product-card__title').allInnerTexts()
    expect(after.slice(0, 24)).toEqual(before)
    // One address names this listing for search engines: its first page.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/catalog`)
    await expect(pager(page).getByRole('link', { name: '2', exact: true })).toHaveAttribute('aria-current', 'page')

    // Page 3 alone, then the last one.
    await pager(page).getByRole('link', { name: '3', exact: true }).click()
    await expect(page).toHaveURL(/[?&]page=3(&|$)/)
    await expect(page).not.toHaveURL(/shown=/)
    await expect(counter(page)).toHaveText(/^Показаны товары 49–72 из \d+/)
    await expect(pager(page).getByRole('link', { name: '3', exact: true })).toHaveAttribute('aria-current', 'page')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/catalog?page=3`)
    const total = Number((await counter(page).innerText()).match(/из (\d+)/)?.[1])
    const last = Math.ceil(total / 24)
    await pager(page)
      .getByRole('link', { name: String(last), exact: true })
      .click()
    await expect(counter(page)).toHaveText(new RegExp(`^Показаны товары ${(last - 1) * 24 + 1}–${total} из ${total}`))
    await expect(page.getByRole('link', { name: 'Показать ещё' })).toHaveCount(0)
    await expect(pager(page).getByRole('link', { name: 'Предыдущая страница' })).toBeVisible()
  })
})
