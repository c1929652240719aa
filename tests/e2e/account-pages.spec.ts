/**
 * The personal account as a whole (issue 5, SPEC §2 account routes and guards): guests and dead tokens are sent
 * home from every account URL; account data is never cached; the menu leads to every page and signs out; the
 * favourites page shows and removes; notification subscriptions are toggled and kept; every page passes axe.
 */
import { type APIRequestContext, expect } from '@playwright/test'
import { backend, backendPost, CLOSE, expectNotice, jsEnabled, newBuyer, openPage, test } from './account-support.ts'
import { axe } from './axe.ts'
import { waitForHydration } from './hydration.ts'

const ACCOUNT_URLS = [
  '/account',
  '/account/profile',
  '/account/addresses',
  '/account/addresses?edit=new',
  '/account/requisites',
  '/account/requisites?edit=new',
  '/account/orders',
  '/account/wishlist',
  '/account/notifications',
]

test('a guest on any account URL is sent home', async ({ page }) => {
  for (const url of ACCOUNT_URLS) {
    await page.goto(url)
    await expect(page, url).toHaveURL(/\/$/)
  }
  // A client-side move there too (the header's links work with JavaScript).
  await page.goto('/about')
  // Added once React holds the page: hydration would drop a link added before it.
  await waitForHydration(page, jsEnabled())
  await page.evaluate(() => {
    const link = document.createElement('a')
    link.href = '/account/addresses'
    link.textContent = 'to the account'
    document.querySelector('main')?.append(link)
  })
  await page.getByRole('link', { name: 'to the account' }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('a token the back-end refuses is sent home and signed out', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'bh_token', value: 'no-such-token', url: baseURL ?? '', httpOnly: true }])
  await page.goto('/account/requisites')
  await expect(page).toHaveURL(/\/$/)
  expect((await context.cookies()).find((c) => c.name === 'bh_token')).toBeUndefined()
})

test('account pages and their data are never cached', async ({ request }) => {
  const buyer = await newBuyer(request)
  const headers = { ...CLOSE, Cookie: `bh_token=${buyer.token}` }
  for (const url of ['/account/profile', '/account/addresses', '/account/wishlist', '/account/notifications']) {
    const page = await request.get(url, { headers })
    expect(page.status(), url).toBe(200)
    expect(page.headers()['cache-control'], url).toBe('private, no-store')
    const data = await request.get(`${url}.data`, { headers })
    expect(data.headers()['cache-control'], `${url}.data`).toBe('private, no-store')
  }
})

test('the account menu leads to every page, and sign-out goes home signed out', async ({
  page,
  request,
  context,
  buyer,
}) => {
  await openPage(page, '/account')
  await expect(page).toHaveURL(/\/account\/profile$/)
  const menu = page.getByRole('navigation', { name: 'Меню личного кабинета' })
  for (const [link, heading] of [
    ['Адреса доставки', 'Адреса доставки'],
    ['Реквизиты плательщика', 'Реквизиты плательщика'],
    ['Статус заказов', 'Статус заказов'],
    ['Избранные товары', 'Избранные товары'],
    ['Мои вопросы', 'Мои вопросы'],
    ['Уведомления', 'Уведомления'],
    ['Личные данные', 'Личные данные'],
  ] as const) {
    await menu.getByRole('link', { name: link }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    await expect(menu.getByRole('link', { name: link })).toHaveAttribute('aria-current', 'page')
  }

  await menu.getByRole('button', { name: 'Выйти' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.locator('header').getByRole('link', { name: 'Войти' })).toBeVisible()
  expect((await context.cookies()).find((c) => c.name === 'bh_token')).toBeUndefined()
  // The token itself is dead, not just forgotten.
  const after = await request.get('/api/front/users/getProfileLight', {
    headers: { ...CLOSE, Authorization: `Bearer ${buyer.token}` },
  })
  expect(after.status()).toBe(401)
})

test('notifications: toggled order statuses are kept', async ({ page, request, buyer }) => {
  await openPage(page, '/account/notifications')
  const created = page.getByRole('checkbox', { name: 'Создан' })
  const billed = page.getByRole('checkbox', { name: 'Выставлен счёт' })
  const received = page.getByRole('checkbox', { name: 'Товар получен' })
  // A new account hears of every status.
  await expect(created).toBeChecked()
  await expect(page.getByRole('checkbox')).toHaveCount(17)
  await created.uncheck()
  await billed.uncheck()
  await page.getByRole('button', { name: 'Сохранить' }).click()
  await expectNotice(page, 'Подписки на уведомления сохранены')

  await openPage(page, '/account/notifications')
  await expect(created).not.toBeChecked()
  await expect(billed).not.toBeChecked()
  await expect(received).toBeChecked()
  const { order_statuses_subscribes: saved } = await backend<{ order_statuses_subscribes: string[] }>(
    request,
    buyer,
    '/api/front/user/notification/list',
  )
  expect(saved).toHaveLength(15)
  expect(saved).not.toContain('created')
  expect(saved).not.toContain('billed')
})

async function twoProducts(request: APIRequestContext) {
  const list = await request.post('/api/front/products/getProducts', { data: { per_page: 2, page: 1 }, headers: CLOSE })
  expect(list.ok()).toBe(true)
  return ((await list.json()) as { products: { id: number; name: string }[] }).products
}

test('the favourites page shows the favourites and removes one, confirmed', async ({
  page,
  request,
  context,
  baseURL,
  // Signed in as a new buyer: the page is an account page.
  buyer: _signedIn,
}) => {
  const [first, second] = await twoProducts(request)
  if (!first || !second) throw new Error('the demo catalogue has products')
  await context.addCookies([
    { name: 'bh_wishlist', value: encodeURIComponent(JSON.stringify([first.id, second.id])), url: baseURL ?? '' },
  ])
  await openPage(page, '/account/wishlist')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Избранные товары')
  const main = page.locator('main')
  await expect(main.getByRole('heading', { name: first.name })).toBeVisible()
  await expect(main.getByRole('heading', { name: second.name })).toBeVisible()

  await main.getByRole('link', { name: `Удалить из избранного: ${first.name}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Удалить из избранного?' })
  await dialog.getByRole('button', { name: 'Да' }).click()
  await expect(page).toHaveURL(/\/account\/wishlist$/)
  await expect(main.getByRole('heading', { name: first.name })).toHaveCount(0)
  await expect(main.getByRole('heading', { name: second.name })).toBeVisible()
  const cookie = (await context.cookies()).find((c) => c.name === 'bh_wishlist')
  expect(JSON.parse(decodeURIComponent(cookie?.value ?? '[]'))).toEqual([second.id])
})

test('every account page passes axe', async ({ page, request, buyer }) => {
  test.skip(!jsEnabled(), 'axe runs in the browser with JavaScript')
  // Nine pages, each analysed whole: three times the usual time on a busy machine.
  test.slow()
  const address = (await backendPost(request, buyer, '/api/v2/front/user/address/add', {
    city_full: 'г Казань',
    street: 'ул Баумана',
    house: '1',
  })) as { address: { id: number } }
  for (const url of [
    '/account/profile',
    '/account/addresses',
    '/account/addresses?edit=new',
    `/account/addresses?dialog=address-delete&item=${address.address.id}`,
    '/account/requisites?edit=new',
    '/account/orders',
    '/account/wishlist',
    '/account/notifications',
  ]) {
    await openPage(page, url)
    if (url.includes('dialog=')) await expect(page.getByRole('dialog')).toBeVisible()
    const results = await axe(page).analyze()
    expect(results.violations.map((v) => `${url} ${v.id}: ${v.help}`)).toEqual([])
  }
  // With the suggestions open.
  await openPage(page, '/account/addresses?edit=new')
  await page.getByRole('combobox', { name: 'Город', exact: true }).fill('Ново')
  await expect(page.getByRole('option').first()).toBeVisible()
  const open = await axe(page).analyze()
  expect(open.violations.map((v) => `suggestions ${v.id}: ${v.help}`)).toEqual([])
})

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test('every account page fits the screen; the menu scrolls within itself', async ({ page, buyer }) => {
    expect(buyer.token).toBeTruthy()
    for (const url of ACCOUNT_URLS) {
      await openPage(page, url)
      await expect(page.getByRole('navigation', { name: 'Меню личного кабинета' }), url).toBeVisible()
      // Measured by the browser's layout, so it holds with JavaScript off as well.
      const width = await page.evaluate(() => document.documentElement.scrollWidth)
      expect(width, url).toBeLessThanOrEqual(375)
    }
  })
})
