import { count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { addresses, offers, orderItems, orders, payments } from '#backend/db/schema.ts'
import { listAddressesCall } from '#contract/addresses.ts'
import { addOrderCall, listOrdersOfUserCall, orderMessages } from '#contract/orders.ts'
import { listRequisitesCall } from '#contract/requisites.ts'
import { company, ok, refused } from '#tests/support/api.ts'
import { backend, failures, newBuyer, refusedWith, rowCounts, shop } from '#tests/support/checkout-shop.ts'
import {
  cartOf,
  draftFor,
  newAddress,
  placeOrders,
  putInCart,
  quotedDelivery,
} from '#tests/support/fixtures/order-fixtures.ts'

describe('placing', () => {
  it('makes one order per seller with the prices, names and delivery of the moment, and empties the cart', async () => {
    const buyer = await newBuyer()
    const { offers: o, merchants: m } = shop
    await putInCart(backend.db, buyer.id, { [o.bandage]: 2, [o.gloves]: 1, [o.monitor]: 3 })
    const quoted = await quotedDelivery(buyer, [
      {
        merchant_id: m.plain,
        products: [
          { product_id: o.bandage, quantity: 2 },
          { product_id: o.gloves, quantity: 1 },
        ],
      },
      { merchant_id: m.minimum, products: [{ product_id: o.monitor, quantity: 3 }] },
    ])
    const courier = (merchantId: number) =>
      quoted.get(merchantId)?.find((x) => x.code === 'tariff:courier')?.cost ?? NaN
    const pickup = quoted.get(m.minimum)?.find((x) => x.code === 'tariff:pickup')
    const placed = await placeOrders(
      buyer,
      draftFor([], {
        delivery: [
          { merchant_id: m.plain, code: 'tariff:courier' },
          { merchant_id: m.minimum, code: 'tariff:pickup' },
        ],
        recipient: { fio: 'Сидорова Анна', phone: '+79167654321' },
      }),
    )
    expect(placed.orders.map((x) => x.merchant_id)).toEqual([m.plain, m.minimum])
    expect(placed.orders[0]?.total_cost).toBeCloseTo(2 * 250 + 1200.5 + courier(m.plain), 2)
    expect(placed.orders[1]?.total_cost).toBeCloseTo(3 * 480 + (pickup?.cost ?? NaN), 2)
    expect(placed.orders.every((x) => x.payment_type === 3)).toBe(true)
    expect(placed.payment?.confirmation_url).toBeTruthy()
    expect(new Set(placed.orders.map((x) => x.number)).size).toBe(2)
    expect(placed.orders.every((x) => /^\d{6,}$/.test(x.number))).toBe(true)
    expect(await cartOf(backend.db, buyer.id)).toEqual([])

    // The prices change afterwards; the orders keep what the buyer saw.
    await backend.db.update(offers).set({ price: 99_900, priceGross: null }).where(eq(offers.id, o.monitor))
    const list = listOrdersOfUserCall.response.parse(await ok(await buyer.call('GET', listOrdersOfUserCall.path)))
    await backend.db.update(offers).set({ price: 40_000, priceGross: 48_000 }).where(eq(offers.id, o.monitor))
    const [second, first] = list.orders
    expect(first?.id).toBe(placed.orders[0]?.id)
    expect(first?.items.map((i) => [i.product_id, i.quantity, i.price, i.vat_rate, i.units])).toEqual([
      [o.bandage, 2, 250, 22, 'шт.'],
      [o.gloves, 1, 1200.5, 10, 'шт.'],
    ])
    expect(first?.goods_cost).toBe(1700.5)
    const { kladr_id: _, ...shownAddress } = newAddress
    expect(first?.delivery).toMatchObject({ ...shownAddress, code: 'tariff:courier', type: 'courier' })
    expect(second?.items.map((i) => [i.master_product_name, i.price, i.available])).toEqual([
      [shop.productNames.get(o.monitor), 480, true],
    ])
    expect(second?.delivery_cost).toBe(pickup?.cost)
    expect(second?.delivery).toMatchObject({ code: 'tariff:pickup', tariffName: pickup?.tariff_name })
    for (const order of list.orders) {
      expect(order).toMatchObject({
        status_id: 'created',
        payment_status: 'pending',
        name: 'Петров Пётр',
        phone: '+79161112233',
        email: 'buyer@clinic.test',
        comment: 'Позвонить заранее',
        recipient: { fio: 'Сидорова Анна', phone: '+79167654321' },
        payer: null,
        bill_download: null,
        can_cancel: true,
      })
      expect(order.statuses.map((s) => s.status_id)).toEqual(['created'])
    }
    const [row] = await backend.db.select().from(orderItems).where(eq(orderItems.offerId, o.monitor))
    expect(row).toMatchObject({ price: 40_000, priceGross: 48_000, vatRate: 22, containsPrecursor: false })

    // The new address was saved to the buyer's addresses (the first becomes the default).
    const saved = listAddressesCall.response.parse(await ok(await buyer.call('GET', listAddressesCall.path)))
    expect(saved.addresses).toMatchObject([{ ...newAddress, default: true }])
    expect(failures).toEqual([])
  })

  it('invoices company payers: billed, the payer kept, new requisites saved, no payment', async () => {
    const buyer = await newBuyer()
    await putInCart(backend.db, buyer.id, { [shop.offers.bandage]: 1 })
    const placed = await placeOrders(
      buyer,
      draftFor([shop.merchants.plain], { payment_type: 2, new_requisite: company }),
    )
    expect(placed.payment).toBeNull()
    const saved = listRequisitesCall.response.parse(await ok(await buyer.call('GET', listRequisitesCall.path)))
    expect(saved.requisites).toMatchObject([{ inn: company.inn, default: true }])

    // Again with the saved requisites (type 1) and the saved address.
    await putInCart(backend.db, buyer.id, { [shop.offers.gloves]: 1 })
    const address = listAddressesCall.response.parse(await ok(await buyer.call('GET', listAddressesCall.path)))
    const again = await placeOrders(
      buyer,
      draftFor([shop.merchants.plain], {
        payment_type: 1,
        requisite_id: saved.requisites[0]?.id,
        address_id: address.addresses[0]?.id ?? 0,
        new_address: undefined,
      }),
    )
    const list = listOrdersOfUserCall.response.parse(await ok(await buyer.call('GET', listOrdersOfUserCall.path)))
    expect(list.orders.map((x) => x.id)).toEqual([again.orders[0]?.id, placed.orders[0]?.id])
    for (const order of list.orders) {
      expect(order).toMatchObject({
        status_id: 'billed',
        payment_status: 'not_applicable',
        payer: { campaign_name: company.campaign_name, inn: company.inn, kpp: company.kpp },
        bill_download: `/api/user/order/bill/${order.id}`,
      })
      expect(order.statuses.map((s) => s.status_id)).toEqual(['created', 'billed'])
    }
    // Saving the address once more would be a second row: the saved one was used, not copied.
    expect(address.addresses).toHaveLength(1)
    const [{ value } = { value: -1 }] = await backend.db
      .select({ value: count() })
      .from(addresses)
      .where(eq(addresses.userId, buyer.id))
    expect(value).toBe(1)
  })
})

describe('the idempotency key', () => {
  it('answers the same orders again, and refuses a different draft with a used key', async () => {
    const buyer = await newBuyer()
    await putInCart(backend.db, buyer.id, { [shop.offers.bandage]: 1 })
    const draft = draftFor([shop.merchants.plain])
    const first = await placeOrders(buyer, draft)
    const before = await rowCounts()
    // The cart is empty now; the same key still answers what it made.
    expect(await placeOrders(buyer, draft)).toEqual(first)
    const answer = await refused(
      await buyer.call('POST', addOrderCall.path, { ...draft, user: { ...draft.user, comment: 'Другое' } }),
      409,
    )
    expect(answer.error).toBe(orderMessages.idempotencyReused)
    expect(await rowCounts()).toEqual(before)
    // The form posted again uploads the passport copy again under a new id: still the same order.
    expect(await placeOrders(buyer, { ...draft, passport_file_id: crypto.randomUUID() })).toEqual(first)
  })

  it('keys are per buyer: the same key of another buyer is their own checkout', async () => {
    const [a, b] = [await newBuyer(), await newBuyer()]
    await putInCart(backend.db, a.id, { [shop.offers.bandage]: 1 })
    await putInCart(backend.db, b.id, { [shop.offers.bandage]: 1 })
    const draft = draftFor([shop.merchants.plain])
    const first = await placeOrders(a, draft)
    const second = await placeOrders(b, draft)
    expect(second.orders[0]?.id).not.toBe(first.orders[0]?.id)
  })

  it('a refused draft leaves the key free for the corrected one', async () => {
    const buyer = await newBuyer()
    await putInCart(backend.db, buyer.id, { [shop.offers.bandage]: 1 })
    const draft = draftFor([shop.merchants.plain])
    await refusedWith(buyer, { ...draft, agreement: false }, { agreement: [orderMessages.agreement] })
    expect((await placeOrders(buyer, draft)).orders).toHaveLength(1)
  })

  it('20 parallel submits with one key make one set of orders and one payment', async () => {
    const buyer = await newBuyer()
    const { offers: o, merchants: m } = shop
    await putInCart(backend.db, buyer.id, { [o.bandage]: 1, [o.monitor]: 3 })
    const draft = draftFor([m.plain, m.minimum])
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => buyer.call('POST', addOrderCall.path, draft).then(ok)),
    )
    const parsed = answers.map((answer) => addOrderCall.response.parse(answer))
    expect(parsed[0]?.orders).toHaveLength(2)
    expect(parsed[0]?.payment).not.toBeNull()
    for (const answer of parsed) expect(answer).toEqual(parsed[0])
    const [made] = await backend.db.select({ value: count() }).from(orders).where(eq(orders.userId, buyer.id))
    const [paid] = await backend.db.select({ value: count() }).from(payments).where(eq(payments.userId, buyer.id))
    expect(made?.value).toBe(2)
    expect(paid?.value).toBe(1)
    expect(failures).toEqual([])
  })
})
