import type { AppLoadContext } from '@remix-run/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '#backend/app.ts'
import { getProfileCall } from '#contract/users.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { getApi } from './api/api.server.ts'
import {
  PENDING_CODE_COOKIE,
  pathAfterSignOut,
  pendingCodeCookie,
  pendingCodeView,
  readGuestCart,
  readPendingCode,
  requireUser,
  signedInCookies,
  signedOutCookies,
  signOutRejectedToken,
  tokenWasRejected,
} from './auth.server.ts'

const withCookie = (cookie: string) => new Request('http://shop.test/catalog', { headers: { Cookie: cookie } })

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

describe('the code step between two posts', () => {
  it('keeps the phone in its HttpOnly cookie and shows the browser only the masked number and the wait', () => {
    const now = Date.now()
    const cookie = pendingCodeCookie({
      flow: 'merchant',
      phone: '+79161234567',
      company: 'ООО «Тест»',
      email: 'a@b.ru',
      consent: true,
      retryAt: now + 42_000,
    })
    expect(cookie).toContain('HttpOnly')
    expect(cookie).toContain('Max-Age=600')
    const saved = readPendingCode(withCookie(sentBack(cookie)))
    expect(saved).toMatchObject({ flow: 'merchant', phone: '+79161234567', company: 'ООО «Тест»', email: 'a@b.ru' })
    expect(pendingCodeView(saved, now)).toEqual({
      flow: 'merchant',
      phone: '+7 916 ***-**-67',
      consent: true,
      retryIn: 42,
    })
  })

  it('treats a forged or broken cookie as no code step', () => {
    const forged = encodeURIComponent(JSON.stringify({ flow: 'admin', phone: '+79161234567', retryAt: 0 }))
    expect(readPendingCode(withCookie(`${PENDING_CODE_COOKIE}=${forged}`))).toBeNull()
    expect(readPendingCode(withCookie(`${PENDING_CODE_COOKIE}=%7B`))).toBeNull()
  })
})

describe('a token the back-end refuses signs the visitor out', () => {
  let database: TestDatabase
  let api: AppLoadContext['api']

  beforeAll(async () => {
    database = await createTestDatabase()
    const app = createApp({ db: database.db, catalogCacheMs: 0, log: () => {} })
    api = { fetch: (request) => app.fetch(request), baseUrl: 'http://backend.internal' }
  })
  afterAll(() => database.dispose())

  const contextOf = (): AppLoadContext => ({ api, clientIp: null, cspNonce: '' })

  it('marks the request on a 401, clears the cookies on its answer and stops sending the token', async () => {
    const context = contextOf()
    const request = withCookie('bh_token=revoked-or-made-up')
    const first = await getApi(request, context)
    expect(first.hasToken).toBe(true)
    const answer = await first.call(getProfileCall)
    expect(answer.status).toBe(401)
    expect(tokenWasRejected(context)).toBe(true)

    const headers = new Headers()
    expect(signOutRejectedToken(context, headers)).toBe(true)
    expect(headers.getSetCookie().map(sentBack)).toEqual([
      'bh_token=',
      'cart=',
      'bh_cart_key=',
      `${PENDING_CODE_COOKIE}=`,
      'bh_phone_step=',
    ])
    // The rest of the request is a guest's.
    expect((await getApi(request, context)).hasToken).toBe(false)
  })

  it('leaves a fresh sign-in alone and a guest’s answers untouched', async () => {
    const context = contextOf()
    await (await getApi(withCookie('bh_token=dead'), context)).call(getProfileCall)
    const signingIn = new Headers({ 'Set-Cookie': signedInCookies('new-token')[0] ?? '' })
    signOutRejectedToken(context, signingIn)
    expect(signingIn.getSetCookie().map(sentBack)).toEqual(['bh_token=new-token'])

    const guest = contextOf()
    await (await getApi(withCookie(''), guest)).call(getProfileCall)
    expect(tokenWasRejected(guest)).toBe(false)
    const headers = new Headers()
    expect(signOutRejectedToken(guest, headers)).toBe(false)
    expect(headers.getSetCookie()).toEqual([])
  })

  it("the account pages' guard sends a guest home, and clears a dead token on the way", async () => {
    const context = contextOf()
    const request = withCookie('bh_token=dead')
    const thrown = await requireUser(request, context, await getApi(request, context)).catch((error: unknown) => error)
    expect(thrown).toBeInstanceOf(Response)
    const redirect = thrown as Response
    expect(redirect.headers.get('Location')).toBe('/')
    expect(redirect.headers.getSetCookie().map(sentBack)).toContain('bh_token=')

    const guest = contextOf()
    const guestRequest = withCookie('')
    const home = (await requireUser(guestRequest, guest, await getApi(guestRequest, guest)).catch(
      (e: unknown) => e,
    )) as Response
    expect(home.headers.get('Location')).toBe('/')
    expect(home.headers.getSetCookie()).toEqual([])
  })
})
