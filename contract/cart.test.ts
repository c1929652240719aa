import { describe, expect, it } from 'vitest'
import {
  addToCartCall,
  CART_MAX_QUANTITY,
  type CartItem,
  cartSums,
  groupCartByMerchant,
  listCartByIdsCall,
  listCartCall,
  nearestAllowedQuantities,
  prepareQuantity,
} from './cart.ts'
import { toKopecks, toRubles } from './money.ts'

/** A cart line with the fields the sums read; the rest as a real line has them. */
type LineFields = Partial<Omit<CartItem, 'merchant'>> & { product_id: number; merchant?: Partial<CartItem['merchant']> }

function line(fields: LineFields): CartItem {
  const { merchant, ...rest } = fields
  return {
    master_product_id: 1,
    name: 'Перчатки нитриловые',
    quantity: 1,
    slug: 'perchatki',
    step: 1,
    available: true,
    min_order: 1,
    weight: null,
    dimensions: null,
    thumbnail: { url: '/x.svg', alt: '' },
    price: 100,
    price_gross: null,
    units: 'шт.',
    contains_precursor: false,
    vat_rate: 22,
    ...rest,
    merchant: { id: 1, name: 'Продавец', slug: 'seller', min_order: 0, ...merchant },
  }
}

describe('prepareQuantity (SPEC §4)', () => {
  it('keeps a quantity at or above the minimum, else takes the minimum; 1 by default', () => {
    expect(prepareQuantity(undefined)).toBe(1)
    expect(prepareQuantity(7)).toBe(7)
    expect(prepareQuantity(undefined, 5)).toBe(5)
    expect(prepareQuantity(2, 5)).toBe(5)
    expect(prepareQuantity(6, 5)).toBe(6)
    expect(prepareQuantity(0)).toBe(1)
    expect(prepareQuantity(-3, 2)).toBe(2)
  })

  it('raises a quantity between steps to the next one the step allows, counted from the minimum', () => {
    expect(prepareQuantity(6, 5, 5)).toBe(10)
    expect(prepareQuantity(10, 5, 5)).toBe(10)
    expect(prepareQuantity(11, 10, 10)).toBe(20)
    expect(prepareQuantity(4, 3, 2)).toBe(5)
    expect(prepareQuantity(7, 3, 2)).toBe(7)
    expect(prepareQuantity(2.7, 1, 1)).toBe(2)
  })

  it('treats a minimum or step below 1 as 1', () => {
    expect(prepareQuantity(3, 0, 0)).toBe(3)
    expect(prepareQuantity(undefined, -4, -2)).toBe(1)
  })

  it('never passes the largest quantity when it can stay on a step below it', () => {
    expect(prepareQuantity(CART_MAX_QUANTITY, 1, 1)).toBe(CART_MAX_QUANTITY)
    // 3 + k·7 steps: the last one at or below the limit.
    const prepared = prepareQuantity(CART_MAX_QUANTITY, 3, 7)
    expect(prepared).toBeLessThanOrEqual(CART_MAX_QUANTITY)
    expect((prepared - 3) % 7).toBe(0)
    expect(prepared + 7).toBeGreaterThan(CART_MAX_QUANTITY)
  })
})

describe('nearestAllowedQuantities (a typed quantity the seller does not sell)', () => {
  it('is empty for a quantity the minimum and step allow', () => {
    expect(nearestAllowedQuantities(1)).toEqual([])
    expect(nearestAllowedQuantities(30, 20, 10)).toEqual([])
    expect(nearestAllowedQuantities(7, 3, 2)).toEqual([])
  })

  it('names the allowed quantities on both sides of one between steps', () => {
    expect(nearestAllowedQuantities(25, 20, 10)).toEqual([20, 30])
    expect(nearestAllowedQuantities(97, 2, 2)).toEqual([96, 98])
    expect(nearestAllowedQuantities(6, 3, 2)).toEqual([5, 7])
  })

  it('names the minimum for a quantity under it', () => {
    expect(nearestAllowedQuantities(5, 20, 10)).toEqual([20])
    expect(nearestAllowedQuantities(0, 1, 1)).toEqual([1])
  })

  it('never names a quantity over the line limit', () => {
    expect(nearestAllowedQuantities(CART_MAX_QUANTITY - 1, 1, 5)).toEqual([CART_MAX_QUANTITY - 4])
    expect(nearestAllowedQuantities(CART_MAX_QUANTITY + 1)).toEqual([CART_MAX_QUANTITY])
  })
})

describe('money in kopecks', () => {
  it('converts both ways exactly and treats no price as 0', () => {
    expect(toKopecks(0.1)).toBe(10)
    expect(toKopecks(1234.56)).toBe(123_456)
    expect(toKopecks(null)).toBe(0)
    expect(toKopecks(undefined)).toBe(0)
    expect(toRubles(123_456)).toBe(1234.56)
  })
})

describe('cartSums (SPEC §9)', () => {
  it('sums cost by price, total by price_gross when present, and weight in grams, without float drift', () => {
    const sums = cartSums([
      line({ product_id: 1, price: 0.1, quantity: 3, weight: 250 }),
      line({ product_id: 2, price: 0.2, price_gross: 0.24, quantity: 1, weight: null }),
      line({ product_id: 3, price: 1000, price_gross: 1220, quantity: 2, weight: 1500 }),
    ])
    expect(sums).toEqual({ cost: 2000.5, total: 2440.54, vat: 440.1, weight: 3750 })
  })

  it('takes the VAT out of each rate’s gross sum; a line at 0 % adds none', () => {
    const sums = cartSums([
      line({ product_id: 1, price: 100, price_gross: 122, quantity: 2, vat_rate: 22 }),
      line({ product_id: 2, price: 55, quantity: 2, vat_rate: 10 }),
      line({ product_id: 3, price: 300, quantity: 1, vat_rate: 0 }),
    ])
    expect(sums.total).toBe(654)
    expect(sums.vat).toBe(44 + 10)
  })

  it('counts a line priced on request as 0', () => {
    expect(cartSums([line({ product_id: 1, price: null, quantity: 4 })])).toEqual({
      cost: 0,
      total: 0,
      vat: 0,
      weight: 0,
    })
    expect(cartSums([])).toEqual({ cost: 0, total: 0, vat: 0, weight: 0 })
  })
})

describe('groupCartByMerchant', () => {
  it('groups by seller in the order sellers first appear, with each group’s sums and shortfall', () => {
    const items = [
      line({ product_id: 1, price: 500, quantity: 2, merchant: { id: 7, min_order: 3000 } }),
      line({ product_id: 2, price: 100, price_gross: 122, quantity: 1, merchant: { id: 3, min_order: 0 } }),
      line({ product_id: 3, price: 999.99, quantity: 1, merchant: { id: 7, min_order: 3000 } }),
    ]
    const groups = groupCartByMerchant(items)
    expect(groups.map((group) => group.merchant.id)).toEqual([7, 3])
    expect(groups[0]?.items.map((item) => item.product_id)).toEqual([1, 3])
    expect(groups[0]).toMatchObject({ cost: 1999.99, total: 1999.99, shortfall: 1000.01 })
    expect(groups[1]).toMatchObject({ cost: 100, total: 122, shortfall: 0 })
  })

  it('shows no shortfall once the minimum is met or passed, and none for an empty cart', () => {
    const met = groupCartByMerchant([line({ product_id: 1, price: 1500, quantity: 2, merchant: { min_order: 3000 } })])
    expect(met[0]?.shortfall).toBe(0)
    const passed = groupCartByMerchant([
      line({ product_id: 1, price: 1500, quantity: 3, merchant: { min_order: 3000 } }),
    ])
    expect(passed[0]?.shortfall).toBe(0)
    expect(groupCartByMerchant([])).toEqual([])
  })

  it('measures the minimum against the gross total', () => {
    const [group] = groupCartByMerchant([
      line({ product_id: 1, price: 1000, price_gross: 1220, quantity: 1, merchant: { min_order: 1200 } }),
    ])
    expect(group?.shortfall).toBe(0)
  })
})

describe('the calls’ bodies', () => {
  it('add takes one by default and nothing unknown', () => {
    expect(addToCartCall.body.parse({ product_id: 5 })).toEqual({ product_id: 5, quantity: 1 })
    expect(addToCartCall.body.safeParse({ product_id: 5, user_id: 1 }).success).toBe(false)
    expect(addToCartCall.body.safeParse({ product_id: 5, quantity: 0 }).success).toBe(false)
    expect(addToCartCall.body.safeParse({ product_id: 5, quantity: CART_MAX_QUANTITY + 1 }).success).toBe(false)
  })

  it('list takes no body or a merchants flag; listByIds takes the cookie’s lines', () => {
    expect(listCartCall.body.parse(undefined)).toBeUndefined()
    expect(listCartCall.body.parse({})).toEqual({ merchants: false })
    expect(listCartByIdsCall.body.parse({ data: [{ product_id: 1, quantity: 2 }] })).toEqual({
      data: [{ product_id: 1, quantity: 2 }],
      merchants: false,
    })
    expect(listCartByIdsCall.body.safeParse({ data: Array(201).fill({ product_id: 1, quantity: 1 }) }).success).toBe(
      false,
    )
  })
})
