import type { AppLoadContext } from '@remix-run/node'
import { describe, expect, it } from 'vitest'
import { PENDING_CODE_COOKIE, requireUser } from '#app/auth/auth.server.ts'
import { parseCookieHeader } from '#app/lib/cookies.server.ts'
import { getProfileCall } from '#contract/users.ts'
import { backendInProcess } from '#tests/support/backend-in-process.ts'
import { requestContextFor } from '#tests/support/request-context.ts'
import {
  pathAfterSignOut,
  readToken as readTokenOf,
  signedInCookies,
  signedOutCookies,
  signOutRejectedToken,
} from './session.server.ts'

const withCookie = (cookie: string) => new Request('http://shop.test/catalog', { headers: { Cookie: cookie } })

/** The token of a request's cookies. */
const readToken = (request: Request) => readTokenOf(parseCookieHeader(request.headers.get('Cookie')))

/** The name=value part of a Set-Cookie line, as a browser would send it back. */
const sentBack = (setCookie: string) => setCookie.split(';')[0] ?? ''

describe('cookies of a sign-in and a sign-out', () => {
  it('keeps the token HttpOnly and SameSite=Lax for the back-end’s 30 days, and drops the guest cart', () => {
    const [token, cart, cartKey, step] = signedInCookies('tok-123')
    expect(token).toMatch(/^bh_token=tok-123;/)
    expect(token).toContain('HttpOnly')
    expect(token).toContain('SameSite=Lax')
    expect(token).toContain('Max-Age=2592000')
    expect(token).toContain('Path=/')
    expect(cart).toMatch(/^cart=; Max-Age=0;/)
    expect(cartKey).toMatch(/^bh_cart_key=; Max-Age=0;/)
    expect(step).toMatch(new RegExp(`^${PENDING_CODE_COOKIE}=; Max-Age=0;`))
  })

  it('clears the token, the cart and the code step on sign-out', () => {
    expect(signedOutCookies().map((cookie) => cookie.split('=')[0])).toEqual([
      'bh_token',
      'cart',
      'bh_cart_key',
      PENDING_CODE_COOKIE,
      'bh_phone_step',
    ])
    for (const cookie of signedOutCookies()) expect(cookie).toContain('Max-Age=0')
  })

  it('goes back to the page after sign-out, but home from an account page (SPEC §2)', () => {
    expect(pathAfterSignOut('/catalog/gloves?page=2')).toBe('/catalog/gloves?page=2')
    expect(pathAfterSignOut('/account/profile')).toBe('/')
    expect(pathAfterSignOut('/account')).toBe('/')
    expect(pathAfterSignOut('/accounting-books')).toBe('/accounting-books')
  })
})

describe('a token the back-end refuses signs the visitor out', () => {
  const backend = backendInProcess()

  const contextOf = (request: Request): AppLoadContext => requestContextFor(request, backend.transport)

  it('marks the request on a 401, clears the cookies on its answer and stops sending the token', async () => {
    const request = withCookie('bh_token=revoked-or-made-up')
    const context = contextOf(request)
    const first = context.api
    expect(first.hasToken).toBe(true)
    const answer = await first.call(getProfileCall)
    expect(answer.status).toBe(401)
    expect(context.session.rejected).toBe(true)

    const headers = new Headers()
    expect(signOutRejectedToken(context.session, headers)).toBe(true)
    expect(headers.getSetCookie().map(sentBack)).toEqual([
      'bh_token=',
      'cart=',
      'bh_cart_key=',
      `${PENDING_CODE_COOKIE}=`,
      'bh_phone_step=',
    ])
    // The rest of the request is a guest's.
    expect(context.api.hasToken).toBe(false)
  })

  it('leaves a fresh sign-in alone and a guest’s answers untouched', async () => {
    const context = contextOf(withCookie('bh_token=dead'))
    await context.api.call(getProfileCall)
    const signingIn = new Headers({ 'Set-Cookie': signedInCookies('new-token')[0] ?? '' })
    signOutRejectedToken(context.session, signingIn)
    expect(signingIn.getSetCookie().map(sentBack)).toEqual(['bh_token=new-token'])

    const guest = contextOf(withCookie(''))
    await guest.api.call(getProfileCall)
    expect(guest.session.rejected).toBe(false)
    const headers = new Headers()
    expect(signOutRejectedToken(guest.session, headers)).toBe(false)
    expect(headers.getSetCookie()).toEqual([])
  })

  it("the account pages' guard sends a guest home, and clears a dead token on the way", async () => {
    const context = contextOf(withCookie('bh_token=dead'))
    const thrown = await requireUser(context).catch((error: unknown) => error)
    expect(thrown).toBeInstanceOf(Response)
    const redirect = thrown as Response
    expect(redirect.headers.get('Location')).toBe('/')
    expect(redirect.headers.getSetCookie().map(sentBack)).toContain('bh_token=')

    const guest = contextOf(withCookie(''))
    const home = (await requireUser(guest).catch((e: unknown) => e)) as Response
    expect(home.headers.get('Location')).toBe('/')
    expect(home.headers.getSetCookie()).toEqual([])
  })
})

describe('readToken', () => {
  it('takes a token that can go into an Authorization header, and nothing a visitor made up', async () => {
    expect(await readToken(withCookie('bh_token=abc-DEF_123'))).toBe('abc-DEF_123')
    for (const made of ['%00', 'a%00b', '%E2%80%A8', '%C3%A9', '%0D%0A', 'a%20b', `${'x'.repeat(513)}`, '']) {
      expect(await readToken(withCookie(`bh_token=${made}`)), made).toBeNull()
    }
  })
})
