import { describe, expect, it } from 'vitest'
import { parseCookieHeader } from '#app/lib/cookies.server.ts'
import { DEFAULT_LOCATION } from '#contract/location.ts'
import { locationCookie, readLocationCookie } from './location.server.ts'

const withCookie = (cookie: string) => parseCookieHeader(cookie)

describe('bh_location cookie', () => {
  it('round-trips {city, fias_id, kladr_id}', () => {
    const novosibirsk = { city: 'Новосибирск', fias_id: null, kladr_id: '5400000100000' }
    const value = locationCookie(novosibirsk).split(';')[0] ?? ''
    expect(readLocationCookie(withCookie(value))).toEqual(novosibirsk)
    expect(readLocationCookie(withCookie(locationCookie(DEFAULT_LOCATION).split(';')[0] ?? ''))).toEqual(
      DEFAULT_LOCATION,
    )
  })

  it('treats a broken or foreign value as no choice', () => {
    expect(readLocationCookie(withCookie('bh_location=%7Bbroken'))).toBeNull()
    expect(readLocationCookie(withCookie(`bh_location=${encodeURIComponent('{"city":""}')}`))).toBeNull()
    expect(
      readLocationCookie(withCookie(`bh_location=${encodeURIComponent('{"city":"Омск","kladr_id":"12"}')}`)),
    ).toBeNull()
    expect(readLocationCookie(withCookie('other=1'))).toBeNull()
  })
})
