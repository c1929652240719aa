import { describe, expect, it } from 'vitest'
import { pageHit } from './page-hit.ts'

const origin = 'https://medmarket.example'

describe('pageHit', () => {
  it('sends nothing for the first load', () => {
    expect(pageHit(null, `${origin}/`)).toBeNull()
  })

  it('sends the new address with the previous one as referer on a change of path or query', () => {
    expect(pageHit(`${origin}/`, `${origin}/catalog`)).toEqual({ url: `${origin}/catalog`, referer: `${origin}/` })
    expect(pageHit(`${origin}/catalog`, `${origin}/catalog?sort=price`)).toEqual({
      url: `${origin}/catalog?sort=price`,
      referer: `${origin}/catalog`,
    })
    expect(pageHit(`${origin}/about#team`, `${origin}/contacts`)?.referer).toBe(`${origin}/about#team`)
  })

  it('sends nothing when only the hash changes or nothing does (a form posted back to the same page)', () => {
    expect(pageHit(`${origin}/about`, `${origin}/about#history`)).toBeNull()
    expect(pageHit(`${origin}/about#a`, `${origin}/about#b`)).toBeNull()
    expect(pageHit(`${origin}/about`, `${origin}/about`)).toBeNull()
  })
})
