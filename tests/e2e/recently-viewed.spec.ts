import { expect, test } from '@playwright/test'

test.describe('recently viewed', () => {
  test('home and product pages show the products of the bh_lastviews cookie, newest first', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const answer = await request.post('/api/v2/front/master_products/getProductsByIds', { data: { ids: [2, 1] } })
    const { products } = (await answer.json()) as { products: { slug: string; name: string }[] }
    expect(products).toHaveLength(2)
    const [newest, older] = products as [{ slug: string; name: string }, { slug: string; name: string }]

    await page.goto('/')
    await expect(page.getByRole('heading', { name: 'Вы недавно смотрели' })).toHaveCount(0)

    await context.addCookies([{ name: 'bh_lastviews', value: encodeURIComponent('[2,1]'), url: baseURL ?? '' }])
    await page.goto('/')
    const section = page.getByRole('region', { name: 'Вы недавно смотрели' })
    await expect(section.locator('.product-card__title')).toHaveText([newest.name, older.name])

    // The product being shown is left out of its own page's list.
    await page.goto(`/product/${newest.slug}`)
    await expect(page.getByRole('region', { name: 'Вы недавно смотрели' }).locator('.product-card__title')).toHaveText([
      older.name,
    ])
  })
})
