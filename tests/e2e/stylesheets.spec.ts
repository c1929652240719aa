/**
 * Styles by feature (decision 027): a page links the shell's stylesheet (from root, the kit's inlined) and its own
 * feature's, in that order, nothing else — the catalogue does not download the account's or the text pages' styles.
 * The dialogs any page may open (sign-in, city, the cart's) are styled by the shell's stylesheet, so they come
 * styled on any page, without JavaScript too. A client-side move swaps the feature's stylesheet.
 * Files are named by their stem: the build adds a hash (`catalog-D6amhFjk.css`).
 */
import { test as base, expect, type Page } from '@playwright/test'
import { openPage, test } from './account-support.ts'

const SHELL = ['shell']

/**
 * The stems of the page's stylesheets, in document order. Swiper's stylesheet is left out: with JavaScript the
 * slider's enhancement loads it after hydration (decision 005), it is no page's own.
 */
async function stylesheets(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('link[rel="stylesheet"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  return hrefs
    .map((href) => (href.split('/').pop() ?? '').replace(/-[\w-]{8}\.css$/, ''))
    .filter((stem) => stem !== 'swiper')
}

async function productPath(page: Page): Promise<string> {
  const answer = await page.request.post('/api/front/products/getProducts', { data: { per_page: 1 } })
  const { products } = (await answer.json()) as { products: { slug: string }[] }
  return `/product/${products[0]?.slug}`
}

base.describe('stylesheets by feature', () => {
  const pages = [
    { name: 'home', path: '/', feature: ['catalog'] },
    { name: 'catalogue', path: '/catalog', feature: ['catalog'] },
    { name: 'brands', path: '/brands', feature: ['catalog'] },
    { name: 'cart', path: '/cart', feature: ['cart'] },
    { name: 'a text page', path: '/about', feature: ['pages'] },
    { name: 'sign-in', path: '/signin', feature: [] },
  ]
  for (const { name, path, feature } of pages) {
    base(`${name} links the shell's stylesheets and its feature's only`, async ({ page }) => {
      await openPage(page, path)
      expect(await stylesheets(page)).toEqual([...SHELL, ...feature])
    })
  }

  base("the product page links the product's stylesheet, not the catalogue's", async ({ page }) => {
    await openPage(page, await productPath(page))
    expect(await stylesheets(page)).toEqual([...SHELL, 'product'])
  })

  base('the sign-in dialog over the catalogue is styled by the shell, no other stylesheet comes', async ({ page }) => {
    await openPage(page, '/catalog?dialog=signin')
    expect(await stylesheets(page)).toEqual([...SHELL, 'catalog'])
    // auth.css, inlined into the shell's stylesheet: the dialog's tabs are a row with a line under it.
    const tabs = page.locator('dialog .auth__tabs').first()
    await expect(tabs).toHaveCSS('display', 'flex')
    await expect(tabs).toHaveCSS('border-bottom-style', 'solid')
  })

  base(
    "moving from the catalogue to a product swaps the catalogue's stylesheet for the product's",
    async ({ page }) => {
      await openPage(page, '/catalog')
      await page.locator('.product-card__link').first().click()
      await expect(page).toHaveURL(/\/product\//)
      await expect.poll(() => stylesheets(page)).toEqual([...SHELL, 'product'])
    },
  )
})

// `buyer` signs the browser in.
test("the account's pages link the account's stylesheet", async ({ page, buyer: _signedIn }) => {
  await openPage(page, '/account/profile')
  await expect(page).toHaveURL(/\/account\/profile$/)
  expect(await stylesheets(page)).toEqual([...SHELL, 'account'])
})
