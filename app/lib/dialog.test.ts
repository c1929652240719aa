import { describe, expect, it } from 'vitest'
import { closeDialogHref, dialogHref, keepDataAcrossDialogs, sameSitePathname } from './dialog.ts'

const args = (current: string, next: string, extra: Partial<Parameters<typeof keepDataAcrossDialogs>[0]> = {}) =>
  ({
    currentUrl: new URL(current, 'http://shop.test'),
    nextUrl: new URL(next, 'http://shop.test'),
    currentParams: {},
    nextParams: {},
    defaultShouldRevalidate: true,
    ...extra,
  }) as Parameters<typeof keepDataAcrossDialogs>[0]

describe('dialog links', () => {
  it('opens a dialog on the current page, keeping its own parameters and replacing another dialog', () => {
    expect(
      dialogHref({ pathname: '/catalog/gloves', search: '?sort=price&dialog=city&city_q=ка' }, 'unwish', { item: 7 }),
    ).toBe('/catalog/gloves?sort=price&dialog=unwish&item=7')
  })

  it('closes every dialog parameter and nothing else', () => {
    expect(closeDialogHref({ pathname: '/', search: '?dialog=city&city_q=ом&page=2' })).toBe('/?page=2')
    expect(closeDialogHref({ pathname: '/about', search: '' })).toBe('/about')
  })

  it('never links off the site from a page whose own path starts with two slashes (a 404 of //host)', () => {
    expect(dialogHref({ pathname: '//evil.example/x', search: '' }, 'signin')).toBe('/evil.example/x?dialog=signin')
    expect(closeDialogHref({ pathname: '/\\evil.example', search: '?dialog=city' })).toBe('/evil.example')
  })
})

describe('keepDataAcrossDialogs', () => {
  it('keeps the data when only a dialog opens or closes', () => {
    expect(keepDataAcrossDialogs(args('/catalog?sort=price', '/catalog?sort=price&dialog=city'))).toBe(false)
    expect(keepDataAcrossDialogs(args('/?dialog=city&city_q=ка', '/'))).toBe(false)
  })

  it('reloads for another page, other filters or a sent form', () => {
    expect(keepDataAcrossDialogs(args('/catalog?sort=price', '/catalog?sort=new'))).toBe(true)
    expect(keepDataAcrossDialogs(args('/', '/about'))).toBe(true)
    expect(keepDataAcrossDialogs(args('/?dialog=city', '/', { formMethod: 'POST' }))).toBe(true)
  })
})

describe('keepDataAcrossDialogs after a form', () => {
  it('keeps the page data after the favourites or a contact form, whatever their query', () => {
    for (const formAction of ['/wishlist', '/write-us?index', '/price-request?item=3&offer=2', '/product-question']) {
      expect(keepDataAcrossDialogs(args('/catalog', '/catalog', { formMethod: 'POST', formAction }))).toBe(false)
    }
  })

  it('reloads it after the city changes (delivery depends on it)', () => {
    expect(
      keepDataAcrossDialogs(args('/product/x', '/product/x', { formMethod: 'POST', formAction: '/location' })),
    ).toBe(true)
  })
})

describe('sameSitePathname', () => {
  it('collapses leading slashes and backslashes to one, and leaves other paths alone', () => {
    expect(sameSitePathname('//evil.example/x')).toBe('/evil.example/x')
    expect(sameSitePathname('/\\evil.example')).toBe('/evil.example')
    expect(sameSitePathname('/catalog//x')).toBe('/catalog//x')
    expect(sameSitePathname('/')).toBe('/')
  })
})
