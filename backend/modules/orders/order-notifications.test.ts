/**
 * What an order's events tell whom (issue 16, decision 047), through the API and the embedded channels (the SMS
 * and e-mail outbox tables): placing tells the buyer and the seller; a move tells the buyer only of the statuses
 * they are subscribed to, with the tracking number once handed to delivery; a refused move tells nobody; the
 * e-mail's one-click link turns that status off without signing in.
 */
import { desc, eq, inArray } from 'drizzle-orm'
import type { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '#backend/app.ts'
import { emailOutbox, merchants, notifications, smsOutbox } from '#backend/db/schema.ts'
import type { Notifications } from '#backend/modules/notifications/outbox.ts'
import { notificationsOf } from '#backend/modules/notifications/setup.ts'
import { buildPath } from '#contract/call.ts'
import {
  listEmailOutboxCall,
  listNotificationsCall,
  readUnsubscribeCall,
  unsubscribeCall,
  updateNotificationsCall,
} from '#contract/notifications.ts'
import type { OrderStatus } from '#contract/order-statuses.ts'
import { changeOrderStatusCall } from '#contract/orders.ts'
import { company, ok, request } from '#tests/support/api.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import {
  type Buyer,
  draftFor,
  makeAdmin,
  makeSeller,
  placeOrders,
  putInCart,
  type Shop,
  seedShop,
  signedInBuyer,
} from '#tests/support/fixtures/order-fixtures.ts'

let database: TestDatabase
let app: Hono
let made: Notifications
let shop: Shop
let seller: Buyer

const SELLER = { email: 'orders@bint.test', phone: '+74950001122' }

beforeAll(async () => {
  database = await createTestDatabase()
  made = notificationsOf(database.db, { publicUrl: 'https://shop.test', log: () => {}, channelLog: () => {} })
  app = createApp({ db: database.db, log: () => {}, notifications: made })
  shop = await seedShop(database.db)
  await database.db.update(merchants).set(SELLER).where(eq(merchants.id, shop.merchants.plain))
  seller = await signedInBuyer(app, database.db, 'seller@bint.test')
  await makeSeller(database.db, seller, shop.merchants.plain)
})
afterAll(async () => {
  await database?.dispose()
})

let buyers = 0
async function buyerWithOrder(paymentType: 2 | 3) {
  const n = ++buyers
  const buyer = await signedInBuyer(app, database.db, `notified-${n}@clinic.test`)
  await putInCart(database.db, buyer.id, { [shop.offers.bandage]: 2 })
  const email = `buyer-${n}@clinic.test`
  const phone = `+7916555${String(n).padStart(4, '0')}`
  const extra = paymentType === 2 ? { payment_type: 2 as const, new_requisite: company } : {}
  const placed = await placeOrders(
    buyer,
    draftFor([shop.merchants.plain], { ...extra, user: { fio: 'Иванова Анна', phone, email, comment: '' } }),
  )
  const order = placed.orders[0]
  if (!order) throw new Error('no order')
  return { buyer, order, email, phone }
}

/** Delivers what is due, as the running worker would. */
async function deliver() {
  while ((await made.worker.runOnce()) > 0) {}
}

const smsTo = async (phone: string) =>
  (await database.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone)).orderBy(smsOutbox.id)).map(
    (row) => row.text,
  )
const emailsTo = (address: string) =>
  database.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, address)).orderBy(emailOutbox.id)

const move = (id: number, status_id: OrderStatus) =>
  seller.call('POST', buildPath(changeOrderStatusCall.path, { id }), {
    status_id,
    ...(status_id === 'delivery_service' ? { carrier: 'СДЭК', tracking_number: '1234567890' } : {}),
  })

describe('placing an order', () => {
  it('tells the buyer by SMS and e-mail, the invoice attached for a company payer, and the seller', async () => {
    const { order, email, phone } = await buyerWithOrder(2)
    await deliver()
    const [sms, ...more] = await smsTo(phone)
    expect(more).toEqual([])
    expect(sms).toMatch(
      new RegExp(
        `^Медмаркет: заказ № ${order.number} принят, сумма [\\d\u00a0,]+\u00a0₽\\. Статус — в личном кабинете\\.$`,
      ),
    )
    const [mail] = await emailsTo(email)
    expect(mail?.subject).toMatch(new RegExp(`^Медмаркет: Заказ № ${order.number} от \\d\\d\\.\\d\\d\\.\\d{4} принят$`))
    expect(mail?.text).toContain(`${shop.productNames.get(shop.offers.bandage)} — 2 шт. × 250\u00a0₽ = 500\u00a0₽`)
    expect(mail?.text).toContain('Итого:')
    expect(mail?.text).toContain('Оплата по счёту (ООО «Клиника»')
    expect(mail?.attachments).toEqual([
      { filename: `счёт-${order.number}.pdf`, contentType: 'application/pdf', size: expect.any(Number) },
    ])
    expect(mail?.attachments[0]?.size).toBeGreaterThan(1000)
    const [toSeller] = await emailsTo(SELLER.email)
    expect(toSeller?.subject).toContain(`Новый заказ № ${order.number}`)
    expect(toSeller?.text).toContain(`https://shop.test/seller/orders/${order.id}`)
    expect((await smsTo(SELLER.phone)).at(-1)).toContain(`новый заказ № ${order.number}`)
  })

  it('sends a card order no invoice', async () => {
    const { email } = await buyerWithOrder(3)
    await deliver()
    const [mail] = await emailsTo(email)
    expect(mail?.text).toContain('Оплата картой на сайте')
    expect(mail?.attachments).toEqual([])
  })
})

describe('moving an order', () => {
  it('tells the buyer only of subscribed statuses, with the tracking number, by one SMS and one e-mail', async () => {
    const { buyer, order, email, phone } = await buyerWithOrder(2)
    await ok(
      await buyer.call('POST', updateNotificationsCall.path, { order_statuses_subscribes: ['delivery_service'] }),
    )
    await deliver()
    const placed = { sms: (await smsTo(phone)).length, email: (await emailsTo(email)).length }
    await ok(await move(order.id, 'bill_paid'))
    await ok(await move(order.id, 'in_work'))
    await deliver()
    expect(await smsTo(phone)).toHaveLength(placed.sms)
    expect(await emailsTo(email)).toHaveLength(placed.email)

    await ok(await move(order.id, 'delivery_service'))
    await deliver()
    const texts = await smsTo(phone)
    expect(texts).toHaveLength(placed.sms + 1)
    expect(texts.at(-1)).toBe(
      `Медмаркет: заказ № ${order.number} — «Передан в службу доставки». СДЭК, трек-номер 1234567890.`,
    )
    const mails = await emailsTo(email)
    expect(mails).toHaveLength(placed.email + 1)
    const mail = mails.at(-1)
    expect(mail?.subject).toContain('Передан в службу доставки')
    expect(mail?.text).toContain('Служба доставки: СДЭК, трек-номер 1234567890')
    expect(mail?.headers['List-Unsubscribe']).toMatch(/^<https:\/\/shop\.test\/unsubscribe\/[\w.-]+>$/)
    expect(mail?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    expect(mail?.html).toContain(mail?.headers['List-Unsubscribe']?.slice(1, -1))
  })

  it('tells nobody of a move the machine refuses: the move and its messages are one transaction', async () => {
    const { order } = await buyerWithOrder(3)
    const before = await database.db.select({ id: notifications.id }).from(notifications)
    const answer = await move(order.id, 'goods_received')
    expect(answer.status).toBe(409)
    expect(await database.db.select({ id: notifications.id }).from(notifications)).toHaveLength(before.length)
  })

  it("tells a new account's buyer of every status (no subscriptions chosen yet)", async () => {
    const { order, phone } = await buyerWithOrder(3)
    await ok(await move(order.id, 'in_work'))
    await deliver()
    expect((await smsTo(phone)).at(-1)).toBe(`Медмаркет: заказ № ${order.number} — «В работе».`)
  })
})

describe('the one-click unsubscribe link', () => {
  it('turns off that status only, without signing in; a forged link changes nothing', async () => {
    const { buyer, order, email } = await buyerWithOrder(3)
    await ok(await move(order.id, 'in_work'))
    await deliver()
    const [mail] = await database.db
      .select()
      .from(emailOutbox)
      .where(inArray(emailOutbox.recipient, [email]))
      .orderBy(desc(emailOutbox.id))
      .limit(1)
    const token = /\/unsubscribe\/([^>]+)>$/.exec(mail?.headers['List-Unsubscribe'] ?? '')?.[1] ?? ''
    expect(mail?.text).toContain(`https://shop.test/unsubscribe/${token}`)
    const path = buildPath(readUnsubscribeCall.path, { token })
    expect(readUnsubscribeCall.response.parse(await ok(await request(app, 'GET', path)))).toEqual({
      status: 'in_work',
      subscribed: true,
    })
    expect(await ok(await request(app, 'POST', buildPath(unsubscribeCall.path, { token })))).toEqual({
      result: true,
      status: 'in_work',
    })
    expect(await ok(await request(app, 'GET', path))).toEqual({ status: 'in_work', subscribed: false })
    const list = listNotificationsCall.response.parse(await ok(await buyer.call('GET', listNotificationsCall.path)))
    expect(list.order_statuses_subscribes).not.toContain('in_work')
    expect(list.order_statuses_subscribes).toContain('delivery_service')

    const forged = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`
    const otherStatus = token.replace(/^(\d+)\.(\d+)\./, (_, user, status) => `${user}.${Number(status) + 1}.`)
    const middle = token.length - 8
    const forgedInside = `${token.slice(0, middle)}${token[middle] === 'x' ? 'y' : 'x'}${token.slice(middle + 1)}`
    for (const bad of [
      forged,
      forgedInside,
      otherStatus,
      'nonsense',
      `${Number(token.split('.')[0]) + 1}${token.slice(token.indexOf('.'))}`,
    ]) {
      const answer = await request(app, 'POST', buildPath(unsubscribeCall.path, { token: bad }))
      expect(answer.status, bad).toBe(404)
      expect(((await answer.json()) as { error: string }).error).toContain('Ссылка для отписки неверна')
    }
    const after = listNotificationsCall.response.parse(await ok(await buyer.call('GET', listNotificationsCall.path)))
    expect(after).toEqual(list)
  })
})

describe('the e-mail outbox of the embedded default', () => {
  it('is read by an administrator, by address, newest first; buyers and sellers are refused', async () => {
    const { buyer, email, order } = await buyerWithOrder(2)
    await deliver()
    const admin = await signedInBuyer(app, database.db, 'operator@notified.test')
    await makeAdmin(database.db, admin)
    const path = `${listEmailOutboxCall.path}?${new URLSearchParams({ to: email.toUpperCase() })}`
    const answer = listEmailOutboxCall.response.parse(await ok(await admin.call('GET', path)))
    expect(answer.data).toHaveLength(1)
    expect(answer.data[0]).toMatchObject({
      to: email,
      subject: expect.stringContaining(`Заказ № ${order.number}`),
      attachments: [{ filename: `счёт-${order.number}.pdf`, content_type: 'application/pdf' }],
    })
    expect((await buyer.call('GET', path)).status).toBe(403)
    expect((await seller.call('GET', path)).status).toBe(403)
    expect((await request(app, 'GET', path)).status).toBe(401)
  })
})
