import { describe, expect, it } from 'vitest'
import {
  hasHistoryCookie,
  hasPersonalCookie,
  lastViewsCookie,
  parseCookieHeader,
  readLastViews,
  readWishlist,
  setsOnlyCookiesAlikeForGuests,
  WISHLIST_MAX,
  wishlistCookie,
  withLastView,
} from './cookies.server.ts'

const withCookie = (cookie: string) => parseCookieHeader(cookie)

describe('readLastViews', () => {
  it('reads the ids newest first, without repeats, at most 8', () => {
    const value = encodeURIComponent(JSON.stringify([9, 3, 9, 1, 2, 4, 5, 6, 7, 8, 10]))
    expect(readLastViews(withCookie(`bh_lastviews=${value}`))).toEqual([9, 3, 1, 2, 4, 5, 6, 7])
  })

  it('treats a broken or foreign value as an empty list', () => {
    expect(readLastViews(withCookie('bh_lastviews=%7Boops'))).toEqual([])
    expect(readLastViews(withCookie(`bh_lastviews=${encodeURIComponent('{"a":1}')}`))).toEqual([])
    expect(readLastViews(withCookie('other=1'))).toEqual([])
  })

  it('accepts a comma-separated list as well', () => {
    expect(readLastViews(withCookie('bh_lastviews=5,4,x,3'))).toEqual([5, 4, 3])
  })
})

describe('withLastView', () => {
  it('puts the product first, drops its older place and keeps at most 8', () => {
    expect(withLastView([3, 2, 1], 2)).toEqual([2, 3, 1])
    expect(withLastView([8, 7, 6, 5, 4, 3, 2, 1], 9)).toEqual([9, 8, 7, 6, 5, 4, 3, 2])
    expect(withLastView([], 5)).toEqual([5])
  })

  it('writes a cookie the reader understands', () => {
    const header = lastViewsCookie([4, 2])
    const value = header.split(';')[0] ?? ''
    expect(readLastViews(withCookie(value))).toEqual([4, 2])
    expect(header).toMatch(/Max-Age=2592000/)
  })
})

describe('wishlist cookie', () => {
  it('round-trips the favourites, newest first, without repeats', () => {
    const value = wishlistCookie([5, 3, 5, 1]).split(';')[0] ?? ''
    expect(readWishlist(withCookie(value))).toEqual([5, 3, 1])
  })

  it('keeps at most WISHLIST_MAX ids and ignores rubbish', () => {
    const many = Array.from({ length: WISHLIST_MAX + 20 }, (_, i) => i + 1)
    expect(readWishlist(withCookie(wishlistCookie(many).split(';')[0] ?? ''))).toHaveLength(WISHLIST_MAX)
    expect(readWishlist(withCookie('bh_wishlist=%5B%22x%22%2C-1%2C7%5D'))).toEqual([7])
  })
})

describe('cookies and shared caches', () => {
  it('a cookie of the visitor’s own makes a page personal; others do not', () => {
    for (const header of [
      'bh_token=abc',
      'x=1; cart=[]',
      '_ym_uid=1; bh_wishlist=[3]',
      'bh_lastviews=%5B2%5D',
      'bh_location={}; bh_wishlist=[1]',
    ]) {
      expect(hasPersonalCookie(header, { history: true }), header).toBe(true)
    }
    // The city is alike for everyone in it: pages vary by it rather than become private.
    for (const header of [null, '', '_ym_uid=1', 'bh_cart_key=k', 'my_cart=[1]', 'xbh_token=1', 'bh_location={}']) {
      expect(hasPersonalCookie(header, { history: true }), String(header)).toBe(false)
    }
  })

  it('a viewing history makes personal only a page that shows it', () => {
    const header = '_ym_uid=1; bh_lastviews=%5B2%5D'
    expect(hasHistoryCookie(header)).toBe(true)
    expect(hasPersonalCookie(header, { history: true })).toBe(true)
    expect(hasPersonalCookie(header, { history: false })).toBe(false)
    expect(hasPersonalCookie(`${header}; cart=[]`, { history: false })).toBe(true)
    expect(hasHistoryCookie('bh_wishlist=[1]')).toBe(false)
  })

  it('only the recorded view is a cookie alike for every guest', () => {
    expect(setsOnlyCookiesAlikeForGuests([lastViewsCookie([5])])).toBe(true)
    expect(setsOnlyCookiesAlikeForGuests([lastViewsCookie([5]), 'bh_location=%7B%7D; Path=/'])).toBe(false)
    expect(setsOnlyCookiesAlikeForGuests(['bh_token=abc; Path=/'])).toBe(false)
  })
})
