/**
 * What a guest keeps before signing in (issue: visitor state): favourites, recently viewed, the city. Every test
 * runs with JavaScript on and off; the forms and dialogs behave the same from the visitor's side.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { axe } from './axe.ts'
import { waitForHydration } from './hydration.ts'

interface ProductRef {
  id: number
  slug: string
  name: string
}

async function someProducts(request: APIRequestContext, count: number, page = 1): Promise<ProductRef[]> {
  const answer = await request.post('/api/front/products/getProducts', { data: { per_page: count, page } })
  expect(answer.ok()).toBe(true)
  const { products } = (await answer.json()) as { products: ProductRef[] }
  expect(products.length).toBe(count)
  return products
}

const header = (page: Page) => page.locator('header.site-header')

test.describe('favourites', () => {
  test('add two products, remove one after confirming; the header counts them', async ({ page }, testInfo) => {
    const js = testInfo.project.use.javaScriptEnabled !== false
    await page.goto('/catalog')
    await waitForHydration(page, js)
    const cards = page.locator('.catalog__main .product-card')
    const first = (await cards.nth(0).getByRole('heading').innerText()).trim()
    const second = (await cards.nth(1).getByRole('heading').innerText()).trim()
    const favourites = header(page).getByRole('link', { name: /^Избранное, товаров: / })
    await expect(favourites).toHaveAccessibleName('Избранное, товаров: 0')

    await cards
      .nth(0)
      .getByRole('button', { name: `Добавить в избранное: ${first}` })
      .click()
    await expect(favourites).toHaveAccessibleName('Избранное, товаров: 1')
    await expect(page).toHaveURL(/\/catalog$/)
    await cards
      .nth(1)
      .getByRole('button', { name: `Добавить в избранное: ${second}` })
      .click()
    await expect(favourites).toHaveAccessibleName('Избранное, товаров: 2')

    // Removing asks first; "Нет" changes nothing.
    await cards
      .nth(0)
      .getByRole('link', { name: `В избранном: ${first}. Удалить из избранного` })
      .click()
    const confirm = page.getByRole('dialog', { name: 'Удалить из избранного?' })
    await expect(confirm).toBeVisible()
    await confirm.getByRole('link', { name: 'Нет' }).click()
    await expect(confirm).toHaveCount(0)
    await expect(favourites).toHaveAccessibleName('Избранное, товаров: 2')

    await cards
      .nth(0)
      .getByRole('link', { name: `В избранном: ${first}. Удалить из избранного` })
      .click()
    await page.getByRole('dialog', { name: 'Удалить из избранного?' }).getByRole('button', { name: 'Да' }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(favourites).toHaveAccessibleName('Избранное, товаров: 1')
    await expect(cards.nth(0).getByRole('button', { name: `Добавить в избранное: ${first}` })).toBeVisible()

    // The favourites dialog lists what is left.
    await favourites.click()
    const list = page.getByRole('dialog', { name: 'Избранное' })
    await expect(list.locator('.product-card__title')).toHaveText([second])
    await list.getByRole('link', { name: 'Закрыть' }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  test('the product page adds to favourites and survives a reload', async ({ page, request }, testInfo) => {
    const js = testInfo.project.use.javaScriptEnabled !== false
    const [product] = await someProducts(request, 1, 3)
    if (!product) throw new Error('no product')
    await page.goto(`/product/${product.slug}`)
    await waitForHydration(page, js)
    // With JavaScript the button says «В избранном» at once (optimistic); the cookie comes with the post's answer.
    const saved = js
      ? page.waitForResponse(
          (r) => new URL(r.url()).pathname.startsWith('/wishlist') && r.request().method() === 'POST',
        )
      : null
    await page
      .locator('.product__summary')
      .getByRole('button', { name: `Добавить в избранное: ${product.name}` })
      .click()
    await expect(page.locator('.product__summary').getByText('В избранном')).toBeVisible()
    await saved
    await page.reload()
    await expect(header(page).getByRole('link', { name: 'Избранное, товаров: 1' })).toBeVisible()
  })
})

test.describe('recently viewed', () => {
  test('after ten products the last eight show newest first, without repeats', async ({ page, request }) => {
    const products = await someProducts(request, 10, 2)
    // The third is seen twice: it must show once, in the place of its latest visit.
    const visits = [...products.slice(0, 9), products[2] as ProductRef, products[9] as ProductRef]
    for (const product of visits) {
      await page.goto(`/product/${product.slug}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name)
    }
    const expected = [
      products[9],
      products[2],
      products[8],
      products[7],
      products[6],
      products[5],
      products[4],
      products[3],
    ]
    await page.goto('/')
    const section = page.getByRole('region', { name: 'Вы недавно смотрели' })
    await expect(section.locator('.product-card__title')).toHaveText(expected.map((p) => (p as ProductRef).name))
  })
})

test.describe('city', () => {
  test('choosing a city changes the header and the delivery estimate', async ({ page, request }, testInfo) => {
    const js = testInfo.project.use.javaScriptEnabled !== false
    const [product] = await someProducts(request, 1, 4)
    if (!product) throw new Error('no product')
    await page.goto(`/product/${product.slug}`)
    await waitForHydration(page, js)
    await expect(header(page).getByRole('link', { name: 'Ваш город: Москва' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Доставка в г. Москва' })).toBeVisible()

    await header(page).getByRole('link', { name: 'Ваш город: Москва' }).click()
    const dialog = page.getByRole('dialog', { name: 'Выберите ваш город' })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('searchbox', { name: 'Найти город' }).fill('новосиб')
    if (!js) await dialog.getByRole('button', { name: 'Найти' }).click()
    await dialog.getByRole('button', { name: /Выбрать город: .*Новосибирск/ }).click()

    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page).toHaveURL(new RegExp(`/product/${product.slug}$`))
    await expect(header(page).getByRole('link', { name: 'Ваш город: Новосибирск' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Доставка в г. Новосибирск' })).toBeVisible()
    await expect(page.locator('.delivery__list li').first()).toContainText('₽')

    // A popular city is one click away, and the choice is kept on other pages.
    await header(page).getByRole('link', { name: 'Ваш город: Новосибирск' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Выбрать город: Казань' }).click()
    await expect(header(page).getByRole('link', { name: 'Ваш город: Казань' })).toBeVisible()
    await page.goto('/about')
    await expect(header(page).getByRole('link', { name: 'Ваш город: Казань' })).toBeVisible()
  })

  test('an unknown city is reported, keeping what was typed', async ({ page }, testInfo) => {
    const js = testInfo.project.use.javaScriptEnabled !== false
    await page.goto('/?dialog=city')
    await waitForHydration(page, js)
    const dialog = page.getByRole('dialog', { name: 'Выберите ваш город' })
    await dialog.getByRole('searchbox', { name: 'Найти город' }).fill('Зззгород')
    if (!js) await dialog.getByRole('button', { name: 'Найти' }).click()
    await expect(dialog).toContainText('Город «Зззгород» не найден')
    await expect(dialog.getByRole('searchbox', { name: 'Найти город' })).toHaveValue('Зззгород')
  })

  test('what a visitor types before the dialog has come alive is searched, not lost', async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, 'about the moment JavaScript takes the dialog over')
    // The dialog's code is held back until the visitor has typed into the server's HTML.
    let release: () => void = () => {}
    const typed = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/assets/visitor-dialogs-*.js', async (route) => {
      await typed
      await route.continue()
    })
    await page.goto('/?dialog=city')
    await waitForHydration(page, true)
    const dialog = page.getByRole('dialog', { name: 'Выберите ваш город' })
    await dialog.getByRole('searchbox', { name: 'Найти город' }).fill('Зззгород')
    release()
    await expect(dialog).toContainText('Город «Зззгород» не найден')
    await expect(dialog.getByRole('searchbox', { name: 'Найти город' })).toHaveValue('Зззгород')
  })
})

test.describe('accessibility of the visitor dialogs', () => {
  test('the city, favourites, removal and contact dialogs have no axe violations', async ({
    page,
    request,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, 'axe needs JavaScript in the page')
    test.slow()
    const [product] = await someProducts(request, 1, 5)
    if (!product) throw new Error('no product')
    for (const path of [
      '/?dialog=write-us',
      `/product/${product.slug}?dialog=question&item=${product.id}`,
      `/product/${product.slug}?dialog=price-request&item=${product.id}`,
      '/?dialog=city',
      '/?dialog=city&city_q=%D0%BA%D0%B0%D0%B7',
      '/?dialog=wishlist',
      '/?dialog=unwish&item=1',
    ]) {
      await page.goto(path)
      await waitForHydration(page, true)
      await expect(page.getByRole('dialog')).toBeVisible()
      const results = await axe(page).analyze()
      expect(results.violations.map((v) => `${path} ${v.id}: ${v.help}`)).toEqual([])
    }
  })
})
