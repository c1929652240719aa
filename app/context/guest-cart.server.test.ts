import { describe, expect, it } from 'vitest'
import { parseCookieHeader } from '#app/lib/cookies.server.ts'
import { readGuestCart } from './guest-cart.server.ts'

const withCookie = (cookie: string) => parseCookieHeader(cookie)

describe('the guest cart handed over at sign-in', () => {
  it('reads the `cart` cookie’s lines and counts anything broken as an empty cart', () => {
    const lines = encodeURIComponent(
      JSON.stringify([
        { product_id: 5, quantity: 2 },
        { product_id: '7', quantity: 1 },
      ]),
    )
    expect(readGuestCart(withCookie(`cart=${lines}`))).toEqual([
      { product_id: 5, quantity: 2 },
      { product_id: 7, quantity: 1 },
    ])
    expect(readGuestCart(withCookie('cart=%7Boops'))).toEqual([])
    expect(readGuestCart(withCookie(`cart=${encodeURIComponent('[{"product_id":-1,"quantity":1}]')}`))).toEqual([])
    expect(readGuestCart(withCookie('other=1'))).toEqual([])
  })
})
