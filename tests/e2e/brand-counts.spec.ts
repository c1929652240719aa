/**
 * Brands show how many products they have (issue 13, item 5) — on /brands, on /brands/cataloque and in a brand
 * page's header — and the home page's brand row starts with the brand that has the most. JavaScript on and off.
 */
import { expect, test } from '@playwright/test'
import { CLOSE, openPage } from './account-support.ts'

interface BrandCount {
  slug: string
  name: string
  product_count: number
}

/** «1 товар», «3 товара», «21 товар», «25 товаров». */
function products(count: number) {
  const [last, lastTwo] = [count % 10, count % 100]
  if (last === 1 && lastTwo !== 11) return `${count} товар`
  if (last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14)) return `${count} товара`
  return `${count} товаров`
}

test('each brand says how many products it has; the home row starts with the largest', async ({ page, request }) => {
  const answer = await request.post('/api/v2/front/users/start', { data: {}, headers: CLOSE })
  expect(answer.ok()).toBe(true)
  const { brandList } = (await answer.json()) as { brandList: BrandCount[] }
  const largest = brandList.reduce((a, b) => (b.product_count > a.product_count ? b : a))
  const counts = await Promise.all(
    brandList.map(async (brand) => {
      const listing = await request.post('/api/front/products/getProducts', {
        data: { brands: [brand.slug], per_page: 1 },
        headers: CLOSE,
      })
      return (await listing.json()).pagination.total as number
    }),
  )
  // The count is the brand's catalogue; most brands have products on sale.
  expect(counts.filter((total) => total > 0).length).toBeGreaterThan(brandList.length / 2)
  expect(largest.product_count).toBeGreaterThanOrEqual(Math.max(...counts))

  await openPage(page, '/brands')
  const card = page.getByRole('link', { name: new RegExp(`^${largest.name}\\b`) })
  await expect(card).toContainText(products(largest.product_count))
  // «нет товаров» only where it is true.
  const empty = brandList.filter((brand) => brand.product_count === 0).length
  await expect(page.getByText('нет товаров')).toHaveCount(empty)
  expect(empty).toBeLessThan(brandList.length / 2)

  await openPage(page, '/brands/cataloque')
  const item = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: largest.name, exact: true }) })
  await expect(item).toContainText(products(largest.product_count))

  await openPage(page, `/brands/${largest.slug}`)
  await expect(page.locator('.brand-head')).toContainText(products(largest.product_count))

  await openPage(page, '/')
  const row = page.getByRole('region', { name: 'Бренды' })
  await expect(row.getByRole('listitem').first().getByRole('link')).toHaveAttribute('href', `/brands/${largest.slug}`)
})
