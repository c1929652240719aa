/**
 * Hostile posts to every account action (issue 5 acceptance): over-long text, wrong types, forged ids and
 * suggestions, SQL and HTML, repeated fields — as a script would post them, with a valid token. Every answer is a
 * refusal (4xx) or a page with errors, never a 500, and nothing is written. Values come from a seeded generator, so
 * a failure can be replayed (HOSTILE_SEED). Plain HTTP posts: the browser adds nothing, so this runs in one project.
 */
import { type APIRequestContext, expect, test } from '@playwright/test'
import { createRng } from '#backend/db/seed/prng.ts'
import { HOSTILE_SEED, hostileTexts, hostileValue } from '../support/hostile-values.ts'
import { pngImage } from '../support/images.ts'
import { type Buyer, backend, CLOSE, newBuyer } from './account-support.ts'

/**
 * Form fields are text: the shared fixed hostile texts, and random JSON values (tests/support/hostile-values.ts)
 * written as a script would post them. `random` picks; its seed is the run's, so a failure replays.
 */
function hostile(random: () => number): string {
  if (random() < 0.5) return hostileTexts[Math.floor(random() * hostileTexts.length)] ?? ''
  const value = hostileValue(Math.floor(random() * 0xffffffff))
  return typeof value === 'string' ? value : JSON.stringify(value)
}

async function post(request: APIRequestContext, buyer: Buyer, path: string, fields: [string, string][]) {
  const body = new URLSearchParams(fields).toString()
  const answer = await request.post(path, {
    headers: { ...CLOSE, Cookie: `bh_token=${buyer.token}`, 'Content-Type': 'application/x-www-form-urlencoded' },
    data: body,
    maxRedirects: 0,
  })
  return answer
}

test('hostile posts to the account actions are refused, never a 500, and write nothing', async ({ request }) => {
  test.skip(test.info().project.name !== 'js', 'plain HTTP posts: one project is enough')
  test.setTimeout(120_000)
  const buyer = await newBuyer(request)
  const before = await backend<{ users: Record<string, unknown> }>(request, buyer, '/api/front/users/getProfileLight')
  const random = createRng(HOSTILE_SEED).next
  const statuses: number[] = []
  const check = async (path: string, fields: [string, string][]) => {
    const answer = await post(request, buyer, path, fields)
    expect(answer.status(), `${path} ${JSON.stringify(fields).slice(0, 300)}`).toBeLessThan(500)
    statuses.push(answer.status())
  }

  for (let round = 0; round < 12; round++) {
    // Addresses: city, street and house over their lengths, forged ids and suggestions, unknown items.
    await check('/account/addresses?edit=new', [
      ['intent', 'save'],
      ['city_full', 'x'.repeat(301 + round)],
      ['street', hostile(random)],
      ['house', 'y'.repeat(51)],
      ['kladr_id', hostile(random)],
      ['fias_id', hostile(random)],
      ['default', hostile(random)],
    ])
    await check('/account/addresses?edit=new', [['pick_city', hostile(random)]])
    await check('/account/addresses?edit=new', [['pick_street', `{"street":${JSON.stringify(hostile(random))}}`]])
    await check('/account/addresses?edit=new', [
      ['intent', 'find-street'],
      ['kladr_id', hostile(random)],
    ])
    await check('/account/addresses', [
      ['intent', random() > 0.5 ? 'delete' : 'default'],
      ['id', hostile(random)],
    ])
    // Requisites: every code wrong, required fields missing or too long.
    await check('/account/requisites?edit=new', [
      ['intent', 'save'],
      ['campaign_name', random() > 0.5 ? '' : 'x'.repeat(301)],
      ['inn', hostile(random)],
      ['kpp', hostile(random)],
      ['ogrn', hostile(random)],
      ['bank_bik', hostile(random)],
      ['bank_account', hostile(random)],
      ['bank_corr_account', hostile(random)],
      ['director_fio', hostile(random)],
      ['director_phone', hostile(random)],
      ['director_email', hostile(random)],
      ['id', hostile(random)],
    ])
    await check('/account/requisites?edit=new', [
      ['intent', random() > 0.5 ? 'fill-inn' : 'find-bank'],
      ['inn', hostile(random)],
      ['bank_bik', hostile(random)],
    ])
    await check('/account/requisites', [
      ['intent', 'delete'],
      ['id', hostile(random)],
    ])
    // Profile and password: formats wrong, lengths over.
    await check('/account/profile', [
      ['intent', 'profile'],
      ['email', hostile(random)],
      ['phone', hostile(random)],
      ['birthday', hostile(random)],
      ['gender', hostile(random)],
      ['surname', 'z'.repeat(101)],
    ])
    await check('/account/profile', [
      ['intent', 'password'],
      ['mode', hostile(random)],
      ['password', 'short'],
      ['password_confirm', hostile(random)],
    ])
    // Notifications: statuses that do not exist, repeated far past the list.
    await check(
      '/account/notifications',
      Array.from({ length: 20 }, () => ['order_statuses_subscribes', hostile(random)] as [string, string]),
    )
  }

  // A photo that is not a picture, and one whose name and type lie.
  const upload = (name: string, mimeType: string, buffer: Buffer) =>
    request.post('/account/profile', {
      headers: { ...CLOSE, Cookie: `bh_token=${buyer.token}` },
      multipart: { intent: 'photo', image: { name, mimeType, buffer } },
      maxRedirects: 0,
    })
  for (const [name, type, bytes] of [
    ['x.png', 'image/png', Buffer.from('<svg onload=alert(1)>')],
    ['x.svg', 'image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['../../x.png', 'text/html', Buffer.from(pngImage(2, 2))],
  ] as const) {
    const answer = await upload(name, type, bytes)
    expect(answer.status(), name).toBeGreaterThanOrEqual(400)
    expect(answer.status(), name).toBeLessThan(500)
  }

  // Refusals all of them: no redirect (which is what a save answers), and nothing written.
  expect(statuses.filter((status) => status >= 300 && status < 400)).toEqual([])
  expect(statuses.every((status) => status >= 400 || status === 200)).toBe(true)
  const { addresses } = await backend<{ addresses: unknown[] }>(request, buyer, '/api/user/address/list')
  const { requisites } = await backend<{ requisites: unknown[] }>(request, buyer, '/api/user/requisites')
  const { order_statuses_subscribes: subscribed } = await backend<{ order_statuses_subscribes: string[] }>(
    request,
    buyer,
    '/api/front/user/notification/list',
  )
  const after = await backend<{ users: Record<string, unknown> }>(request, buyer, '/api/front/users/getProfileLight')
  expect(addresses).toEqual([])
  expect(requisites).toEqual([])
  expect(subscribed).toHaveLength(17)
  expect(after.users).toEqual(before.users)
})

test('hostile posts to sign-in, registration, sign-out and favourites: never a 500, no one signed in, no way off the site', async ({
  request,
}) => {
  test.skip(test.info().project.name !== 'js', 'plain HTTP posts: one project is enough')
  test.setTimeout(120_000)
  const random = createRng(HOSTILE_SEED ^ 0x5151).next
  const intents = ['email', 'signin-phone', 'buyer', 'merchant', 'code', 'resend']
  const fields = ['email', 'password', 'phone', 'company', 'code_notification', 'personal_data_consent', 'flow']
  for (let round = 0; round < 40; round++) {
    const path = ['/signin', '/signup', '/logout', '/wishlist'][round % 4] ?? '/signin'
    const body: [string, string][] = [
      ['intent', random() < 0.7 ? (intents[Math.floor(random() * intents.length)] ?? '') : hostile(random)],
      ['redirectTo', hostile(random)],
      ['product_id', hostile(random)],
    ]
    for (const field of fields) if (random() < 0.7) body.push([field, hostile(random)])
    const answer = await request.post(path, {
      headers: { ...CLOSE, 'Content-Type': 'application/x-www-form-urlencoded' },
      data: new URLSearchParams(body).toString(),
      maxRedirects: 0,
    })
    const label = `${path} ${JSON.stringify(body).slice(0, 300)}`
    expect(answer.status(), label).toBeLessThan(500)
    // Whatever came back, it set no session and led nowhere off the site.
    const cookies = answer.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie')
    expect(
      cookies.filter((c) => /^bh_token=[^;]+/.test(c.value)),
      label,
    ).toEqual([])
    const location = answer.headers().location
    if (location) expect(new URL(location, 'http://localhost').host, label).toBe('localhost')
  }
})
