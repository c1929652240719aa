/**
 * The orders page (issue 6 item 8, SPEC §2 /account/orders, §3 Order, §4 cancellation and repeat), with JavaScript
 * on and off: a buyer's orders placed through the API show with their numbers, dates, totals and statuses; "show
 * more" brings the next page; an order is cancelled with a reason (and refused without one, or once the back-end no
 * longer allows it, keeping what was typed); an order is repeated into the cart; a company's invoice downloads as a
 * PDF; nobody else sees or touches these orders; axe finds nothing, with the cancel dialog open too.
 */
import { type APIRequestContext, expect } from '@playwright/test'
import { formatPrice } from '#app/lib/format.ts'
import { type Buyer, backend, CLOSE, jsEnabled, newBuyer, openPage, signIn, test } from './account-support.ts'
import { axe } from './axe.ts'
import { waitForLiveDialog } from './hydration.ts'
import { openCancel, orderCard, placeOrders } from './order-support.ts'

// Orders are placed through the API first (a dozen for "show more"), on a machine shared by many.
test.describe.configure({ timeout: 90_000 })

/** SPEC §4's statuses as the buyer reads them. */
const STATUS_LABELS = {
  default: 'В обработке',
  created: 'Создан',
  in_work: 'В работе',
  reserved: 'Товар зарезервирован',
  billed: 'Выставлен счёт',
  bill_paid: 'Счёт оплачен',
  payment_received: 'Оплата получена',
  delivery_service: 'Передан в службу доставки',
  goods_received: 'Товар получен',
  canceled_by_seller: 'Отменён продавцом',
  canceled_by_buyer: 'Отменён покупателем',
  canceled_by_admin: 'Отменён администратором',
  changed_by_seller: 'Изменён продавцом',
  confirmed_by_buyer: 'Подтверждён покупателем',
  modified_by_admin: 'Изменён администратором',
  successfully: 'Реализован',
  closed: 'Не реализован',
} as const

interface OrderView {
  id: number
  number: string
  date: string
  time: string
  total_cost: number
  status_id: keyof typeof STATUS_LABELS
  can_cancel: boolean
  cancel_reason: string | null
  bill_download: string | null
  items: { product_id: number; master_product_name: string; quantity: number }[]
  statuses: { status_id: OrderView['status_id'] }[]
}

const statusLabel = (status: OrderView['status_id']) => STATUS_LABELS[status]

async function ordersOf(request: APIRequestContext, buyer: Buyer): Promise<OrderView[]> {
  const answer = await backend<{ orders: OrderView[] }>(
    request,
    buyer,
    '/api/v2/front/user/order/listOfUser?per_page=50',
  )
  return answer.orders
}

async function orderOf(request: APIRequestContext, buyer: Buyer, id: number): Promise<OrderView> {
  const order = (await ordersOf(request, buyer)).find((o) => o.id === id)
  if (!order) throw new Error(`order ${id} is not the buyer's`)
  return order
}

const card = orderCard

test('the list shows each order: number, date and time, seller, total, status, goods', async ({
  page,
  request,
  buyer,
}) => {
  await placeOrders(request, buyer.token, { checkouts: 1, sellers: 2, phone: buyer.phone })
  const orders = await ordersOf(request, buyer)
  expect(orders).toHaveLength(2)
  await openPage(page, '/account/orders')
  await expect(page.getByRole('heading', { level: 1, name: 'Статус заказов' })).toBeVisible()
  await expect(page.getByText('Показано 2 из 2')).toBeVisible()
  for (const order of orders) {
    const box = card(page, order.number)
    await expect(box.getByRole('heading', { level: 2 })).toHaveText(
      `Заказ № ${order.number} от ${order.date} ${order.time}`,
    )
    expect(order.date).toMatch(/^\d{2}\.\d{2}\.\d{4}$/)
    expect(order.time).toMatch(/^\d{2}:\d{2}$/)
    await expect(box.locator('.order-card__total')).toHaveText(formatPrice(order.total_cost))
    await expect(box.locator('.order-status')).toHaveText(`Статус: ${statusLabel(order.status_id)}`)
    for (const item of order.items) {
      await expect(box.getByRole('link', { name: item.master_product_name })).toBeVisible()
    }
    await expect(box.getByText('Картой онлайн, ожидает оплаты')).toBeVisible()
    await expect(box.getByText('г Москва, ул Тверская, 7, кв. 12')).toBeVisible()
    // The thumbnails go through /_ipx like every product picture.
    await expect(box.locator('img.order-item__thumb').first()).toHaveAttribute('src', /^\/_ipx\//)
    // The history is folded; opened, it shows the first status.
    await box.getByText('История статусов').click()
    await expect(box.locator('.order-history__table tbody tr').first()).toContainText(
      statusLabel(order.statuses[0]?.status_id ?? order.status_id),
    )
  }
  // Newest first.
  const numbers = await page.locator('.order-card').evaluateAll((cards) => cards.map((c) => c.dataset.order))
  expect(numbers).toEqual(orders.map((order) => order.number))
})

test('a buyer without orders reads that there are none', async ({ page, buyer }) => {
  void buyer
  await openPage(page, '/account/orders')
  await expect(page.getByText('Заказов пока нет. Оформленные заказы и их статусы появятся здесь.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Перейти в каталог' })).toBeVisible()
})

test('«Показать ещё» brings the next page, and the address shows the same list again', async ({
  page,
  request,
  buyer,
}) => {
  await placeOrders(request, buyer.token, { checkouts: 12, phone: buyer.phone })
  const orders = await ordersOf(request, buyer)
  expect(orders).toHaveLength(12)
  await openPage(page, '/account/orders')
  await expect(page.getByText('Показано 10 из 12')).toBeVisible()
  await expect(page.locator('.order-card')).toHaveCount(10)
  await page.getByRole('link', { name: 'Показать ещё' }).click()
  await expect(page.getByText('Показано 12 из 12')).toBeVisible()
  await expect(page.locator('.order-card')).toHaveCount(12)
  await expect(page.getByRole('link', { name: 'Показать ещё' })).toHaveCount(0)
  await expect(page).toHaveURL(/\/account\/orders\?page=2$/)
  await expect(card(page, orders[11]?.number ?? '')).toBeVisible()
  // The address is shareable: opened afresh it shows both pages.
  await openPage(page, '/account/orders?page=2')
  await expect(page.locator('.order-card')).toHaveCount(12)
  await expect(page.getByText('Показано 12 из 12')).toBeVisible()
})

test('an order is cancelled with a reason; without one the dialog says so and keeps the comment', async ({
  page,
  request,
  buyer,
}) => {
  const [placed] = await placeOrders(request, buyer.token, { phone: buyer.phone })
  if (!placed) throw new Error('no order')
  await openPage(page, '/account/orders')
  let dialog = await openCancel(page, placed.number)
  await expect(page).toHaveURL(new RegExp(`dialog=cancel&order=${placed.id}`))
  for (const reason of [
    'Изменить способ оплаты',
    'Добавить или удалить товар',
    'Заказ стал неактуален',
    'Отменить позицию в заказе',
    'Изменить способ получения и адрес',
    'Изменилась дата доставки',
    'Применить бонусы или промокод',
    'Другое',
  ]) {
    await expect(dialog.getByRole('radio', { name: reason, exact: true })).toBeVisible()
  }
  await dialog.getByRole('textbox', { name: 'Комментарий' }).fill('Нашли дешевле')
  await dialog.getByRole('button', { name: 'Отменить заказ' }).click()
  await expect(dialog.getByText('Выберите причину отмены')).toBeVisible()
  await expect(dialog.getByRole('textbox', { name: 'Комментарий' })).toHaveValue('Нашли дешевле')
  expect((await orderOf(request, buyer, placed.id)).cancel_reason).toBeNull()

  // «Другое» needs a comment.
  dialog = page.getByRole('dialog', { name: `Отмена заказа № ${placed.number}` })
  if (jsEnabled()) await waitForLiveDialog(page)
  await dialog.getByRole('textbox', { name: 'Комментарий' }).fill('')
  await dialog.getByRole('radio', { name: 'Другое' }).check()
  await dialog.getByRole('button', { name: 'Отменить заказ' }).click()
  await expect(dialog.getByText('Расскажите, почему вы отменяете заказ')).toBeVisible()
  await expect(dialog.getByRole('radio', { name: 'Другое' })).toBeChecked()

  if (jsEnabled()) await waitForLiveDialog(page)
  await dialog.getByRole('radio', { name: 'Заказ стал неактуален' }).check()
  await dialog.getByRole('textbox', { name: 'Комментарий' }).fill('Уже купили')
  await dialog.getByRole('button', { name: 'Отменить заказ' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByText('Заказ отменён')).toBeVisible()
  const box = card(page, placed.number)
  await expect(box.locator('.order-status')).toHaveText('Статус: Отменён покупателем')
  await expect(box.locator('.order-card__cancel-reason dt')).toHaveText('Причина отмены')
  await expect(box.locator('.order-card__cancel-reason dd')).toHaveText('Заказ стал неактуален')
  await expect(box.getByRole('link', { name: `Отменить заказ № ${placed.number}` })).toHaveCount(0)
  const after = await orderOf(request, buyer, placed.id)
  expect(after.status_id).toBe('canceled_by_buyer')
  expect(after.cancel_reason).toBe('not_relevant')
  expect(after.can_cancel).toBe(false)
})

test('the back-end refusing the cancellation (409) is said in the dialog, what was typed kept', async ({
  page,
  request,
  buyer,
}) => {
  const [placed] = await placeOrders(request, buyer.token, { phone: buyer.phone, shift: 3 })
  if (!placed) throw new Error('no order')
  await openPage(page, '/account/orders')
  const dialog = await openCancel(page, placed.number)
  // Meanwhile the order is cancelled elsewhere (another tab).
  const elsewhere = await request.post(`/api/order/cancelById/${placed.id}`, {
    data: { reason: 'change_items', comment: null },
    headers: { ...CLOSE, Authorization: `Bearer ${buyer.token}` },
  })
  expect(elsewhere.ok()).toBe(true)
  await dialog.getByRole('radio', { name: 'Изменилась дата доставки' }).check()
  await dialog.getByRole('textbox', { name: 'Комментарий' }).fill('Слишком долго')
  await dialog.getByRole('button', { name: 'Отменить заказ' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Этот заказ уже нельзя отменить')
  await expect(dialog.getByRole('radio', { name: 'Изменилась дата доставки' })).toBeChecked()
  await expect(dialog.getByRole('textbox', { name: 'Комментарий' })).toHaveValue('Слишком долго')
  expect((await orderOf(request, buyer, placed.id)).cancel_reason).toBe('change_items')
})

test('«Повторить заказ» asks, then puts the order’s goods into the cart and goes there', async ({
  page,
  request,
  buyer,
}) => {
  const [placed] = await placeOrders(request, buyer.token, { phone: buyer.phone, shift: 1 })
  if (!placed) throw new Error('no order')
  const order = await orderOf(request, buyer, placed.id)
  await openPage(page, '/account/orders')
  await card(page, placed.number)
    .getByRole('link', { name: `Повторить заказ № ${placed.number}` })
    .click()
  const dialog = page.getByRole('dialog', { name: `Повторить заказ № ${placed.number}` })
  await expect(dialog.getByText('Добавить товары этого заказа в корзину?')).toBeVisible()
  // «Нет» changes nothing.
  await dialog.getByRole('link', { name: 'Нет' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page).toHaveURL(/\/account\/orders$/)
  expect(await cartLines(request, buyer)).toEqual([])

  await card(page, placed.number)
    .getByRole('link', { name: `Повторить заказ № ${placed.number}` })
    .click()
  if (jsEnabled()) await waitForLiveDialog(page)
  await page.getByRole('dialog').getByRole('button', { name: 'Да' }).click()
  await expect(page).toHaveURL(/\/cart\/order$/)
  expect(await cartLines(request, buyer)).toEqual(
    order.items.map((item) => ({ product_id: item.product_id, quantity: item.quantity })).sort(byId),
  )
  for (const item of order.items) await expect(page.getByText(item.master_product_name).first()).toBeVisible()
})

const byId = (a: { product_id: number }, b: { product_id: number }) => a.product_id - b.product_id

async function cartLines(request: APIRequestContext, buyer: Buyer) {
  const answer = await request.post('/api/cart/list', {
    data: {},
    headers: { ...CLOSE, Authorization: `Bearer ${buyer.token}` },
  })
  expect(answer.ok()).toBe(true)
  const { cart } = (await answer.json()) as { cart: { product_id: number; quantity: number }[] }
  return cart.map(({ product_id, quantity }) => ({ product_id, quantity })).sort(byId)
}

test('a company’s invoice downloads as a PDF; a guest goes home; another buyer gets 404', async ({
  page,
  request,
  buyer,
  baseURL,
}) => {
  const [placed] = await placeOrders(request, buyer.token, { phone: buyer.phone, payment: 'invoice' })
  if (!placed) throw new Error('no order')
  await openPage(page, '/account/orders')
  const box = card(page, placed.number)
  await expect(box.getByText('ООО «Демо-клиника Здоровье», ИНН 0001000010, КПП 000101001')).toBeVisible()
  await expect(box.getByText(/^По счёту/)).toBeVisible()
  const link = box.getByRole('link', { name: `Скачать счёт по заказу № ${placed.number}` })
  await expect(link).toHaveAttribute('href', `/account/orders/${placed.id}/bill`)
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
  expect(download.suggestedFilename()).toMatch(/\.pdf$/)

  const answer = await page.request.get(`/account/orders/${placed.id}/bill`)
  expect(answer.status()).toBe(200)
  expect(answer.headers()['content-type']).toBe('application/pdf')
  expect(answer.headers()['content-disposition']).toMatch(/^attachment;/)
  expect(answer.headers()['cache-control']).toBe('private, no-store')
  expect((await answer.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-')

  // A guest goes home, as on every account address.
  const guest = await request.get(`${baseURL}/account/orders/${placed.id}/bill`, { maxRedirects: 0, headers: CLOSE })
  expect(guest.status()).toBe(302)
  expect(guest.headers().location).toBe('/')
  // Another buyer: as if there were no such order.
  const other = await newBuyer(request)
  const stranger = await request.get(`${baseURL}/account/orders/${placed.id}/bill`, {
    headers: { ...CLOSE, Cookie: `bh_token=${other.token}` },
    maxRedirects: 0,
  })
  expect(stranger.status()).toBe(404)
  const unknown = await page.request.get('/account/orders/2147483000/bill')
  expect(unknown.status()).toBe(404)
})

test('another buyer neither sees nor cancels these orders', async ({ page, request, buyer, context, baseURL }) => {
  const [placed] = await placeOrders(request, buyer.token, { phone: buyer.phone, shift: 2 })
  if (!placed) throw new Error('no order')
  const other = await newBuyer(request)
  await context.clearCookies()
  await signIn(context, other, baseURL)
  await openPage(page, '/account/orders')
  await expect(page.getByText('Заказов пока нет. Оформленные заказы и их статусы появятся здесь.')).toBeVisible()
  await expect(page.getByText(placed.number)).toHaveCount(0)
  // A crafted dialog address shows nothing of it.
  await openPage(page, `/account/orders?dialog=cancel&order=${placed.id}`)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  // A crafted post (as QA scripts do) is refused and changes nothing.
  const post = await page.request.post('/account/orders', {
    form: { intent: 'cancel', order: String(placed.id), reason: 'other', comment: 'чужой' },
    headers: { Origin: baseURL ?? '' },
    maxRedirects: 0,
  })
  expect(post.status()).toBe(404)
  expect((await orderOf(request, buyer, placed.id)).status_id).not.toBe('canceled_by_buyer')
})

test('axe: no violations on the orders page, with the cancel dialog open too', async ({ page, request, buyer }) => {
  test.skip(!jsEnabled(), 'axe runs in the browser with JavaScript')
  const [placed] = await placeOrders(request, buyer.token, { phone: buyer.phone, payment: 'invoice', shift: 4 })
  if (!placed) throw new Error('no order')
  for (const url of ['/account/orders', `/account/orders?dialog=cancel&order=${placed.id}`]) {
    await openPage(page, url)
    if (url.includes('dialog=')) {
      await expect(page.getByRole('dialog')).toBeVisible()
      await waitForLiveDialog(page)
    } else {
      await page.getByText('История статусов').first().click()
    }
    const results = await axe(page).analyze()
    expect(results.violations.map((v) => `${url} ${v.id}: ${v.help}`)).toEqual([])
  }
  // With the errors shown.
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Отменить заказ' }).click()
  await expect(dialog.getByText('Выберите причину отмены')).toBeVisible()
  const withErrors = await axe(page).analyze()
  expect(withErrors.violations.map((v) => `errors ${v.id}: ${v.help}`)).toEqual([])
})

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test('the orders, with their goods and history, and the cancel dialog fit the screen', async ({
    page,
    request,
    buyer,
  }) => {
    await placeOrders(request, buyer.token, { checkouts: 1, sellers: 2, phone: buyer.phone, payment: 'invoice' })
    const [order] = await ordersOf(request, buyer)
    if (!order) throw new Error('no order placed')
    await openPage(page, '/account/orders')
    await expect(page.getByText('Показано 2 из 2')).toBeVisible()
    // Measured by the browser's layout, so it holds with JavaScript off as well.
    const width = () => page.evaluate(() => document.documentElement.scrollWidth)
    expect(await width()).toBeLessThanOrEqual(375)
    const dialog = await openCancel(page, order.number)
    const box = await dialog.boundingBox()
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375)
    expect(await width()).toBeLessThanOrEqual(375)
  })
})
