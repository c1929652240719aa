import { count } from 'drizzle-orm'
import { expect } from 'vitest'
import {
  addresses,
  checkouts,
  orderItems,
  orderStatusHistory,
  orders,
  payments,
  requisites,
} from '#backend/db/schema.ts'
import { addOrderCall, uploadPassportCall } from '#contract/orders.ts'
import { type Caller, ok, refused } from '#tests/support/api.ts'
import { type Buyer, cartOf, shopBackend } from '#tests/support/fixtures/order-fixtures.ts'
import { pngImage } from '#tests/support/images.ts'

export const { backend, failures, shop, newBuyer } = shopBackend('checkout')

export async function rowCounts() {
  const db = backend.db
  const counted = await Promise.all(
    [orders, orderItems, orderStatusHistory, checkouts, payments, addresses, requisites].map(async (table) => {
      const [row] = await db.select({ value: count() }).from(table as typeof orders)
      return row?.value
    }),
  )
  const [o, items, history, made, paid, saved, payers] = counted
  return { orders: o, items, history, checkouts: made, payments: paid, addresses: saved, requisites: payers }
}

/** Sends the draft, expects 422 with exactly these fields, and that nothing at all was written. */
export async function refusedWith(buyer: Caller, draft: unknown, fields: Record<string, string[]>) {
  const before = await rowCounts()
  const cartBefore = await cartOf(backend.db, buyer.id)
  const answer = await refused(await buyer.call('POST', addOrderCall.path, draft), 422)
  expect(answer.fields).toEqual(fields)
  expect(answer.error).toBe(Object.values(fields)[0]?.[0])
  expect(await rowCounts()).toEqual(before)
  expect(await cartOf(backend.db, buyer.id)).toEqual(cartBefore)
  return answer
}

export async function uploadPassport(buyer: Buyer) {
  const form = new FormData()
  form.set('file', new File([pngImage(4, 4)], 'паспорт.png', { type: 'image/png' }))
  return uploadPassportCall.response.parse(await ok(await buyer.upload(uploadPassportCall.path, form))).file
}
