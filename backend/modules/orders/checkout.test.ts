/**
 * Placing orders through `POST /api/user/order/add` as a buyer's storefront does: every refusal of SPEC §5 with its
 * field and Russian text and nothing written; one order per seller with the prices, names and delivery of the
 * moment; the cart emptied; invoices and card payments; the passport rule; the idempotency key.
 */
import { randomUUID } from 'node:crypto'
import { count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  addresses,
  checkouts,
  offers,
  orderItems,
  orderStatusHistory,
  orders,
  payments,
  requisites,
} from '#backend/db/schema.ts'
import { addressMessages, MAX_ADDRESSES } from '#backend/modules/addresses/addresses.service.ts'
import { deliveryMessages } from '#backend/modules/delivery/delivery.service.ts'
import { addAddressCall, listAddressesCall } from '#contract/addresses.ts'
import { addOrderCall, listOrdersOfUserCall, orderMessages, uploadPassportCall } from '#contract/orders.ts'
import { listRequisitesCall, updateRequisitesCall } from '#contract/requisites.ts'
import { type Caller, company, ok, refused } from '#tests/support/api.ts'
import { pngImage } from '#tests/support/images.ts'
import {
  type Buyer,
  cartOf,
  draftFor,
  newAddress,
  placeOrders,
  putInCart,
  quotedDelivery,
  shopBackend,
} from './order-fixtures.ts'

const { backend, failures, shop, newBuyer } = shopBackend('checkout')

async function rowCounts() {
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
async function refusedWith(buyer: Caller, draft: unknown, fields: Record<string, string[]>) {
  const before = await rowCounts()
  const cartBefore = await cartOf(backend.db, buyer.id)
  const answer = await refused(await buyer.call('POST', addOrderCall.path, draft), 422)
  expect(answer.fields).toEqual(fields)
  expect(answer.error).toBe(Object.values(fields)[0]?.[0])
  expect(await rowCounts()).toEqual(before)
  expect(await cartOf(backend.db, buyer.id)).toEqual(cartBefore)
  return answer
}

async function uploadPassport(buyer: Buyer) {
  const form = new FormData()
  form.set('file', new File([pngImage(4, 4)], 'паспорт.png', { type: 'image/png' }))
  return uploadPassportCall.response.parse(await ok(await buyer.upload(uploadPassportCall.path, form))).file
}

describe('refusals', () => {
  it('an empty cart', async () => {
    const buyer = await newBuyer()
    await refusedWith(buyer, draftFor([]), { cart: [orderMessages.emptyCart] })
  })

  it('every refusal at once: lines, minimum, address, delivery, requisites, recipient, agreement', async () => {
    const buyer = await newBuyer()
    const { merchants: m, offers: o } = shop
    await putInCart(backend.db, buyer.id, { [o.monitor]: 1, [o.sold_out]: 1, [o.reagent]: 1 })
    // Nothing is written (refusedWith), and every refusal is named at once, in the order of the checks.
    const before = await rowCounts()
    const answer = await refused(
      await buyer.call(
        'POST',
        addOrderCall.path,
        draftFor([], {
          address_id: 999_999,
          payment_type: 1,
          recipient: { fio: ' ', phone: '+7916' },
          agreement: false as true,
        }),
      ),
      422,
    )
    expect(answer.fields).toEqual({
      cart: [
        orderMessages.unavailable(shop.productNames.get(o.sold_out) ?? ''),
        orderMessages.minimumOrder(shop.names.get(m.minimum) ?? '', 1000, 580),
      ],
      address_id: [orderMessages.address],
      requisite_id: [orderMessages.requisites],
      'recipient.fio': [orderMessages.recipientName],
      'recipient.phone': [orderMessages.recipientPhone],
      agreement: [orderMessages.agreement],
      delivery: [orderMessages.delivery],
      [`delivery.${m.minimum}`]: [orderMessages.delivery],
      [`delivery.${m.precursor}`]: [orderMessages.delivery],
    })
    expect(answer.error).toBe(orderMessages.unavailable(shop.productNames.get(o.sold_out) ?? ''))
    expect(await rowCounts()).toEqual(before)
  })

  it("a seller's unmet minimum, in rubles as the buyer reads them", async () => {
    const buyer = await newBuyer()
    await putInCart(backend.db, buyer.id, { [shop.offers.monitor]: 2, [shop.offers.bandage]: 1 })
    const { fields } = await refusedWith(buyer, draftFor([shop.merchants.minimum, shop.merchants.plain]), {
      cart: [orderMessages.minimumOrder(shop.names.get(shop.merchants.minimum) ?? '', 1000, 960)],
    })
    expect(fields?.cart?.[0]).toContain('1\u00a0000,00\u00a0₽')
    expect(fields?.cart?.[0]).toContain('960,00\u00a0₽')
  })

  it('a new address (-1) not given', async () => {
    const buyer = await newBuyer()
    await putInCart(backend.db, buyer.id, { [shop.offers.bandage]: 1 })
    await refusedWith(
      buyer,
      { ...draftFor([shop.merchants.plain]), new_address: undefined },
      {
        address_id: [orderMessages.address],
      },
    )
  })

  it("another buyer's address, and ids that cannot be one", async () => {
    const owner = await newBuyer()
    const saved = addAddressCall.response.parse(await ok(await owner.call('POST', addAddressCall.path, newAddress)))
    const buyer = await newBuyer()
    await putInCart(backend.db, buyer.id, { [shop.offers.bandage]: 1 })
    for (const address_id of [saved.address.id, 2_147_483_648, 0, -2, '1', 1.5]) {
      await refusedWith(buyer, draftFor([shop.merchants.plain], { address_id: address_id as number }), {
        address_id: [orderMessages.address],
      })
    }
  })

  it('an address whose city delivery does not know', async () => {
    const buyer = await newBuyer()
    await putInCart(backend.db, buyer.id, { [shop.offers.bandage]: 1 })
    await refusedWith(
      buyer,
      draftFor([shop.merchants.plain], { new_address: { ...newAddress, city_full: 'Нигдеград', kladr_id: null } }),
      { address_id: [deliveryMessages.cityNotFound] },
    )
  })

  it('a seller without a chosen delivery, and a code the re-priced options do not hold', async () => {
    const buyer = await newBuyer()
    await putInCart(backend.db, buyer.id, { [shop.offers.bandage]: 1, [shop.offers.monitor]: 3 })
    const { plain, minimum } = shop.merchants
    await refusedWith(buyer, draftFor([plain]), { [`delivery.${minimum}`]: [orderMessages.delivery] })
    await refusedWith(
      buyer,
      draftFor([plain], {
        delivery: [
          { merchant_id: plain, code: 'tariff:courier' },
          { merchant_id: minimum, code: 'tariff:teleport' },
        ],
      }),
      { [`delivery.${minimum}`]: [orderMessages.deliveryUnknown] },
    )
  })

  it('a new address past the limit of saved ones', async () => {
    const buyer = await newBuyer()
    await backend.db.insert(addresses).values(
      Array.from({ length: MAX_ADDRESSES }, (_, i) => ({
        userId: buyer.id,
        isDefault: i === 0,
        cityFull: 'г Москва',
        street: 'ул Тверская',
        house: String(i + 1),
      })),
    )
    await putInCart(backend.db, buyer.id, { [shop.offers.bandage]: 1 })
    await refusedWith(buyer, draftFor([shop.merchants.plain]), { new_address: [addressMessages.tooMany] })
  })

  it('a payment type that is none of 1, 2, 3', async () => {
    const buyer = await newBuyer()
    await putInCart(backend.db, buyer.id, { [shop.offers.bandage]: 1 })
    for (const payment_type of [0, 4, '3', null]) {
      await refusedWith(buyer, draftFor([shop.merchants.plain], { payment_type: payment_type as 3 }), {
        payment_type: [orderMessages.payment],
      })
    }
  })

  it("requisites: type 1 needs the caller's own, type 2 new ones", async () => {
    const owner = await newBuyer()
    const saved = updateRequisitesCall.response.parse(
      await ok(await owner.call('POST', updateRequisitesCall.path, company)),
    )
    const buyer = await newBuyer()
    await putInCart(backend.db, buyer.id, { [shop.offers.bandage]: 1 })
    const plain = [shop.merchants.plain]
    await refusedWith(buyer, draftFor(plain, { payment_type: 1 }), { requisite_id: [orderMessages.requisites] })
    await refusedWith(buyer, draftFor(plain, { payment_type: 1, requisite_id: saved.requisite.id }), {
      requisite_id: [orderMessages.requisites],
    })
    await refusedWith(buyer, draftFor(plain, { payment_type: 2 }), { new_requisite: [orderMessages.requisites] })
  })

  it('new requisites that fail their checks answer 400 naming the field', async () => {
    const buyer = await newBuyer()
    await putInCart(backend.db, buyer.id, { [shop.offers.bandage]: 1 })
    const before = await rowCounts()
    const answer = await refused(
      await buyer.call(
        'POST',
        addOrderCall.path,
        draftFor([shop.merchants.plain], { payment_type: 2, new_requisite: { ...company, inn: '7707083894' } }),
      ),
      400,
    )
    expect(Object.keys(answer.fields ?? {})).toEqual(['new_requisite.inn'])
    expect(await rowCounts()).toEqual(before)
  })

  it('a recipient needs both a name and a phone', async () => {
    const buyer = await newBuyer()
    await putInCart(backend.db, buyer.id, { [shop.offers.bandage]: 1 })
    const plain = [shop.merchants.plain]
    await refusedWith(buyer, draftFor(plain, { recipient: { fio: '', phone: '+79161234567' } }), {
      'recipient.fio': [orderMessages.recipientName],
    })
    await refusedWith(buyer, draftFor(plain, { recipient: { fio: 'Сидорова Анна' } as never }), {
      'recipient.phone': [orderMessages.recipientPhone],
    })
    await refusedWith(buyer, draftFor(plain, { recipient: 'someone' as never }), {
      'recipient.fio': [orderMessages.recipientName],
      'recipient.phone': [orderMessages.recipientPhone],
    })
  })

  it('the agreement must be accepted', async () => {
    const buyer = await newBuyer()
    await putInCart(backend.db, buyer.id, { [shop.offers.bandage]: 1 })
    const { agreement: _, ...withoutAgreement } = draftFor([shop.merchants.plain])
    await refusedWith(buyer, withoutAgreement, { agreement: [orderMessages.agreement] })
    await refusedWith(buyer, { ...withoutAgreement, agreement: 'true' }, { agreement: [orderMessages.agreement] })
  })

  it("a private buyer's precursor needs a passport copy of their own", async () => {
    const other = await newBuyer()
    const othersFile = await uploadPassport(other)
    const buyer = await newBuyer()
    await putInCart(backend.db, buyer.id, { [shop.offers.reagent]: 1 })
    const precursor = [shop.merchants.precursor]
    for (const passport_file_id of [undefined, randomUUID(), othersFile.id]) {
      await refusedWith(buyer, draftFor(precursor, { passport_file_id }), {
        passport_file_id: [orderMessages.passport],
      })
    }
    const own = await uploadPassport(buyer)
    const placed = await placeOrders(buyer, draftFor(precursor, { passport_file_id: own.id }))
    const [order] = await backend.db
      .select()
      .from(orders)
      .where(eq(orders.id, placed.orders[0]?.id ?? 0))
    expect(order?.passportFileId).toBe(own.id)
  })

  it('a company buyer (invoice) orders a precursor without a passport copy', async () => {
    const buyer = await newBuyer()
    await putInCart(backend.db, buyer.id, { [shop.offers.reagent]: 1 })
    const placed = await placeOrders(
      buyer,
      draftFor([shop.merchants.precursor], { payment_type: 2, new_requisite: company }),
    )
    expect(placed.orders).toHaveLength(1)
  })
})

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
