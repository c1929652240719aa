/**
 * Hostile requests to every route of the storefront, through its real HTTP entry as a script sends them (the
 * security issue's acceptance: "the seeded fuzz tests grow to cover non-form bodies, huge numbers and NUL bytes on
 * every route, and find no 5xx"): query parameters and path parameters set to numbers beyond every field, NUL and
 * other control characters, broken percent-encodings, over-long and repeated values; posts of hostile form fields
 * and of bodies that are not forms; cookies of the storefront's own names holding garbage — as a guest and, where
 * a signed-in buyer sees more, as one.
 *
 * Every answer is a redirect (on this site), a page or a refusal (4xx) — never a 5xx; a refusal that is a page is in
 * Russian and shows no stack trace. Random values come from seeds derived from HOSTILE_SEED, and every request's
 * label names what it carried (the seed of a random value): a failure replays with the same HOSTILE_SEED. Plain
 * HTTP: the browser adds nothing, so this runs in one project. The back-end's own calls have their fuzz tests
 * (backend/hostile-requests.test.ts).
 */
import { type APIRequestContext, expect, test } from '@playwright/test'
import { createRng, type Rng } from '#backend/db/seed/prng.ts'
import {
  asUrlText,
  HOSTILE_SEED,
  hostileCookieValues,
  hostileRawBodies,
  hostileSegments,
  hostileUrlKinds,
  hostileUrlText,
  hostileUrlValues,
  longUrlValue,
} from '../support/hostile-values.ts'
import { CLOSE, newBuyer, uniqueIp } from './account-support.ts'
import { orderableOffers, placeOrders } from './order-support.ts'

test.beforeEach(() => {
  test.skip(test.info().project.name !== 'js', 'plain HTTP requests: one project is enough')
  test.setTimeout(150_000)
})

// ---- Sending, and what every answer must be --------------------------------------------------------------------

interface Probe {
  method: 'GET' | 'POST'
  /** Path and query, percent-encoded as they go on the wire. */
  url: string
  /** What the request carried, for a failure's message. */
  label: string
  /** The whole Cookie header (none: no cookies at all). */
  cookie?: string
  contentType?: string | null
  body?: string | Buffer
}

/** How many requests go at once: the server is one process, a few keep it busy without queueing much. */
const AT_ONCE = 3

const CYRILLIC = /[а-яё]/i
/** A stack trace's line ("    at fn (file.js:1:2)"), or an error's own words ("TypeError: …", Remix's "Error: …"). */
const STACK_FRAME = /\n\s*at \S[^\n]*(?::\d+:\d+\)?|\(native\)|\(<anonymous>\))/
const ERROR_WORDS = /\b(?:[A-Z][a-z]+)*Error: /

/** The words around the first match of `pattern` in `text`. */
function around(text: string, pattern: RegExp): string {
  const at = text.search(pattern)
  return text.slice(Math.max(0, at - 40), at + 160).replace(/\s+/g, ' ')
}

class Prober {
  readonly problems: string[] = []
  sent = 0
  /** The buyer whose requests these are, if any. */
  buyerToken: string | null = null

  constructor(
    private readonly request: APIRequestContext,
    private readonly origin: string,
  ) {}

  /** Sends the probes, a few at a time; each answer is checked, problems are kept for the end. */
  async sendAll(probes: readonly Probe[]) {
    const began = Date.now()
    let next = 0
    const worker = async () => {
      while (next < probes.length) {
        const probe = probes[next++] as Probe
        await this.send(probe)
      }
    }
    await Promise.all(Array.from({ length: AT_ONCE }, worker))
    test.info().annotations.push({ type: 'requests', description: `${probes.length} in ${Date.now() - began} ms` })
  }

  private async send(probe: Probe) {
    const where = `${probe.method} ${short(probe.url, 160)} [${short(probe.label, 700)}]`
    // An explicit Cookie header (even an empty one) keeps the context's cookie jar out: every request is on its own.
    const headers: Record<string, string> = { ...CLOSE, 'X-Real-IP': uniqueIp(), Cookie: probe.cookie ?? '' }
    if (probe.contentType) headers['Content-Type'] = probe.contentType
    this.sent++
    let answer: Awaited<ReturnType<APIRequestContext['fetch']>>
    try {
      answer = await this.request.fetch(`${this.origin}${probe.url}`, {
        method: probe.method,
        headers,
        ...(probe.body !== undefined ? { data: probe.body } : {}),
        maxRedirects: 0,
        timeout: 20_000,
      })
    } catch (error) {
      this.problems.push(`no answer: ${where}: ${short(String(error), 200)}`)
      return
    }
    const status = answer.status()
    if (status >= 500) {
      this.problems.push(`${status}: ${where}: ${short(await answer.text(), 200)}`)
    } else if (status >= 400) {
      const body = await answer.text()
      const type = answer.headers()['content-type'] ?? ''
      if (STACK_FRAME.test(body)) {
        this.problems.push(`${status} with a stack trace: ${where}: …${around(body, STACK_FRAME)}…`)
      } else if (ERROR_WORDS.test(body)) {
        this.problems.push(`${status} with an error's own words: ${where}: …${around(body, ERROR_WORDS)}…`)
      } else if (type.includes('text/html') && !CYRILLIC.test(body)) {
        this.problems.push(`${status} not in Russian: ${where}: ${short(body.replace(/\s+/g, ' '), 160)}`)
      }
    } else if (status >= 300) {
      const location = answer.headers().location ?? ''
      if (new URL(location, this.origin).origin !== this.origin) {
        this.problems.push(`${status} off the site (${short(location, 80)}): ${where}`)
      }
    }
    await answer.dispose()
  }

  /** None of the answers was a 5xx, a stack trace, an English error page or a way off the site. */
  async verdict() {
    // Whether the buyer's half ran signed in to the end (a hostile post that ended the session would make the rest a
    // guest's): said, not asserted.
    if (this.buyerToken) {
      const profile = await this.request.get(`${this.origin}/api/front/users/getProfileLight`, {
        headers: { ...CLOSE, Authorization: `Bearer ${this.buyerToken}` },
      })
      test.info().annotations.push({ type: 'buyer signed in to the end', description: String(profile.ok()) })
    }
    if (this.problems.length) {
      await test.info().attach('problems', { body: this.problems.join('\n'), contentType: 'text/plain' })
    }
    const shown = this.problems.slice(0, 40)
    if (this.problems.length > shown.length) shown.push(`…and ${this.problems.length - shown.length} more`)
    expect(shown, `HOSTILE_SEED=${HOSTILE_SEED}: ${this.problems.length} of ${this.sent} requests`).toEqual([])
  }
}

function short(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…(${text.length})` : text
}

/** A query string of [name, value] pairs, both already percent-encoded. */
const queryOf = (pairs: readonly (readonly [string, string])[]) => pairs.map(([k, v]) => `${k}=${v}`).join('&')

const withQuery = (path: string, query: string) => (query ? `${path}${path.includes('?') ? '&' : '?'}${query}` : path)

/** A random value's label: its seed, and the value as it went (cut). */
function randomValue(rng: Rng, maxChars: number): { value: string; label: string } {
  const seed = rng.int(0, 0xffffffff) >>> 0
  const value = hostileUrlText(seed, maxChars)
  return { value, label: `seed=${seed}` }
}

/** One of the fixed values, or (half the time) a random one. */
function anyValue(rng: Rng, maxChars: number): { value: string; label: string } {
  if (rng.chance(0.5)) {
    const value = rng.pick(hostileUrlValues)
    return { value, label: JSON.stringify(value) }
  }
  return randomValue(rng, maxChars)
}

/**
 * The fixed values, a kind at a time: in each request every name gets another value of the kind, from a seeded
 * place in its list on — so a few requests give every name every kind.
 */
const KIND_ROUNDS = Object.keys(hostileUrlKinds) as (keyof typeof hostileUrlKinds)[]

function kindRounds(names: readonly string[], rng: Rng): { pairs: [string, string][]; label: string }[] {
  return KIND_ROUNDS.map((kind) => {
    const values: readonly string[] = hostileUrlKinds[kind]
    const offset = rng.int(0, values.length - 1)
    const pairs = names.map((name, i): [string, string] => [name, values[(offset + i) % values.length] ?? ''])
    return { pairs, label: `${kind}: ${pairs.map(([name, value]) => `${name}=${JSON.stringify(value)}`).join(' ')}` }
  })
}

// ---- What the site holds: real slugs and ids, a buyer with orders, a payment and a confirmed cart ----------------

interface Site {
  origin: string
  productSlug: string
  /** An offer a cart takes (`product_id` of the cart) and its master product (favourites, questions). */
  offerId: number
  productId: number
  merchantId: number
  categorySlug: string
  brandSlug: string
}

async function discover(request: APIRequestContext, origin: string): Promise<Site> {
  const [offer] = await orderableOffers(request)
  if (!offer) throw new Error('no orderable offer in the demo catalogue')
  const catalog = await (await request.get(`${origin}/catalog`, { headers: CLOSE })).text()
  const brands = await (await request.get(`${origin}/brands`, { headers: CLOSE })).text()
  const categorySlug = /href="\/catalog\/([^"?#/]+)"/.exec(catalog)?.[1]
  const brandSlug = [...brands.matchAll(/href="\/brands\/([^"?#/]+)"/g)]
    .map((match) => match[1])
    .find((slug) => slug !== 'cataloque')
  if (!categorySlug || !brandSlug) throw new Error('no category or brand link found')
  return {
    origin,
    productSlug: offer.slug,
    offerId: offer.id,
    productId: offer.productId,
    merchantId: offer.merchant.id,
    categorySlug,
    brandSlug,
  }
}

interface BuyerState {
  token: string
  cookie: string
  /** An order paid by card (its thanks page, its payment) and one paid by a company's invoice (its bill). */
  cardOrder: number
  invoiceOrder: number
  paymentId: string
  /** The Cookie header of the buyer with a confirmed cart: the checkout page renders its form. */
  checkoutCookie: string
}

/** A buyer with two orders, a pending card payment, and a cart confirmed for checkout. */
async function buyerWithOrders(request: APIRequestContext, site: Site): Promise<BuyerState> {
  const { token } = await newBuyer(request)
  const cookie = `bh_token=${token}`
  const [card] = await placeOrders(request, token, { payment: 'card' })
  const [invoice] = await placeOrders(request, token, { payment: 'invoice', shift: 1 })
  if (!card || !invoice) throw new Error('no orders placed')
  // «Оплатить» on the thanks page makes the payment and goes to the sandbox gateway with its id.
  const pay = await request.post(`${site.origin}/cart/thanks`, {
    form: { order: String(card.id) },
    headers: { ...CLOSE, Cookie: cookie },
    maxRedirects: 0,
  })
  const paymentId = /\/pay\/sandbox\/([^/?#]+)/.exec(pay.headers().location ?? '')?.[1]
  if (!paymentId) throw new Error(`no payment made: ${pay.status()} ${pay.headers().location}`)
  // A cart that checkout takes: the offer as many times as its seller's minimum asks, then confirmed.
  const added = await request.post(`${site.origin}/api/cart/add`, {
    data: { product_id: site.offerId, quantity: 1 },
    headers: { ...CLOSE, Authorization: `Bearer ${token}` },
  })
  expect(added.ok(), await added.text()).toBe(true)
  const list = await request.post(`${site.origin}/api/cart/list`, {
    data: { merchants: true },
    headers: { ...CLOSE, Authorization: `Bearer ${token}` },
  })
  const { merchants = [] } = (await list.json()) as {
    merchants?: { shortfall: number; items: { product_id: number; quantity: number; step: number; price: number }[] }[]
  }
  for (const group of merchants) {
    const item = group.items[0]
    if (!item || group.shortfall <= 0) continue
    const more = Math.ceil(Math.ceil(group.shortfall / (item.price || 1)) / item.step) * item.step
    await request.post(`${site.origin}/api/cart/changeQuantity`, {
      data: { product_id: item.product_id, quantity: item.quantity + more },
      headers: { ...CLOSE, Authorization: `Bearer ${token}` },
    })
  }
  const confirm = await request.post(`${site.origin}/cart/actions`, {
    form: { intent: 'confirm' },
    headers: { ...CLOSE, Cookie: cookie },
    maxRedirects: 0,
  })
  const confirmed = confirm
    .headersArray()
    .filter((header) => header.name.toLowerCase() === 'set-cookie')
    .map((header) => header.value.split(';')[0] ?? '')
    .find((value) => value.startsWith('bh_order_confirmed='))
  const checkoutCookie = confirmed ? `${cookie}; ${confirmed}` : cookie
  test.info().annotations.push({ type: 'cart confirmed for checkout', description: String(Boolean(confirmed)) })
  return { token, cookie, cardOrder: card.id, invoiceOrder: invoice.id, paymentId, checkoutCookie }
}

async function setUp(request: APIRequestContext, baseURL: string | undefined) {
  const began = Date.now()
  // The server's own address, not `localhost`: in some sandboxes one request in fifty to `localhost` waits 5 s for
  // its connection, which thousands of requests cannot afford.
  const url = new URL(baseURL ?? 'http://localhost')
  if (url.hostname === 'localhost') url.hostname = '127.0.0.1'
  const origin = url.origin
  const site = await discover(request, origin)
  const buyer = await buyerWithOrders(request, site)
  test.info().annotations.push({ type: 'set-up', description: `${Date.now() - began} ms` })
  const prober = new Prober(request, origin)
  prober.buyerToken = buyer.token
  return { site, buyer, prober }
}

// ---- The routes and their query parameters ----------------------------------------------------------------------

/** What every shop page reads: its dialogs and their parameters, the way back, the notices. */
const COMMON = ['dialog', 'tab', 'role', 'mode', 'step', 'city_q', 'item', 'offer', 'redirectTo', 'done', 'sent']
/** Names no route reads, some of them hostile themselves (a NUL, prototype keys, brackets). */
const UNKNOWN = ['utm_source', '__proto__', 'constructor', 'a%5Bb%5D', '%00', '%']
const CATALOG = ['sort', 'direction', 'page', 'price_from', 'price_to', 'brand', 'seller', 'availability', 'search']
const ACCOUNT = ['edit', 'page', 'more', 'repeated', 'skipped', 'order']
const CART = ['payment', 'order', 'address_id']

interface QueryRoute {
  path: string
  params: readonly string[]
  /** Parameters held valid while the others are hostile (a dialog open, a look-up's kind…); `{}` first. */
  modes?: readonly Record<string, string>[]
  /** Who asks: a guest, a signed-in buyer, or both. */
  as: 'guest' | 'buyer' | 'both'
  /** Whether the buyer goes through the modes too (else the first only). */
  buyerModes?: boolean
}

function queryRoutes(site: Site, buyer: BuyerState): QueryRoute[] {
  const page = [...COMMON, ...UNKNOWN]
  const listing = [...CATALOG, ...COMMON, ...UNKNOWN]
  const account = [...ACCOUNT, ...COMMON, ...UNKNOWN]
  const cart = [...CART, ...COMMON, ...UNKNOWN]
  const visitorDialogs = ['city', 'wishlist', 'unwish', 'signin', 'signup', 'cart', 'added', 'remove', 'write-us']
  const order = String(buyer.cardOrder)
  return [
    {
      path: '/',
      params: page,
      modes: [{}, ...visitorDialogs.map((dialog) => ({ dialog }))],
      as: 'both',
      buyerModes: false,
    },
    ...['/about', '/agreement', '/privacy-policy', '/contacts', '/brands', '/brands/cataloque'].map(
      (path): QueryRoute => ({ path, params: page, as: 'guest' }),
    ),
    { path: `/brands/${site.brandSlug}`, params: listing, as: 'guest' },
    { path: '/catalog', params: listing, modes: [{}, { sort: 'price' }, { dialog: 'added' }], as: 'guest' },
    { path: `/catalog/${site.categorySlug}`, params: listing, as: 'guest' },
    {
      path: `/product/${site.productSlug}`,
      params: page,
      modes: [
        {},
        { dialog: 'price-request', item: String(site.productId) },
        { dialog: 'question', item: String(site.productId) },
        { dialog: 'added', item: String(site.offerId) },
        { dialog: 'unwish', item: String(site.productId) },
      ],
      as: 'both',
    },
    { path: '/product', params: page, as: 'guest' },
    { path: '/signin', params: page, modes: [{}, { mode: 'phone' }, { step: 'code' }], as: 'guest' },
    { path: '/signup', params: page, modes: [{}, { role: 'merchant' }, { step: 'code' }], as: 'guest' },
    { path: '/write-us', params: page, modes: [{}, { sent: '1' }], as: 'guest' },
    { path: '/price-request', params: page, modes: [{}, { item: String(site.productId) }], as: 'guest' },
    { path: '/product-question', params: page, modes: [{}, { item: String(site.productId) }], as: 'guest' },
    ...['/cart', '/cart/order', '/cart/autorisation', '/cart/checkout', '/cart/empty', '/cart/no-such-step'].map(
      (path): QueryRoute => ({ path, params: cart, as: 'both' }),
    ),
    { path: '/cart/thanks', params: cart, modes: [{}, { order }, { payment: buyer.paymentId }], as: 'both' },
    { path: `/pay/sandbox/${buyer.paymentId}`, params: cart, as: 'both' },
    { path: '/account', params: account, as: 'both' },
    { path: '/account/profile', params: account, as: 'both' },
    {
      path: '/account/addresses',
      params: account,
      modes: [{}, { edit: 'new' }, { dialog: 'address-delete' }, { dialog: 'address-default' }],
      as: 'both',
    },
    {
      path: '/account/requisites',
      params: account,
      modes: [{}, { edit: 'new' }, { dialog: 'requisite-delete' }],
      as: 'both',
    },
    {
      path: '/account/orders',
      params: account,
      modes: [{}, { dialog: 'cancel', order }, { dialog: 'repeat', order }, { more: '1' }],
      as: 'both',
    },
    { path: '/account/wishlist', params: account, as: 'both' },
    { path: '/account/questions', params: [...account, 'shown'], as: 'both' },
    { path: '/account/notifications', params: account, as: 'both' },
    { path: `/account/orders/${buyer.invoiceOrder}/bill`, params: UNKNOWN, as: 'both' },
    { path: '/cart/actions', params: ['redirectTo', ...UNKNOWN], as: 'guest' },
    { path: '/cart/checkout/delivery', params: ['address_id', 'city', 'kladr_id', ...UNKNOWN], as: 'both' },
    { path: '/location', params: ['q', 'redirectTo', ...UNKNOWN], as: 'guest' },
    { path: '/logout', params: ['redirectTo', ...UNKNOWN], as: 'guest' },
    { path: '/wishlist', params: ['redirectTo', ...UNKNOWN], as: 'guest' },
    { path: '/search/suggest', params: ['search', ...UNKNOWN], as: 'guest' },
    {
      path: '/account/lookup',
      params: ['kind', 'q', 'kladr_id', 'inn', 'bik', ...UNKNOWN],
      modes: [
        {},
        { kind: 'city' },
        { kind: 'street', kladr_id: '7700000000000' },
        { kind: 'street' },
        { kind: 'delivery' },
        { kind: 'company' },
        { kind: 'bank' },
      ],
      as: 'guest',
    },
    ...['/sitemaps/pages.xml', '/sitemaps/products-1.xml', '/robots.txt', '/sitemap.xml', '/no/such/page'].map(
      (path): QueryRoute => ({ path, params: UNKNOWN, as: 'guest' }),
    ),
  ]
}

/** How long a URL may get: Node takes 16 KB of a request's head. */
const MAX_QUERY_CHARS = 11_000

/**
 * The GETs of one route in each of its modes: every kind of fixed value in all its parameters; then, in its first
 * mode, each parameter repeated, an over-long value, random values (their seeds in the label).
 */
function queryProbes(route: QueryRoute, cookie: string | undefined, rng: Rng): Probe[] {
  const probes: Probe[] = []
  const who = cookie ? 'buyer' : 'guest'
  for (const [index, mode] of (route.modes ?? [{}]).entries()) {
    const fixed = Object.entries(mode).map(([k, v]) => [k, encodeURIComponent(v)] as const)
    const modeLabel = Object.keys(mode).length ? ` ${JSON.stringify(mode)}` : ''
    const params = route.params.filter((name) => !(name in mode))
    const get = (pairs: (readonly [string, string])[], label: string) =>
      probes.push({
        method: 'GET',
        url: withQuery(route.path, queryOf([...fixed, ...pairs])),
        label: `${who}${modeLabel} ${label}`,
        cookie,
      })
    // Another mode of the page: three of the kinds, chosen by the seed.
    const rounds = kindRounds(params, rng)
    for (const { pairs, label } of index === 0 ? rounds : rng.shuffle(rounds).slice(0, 3)) get(pairs, label)
    if (index > 0) continue
    // Each parameter many times over, the fixed values in turn.
    const times = Math.max(2, Math.floor(MAX_QUERY_CHARS / 40 / params.length))
    get(
      params.flatMap((name, i) =>
        Array.from({ length: times }, (_, n) => [name, hostileUrlValues[(i + n) % hostileUrlValues.length] ?? '']),
      ),
      `every parameter ${times} times`,
    )
    // Over-long: 10 000 characters in one parameter, chosen by the seed.
    const longOne = rng.pick(params)
    get([[longOne, longUrlValue]], `${longOne} = 10 000 × "x"`)
    // Random values in every parameter, short enough that the URL fits.
    const maxChars = Math.max(8, Math.floor(MAX_QUERY_CHARS / 9 / params.length))
    const chosen = params.map((name) => ({ name, ...anyValue(rng, maxChars) }))
    get(
      chosen.map(({ name, value }) => [name, value]),
      `random: ${chosen.map(({ name, label }) => `${name}=${label}`).join(' ')}`,
    )
  }
  return probes
}

// ---- Path parameters ------------------------------------------------------------------------------------------

/** Segments beyond the shared list: control characters, a bare `%`, the other huge numbers. */
const MORE_SEGMENTS = ['%0D%0A', '%09', '%', '%C0%80', '9007199254740993', '2147483648', '-0', '1e999', '%7F']

function pathProbes(buyer: BuyerState, rng: Rng): Probe[] {
  const segments = [...new Set([...hostileSegments, ...MORE_SEGMENTS])]
  const templates: [(segment: string) => string, 'guest' | 'both'][] = [
    [(s) => `/product/${s}`, 'guest'],
    [(s) => `/catalog/${s}`, 'guest'],
    [(s) => `/brands/${s}`, 'guest'],
    [(s) => `/pay/sandbox/${s}`, 'both'],
    [(s) => `/account/orders/${s}/bill`, 'both'],
    [(s) => `/sitemaps/${s}.xml`, 'guest'],
    [(s) => `/sitemaps/products-${s}.xml`, 'guest'],
    [(s) => `/cart/${s}`, 'both'],
    [(s) => `/account/${s}`, 'both'],
    [(s) => `/${s}`, 'guest'],
  ]
  const probes: Probe[] = []
  for (const [template, as] of templates) {
    const chosen = [
      ...segments.map((segment) => ({ segment, label: JSON.stringify(short(segment, 40)) })),
      ...Array.from({ length: 3 }, () => {
        const { value, label } = randomValue(rng, 300)
        return { segment: value, label }
      }),
    ]
    for (const { segment, label } of chosen) {
      const url = template(segment)
      probes.push({ method: 'GET', url, label: `guest ${label}` })
      if (as === 'both') probes.push({ method: 'GET', url, label: `buyer ${label}`, cookie: buyer.cookie })
    }
  }
  return probes
}

// ---- Forms ------------------------------------------------------------------------------------------------------

interface FormRoute {
  path: string
  fields: readonly string[]
  /** The values of `intent` the action tells apart (each gets its turn); none: the form has no intent. */
  intents?: readonly string[]
  /** Whom the form is for: they post all the values, the other kind of visitor a few (`both`: both post all). */
  as: 'guest' | 'buyer' | 'both'
}

const ADDRESS_FIELDS = [
  'city_full',
  'street',
  'house',
  'apartment',
  'entrance',
  'floor',
  'intercom',
  'kladr_id',
  'street_kladr_id',
  'fias_id',
  'cdek_id',
  'boxberry_id',
  'dpd_id',
  'default',
  'id',
  'pick_city',
  'pick_street',
  'picked_city',
  'picked_street',
  'city_fias_id',
  'redirectTo',
]
const REQUISITE_FIELDS = [
  'campaign_name',
  'inn',
  'kpp',
  'ogrn',
  'addr_jur',
  'bank_bik',
  'bank_name',
  'bank_account',
  'bank_corr_account',
  'director_fio',
  'director_phone',
  'director_email',
  'default',
  'id',
]
const AUTH_FIELDS = [
  'email',
  'password',
  'password_confirm',
  'phone',
  'company',
  'code_notification',
  'personal_data_consent',
  'flow',
  'redirectTo',
  'website',
  'token',
]
const AUTH_INTENTS = ['email', 'signin-phone', 'buyer', 'merchant', 'code', 'resend', 'recover', 'reset']
const CONTACT = ['name', 'email', 'phone', 'message', 'redirectTo', 'website', 'via', 'token']

function formRoutes(site: Site, buyer: BuyerState): FormRoute[] {
  return [
    {
      path: '/account/addresses?edit=new',
      fields: ADDRESS_FIELDS,
      intents: ['save', 'default', 'delete', 'find-city', 'find-street'],
      as: 'buyer',
    },
    {
      path: '/account/requisites?edit=new',
      fields: REQUISITE_FIELDS,
      intents: ['save', 'default', 'delete', 'fill-inn', 'find-bank'],
      as: 'buyer',
    },
    {
      path: '/account/profile',
      fields: [
        'surname',
        'name',
        'middle_name',
        'email',
        'phone',
        'birthday',
        'gender',
        'mode',
        'password_old',
        'password',
        'password_confirm',
        'code_notification',
        'token',
      ],
      intents: ['profile', 'password', 'phone-send', 'phone-verify', 'phone-confirm', 'phone-resend', 'phone-cancel'],
      as: 'buyer',
    },
    { path: '/account/notifications', fields: Array(12).fill('order_statuses_subscribes'), as: 'buyer' },
    {
      path: `/account/orders?dialog=cancel&order=${buyer.cardOrder}`,
      fields: ['order', 'reason', 'comment', 'redirectTo'],
      intents: ['cancel', 'repeat'],
      as: 'buyer',
    },
    {
      path: '/cart/actions',
      fields: ['product_id', 'quantity', 'set', 'confirmed', 'redirectTo'],
      intents: ['add', 'quantity', 'remove', 'confirm', 'unconfirm'],
      as: 'both',
    },
    { path: '/cart/autorisation', fields: AUTH_FIELDS, intents: AUTH_INTENTS, as: 'guest' },
    { path: '/signin', fields: AUTH_FIELDS, intents: AUTH_INTENTS, as: 'guest' },
    { path: '/signup', fields: AUTH_FIELDS, intents: AUTH_INTENTS, as: 'guest' },
    {
      path: '/cart/checkout',
      fields: [
        'idempotency_key',
        'user.fio',
        'user.phone',
        'user.email',
        'user.comment',
        'other_recipient',
        'recipient.fio',
        'recipient.phone',
        'address_id',
        'new_address.city_full',
        'new_address.street',
        'new_address.house',
        'new_address.kladr_id',
        `delivery.${site.merchantId}`,
        'payment_type',
        'requisite_id',
        'new_requisite.inn',
        'new_requisite.bank_bik',
        'passport_file_id',
        'passport_file_name',
        'agreement',
        'pick_city',
        'pick_street',
        'picked_city',
        'city_fias_id',
      ],
      intents: ['place', 'quote', 'find-city', 'find-street', 'fill-inn', 'find-bank'],
      as: 'buyer',
    },
    { path: '/cart/thanks', fields: ['order', 'order', 'order', 'redirectTo'], as: 'buyer' },
    { path: `/pay/sandbox/${buyer.paymentId}`, fields: ['outcome', 'redirectTo'], as: 'buyer' },
    { path: '/pay/sandbox/1', fields: ['outcome'], as: 'buyer' },
    { path: '/write-us', fields: CONTACT, as: 'guest' },
    {
      path: `/price-request?item=${site.productId}`,
      fields: [...CONTACT, 'quantity', 'location', 'master_product_id', 'merchant_id'],
      as: 'guest',
    },
    {
      path: `/product-question?item=${site.productId}`,
      fields: [...CONTACT, 'product_id', 'page', 'quantity', 'question', 'location'],
      as: 'guest',
    },
    { path: '/location', fields: ['city', 'kladr_id', 'fias_id', 'redirectTo'], as: 'guest' },
    { path: '/wishlist', fields: ['product_id', 'redirectTo'], intents: ['add', 'remove'], as: 'guest' },
    { path: '/logout', fields: ['redirectTo'], as: 'guest' },
  ]
}

/**
 * Routes without an action (a page, a resource route), the catch-alls whose action answers as their loader does,
 * and a page nobody has: a post to them is refused or sent on, whatever it carries.
 */
function actionlessPaths(site: Site, buyer: BuyerState): string[] {
  return [
    '/',
    '/catalog',
    `/product/${site.productSlug}`,
    '/about',
    '/cart/order',
    '/cart/no-such-step',
    '/robots.txt',
    '/sitemap.xml',
    '/search/suggest',
    '/account/lookup',
    '/cart/checkout/delivery',
    `/account/orders/${buyer.invoiceOrder}/bill`,
    '/no/such/page',
  ]
}

/** A form body of [name, value] pairs, the values already percent-encoded (so broken encodings go as they are). */
const formBody = (pairs: readonly (readonly [string, string])[]) =>
  pairs.map(([name, value]) => `${encodeURIComponent(name)}=${value}`).join('&')

/** At most this many fields get the 10 000 characters at once: the post stays under the storefront's 256 KB. */
const LONG_FIELDS = 20

/**
 * The posts of one form: every kind of fixed value in all its fields (the intents in turn), 10 000 characters in
 * each, random values for each intent, and a hostile intent. `full` false: a few of the kinds only.
 */
function formProbes(route: FormRoute, cookie: string | undefined, rng: Rng, full: boolean): Probe[] {
  const who = cookie ? 'buyer' : 'guest'
  const intents = route.intents ?? [null]
  const probes: Probe[] = []
  const post = (intent: string | null, pairs: (readonly [string, string])[], label: string) =>
    probes.push({
      method: 'POST',
      url: route.path,
      label: `${who}${intent ? ` intent=${intent}` : ''} ${label}`,
      cookie,
      contentType: 'application/x-www-form-urlencoded',
      body: formBody([...(intent ? [['intent', intent] as const] : []), ...pairs]),
    })
  const rounds = kindRounds(route.fields, rng)
  const count = full ? Math.max(rounds.length, intents.length) : 2
  const start = rng.int(0, rounds.length - 1)
  for (let k = 0; k < count; k++) {
    const { pairs, label } = rounds[(start + k) % rounds.length] ?? { pairs: [], label: '' }
    post(intents[k % intents.length] ?? null, pairs, label)
  }
  if (!full) return probes
  post(
    rng.pick(intents),
    route.fields.slice(0, LONG_FIELDS).map((name) => [name, longUrlValue]),
    'every field = 10 000 × "x"',
  )
  for (const intent of intents) {
    const chosen = route.fields.map((name) => ({ name, ...anyValue(rng, 5000) }))
    post(
      intent,
      chosen.map(({ name, value }) => [name, value]),
      `random: ${chosen.map(({ name, label }) => `${name}=${label}`).join(' ')}`,
    )
  }
  // The intent itself hostile, the fields too.
  const hostileIntent = anyValue(rng, 200)
  const chosen = route.fields.map((name) => ({ name, ...anyValue(rng, 2000) }))
  probes.push({
    method: 'POST',
    url: route.path,
    label: `${who} intent=${hostileIntent.label} random: ${chosen.map(({ name, label }) => `${name}=${label}`).join(' ')}`,
    cookie,
    contentType: 'application/x-www-form-urlencoded',
    body: formBody([['intent', hostileIntent.value], ...chosen.map(({ name, value }) => [name, value] as const)]),
  })
  return probes
}

// ---- Bodies that are not forms ----------------------------------------------------------------------------------

/** Multipart bodies with a right boundary, whose parts are hostile: names and file names with NUL, a file nobody asked for. */
function hostileMultiparts(): [string, string, Buffer][] {
  const boundary = 'hostile-boundary'
  const part = (disposition: string, body: string | Buffer, type?: string) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; ${disposition}\r\n${type ? `Content-Type: ${type}\r\n` : ''}\r\n`,
      ),
      typeof body === 'string' ? Buffer.from(body) : body,
      Buffer.from('\r\n'),
    ])
  const end = Buffer.from(`--${boundary}--\r\n`)
  const type = `multipart/form-data; boundary=${boundary}`
  return [
    [
      'multipart: NUL and huge numbers in fields',
      type,
      Buffer.concat([
        part('name="intent"', 'add'),
        part('name="product_id"', '99999999999999999999'),
        part('name="quantity"', '1e20'),
        part('name="a\u0000b"', 'a\u0000b'),
        part('name="redirectTo"', '/\u0000//evil.example'),
        end,
      ]),
    ],
    [
      'multipart: a file where none is asked for, its name hostile',
      type,
      Buffer.concat([
        part('name="intent"', 'photo'),
        part('name="image"; filename="../../\u0000.png"', Buffer.from([0, 255, 0xc3, 0x28]), 'image/png'),
        part('name="passport"; filename="%00.pdf"', Buffer.from('%PDF-1.4 \u0000'), 'application/pdf'),
        end,
      ]),
    ],
    [
      'multipart: a part without a name, a header cut',
      type,
      Buffer.concat([part('filename="x"', 'x'), Buffer.from(`--${boundary}\r\nContent-Disposition: form-da`)]),
    ],
    ['multipart: only the end', type, end],
  ]
}

// ---- Cookies ----------------------------------------------------------------------------------------------------

const COOKIE_NAMES = [
  'cart',
  'bh_cart_key',
  'bh_wishlist',
  'bh_lastviews',
  'bh_location',
  'bh_token',
  'bh_auth_step',
  'bh_phone_step',
  'bh_cart_notice',
  'bh_order_confirmed',
  'bh_locale',
]

/** Values almost right for one cookie: its shape, with numbers beyond every id, NUL, the wrong types. */
const NEAR_MISSES: Record<string, string[]> = {
  cart: [
    '[{"product_id":1e20,"quantity":1}]',
    '[{"product_id":"99999999999999999999","quantity":"1e999"}]',
    '[{"product_id":1,"quantity":-0},{"product_id":1,"quantity":2147483648}]',
    '[{"product_id":"1%00","quantity":"NaN"}]',
    `[${Array(300).fill('{"product_id":1,"quantity":1}').join(',')}]`,
  ],
  bh_wishlist: ['1e20,99999999999999999999,-0,2147483648', `[${Array(500).fill('9007199254740993').join(',')}]`],
  bh_lastviews: ['[1e999,-1e999,"1%00",null,{}]', `${Array(2000).fill('1').join(',')}`],
  bh_location: [
    '{"city":"%00","kladr_id":"99999999999999999999","fias_id":null}',
    `{"city":"${'я'.repeat(1000)}","kladr_id":"7700000000000"}`,
    '{"city":"Москва","kladr_id":"7700000000000","fias_id":"%00"}',
  ],
  bh_token: ['eyJhbGciOiJub25lIn0.eyJzdWIiOjF9.', 'Bearer%20x', '1e20'],
  bh_auth_step: [
    '{"flow":"signin","phone":"+7916%00","consent":true,"retryAt":1e999}',
    '{"flow":"register","phone":"99999999999999999999","email":"%00","company":null}',
  ],
  bh_phone_step: [
    '{"phone":"+79160000000","retryAt":1e308,"owner":"x"}',
    '{"phone":"%00","retryAt":"NaN","owner":"%00"}',
  ],
  bh_cart_notice: ['{"errors":[1e20,null],"info":"%00","item":99999999999999999999}'],
  bh_cart_key: ['..%2F..%2F', '%00'.repeat(43)],
}

/** A cookie value as it may go in a header: text percent-encoded, except the characters JSON is made of. */
const cookieText = (text: string) => asUrlText(text).replace(/%(22|2C|3A|5B|5D|7B|7D)/g, (m) => decodeURIComponent(m))

/** A Cookie header of these cookies, the buyer's token first when there is one (a hostile `bh_token` replaces it). */
function cookieHeader(values: readonly (readonly [string, string])[], token: string | null): string {
  const jar = new Map<string, string>(token ? [['bh_token', token]] : [])
  for (const [name, value] of values) jar.set(name, value)
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
}

const NEAR_MISS_ROUNDS = 3

/** Cookies holding more than this go one at a time: 16 KB is all a request's head may take. */
const LONG_COOKIE = 1000

/**
 * The Cookie headers of one visitor (the buyer's token kept, unless the token itself is the hostile one): the fixed
 * values spread over all the cookies (every cookie another value; a long one alone), each cookie's near misses the
 * same way, and one random round.
 */
function cookieJars(token: string | null, rng: Rng): { cookie: string; label: string }[] {
  const jars: { cookie: string; label: string }[] = []
  const names = token ? COOKIE_NAMES.filter((name) => name !== 'bh_token') : COOKIE_NAMES
  const short_ = hostileCookieValues.filter((value) => value.length <= LONG_COOKIE)
  const long = hostileCookieValues.filter((value) => value.length > LONG_COOKIE)
  const offset = rng.int(0, short_.length - 1)
  for (let k = 0; k * names.length < short_.length; k++) {
    const values = names.map(
      (name, i) => [name, short_[(offset + k * names.length + i) % short_.length] ?? ''] as const,
    )
    jars.push({ cookie: cookieHeader(values, token), label: `fixed: ${JSON.stringify(Object.fromEntries(values))}` })
  }
  for (const value of long) {
    const name = rng.pick(names)
    jars.push({ cookie: cookieHeader([[name, value]], token), label: `${name} = ${JSON.stringify(short(value, 40))}` })
  }
  const misses = Object.entries(NEAR_MISSES).filter(([name]) => names.includes(name))
  // Three rounds, from a seeded place in each cookie's list on: over the pages, every near miss has its turn.
  const start = rng.int(0, 100)
  for (let k = 0; k < NEAR_MISS_ROUNDS; k++) {
    const values = misses.map(
      ([name, values]) => [name, cookieText(values[(start + k) % values.length] ?? '')] as const,
    )
    // A long near miss goes alone too.
    const [longOnes, rest] = [
      values.filter(([, v]) => v.length > LONG_COOKIE),
      values.filter(([, v]) => v.length <= LONG_COOKIE),
    ]
    jars.push({ cookie: cookieHeader(rest, token), label: `near misses #${k}: ${rest.map(([n]) => n).join(' ')}` })
    for (const one of longOnes) {
      jars.push({ cookie: cookieHeader([one], token), label: `near miss #${k}: ${one[0]} (${one[1].length} chars)` })
    }
  }
  const chosen = names.map((name) => ({ name, ...randomValue(rng, 300) }))
  jars.push({
    cookie: cookieHeader(
      chosen.map(({ name, value }) => [name, value] as const),
      token,
    ),
    label: `random: ${chosen.map(({ name, label }) => `${name}=${label}`).join(' ')}`,
  })
  return jars
}

// ---- The tests ----------------------------------------------------------------------------------------------------

test('GET with hostile query parameters, on every route, as a guest and as a buyer: never a 5xx', async ({
  request,
  baseURL,
}) => {
  const { site, buyer, prober } = await setUp(request, baseURL)
  const rng = createRng(HOSTILE_SEED ^ 0x9e01)
  const probes: Probe[] = []
  for (const route of queryRoutes(site, buyer)) {
    probes.push(...queryProbes(route, undefined, rng))
    if (route.as !== 'guest') {
      const cookie = route.path.startsWith('/cart/checkout') ? buyer.checkoutCookie : buyer.cookie
      const modes = route.buyerModes === false ? [{}] : route.modes
      probes.push(...queryProbes({ ...route, modes }, cookie, rng))
    }
  }
  await prober.sendAll(probes)
  await prober.verdict()
})

test('GET with hostile path parameters (slugs, ids, files, unknown pages): never a 5xx', async ({
  request,
  baseURL,
}) => {
  const { buyer, prober } = await setUp(request, baseURL)
  await prober.sendAll(pathProbes(buyer, createRng(HOSTILE_SEED ^ 0x9e02)))
  await prober.verdict()
})

test('POST hostile form fields to every action (and to routes without one): never a 5xx', async ({
  request,
  baseURL,
}) => {
  const { site, buyer, prober } = await setUp(request, baseURL)
  const rng = createRng(HOSTILE_SEED ^ 0x9e03)
  const probes: Probe[] = []
  for (const route of formRoutes(site, buyer)) {
    const cookie = route.path === '/cart/checkout' ? buyer.checkoutCookie : buyer.cookie
    // A guest signs out as often as it likes; the buyer does last (below).
    if (route.path === '/logout') {
      probes.push(...formProbes(route, undefined, rng, true))
      continue
    }
    // Who the route is for posts everything; the other kind of visitor a few (a guest at an account action is sent
    // home, a buyer at sign-in signs in anew).
    probes.push(...formProbes(route, undefined, rng, route.as !== 'buyer'))
    probes.push(...formProbes(route, cookie, rng, route.as !== 'guest'))
  }
  for (const path of actionlessPaths(site, buyer)) {
    probes.push(
      ...formProbes({ path, fields: ['intent', 'product_id', 'redirectTo'], as: 'guest' }, undefined, rng, false),
    )
  }
  await prober.sendAll(probes)
  // Signing out last, with a buyer of its own: it ends the session it is given.
  const leaving = await newBuyer(request)
  const logout = formRoutes(site, buyer).find((route) => route.path === '/logout')
  if (logout) await prober.sendAll(formProbes(logout, `bh_token=${leaving.token}`, rng, true))
  await prober.verdict()
})

test('POST bodies that are not forms (text, JSON, XML, bytes, broken multipart) to every route: never a 5xx', async ({
  request,
  baseURL,
}) => {
  const { site, buyer, prober } = await setUp(request, baseURL)
  const bodies: (readonly [string, string | null, string | Buffer])[] = [
    ...hostileRawBodies({ intent: 'add', product_id: '99999999999999999999', redirectTo: '/%00' }).map(
      ([label, type, body]) => [label, type, typeof body === 'string' ? body : Buffer.from(body)] as const,
    ),
    ...hostileMultiparts(),
    ['an empty form', 'application/x-www-form-urlencoded', ''] as const,
    ['an empty multipart', 'multipart/form-data; boundary=x', ''] as const,
    ['a form with NUL bytes', 'application/x-www-form-urlencoded', Buffer.from('intent=add&product_id=1\u0000\u0000')],
  ]
  // Each route as the visitor it is for (the cart's as both); routes without an action as a guest.
  const targets: [string, ('guest' | 'buyer')[]][] = [
    ...formRoutes(site, buyer)
      .filter((route) => route.path !== '/logout')
      .map((route): [string, ('guest' | 'buyer')[]] => [
        route.path,
        route.as === 'both' ? ['guest', 'buyer'] : [route.as],
      ]),
    ...actionlessPaths(site, buyer).map((path): [string, ('guest' | 'buyer')[]] => [path, ['guest']]),
  ]
  const probes: Probe[] = []
  for (const [path, visitors] of targets) {
    for (const [label, contentType, body] of bodies) {
      for (const who of visitors) {
        const cookie = who === 'guest' ? undefined : path === '/cart/checkout' ? buyer.checkoutCookie : buyer.cookie
        probes.push({
          method: 'POST',
          url: path,
          label: `${who} ${label} (${contentType ?? 'no type'})`,
          cookie,
          contentType,
          body,
        })
      }
    }
  }
  await prober.sendAll(probes)
  // Sign-out last, with a buyer of its own.
  const leaving = await newBuyer(request)
  await prober.sendAll(
    bodies.map(([label, contentType, body]) => ({
      method: 'POST',
      url: '/logout',
      label: `buyer ${label} (${contentType ?? 'no type'})`,
      cookie: `bh_token=${leaving.token}`,
      contentType,
      body,
    })),
  )
  await prober.verdict()
})

test('hostile cookies of every name the storefront reads, on its pages and actions: never a 5xx', async ({
  request,
  baseURL,
}) => {
  const { site, buyer, prober } = await setUp(request, baseURL)
  const rng = createRng(HOSTILE_SEED ^ 0x9e04)
  const pages = [
    '/?dialog=wishlist',
    `/product/${site.productSlug}`,
    '/cart/order',
    '/cart/checkout',
    `/cart/thanks?order=${buyer.cardOrder}`,
    `/pay/sandbox/${buyer.paymentId}`,
    '/account/profile',
    `/account/orders/${buyer.invoiceOrder}/bill`,
    '/signin?step=code',
  ]
  const probes: Probe[] = []
  for (const url of pages) {
    for (const token of [null, buyer.token]) {
      for (const { cookie, label } of cookieJars(token, rng)) {
        probes.push({ method: 'GET', url, label: `${token ? 'buyer' : 'guest'}, ${label}`, cookie })
      }
    }
  }
  // The actions that read the cookies: the guest's cart seeds from `cart`, the code steps read theirs.
  const actions: [string, string, boolean][] = [
    ['/cart/actions', `intent=add&product_id=${site.offerId}`, false],
    ['/cart/actions', `intent=quantity&product_id=${site.offerId}&quantity=2`, true],
    ['/cart/actions', 'intent=confirm', true],
    ['/wishlist', `intent=add&product_id=${site.productId}`, false],
    ['/signin', 'intent=code&code_notification=123456', false],
    ['/signin', 'intent=resend', false],
    ['/account/profile', 'intent=phone-confirm&code_notification=123456', true],
    ['/account/profile', 'intent=phone-resend', true],
  ]
  for (const [url, body, signedIn] of actions) {
    for (const { cookie, label } of cookieJars(signedIn ? buyer.token : null, rng)) {
      probes.push({
        method: 'POST',
        url,
        label: `${signedIn ? 'buyer' : 'guest'} ${body}, ${label}`,
        cookie,
        contentType: 'application/x-www-form-urlencoded',
        body,
      })
    }
  }
  await prober.sendAll(probes)
  await prober.verdict()
})
