/**
 * Every "way back" the storefront takes from a visitor (`redirectTo` of its forms and pages) stays on the site:
 * hostile spellings of another host — a tab or line break the browser drops, `/.//host` that URL normalisation turns
 * into `//host`, backslashes, percent-encodings, schemes, Cyrillic a header cannot carry raw — are answered below 500,
 * and every `Location` header, back link and hidden `redirectTo` field resolves to the site's own origin. Plain HTTP
 * posts and gets, as a script would send them (one project is enough), and one sign-in by phone in a real browser
 * with JavaScript on, where the client follows the redirect itself. Also: hostile catalogue and product GETs that
 * once answered 500.
 */
import { type APIRequestContext, expect, test } from '@playwright/test'
import { backendPost, CLOSE, codeSentTo, jsEnabled, newBuyer, uniqueEmail, uniquePhone } from './account-support.ts'
import { waitForHydration, waitForLiveDialog } from './hydration.ts'
import { orderableOffers } from './order-support.ts'

const HOSTILE = [
  '/\t/evil.example/',
  '/\r\n/evil.example',
  '/.//evil.example',
  '/\\evil.example',
  '//evil.example',
  '/%2F%2Fevil.example',
  '/%5C%5Cevil.example',
  '%2F%2Fevil.example',
  'https://evil.example',
  'javascript:alert(1)',
  '/%09/evil.example',
  '/каталог',
  '/\u0000x',
  '///evil.example',
  '/..//evil.example',
  '/./\\evil.example',
  '/%2e%2e//evil.example',
  '/%252F%252Fevil.example',
  '/\n/evil.example',
] as const

/** How a value is named in an assertion's message: control characters made visible. */
const shown = (value: string) => JSON.stringify(value)

/**
 * Why a way back would take a browser off the site, or null when it stays: on the site's origin, and nothing a
 * browser could read otherwise.
 */
function offSite(target: string, origin: string): string | null {
  if (target.startsWith('//')) return 'starts with //'
  if (target.includes('\\')) return 'holds a backslash'
  // biome-ignore lint/suspicious/noControlCharactersInRegex: a control character is what is looked for
  if (/[\u0000-\u001f\u007f]/.test(target)) return 'holds a control character'
  if (new URL(target, origin).origin !== origin) return 'leads to another origin'
  return null
}

function expectOnSite(target: string, origin: string, what: string) {
  expect(offSite(target, origin), `${what}: ${shown(target)}`).toBeNull()
}

/** An answer as a script sees it: status, `Location`, body. */
interface Answer {
  status: number
  location: string | null
  text: string
}

/**
 * One plain HTTP request, as a script sends it, with no cookies but those given (Node's own fetch, not following
 * redirects): a sign-in or a cart of an earlier request changes nothing of the next, which the fixture's request
 * context, keeping every cookie it is sent, would.
 */
async function send(
  origin: string,
  method: 'GET' | 'POST',
  path: string,
  options: { fields?: Record<string, string>; cookie?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = options.cookie ? { Cookie: options.cookie } : {}
  const answer = await fetch(`${origin}${path}`, {
    method,
    headers: options.fields ? { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' } : headers,
    ...(options.fields ? { body: new URLSearchParams(options.fields).toString() } : {}),
    redirect: 'manual',
  })
  return { status: answer.status, location: answer.headers.get('location'), text: await answer.text() }
}

/** Below 500, and its `Location` (when there is one) on the site. Answers the location. */
function expectAnswerOnSite(answer: Answer, origin: string, what: string): string | null {
  expect(answer.status, `${what}: status`).toBeLessThan(500)
  if (answer.location !== null) expectOnSite(answer.location, origin, `${what}: Location`)
  return answer.location
}

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', lt: '<', gt: '>', '#x27': "'", '#39': "'" }

function decodeEntities(text: string): string {
  return text.replace(/&(amp|quot|lt|gt|#x27|#39);/g, (_, name: string) => ENTITIES[name] ?? '')
}

/** Every link and every hidden way back of a page. */
function targetsOf(html: string): string[] {
  const hrefs = [...html.matchAll(/\shref="([^"]*)"/g)].map((match) => decodeEntities(match[1] ?? ''))
  const backs = [...html.matchAll(/<input[^>]*name="redirectTo"[^>]*>/g)].map((match) =>
    decodeEntities(/\svalue="([^"]*)"/.exec(match[0])?.[1] ?? ''),
  )
  return [...hrefs, ...backs]
}

/**
 * The page's links and ways back that lead off the site (what a clean page links to outside is `allowed`).
 * A page has hundreds of links: they are checked in plain code and asserted once, listing every one that leads
 * off the site.
 */
function expectPageOnSite(answer: Answer, origin: string, what: string, allowed: ReadonlySet<string>) {
  expectAnswerOnSite(answer, origin, what)
  const offending: string[] = []
  for (const target of targetsOf(answer.text)) {
    if (allowed.has(target)) continue
    const why = offSite(target, origin)
    if (why) {
      offending.push(`${shown(target)} ${why}`)
      continue
    }
    // A way back a link passes on (the auth page's tabs keep it) must be on the site too. A link that opens a
    // dialog over this very page carries the page's own query as it came, and the page reads it with the same rule.
    const params = new URL(target, origin).searchParams
    const back = params.get('redirectTo')
    const backWhy = back !== null && !params.has('dialog') ? offSite(back, origin) : null
    if (backWhy) offending.push(`${shown(target)}: its redirectTo ${backWhy}`)
  }
  expect(offending, `${what}: links and ways back off the site`).toEqual([])
}

/** What a page with no hostile value links to outside the site (none today; a partner's link, some day). */
async function offSiteLinks(origin: string, path: string): Promise<Set<string>> {
  const answer = await send(origin, 'GET', path)
  expect(answer.status, path).toBeLessThan(400)
  return new Set(targetsOf(answer.text).filter((target) => new URL(target, origin).origin !== origin))
}

const query = (value: string) => encodeURIComponent(value)

/** A product with its card's offer and brand, for the cart, the favourites and the contact forms. */
async function someProduct(request: APIRequestContext) {
  const [offer] = await orderableOffers(request)
  if (!offer) throw new Error('no orderable offer in the demo catalogue')
  return offer
}

test.describe('the way back stays on the site', () => {
  test.beforeEach(() => {
    test.skip(jsEnabled() === false, 'plain HTTP requests: one project is enough')
  })

  test('cart, favourites, city and sign-out go back to a path of the site only', async ({ request, baseURL }) => {
    test.setTimeout(90_000)
    const origin = new URL(baseURL ?? '').origin
    const offer = await someProduct(request)
    const buyer = await newBuyer(request)
    const post = (path: string, fields: Record<string, string>, cookie?: string) =>
      send(origin, 'POST', path, { fields, ...(cookie ? { cookie } : {}) })
    for (const back of HOSTILE) {
      const add = await post('/cart/actions', {
        intent: 'add',
        product_id: String(offer.id),
        quantity: String(offer.minOrder),
        redirectTo: back,
      })
      expect(add.status, `POST /cart/actions add ${shown(back)}`).toBe(303)
      expect(expectAnswerOnSite(add, origin, `POST /cart/actions add ${shown(back)}`)).toContain('dialog=added')
      // Removal's confirmation opens over the way back too.
      const remove = await post('/cart/actions', { intent: 'remove', product_id: String(offer.id), redirectTo: back })
      expectAnswerOnSite(remove, origin, `POST /cart/actions remove ${shown(back)}`)

      const wish = await post('/wishlist', { intent: 'add', product_id: String(offer.productId), redirectTo: back })
      expectAnswerOnSite(wish, origin, `POST /wishlist ${shown(back)}`)

      const city = await post('/location', {
        city: 'Москва',
        kladr_id: '7700000000000',
        fias_id: '0c5b2444-70a0-4932-980c-b4dc0d3f02b5',
        redirectTo: back,
      })
      expectAnswerOnSite(city, origin, `POST /location ${shown(back)}`)
      // Nothing usable sent: the select-city dialog again, over the way back.
      const again = await post('/location', { city: '', redirectTo: back })
      expect(expectAnswerOnSite(again, origin, `POST /location (no city) ${shown(back)}`)).toContain('dialog=city')

      const logout = await post('/logout', { redirectTo: back }, `bh_token=${buyer.token}`)
      expect(logout.status, `POST /logout ${shown(back)}`).toBe(303)
      expectAnswerOnSite(logout, origin, `POST /logout ${shown(back)}`)
    }
  })

  test('sign-in by e-mail, by an SMS code and registration go back to a path of the site only', async ({
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000)
    const origin = new URL(baseURL ?? '').origin
    const buyer = await newBuyer(request)
    const password = `pw-${Math.random().toString(36).slice(2)}-Ok`
    const email = uniqueEmail('redirect')
    await backendPost(request, buyer, '/api/changePwd', { password })
    await backendPost(request, buyer, '/api/user/updateProfile', { name: 'Иван', email, phone: buyer.phone })
    const allowed = await offSiteLinks(origin, '/signin')
    const post = (path: string, fields: Record<string, string>) => send(origin, 'POST', path, { fields })

    for (const back of HOSTILE) {
      // Signed in: back to the page.
      const signedIn = await post('/signin', { intent: 'email', email, password, redirectTo: back })
      expect(signedIn.status, `sign-in by e-mail ${shown(back)}: ${signedIn.text}`).toBe(303)
      expectAnswerOnSite(signedIn, origin, `POST /signin e-mail ${shown(back)}`)
      // Refused (no password): the /signin page with the way back in its forms and links.
      const refused = await post('/signin', { intent: 'email', email, password: '', redirectTo: back })
      expect(refused.status, `refused sign-in ${shown(back)}`).toBe(400)
      expect(refused.text).toContain('name="redirectTo"')
      expectPageOnSite(refused, origin, `POST /signin refused ${shown(back)}`, allowed)

      // The SMS code asked for: the code step over the way back; the code signs in and goes back there.
      const phone = uniquePhone().e164
      const sent = await post('/signin', { intent: 'signin-phone', phone, redirectTo: back })
      expect(sent.status, `code asked for ${shown(back)}: ${sent.text}`).toBe(303)
      expect(expectAnswerOnSite(sent, origin, `POST /signin phone ${shown(back)}`)).toContain('step=code')
      const byCode = await post('/signin', {
        intent: 'code',
        phone,
        code_notification: await codeSentTo(request, phone),
        personal_data_consent: 'on',
        redirectTo: back,
      })
      expect(byCode.status, `signed in by the code ${shown(back)}: ${byCode.text}`).toBe(303)
      expectAnswerOnSite(byCode, origin, `POST /signin code ${shown(back)}`)

      // Registration's first step answers the same way.
      const signup = await post('/signup', {
        intent: 'buyer',
        phone: uniquePhone().e164,
        personal_data_consent: 'on',
        redirectTo: back,
      })
      expect(signup.status, `POST /signup buyer ${shown(back)}: ${signup.text}`).toBe(303)
      expectAnswerOnSite(signup, origin, `POST /signup buyer ${shown(back)}`)
    }
  })

  test('the sign-in and registration pages keep only a way back of the site', async ({ baseURL }) => {
    const origin = new URL(baseURL ?? '').origin
    const allowed = await offSiteLinks(origin, '/signin')
    for (const back of HOSTILE) {
      for (const path of [
        `/signin?redirectTo=${query(back)}`,
        `/signin?mode=phone&redirectTo=${query(back)}`,
        `/signup?redirectTo=${query(back)}`,
      ]) {
        const page = await send(origin, 'GET', path)
        expect(page.text).toContain('name="redirectTo"')
        expectPageOnSite(page, origin, `GET ${path}`, allowed)
      }
    }
  })

  test('the contact forms link back to a path of the site only, before and after sending', async ({
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000)
    const origin = new URL(baseURL ?? '').origin
    const offer = await someProduct(request)
    const allowed = await offSiteLinks(origin, '/write-us')
    const phone = '+79161234567'
    const forms: { path: string; item: string; fields: Record<string, string> }[] = [
      { path: '/write-us', item: '', fields: { name: 'Анна', phone, message: 'Вопрос о доставке' } },
      {
        path: '/price-request',
        item: `item=${offer.productId}`,
        fields: { name: 'Анна', phone, quantity: '1', master_product_id: String(offer.productId) },
      },
      {
        path: '/product-question',
        item: `item=${offer.productId}`,
        fields: { name: 'Анна', phone, product_id: String(offer.productId), question: 'Есть сертификат?' },
      },
    ]
    let realPosts = 0
    for (const back of HOSTILE) {
      // The three forms at once: each request renders a whole page.
      const checks = forms.map(async (form) => {
        const what = `${form.path} ${shown(back)}`
        const withItem = (extra: string) => {
          const search = [form.item, extra].filter(Boolean).join('&')
          return search ? `${form.path}?${search}` : form.path
        }
        const page = await send(origin, 'GET', withItem(`redirectTo=${query(back)}`))
        expect(page.text, `GET ${what}`).toContain('name="redirectTo"')
        expectPageOnSite(page, origin, `GET ${what}`, allowed)
        // The success page's «Вернуться на страницу».
        const sentPage = await send(origin, 'GET', `${form.path}?sent=1&redirectTo=${query(back)}`)
        expect(sentPage.text, `GET ${what} sent`).toContain('Вернуться на страницу')
        expectPageOnSite(sentPage, origin, `GET ${what} sent`, allowed)

        // Sent as a plain post: one real message per form (the back-end counts them per IP), the rest caught by
        // the honeypot, which answers exactly as a success does.
        const real = back === '/.//evil.example'
        if (real) realPosts++
        const answer = await send(origin, 'POST', withItem(''), {
          fields: { ...form.fields, redirectTo: back, ...(real ? {} : { website: 'x' }) },
        })
        expect(answer.status, `POST ${what}: ${answer.text}`).toBe(303)
        const location = expectAnswerOnSite(answer, origin, `POST ${what}`) ?? ''
        expectOnSite(
          new URL(location, origin).searchParams.get('redirectTo') ?? '',
          origin,
          `POST ${what}: the success page's way back`,
        )
        if (real) {
          const after = await send(origin, 'GET', location)
          expect(after.text, `GET ${what} after sending`).toContain('Вернуться на страницу')
          expectPageOnSite(after, origin, `GET ${what} after sending`, allowed)
        }
      })
      await Promise.all(checks)
    }
    expect(realPosts).toBe(forms.length)
  })

  // A page served at //host/… would have relative links and forms (the header's «Продавцам», the select-city
  // search) that resolve to //host/…: the HTTP entry sends such a path to its one-slash form instead.
  test('a path that starts with two slashes is the same path with one', async ({ baseURL }) => {
    const origin = new URL(baseURL ?? '').origin
    for (const [path, collapsed] of [
      ['//evil.example/', '/evil.example/'],
      ['//evil.example/x?dialog=signin', '/evil.example/x?dialog=signin'],
      ['/\\evil.example/', '/evil.example/'],
      ['///evil.example', '/evil.example'],
    ] as const) {
      const answer = await send(origin, 'GET', path)
      expect(answer.status, shown(path)).toBe(308)
      expect(answer.location, shown(path)).toBe(collapsed)
      expectOnSite(answer.location ?? '', origin, shown(path))
    }
  })
})

test.describe('hostile catalogue and product addresses', () => {
  test.beforeEach(() => {
    test.skip(jsEnabled() === false, 'plain HTTP requests: one project is enough')
  })

  test('a price, a search or a slug no product has answers a page or 4xx, never 5xx', async ({ request, baseURL }) => {
    const origin = new URL(baseURL ?? '').origin
    const list = await request.post('/api/front/products/getProducts', { data: { per_page: 24 }, headers: CLOSE })
    const { products } = (await list.json()) as { products: { brand: { slug: string } | null }[] }
    const brand = products.find((card) => card.brand)?.brand?.slug
    const filters = [
      'price_from=99999999999999999999',
      'price_to=99999999999999999999',
      'price_from=99999999999999999999&price_to=99999999999999999999',
      'price_from=1e20',
      'price_from=-5',
      'price_to=-5',
      'price_from=NaN',
      'price_to=Infinity',
      'search=%00',
      'search=%D0%B1%D0%B8%D0%BD%D1%82%00',
      'search=%0D%0A',
      'page=99999999999999999999',
    ]
    const paths = [
      ...filters.map((filter) => `/catalog?${filter}`),
      ...(brand ? filters.map((filter) => `/brands/${brand}?${filter}`) : []),
      '/search/suggest?search=%00%00',
      '/search/suggest?search=%D0%B1%D0%B8%00',
      '/product/%00',
      '/product/%00abc',
      `/product/${'x'.repeat(300)}`,
      '/catalog/%00',
    ]
    for (const path of paths) {
      expect((await send(origin, 'GET', path)).status, `GET ${path}`).toBeLessThan(500)
    }
    for (const path of ['/product/%00', '/product/%00abc']) {
      const answer = await send(origin, 'GET', path)
      expect(answer.status, `GET ${path}`).toBe(404)
      expect(answer.text).toContain('Страница не найдена')
    }
  })
})

test.describe('sign-in by phone in a browser with JavaScript', () => {
  test('a crafted way back in the sign-in link leaves the visitor on the site, before and after the code', async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    test.skip(jsEnabled() === false, 'the client follows the redirect itself only with JavaScript')
    const origin = new URL(baseURL ?? '').origin
    // Were the browser sent away, it lands here (no network): the test sees where it went.
    await context.route(
      (url) => url.hostname.endsWith('evil.example'),
      (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: 'off the site' }),
    )
    const phone = uniquePhone()

    await page.goto(`/signin?mode=phone&redirectTo=${query('/.//evil.example/enter-code')}`)
    await waitForHydration(page, true)
    const main = page.locator('main')
    await main.getByLabel('Телефон').fill(phone.typed)
    await main.getByRole('button', { name: 'Получить код' }).click()
    await page.waitForURL((url) => url.pathname !== '/signin')
    expect(new URL(page.url()).origin, page.url()).toBe(origin)
    expect(page.url()).toContain('step=code')

    await waitForLiveDialog(page)
    const dialog = page.getByRole('dialog', { name: 'Вход' })
    await expect(dialog).toContainText(`Мы отправили код в СМС на номер +7 916 ***-**-${phone.tail}`)
    await dialog.getByLabel('Код из СМС').fill(await codeSentTo(request, phone.e164))
    await dialog.getByRole('button', { name: 'Войти' }).click()
    // A new phone: the consent first, then signed in.
    await dialog.getByRole('checkbox', { name: /Даю согласие на обработку моих персональных данных/ }).check()
    await dialog.getByRole('button', { name: 'Войти' }).click()
    await expect(page.locator('header.site-header').getByRole('link', { name: 'Личный кабинет' })).toBeVisible()
    expect(new URL(page.url()).origin, page.url()).toBe(origin)
    await expect(page.getByText('off the site')).toHaveCount(0)
  })
})
