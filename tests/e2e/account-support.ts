/**
 * What the account and auth specs share: a buyer made through the back-end (SMS code from the outbox, read by the e2e
 * administrator), signed in by putting the token into the `bh_token` cookie — the `buyer` fixture of this module's
 * `test` — and the back-end's view of that buyer's data for the assertions. Phones are unique per test (both
 * projects share one server), and each buyer asks for the code from an IP of its own (X-Real-IP, believed from the
 * storefront's trusted proxy hop): the back-end allows 20 codes an hour per IP, and a full run makes more buyers than
 * that.
 */
import { type APIRequestContext, type BrowserContext, test as base, expect, type Page } from '@playwright/test'
import { admin } from '../../playwright.config.ts'
import { waitForHydration } from './hydration.ts'

export const REQUIRED = 'Это поле — обязательно для заполнения'

/**
 * Every API call of these tests closes its connection: a kept-alive socket that sat idle through the browser's
 * steps may be closed by the server just as it is reused (ECONNRESET), which is noise, not a finding.
 */
export const CLOSE = { Connection: 'close' } as const

/** A mobile number nobody else in this run has, +7 916 and seven random digits: as stored, as typed, its end. */
export function uniquePhone(): { e164: string; typed: string; tail: string } {
  const rest = String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')
  return {
    e164: `+7916${rest}`,
    typed: `8 916 ${rest.slice(0, 3)}-${rest.slice(3, 5)}-${rest.slice(5)}`,
    tail: rest.slice(5),
  }
}

/** An address of its own, for X-Real-IP: the per-IP limits then count this test alone. */
export function uniqueIp(): string {
  const octet = () => 1 + Math.floor(Math.random() * 254)
  return `10.${octet()}.${octet()}.${octet()}`
}

export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@example.test`
}

async function adminToken(request: APIRequestContext, origin: string): Promise<string> {
  const signIn = await request.post(`${origin}/api/v2/front/users/signin`, { data: admin, headers: CLOSE })
  expect(signIn.ok()).toBe(true)
  return ((await signIn.json()) as { access_token: string }).access_token
}

/**
 * What the embedded SMS provider "sent" to the phone, the newest message, read by the e2e administrator of the
 * server at `origin` (the test's own by default).
 */
export async function outbox(request: APIRequestContext, phone: string, origin = ''): Promise<{ text: string }[]> {
  const answer = await request.get(`${origin}/api/admin/sms_outbox?phone=${encodeURIComponent(phone)}&per_page=1`, {
    headers: { ...CLOSE, Authorization: `Bearer ${await adminToken(request, origin)}` },
  })
  expect(answer.ok()).toBe(true)
  return ((await answer.json()) as { data: { text: string }[] }).data
}

/** The newest code sent to the phone (by the server at `origin`, the test's own by default). */
export async function codeSentTo(request: APIRequestContext, phone: string, origin = ''): Promise<string> {
  const [row] = await outbox(request, phone, origin)
  const code = row?.text.match(/\d{6}/)?.[0]
  if (!code) throw new Error(`no code in the outbox for ${phone}`)
  return code
}

export interface Buyer {
  phone: string
  token: string
}

/** A new buyer, made the way a visitor signs in by phone: code sent, code read, signed in with the consent. */
export async function newBuyer(request: APIRequestContext, origin = ''): Promise<Buyer> {
  const phone = uniquePhone().e164
  return { phone, token: await signInBySms(request, phone, origin) }
}

/**
 * Signs in by the phone as a visitor does (code sent, read from the outbox, typed with the consent) and answers the
 * token: a phone nobody has makes a new buyer, a phone an account has proven enters that account.
 */
export async function signInBySms(request: APIRequestContext, phone: string, origin = ''): Promise<string> {
  const sent = await request.post(`${origin}/api/front/user/sendSmsCode`, {
    data: { phone },
    headers: { ...CLOSE, 'X-Real-IP': uniqueIp() },
  })
  expect(sent.ok(), await sent.text()).toBe(true)
  const signIn = await request.post(`${origin}/api/front/users/signinBySMS`, {
    data: { phone, code_notification: await codeSentTo(request, phone, origin), personal_data_consent: true },
    headers: CLOSE,
  })
  expect(signIn.ok(), await signIn.text()).toBe(true)
  return ((await signIn.json()) as { access_token: string }).access_token
}

/** Signs the browser in as the buyer: the token in `bh_token`, as the sign-in would leave it. */
export async function signIn(context: BrowserContext, buyer: Pick<Buyer, 'token'>, baseURL: string | undefined) {
  await context.addCookies([
    { name: 'bh_token', value: buyer.token, url: baseURL ?? '', httpOnly: true, sameSite: 'Lax' },
  ])
}

/** The specs' `test`, with `buyer`: a new buyer, signed in in the test's browser. */
export const test = base.extend<{ buyer: Buyer }>({
  buyer: async ({ request, context, baseURL }, use) => {
    const buyer = await newBuyer(request)
    await signIn(context, buyer, baseURL)
    await use(buyer)
  },
})

/** The buyer's data as the back-end holds it. */
export async function backend<T>(request: APIRequestContext, buyer: Buyer, path: string): Promise<T> {
  const answer = await request.get(path, { headers: { ...CLOSE, Authorization: `Bearer ${buyer.token}` } })
  expect(answer.ok(), await answer.text()).toBe(true)
  return (await answer.json()) as T
}

export async function backendPost(request: APIRequestContext, buyer: Buyer, path: string, data: unknown) {
  const answer = await request.post(path, { data, headers: { ...CLOSE, Authorization: `Bearer ${buyer.token}` } })
  expect(answer.ok(), await answer.text()).toBe(true)
  return answer.json()
}

/** Whether this test runs with JavaScript (the `js` project) or without (`no-js`). */
export function jsEnabled(): boolean {
  return base.info().project.use.javaScriptEnabled !== false
}

/** Opens a page, ready for clicks (hydrated when JavaScript runs). */
export async function openPage(page: Page, path: string) {
  await page.goto(path)
  await waitForHydration(page, jsEnabled())
}

/**
 * With JavaScript the success notice goes after 3 s (SPEC §8) and leaves the URL; without, it stays. Either way it
 * is there first.
 */
export async function expectNotice(page: Page, text: string) {
  await expect(page.locator('.account-alert')).toHaveText(text)
}
