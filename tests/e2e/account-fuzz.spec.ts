/**
 * Hostile posts to every account action (issue 5 acceptance): over-long text, wrong types, forged ids and
 * suggestions, SQL and HTML, repeated fields — as a script would post them, with a valid token. Every answer is a
 * refusal (4xx) or a page with errors, never a 500, and nothing is written. Values come from a seeded generator, so
 * a failure can be replayed. Plain HTTP posts: the browser adds nothing, so this runs in one project.
 */
import { type APIRequestContext, expect, test } from '@playwright/test'
import { pngImage } from '../support/images.ts'
import { type Buyer, backend, CLOSE, newBuyer } from './account-support.ts'

/** mulberry32: a tiny seeded generator, enough to pick values reproducibly. */
function generator(seed: number) {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const HOSTILE = [
  'x'.repeat(10_000),
  "' OR 1=1; DROP TABLE users; --",
  '<script>alert(1)</script>',
  '{"$gt":""}',
  '-1',
  '99999999999999999999999',
  '\u0000\u0001\u202e',
  '١٢٣٤٥٦٧٨٩٠',
  '../../etc/passwd',
]

/** A value that is wrong for a field that has a format: a code, an id, a date, a choice. */
function hostile(random: () => number): string {
  return HOSTILE[Math.floor(random() * HOSTILE.length)] ?? ''
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
  const random = generator(20261122)
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
