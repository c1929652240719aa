import { describe, expect, it } from 'vitest'
import { redirectDone, required, signedIn } from './account.server.ts'

describe('answers of the account actions', () => {
  it('a dead token (401) goes home and clears the cookie', () => {
    let thrown: unknown
    try {
      signedIn({ data: null, error: 'Требуется вход', status: 401 })
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(Response)
    const response = thrown as Response
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/')
    expect(response.headers.getSetCookie().some((c) => c.startsWith('bh_token=;'))).toBe(true)
    expect(response.headers.get('Cache-Control')).toBe('private, no-store')
  })

  it('a list the page needs turns a failure into the 500 page, and gives the data otherwise', () => {
    expect(required({ data: { addresses: [] }, error: null, status: 200 })).toEqual({ addresses: [] })
    const failure = (() => {
      try {
        required({ data: null, error: 'Непредвиденная ошибка', status: 502 })
      } catch (error) {
        return error as Response
      }
    })()
    expect(failure?.status).toBe(500)
  })

  it('a save goes back to the page with its notice, never cached', () => {
    const response = redirectDone('/account/addresses', 'deleted')
    expect(response.status).toBe(303)
    expect(response.headers.get('Location')).toBe('/account/addresses?done=deleted')
    expect(response.headers.get('Cache-Control')).toBe('private, no-store')
  })
})
