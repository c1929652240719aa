import { describe, expect, it } from 'vitest'
import { readLastViews } from './cookies.server.ts'

const withCookie = (cookie: string) => new Request('http://shop.test/', { headers: { Cookie: cookie } })

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
