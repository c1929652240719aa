/**
 * Placing orders through `POST /api/user/order/add` as a buyer's storefront does: every refusal of SPEC §5 with its
 * field and Russian text and nothing written; one order per seller with the prices, names and delivery of the
 * moment; the cart emptied; invoices and card payments; the passport rule; the idempotency key.
 */
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { addresses, orders } from '#backend/db/schema.ts'
import { addressMessages, MAX_ADDRESSES } from '#backend/modules/addresses/addresses.service.ts'
import { deliveryMessages } from '#backend/modules/delivery/delivery.service.ts'
import { addAddressCall } from '#contract/addresses.ts'
import { addOrderCall, orderMessages } from '#contract/orders.ts'
import { updateRequisitesCall } from '#contract/requisites.ts'
import { company, ok, refused } from '#tests/support/api.ts'
import { backend, newBuyer, refusedWith, rowCounts, shop, uploadPassport } from '#tests/support/checkout-shop.ts'
import { draftFor, newAddress, placeOrders, putInCart } from '#tests/support/fixtures/order-fixtures.ts'

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
    // One money format everywhere (issue 13): whole rubles without decimals, kopecks always two digits.
    expect(fields?.cart?.[0]).toContain('— 1\u00a0000\u00a0₽, сейчас 960\u00a0₽.')
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
