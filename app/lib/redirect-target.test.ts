import { describe, expect, it } from 'vitest'
import { MAX_REDIRECT_LENGTH, safeRedirectLocation, safeRedirectPath } from './redirect-target.ts'

/** Every way a value can lead off the site that we know of: each must give the fallback. */
const HOSTILE = [
  // another host, as written
  '//evil.example',
  '//evil.example/path?x=1',
  '///evil.example',
  '/\\evil.example',
  '/\\\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  // control characters browsers drop (a tab, line breaks), raw
  '/\t/evil.example/',
  '/\r\n/evil.example',
  '/\n/evil.example',
  '/\u0000x',
  '/x\u0000',
  '/x\u007f',
  '/x\u0085',
  '/x?y=\u001b',
  // the same, percent-encoded (once and twice)
  '/%09/evil.example',
  '/%0d%0a/evil.example',
  '/%00x',
  '/x%C2%85',
  '/%2F%2Fevil.example',
  '/%2f/evil.example',
  '/%5C%5Cevil.example',
  '/%5cevil.example',
  '/%252F%252Fevil.example',
  '/%25252F%25252Fevil.example',
  '/%2525252525252F%2F',
  '/x?y=%5C',
  // only what the URL parser makes of it leads away
  '/.//evil.example',
  '/./\\evil.example',
  '/..//evil.example',
  '/../..//evil.example',
  '/%2e//evil.example',
  '/%2E%2E//evil.example',
  '/a/..//evil.example',
  // not a path at all
  '%2F%2Fevil.example',
  'https://evil.example',
  'http:evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' /x',
  'evil.example',
  '?dialog=signin',
  '#top',
  '',
  '/'.padEnd(MAX_REDIRECT_LENGTH + 1, 'x'),
]

describe('safeRedirectPath', () => {
  it.each(HOSTILE)('refuses %j', (value) => {
    expect(safeRedirectPath(value)).toBe('/')
    expect(safeRedirectPath(value, '/cart/order')).toBe('/cart/order')
  })

  it('refuses what is not a string', () => {
    for (const value of [undefined, null, 42, ['/catalog'], { toString: () => '/catalog' }, new Blob(['/x'])]) {
      expect(safeRedirectPath(value, '/catalog')).toBe('/catalog')
    }
  })

  it('keeps a path of the site with its query and hash', () => {
    expect(safeRedirectPath('/')).toBe('/')
    expect(safeRedirectPath('/product/x?y=1')).toBe('/product/x?y=1')
    expect(safeRedirectPath('/catalog/gloves?sort=price&brand=a&brand=b#list')).toBe(
      '/catalog/gloves?sort=price&brand=a&brand=b#list',
    )
    expect(safeRedirectPath('/catalog?search=50%25')).toBe('/catalog?search=50%25')
    expect(safeRedirectPath('/catalog?next=//x')).toBe('/catalog?next=//x')
  })

  it('answers the normalised form, percent-encoded ASCII', () => {
    expect(safeRedirectPath('/каталог')).toBe('/%D0%BA%D0%B0%D1%82%D0%B0%D0%BB%D0%BE%D0%B3')
    expect(safeRedirectPath('/catalog?search=перчатки')).toBe(
      '/catalog?search=%D0%BF%D0%B5%D1%80%D1%87%D0%B0%D1%82%D0%BA%D0%B8',
    )
    expect(safeRedirectPath('/%D0%BA%D0%B0%D1%82%D0%B0%D0%BB%D0%BE%D0%B3')).toBe(
      '/%D0%BA%D0%B0%D1%82%D0%B0%D0%BB%D0%BE%D0%B3',
    )
    expect(safeRedirectPath('/a/./b/../c?q=a b#x y')).toBe('/a/c?q=a%20b#x%20y')
    // Nothing it answers can break a header.
    for (const value of ['/каталог?q=ё#я', '/a b', '/x?y="<>"']) {
      expect(() => new Headers({ Location: safeRedirectPath(value) })).not.toThrow()
    }
  })

  it('refuses nothing of its own answers (idempotent)', () => {
    for (const value of ['/каталог?q=ё#я', '/a/./b', '/catalog?search=50%25', '/x?y=%D0%B2']) {
      const once = safeRedirectPath(value, 'fallback')
      expect(safeRedirectPath(once, 'fallback')).toBe(once)
    }
  })
})

describe('safeRedirectLocation', () => {
  it('splits the same answer into a location', () => {
    expect(safeRedirectLocation('/catalog?sort=price#x')).toEqual({
      pathname: '/catalog',
      search: '?sort=price',
      hash: '#x',
    })
    expect(safeRedirectLocation('/.//evil.example', '/cart/order')).toEqual({
      pathname: '/cart/order',
      search: '',
      hash: '',
    })
  })
})
