/**
 * Orders for the tests of payments and invoices, written straight into the tables as checkout writes them (card
 * orders `created` with payment pending, invoice orders `billed`), so these tests do not depend on the whole checkout
 * flow; the checkout's own tests cover that. Not a test file itself.
 */
import { eq, sql } from 'drizzle-orm'
import type { Database } from '#backend/db/client.ts'
import {
  merchants,
  type OrderPayerSnapshot,
  orderItems,
  orderStatusHistory,
  orders,
  paymentOrders,
  payments,
} from '#backend/db/schema.ts'
import { buildReferenceData } from '#backend/db/seed/reference.ts'

/** The demo sellers with their requisites, as the seed writes them. */
export async function seedMerchants(db: Database) {
  const rows = buildReferenceData().merchants
  await db.insert(merchants).values(rows)
  return rows
}

/** A payer that passes every check: Sberbank's INN, OGRN and KPP (as in the requisites tests). */
export const payer: OrderPayerSnapshot = {
  campaign_name: 'ООО «Клиника Здоровье»',
  inn: '7707083893',
  ogrn: '1027700132195',
  kpp: '773601001',
  addr_jur: '117312, г. Москва, ул. Вавилова, д. 19',
  addr_post: null,
  bank_name: 'ПАО Сбербанк',
  bank_bik: '044525225',
  bank_account: '40702810938000000001',
  bank_corr_account: '30101810400000000225',
  director_fio: 'Иванова Анна Сергеевна',
  director_phone: '+79161234567',
  director_email: 'director@clinic.test',
}

export interface TestLine {
  name: string
  quantity: number
  /** Gross kopecks per unit. */
  price: number
  vatRate: number
  units?: string
}

export interface TestOrder {
  userId: number
  merchantId: number
  /** 3 card (default), 1 or 2 invoice. */
  paymentType?: 1 | 2 | 3
  lines: TestLine[]
  deliveryCost?: number
  tariffName?: string
}

export async function insertOrder(db: Database, spec: TestOrder) {
  const card = (spec.paymentType ?? 3) === 3
  const goodsCost = spec.lines.reduce((sum, line) => sum + line.price * line.quantity, 0)
  const [order] = await db
    .insert(orders)
    .values({
      number: sql`nextval('order_number_seq')::text`,
      userId: spec.userId,
      merchantId: spec.merchantId,
      idempotencyKey: crypto.randomUUID(),
      status: card ? 'created' : 'billed',
      goodsCost,
      deliveryCost: spec.deliveryCost ?? 0,
      buyerName: 'Иванова Анна',
      buyerPhone: '+79161234567',
      buyerEmail: 'buyer@clinic.test',
      delivery: {
        city_full: 'г Москва',
        street: 'ул Вавилова',
        house: '19',
        apartment: null,
        entrance: null,
        floor: null,
        intercom: null,
        kladr_id: null,
        code: 'courier-standard',
        type: 'courier',
        tariffName: spec.tariffName ?? 'Курьер до двери',
        days_min: 1,
        days_max: 3,
      },
      paymentType: spec.paymentType ?? 3,
      paymentStatus: card ? 'pending' : 'not_applicable',
      payer: card ? null : payer,
    })
    .returning()
  if (!order) throw new Error('order not inserted')
  await db.insert(orderItems).values(
    spec.lines.map((line, index) => ({
      orderId: order.id,
      offerId: index + 1,
      masterProductId: index + 1,
      name: line.name,
      slug: `product-${index + 1}`,
      image: null,
      units: line.units ?? 'шт.',
      quantity: line.quantity,
      price: line.price,
      priceGross: line.price,
      vatRate: line.vatRate,
    })),
  )
  await db
    .insert(orderStatusHistory)
    .values([
      { orderId: order.id, status: 'created', actor: 'system' },
      ...(card ? [] : [{ orderId: order.id, status: 'billed', actor: 'system' }]),
    ])
  return order
}

/** An order's row and history as stored: what the buyer's order list is made from. */
export async function orderState(db: Database, orderId: number) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId))
  const history = await db
    .select({ status: orderStatusHistory.status, actor: orderStatusHistory.actor })
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(orderStatusHistory.id)
  return { status: order?.status, paymentStatus: order?.paymentStatus, history }
}

export async function paymentsOfOrder(db: Database, orderId: number) {
  return db
    .select({ id: payments.id, status: payments.status })
    .from(payments)
    .innerJoin(paymentOrders, eq(paymentOrders.paymentId, payments.id))
    .where(eq(paymentOrders.orderId, orderId))
}
