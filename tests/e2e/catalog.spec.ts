import { expect, type Page, test } from '@playwright/test'
import { axe } from './axe.ts'
import { waitForHydration } from './hydration.ts'

const priceOf = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'))

async function cardPrices(page: Page) {
  const texts = await page.locator('.catalog__main .product-card__price').allInnerTexts()
  return texts.filter((t) => /\d/.test(t)).map(priceOf)
}

test.describe('browsing the catalogue', () => {
  test('home → category → brand filter → price sort → product and its sections → brand page → brand letter', async ({
    page,
  }) => {
    await page.goto('/')
    const firstCategory = page.getByRole('region', { name: 'Популярные категории' }).locator('.category-tile').first()
    const categoryName = (await firstCategory.locator('.category-tile__name').innerText()).trim()
    await firstCategory.click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(categoryName)
    await expect(page.locator('.listing__counter')).toHaveText(/Показано \d+ из \d+/)

    // Filter by the first brand offered.
    const brandBox = page.getByRole('group', { name: 'Бренды' }).getByRole('checkbox').first()
    const brandSlug = await brandBox.getAttribute('value')
    await brandBox.check()
    await page.getByRole('button', { name: 'Показать' }).click()
    await expect(page).toHaveURL(new RegExp(`brand=${brandSlug}`))
    await expect(page.getByRole('group', { name: 'Бренды' }).getByRole('checkbox', { checked: true })).toHaveCount(1)

    // Sort by price, cheapest first.
    await page.getByRole('link', { name: 'Сначала дешевле' }).click()
    await expect(page).toHaveURL(/sort=price/)
    await expect(page.getByRole('link', { name: 'Сначала дешевле' })).toHaveAttribute('aria-current', 'true')
    const prices = await cardPrices(page)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))

    const card = page.locator('.catalog__main .product-card').first()
    const productName = (await card.getByRole('heading').innerText()).trim()
    await card.getByRole('link').first().click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(productName)
    for (const section of [
      'Цены продавцов',
      'Описание',
      'Характеристики',
      'Лицензии и файлы',
      'Динамика цен',
      'О бренде',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible()
    }
    await expect(page.locator('.offers tbody tr').first()).toBeVisible()
    await expect(page.getByRole('heading', { name: /Доставка в г\. Москва/ })).toBeVisible()
    await expect(page.locator('.delivery__list li').first()).toContainText('₽')

    const brandName = (await page.locator('.facts a[href^="/brands/"]').innerText()).trim()
    await page.locator('.facts a[href^="/brands/"]').click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(brandName)
    await expect(page.locator('.catalog__main .product-card').first()).toBeVisible()

    // On to the brands' alphabetical catalogue and the brand's letter.
    await page.getByRole('navigation', { name: 'Навигационная цепочка' }).getByRole('link', { name: 'Бренды' }).click()
    await page.getByRole('link', { name: 'Все бренды по алфавиту' }).click()
    await expect(page).toHaveURL(/\/brands\/cataloque$/)
    const letter = brandName[0]?.toUpperCase() ?? ''
    await page
      .getByRole('navigation', { name: 'Буквы алфавита' })
      .getByRole('link', { name: letter, exact: true })
      .click()
    expect(decodeURIComponent(new URL(page.url()).hash)).toBe(`#letter-${letter}`)
    await expect(page.getByRole('link', { name: brandName, exact: true })).toBeVisible()
  })

  test('load more shows the next 24 after the first', async ({ page, javaScriptEnabled }) => {
    await page.goto('/catalog')
    await waitForHydration(page, javaScriptEnabled)
    await expect(page.locator('.listing__counter')).toHaveText(/Показано 24 из (\d+)/)
    const before = await page.locator('.catalog__main .product-card__title').allInnerTexts()
    await page.getByRole('link', { name: 'Показать ещё' }).click()
    // Appended in place with JavaScript; without it a page of products 1–48. Either way the URL says so.
    await expect(page).toHaveURL(/shown=48/)
    await expect(page.locator('.catalog__main .product-card')).toHaveCount(48)
    await expect(page.locator('.listing__counter')).toHaveText(/Показано 48 из/)
    const after = await page.locator('.catalog__main .product-card__title').allInnerTexts()
    expect(after.slice(0, 24)).toEqual(before)
  })

  test('the header search finds gloves by a word stem', async ({ page }) => {
    await page.goto('/')
    await page.getByLabel('Поиск по каталогу').fill('перчатк')
    await page.getByRole('button', { name: 'Найти' }).click()
    await expect(page).toHaveURL(/\/catalog\?search=/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Поиск: «перчатк»')
    await expect(page.getByLabel('Поиск по каталогу')).toHaveValue('перчатк')
    const titles = await page.locator('.catalog__main .product-card__title').allInnerTexts()
    expect(titles.length).toBeGreaterThan(0)
    expect(titles.every((title) => /перчатк/i.test(title))).toBe(true)
  })

  test('with JavaScript the search suggests products as you type', async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, 'suggestions need JavaScript; without it the form opens the results')
    await page.goto('/')
    await waitForHydration(page, javaScriptEnabled)
    const field = page.getByRole('combobox', { name: 'Поиск по каталогу' })
    await field.pressSequentially('тонометр', { delay: 30 })
    const options = page.getByRole('listbox', { name: 'Подсказки поиска' }).getByRole('option')
    await expect(options.first()).toBeVisible()
    const first = (await options.first().innerText()).split(' · ')[0]?.trim() ?? ''
    expect(first.toLowerCase()).toContain('тонометр')
    await field.press('ArrowDown')
    await expect(options.first()).toHaveAttribute('aria-selected', 'true')
    await field.press('Enter')
    await expect(page).toHaveURL(/\/product\//)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first)
  })

  test('a nonsense price range is reported and what was typed stays', async ({ page }) => {
    await page.goto('/catalog?price_from=5000&price_to=100')
    await expect(page.getByRole('textbox', { name: 'от' })).toHaveValue('5000')
    await expect(page.getByRole('textbox', { name: 'до' })).toHaveValue('100')
    await expect(page.getByText('Цена «до» должна быть не меньше цены «от»')).toBeVisible()
  })

  test('nothing found shows the empty-result text', async ({ page }) => {
    await page.goto('/catalog?search=зззззззззззз')
    await expect(page.getByText('По вашему запросу ничего не найдено')).toBeVisible()
  })
})

test.describe('addresses that do not exist', () => {
  test('unknown category, product and brand answer 404; a product without slug goes home', async ({ page }) => {
    for (const path of ['/catalog/no-such-category', '/product/no-such-product', '/brands/no-such-brand']) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
      await expect(page.getByText('К сожалению, запрашиваемая страница не найдена')).toBeVisible()
    }
    await page.goto('/product')
    await expect(page).toHaveURL(/\/$/)
  })
})

test.describe('accessibility', () => {
  test('catalogue, product and brand pages have no violations', async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, 'axe needs JavaScript in the page')
    test.slow()
    await page.goto('/catalog')
    const productHref = (await page.locator('.catalog__main .product-card a').first().getAttribute('href')) ?? '/'
    await page.goto(productHref)
    const brandHref = (await page.locator('.facts a[href^="/brands/"]').getAttribute('href')) ?? '/'
    for (const path of ['/catalog', productHref, brandHref]) {
      await page.goto(path)
      const results = await axe(page).analyze()
      expect(results.violations.map((v) => `${path} ${v.id}: ${v.help}`)).toEqual([])
    }
  })
})
