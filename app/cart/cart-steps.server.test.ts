import { describe, expect, it } from 'vitest'
import { cartFingerprint, cartStepRedirect, isOrderConfirmed, orderConfirmationCookie } from './cart-steps.server.ts'

const line = (product_id: number, quantity: number) => ({ product_id, quantity })
const full = { items: [line(1, 2)], signedIn: true }
const empty = { items: [], signedIn: true }
const guest = { items: [line(1, 2)], signedIn: false }

describe('the cart steps’ guards (SPEC §2)', () => {
  it('step 1: empty → /cart/empty; signed in and confirmed → checkout; otherwise stays', () => {
    expect(cartStepRedirect('order', empty, false)).toBe('/cart/empty')
    expect(cartStepRedirect('order', full, true)).toBe('/cart/checkout')
    expect(cartStepRedirect('order', full, false)).toBeNull()
    expect(cartStepRedirect('order', guest, true)).toBeNull()
  })

  it('step 2: empty → /cart/empty; a guest stays; signed in → checkout when confirmed, else step 1', () => {
    expect(cartStepRedirect('autorisation', { ...empty, signedIn: false }, false)).toBe('/cart/empty')
    expect(cartStepRedirect('autorisation', guest, false)).toBeNull()
    expect(cartStepRedirect('autorisation', full, true)).toBe('/cart/checkout')
    expect(cartStepRedirect('autorisation', full, false)).toBe('/cart/order')
  })

  it('checkout needs goods, a signed-in visitor and a confirmed order; /cart/empty needs an empty cart', () => {
    expect(cartStepRedirect('checkout', full, true)).toBeNull()
    expect(cartStepRedirect('checkout', empty, true)).toBe('/cart/order')
    expect(cartStepRedirect('checkout', guest, true)).toBe('/cart/order')
    expect(cartStepRedirect('checkout', full, false)).toBe('/cart/order')
    expect(cartStepRedirect('empty', full, false)).toBe('/cart/order')
    expect(cartStepRedirect('empty', empty, false)).toBeNull()
  })
})

describe('the confirmed flag', () => {
  const group = (shortfall: number) => ({ shortfall }) as never
  const item = (product_id: number, quantity: number) => ({ product_id, quantity, available: true, price: 10 }) as never
  const request = (cookie: string) =>
    new Request('http://shop.test/', { headers: { Cookie: cookie.split(';')[0] ?? '' } })

  it('does not depend on the lines’ order, and changes with any quantity', () => {
    expect(cartFingerprint([line(1, 2), line(3, 4)])).toBe(cartFingerprint([line(3, 4), line(1, 2)]))
    expect(cartFingerprint([line(1, 2)])).not.toBe(cartFingerprint([line(1, 3)]))
    expect(cartFingerprint([line(1, 2)])).not.toBe(cartFingerprint([line(1, 2), line(5, 1)]))
  })

  it('counts only for the cart it was set for, while that cart may still be ordered', () => {
    const items = [item(1, 2)]
    const confirmed = request(orderConfirmationCookie(items))
    expect(isOrderConfirmed(confirmed, { items, groups: [group(0)] })).toBe(true)
    expect(isOrderConfirmed(confirmed, { items: [item(1, 3)], groups: [group(0)] })).toBe(false)
    expect(isOrderConfirmed(confirmed, { items, groups: [group(50)] })).toBe(false)
    expect(isOrderConfirmed(request(''), { items, groups: [group(0)] })).toBe(false)
  })
})
