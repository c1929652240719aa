/**
 * The holes found by probing (issue 11, decision 026), tried again through the storefront's real HTTP entry as an
 * attacker would: plain HTTP requests, as a browser without JavaScript or a script sends them. One project is
 * enough for requests that no browser renders.
 */
import { request as httpRequest } from 'node:http'
import { type APIRequestContext, expect, test } from '@playwright/test'
import { type Buyer, backend, CLOSE, newBuyer, signInBySms, uniqueEmail, uniquePhone } from './account-support.ts'
import { orderableOffers } from './order-support.ts'
import { spawnedPort, startFrozenBackend, startServer } from './spawn-server.ts'

test.beforeEach(() => {
  test.skip(test.info().project.name !== 'no-js', 'plain HTTP requests: one project is enough')
})

const FORGED = 'Запрос с другого сайта отклонён'

const cookieOf = (buyer: Buyer) => `bh_token=${buyer.token}`

interface Address {
  city_full: string
}

const addressesOf = async (request: APIRequestContext, buyer: Buyer) =>
  (await backend<{ addresses: Address[] }>(request, buyer, '/api/user/address/list')).addresses

test.describe('accounts', () => {
  test('a victim’s phone put on another account never leads her sign-in by SMS into it', async ({ request }) => {
    const attacker = await newBuyer(request)
    const bearer = (token: string) => ({ ...CLOSE, Authorization: `Bearer ${token}` })
    await request.post('/api/changePwd', {
      data: { password: 'пароль злоумышленника' },
      headers: bearer(attacker.token),
    })
    const victimPhone = uniquePhone().e164
    const taken = await request.post('/api/user/updateProfile', {
      data: { name: 'Зловред', phone: victimPhone },
      headers: bearer(attacker.token),
    })
    expect(taken.status()).toBe(422)
    expect(((await taken.json()) as { error: string }).error).toBe('Новый телефон нужно подтвердить кодом из SMS')

    const victimToken = await signInBySms(request, victimPhone)
    const profile = async (token: string) =>
      (
        (await (await request.get('/api/front/users/getProfileLight', { headers: bearer(token) })).json()) as {
          users: { id: number; phone: string }
        }
      ).users
    const victim = await profile(victimToken)
    expect(victim.phone).toBe(victimPhone)
    expect(victim.id).not.toBe((await profile(attacker.token)).id)
    expect((await profile(attacker.token)).phone).toBe(attacker.phone)
  })

  test('wrong passwords sent at once stop at the limit: each is counted before it is tried', async ({ request }) => {
    const email = uniqueEmail('parallel')
    const answers = await Promise.all(
      Array.from({ length: 24 }, () =>
        request.post('/api/v2/front/users/signin', { data: { email, password: 'неверный' }, headers: CLOSE }),
      ),
    )
    const statuses = answers.map((answer) => answer.status())
    // The run's servers allow 10 failures per e-mail (the back-end's default).
    expect(statuses.filter((status) => status === 422)).toHaveLength(10)
    expect(statuses.filter((status) => status === 429)).toHaveLength(14)
  })

  test('checks of whether an e-mail is someone else’s are limited per account', async ({ request }) => {
    const prober = await newBuyer(request)
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) {
      const answer = await request.post('/api/user/updateProfile', {
        data: { email: uniqueEmail(`probe-${i}`) },
        headers: { ...CLOSE, Authorization: `Bearer ${prober.token}` },
      })
      statuses.push(answer.status())
    }
    // 10 checks an hour per account (the back-end's default); the eleventh is refused, and says why.
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true)
    expect(statuses[10]).toBe(429)
  })
})

test.describe('posts from another site (Origin: null, Sec-Fetch-Site)', () => {
  test('are refused at every kind of route and change nothing; the same post from the site itself goes through', async ({
    request,
    baseURL,
  }) => {
    const buyer = await newBuyer(request)
    const address = { city_full: 'Бердск', street: 'ул Ленина', house: '3' }
    const targets: [string, Record<string, string>][] = [
      ['/account/addresses?edit=new', address],
      ['/account/addresses.data?edit=new', address],
      ['/cart/actions', { intent: 'add', product_id: '1', redirectTo: '/' }],
      ['/wishlist', { intent: 'add', product_id: '1', redirectTo: '/' }],
      ['/location', { city: 'Казань', kladr_id: '1600000100000', redirectTo: '/' }],
      ['/logout', { redirectTo: '/' }],
    ]
    const forgeries: Record<string, string>[] = [
      { Origin: 'null' },
      { Origin: 'http://evil.example' },
      { Origin: 'http://localhost:1' },
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'same-site' },
    ]
    for (const [path, form] of targets) {
      for (const headers of forgeries) {
        const answer = await request.post(path, {
          form,
          headers: { ...CLOSE, ...headers, Cookie: cookieOf(buyer) },
          maxRedirects: 0,
        })
        expect(answer.status(), `${path} ${JSON.stringify(headers)}`).toBe(403)
        expect(await answer.text()).toBe(FORGED)
        expect(answer.headers()['set-cookie'], path).toBeUndefined()
      }
    }
    // Nothing changed: no address, and the buyer is still signed in (the forged sign-outs did nothing).
    expect(await addressesOf(request, buyer)).toEqual([])

    const own = await request.post('/account/addresses?edit=new', {
      form: address,
      headers: {
        ...CLOSE,
        Origin: new URL(baseURL ?? '').origin,
        'Sec-Fetch-Site': 'same-origin',
        Cookie: cookieOf(buyer),
      },
      maxRedirects: 0,
    })
    expect(own.status()).toBeLessThan(400)
    expect((await addressesOf(request, buyer)).map((a) => a.city_full)).toEqual(['Бердск'])
  })
})

test.describe('bodies', () => {
  test('a post over its page’s limit is refused with 413 and a Russian page, whether its length is declared or not', async ({
    request,
    baseURL,
  }) => {
    const big = await request.post('/write-us', {
      headers: { ...CLOSE, 'Content-Type': 'application/x-www-form-urlencoded' },
      data: `name=${'я'.repeat(300_000)}`,
      maxRedirects: 0,
    })
    expect(big.status()).toBe(413)
    expect(big.headers()['content-type']).toContain('text/html')
    expect(await big.text()).toContain('Запрос слишком большой: с этой страницы можно отправить не больше 256 КБ')

    const photo = await request.post('/account/profile', {
      headers: CLOSE,
      multipart: {
        intent: 'photo',
        image: { name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(6 * 1024 * 1024) },
      },
      maxRedirects: 0,
    })
    expect(photo.status()).toBe(413)
    expect(await photo.text()).toContain('Картинка должна быть не больше 5 МБ')

    // Sent in chunks, without Content-Length: read up to the limit, then refused.
    const chunked = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const target = new URL('/cart/actions', baseURL)
      const sending = httpRequest(
        target,
        { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', Connection: 'close' } },
        (answer) => {
          let body = ''
          answer.on('data', (chunk) => {
            body += String(chunk)
          })
          answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body }))
        },
      )
      sending.on('error', reject)
      const chunk = `a=${'x'.repeat(64 * 1024)}&`
      for (let i = 0; i < 6; i++) sending.write(chunk)
      sending.end()
    })
    expect(chunked.status).toBe(413)
    expect(chunked.body).toContain('Запрос слишком большой')
  })

  test('a post that is not a form is refused at every action route, never a 500', async ({ request }) => {
    const buyer = await newBuyer(request)
    const routes = [
      '/account/profile',
      '/account/addresses',
      '/account/requisites',
      '/account/notifications',
      '/account/orders',
      '/cart/actions',
      '/cart/autorisation',
      '/cart/checkout',
      '/cart/thanks',
      '/pay/sandbox/1',
      '/price-request',
      '/product-question',
      '/signin',
      '/signup',
      '/write-us',
      '/location',
      '/logout',
      '/wishlist',
      '/no/such/page',
    ]
    const bodies: [string, string][] = [
      ['text/plain', 'name=Анна&phone=+79161234567'],
      ['application/json', '{"intent":"add","product_id":1}'],
      ['application/xml', '<?xml version="1.0"?><form><intent>add</intent></form>'],
      ['multipart/form-data', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n'],
      ['application/octet-stream', '\u0000\u0001\u0002'],
    ]
    for (const path of routes) {
      for (const [type, data] of bodies) {
        const answer = await request.post(path, {
          headers: { ...CLOSE, 'Content-Type': type, Cookie: cookieOf(buyer) },
          data,
          maxRedirects: 0,
        })
        expect(answer.status(), `${path} ${type}`).toBe(415)
        expect(await answer.text()).toContain('Запрос не похож на отправку формы')
      }
      // A form whose parts do not match its boundary, or are cut short: 400, the same Russian words.
      for (const data of [
        '--zzz\r\nContent-Disposition: form-data; name="a"\r\n\r\nb',
        '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb',
      ]) {
        const broken = await request.post(path, {
          headers: { ...CLOSE, 'Content-Type': 'multipart/form-data; boundary=x', Cookie: cookieOf(buyer) },
          data,
          maxRedirects: 0,
        })
        expect(broken.status(), `${path} broken multipart`).toBeLessThan(500)
        expect(broken.status(), `${path} broken multipart`).toBeGreaterThanOrEqual(300)
      }
    }
  })
})

test.describe('what the storefront says of the visitor', () => {
  test('its cookies are HttpOnly, and personal answers of the API are never stored', async ({ request }) => {
    const buyer = await newBuyer(request)
    const wished = await request.post('/wishlist', {
      form: { intent: 'add', product_id: '1', redirectTo: '/' },
      headers: CLOSE,
      maxRedirects: 0,
    })
    const located = await request.post('/location', {
      form: {
        city: 'Казань',
        kladr_id: '1600000100000',
        fias_id: '93b3df57-4c89-44df-ac42-96f05e9cd3b9',
        redirectTo: '/',
      },
      headers: CLOSE,
      maxRedirects: 0,
    })
    const catalog = await request.get('/catalog', { headers: CLOSE })
    const slug = /href="\/product\/([^"?#]+)"/.exec(await catalog.text())?.[1]
    const viewed = await request.get(`/product/${slug}`, { headers: CLOSE })
    for (const [name, answer] of [
      ['bh_wishlist', wished],
      ['bh_location', located],
      ['bh_lastviews', viewed],
    ] as const) {
      const cookie = answer
        .headersArray()
        .filter((header) => header.name.toLowerCase() === 'set-cookie')
        .map((header) => header.value)
        .find((value) => value.startsWith(`${name}=`))
      expect(cookie, name).toBeDefined()
      expect(cookie, name).toMatch(/;\s*HttpOnly/i)
    }

    const profile = await request.get('/api/front/users/getProfileLight', {
      headers: { ...CLOSE, Authorization: `Bearer ${buyer.token}` },
    })
    expect(profile.status()).toBe(200)
    expect(profile.headers()['cache-control']).toContain('no-store')
  })
})

test.describe('a guest’s cart', () => {
  test('keeps every add a browser sends at once', async ({ playwright, baseURL }) => {
    // A browser of its own: its cookie jar is what the requests share.
    const browser = await playwright.request.newContext({ baseURL, extraHTTPHeaders: CLOSE })
    try {
      const offers = [...new Map((await orderableOffers(browser)).map((offer) => [offer.id, offer])).values()]
      expect(offers.length).toBeGreaterThanOrEqual(11)
      const add = (productId: number) =>
        browser.post('/cart/actions', { form: { intent: 'add', product_id: String(productId) }, maxRedirects: 0 })
      // The cart begins with one add; then ten at once, each with the cookies the browser holds now.
      const [first, ...rest] = offers.slice(0, 11)
      expect((await add(first?.id ?? 0)).status()).toBe(303)
      const answers = await Promise.all(rest.map((offer) => add(offer.id)))
      for (const answer of answers) expect(answer.status()).toBe(303)

      const page = await browser.get('/cart/order')
      expect(page.status()).toBe(200)
      const html = await page.text()
      for (const offer of offers.slice(0, 11)) {
        expect(html, offer.name).toContain(`data-offer="${offer.id}"`)
      }
    } finally {
      await browser.dispose()
    }
  })
})

test.describe('with settings of its own', () => {
  test.describe.configure({ mode: 'serial' })

  test('behind a proxy that is not trusted, the visitor’s own X-Real-IP does not reset the per-IP limit', async ({
    request,
  }) => {
    test.setTimeout(120_000)
    const server = await startServer(spawnedPort(0), { TRUST_PROXY: '192.0.2.10', SIGNIN_FAILURES_PER_IP: '2' })
    try {
      const wrong = (ip: string) =>
        request.post(`${server.origin}/api/v2/front/users/signin`, {
          data: { email: `nobody-${ip}@example.test`, password: 'неверный' },
          headers: { ...CLOSE, 'X-Real-IP': ip, 'X-Forwarded-For': ip },
        })
      expect((await wrong('203.0.113.1')).status()).toBe(422)
      expect((await wrong('203.0.113.2')).status()).toBe(422)
      const locked = await wrong('203.0.113.77')
      expect(locked.status()).toBe(429)
      expect(((await locked.json()) as { error: string }).error).toBe(
        'Слишком много неудачных попыток входа. Попробуйте позже.',
      )
    } finally {
      await server.stop()
    }
  })

  test('a back-end that never answers: pages and posts answer 503 with Retry-After and the Russian page, in time', async ({
    request,
  }) => {
    test.setTimeout(120_000)
    const frozen = await startFrozenBackend(spawnedPort(1))
    const server = await startServer(spawnedPort(2), {
      API_URL: `http://127.0.0.1:${spawnedPort(1)}`,
      API_TIMEOUT_MS: '1500',
    })
    try {
      for (const answer of [
        await request.get(`${server.origin}/catalog`, { headers: CLOSE }),
        await request.get(`${server.origin}/account/orders`, { headers: { ...CLOSE, Cookie: 'bh_token=x' } }),
        await request.post(`${server.origin}/cart/actions`, {
          form: { intent: 'add', product_id: '1' },
          headers: CLOSE,
          maxRedirects: 0,
        }),
      ]) {
        expect(answer.status(), answer.url()).toBe(503)
        expect(answer.headers()['retry-after']).toBe('30')
        const page = await answer.text()
        expect(page).toContain('Сервис временно недоступен')
        expect(page).toContain('Попробовать ещё раз')
      }
      const started = Date.now()
      const api = await request.get(`${server.origin}/api/front/v2/home/getHomeData`, { headers: CLOSE })
      expect(api.status()).toBe(503)
      expect(api.headers()['retry-after']).toBe('30')
      expect(((await api.json()) as { error: string }).error).toContain('Сервис временно недоступен')
      expect(Date.now() - started).toBeLessThan(15_000)
    } finally {
      await server.stop()
      await frozen.stop()
    }
  })
})
