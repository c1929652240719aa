/**
 * Medmarket as production runs it (issue 17): two back-ends on one PostgreSQL, two storefronts in split mode, nginx
 * in front — `npm run cluster`, started by playwright.scale-out.config.ts on an empty database. A buyer's whole
 * purchase goes through nginx with each request landing wherever nginx sends it; a back-end stopped with SIGTERM
 * while traffic runs loses no request, nor does a rolling restart of every process; a back-end killed with SIGKILL
 * in the middle of a purchase, and then a storefront, leave the flow to the others. The end prints how many requests
 * each process served (nginx's log).
 */
import { execFileSync, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import common from '../../app/locales/ru/common.json' with { type: 'json' }
import { cluster } from '../../playwright.scale-out.config.ts'
import { backend, backendPost, newBuyer } from '../e2e/account-support.ts'
import { offersOfSellers, placeOrders } from '../e2e/order-support.ts'

interface Member {
  name: string
  pid: number
  port: number | null
}

const members = (): Member[] => JSON.parse(readFileSync(path.join(cluster.dir, 'processes.json'), 'utf8'))

function member(name: string): Member {
  const found = members().find((m) => m.name === name)
  if (!found) throw new Error(`no ${name} in the cluster`)
  return found
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

async function exited(pid: number, withinMs: number): Promise<boolean> {
  const until = Date.now() + withinMs
  while (Date.now() < until) {
    if (!alive(pid)) return true
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return false
}

/** How many of the requests nginx logged each process answered. */
function shares(): Map<string, number> {
  const log = readFileSync(path.join(cluster.dir, 'nginx-access.log'), 'utf8')
  const counted = new Map<string, number>()
  const names = new Map(members().map((m) => [`127.0.0.1:${m.port}`, m.name]))
  for (const match of log.matchAll(/upstream=(\S+)/g)) {
    // "a, b" when nginx passed a request on: the last one answered it.
    const name = names.get((match[1] ?? '').split(',').pop()?.trim() ?? '')
    // Not a process: nginx's own assets, or the readiness polls before the storefronts were up.
    if (name) counted.set(name, (counted.get(name) ?? 0) + 1)
  }
  return counted
}

interface OrderView {
  id: number
  payment_status: string
  status: { id: number; name: string } | string | null
  cancel_reason?: string | null
}

test.describe.configure({ mode: 'serial' })

test('both back-ends, started together on the empty database, came up and are ready', async () => {
  const processes = members()
  expect(processes.map((m) => m.name).sort()).toEqual([
    'backend-1',
    'backend-2',
    'cluster',
    'nginx',
    'storefront-1',
    'storefront-2',
  ])
  for (const m of processes) {
    expect(alive(m.pid), `${m.name} runs`).toBe(true)
    if (m.port === null) continue
    const answer = await fetch(`http://127.0.0.1:${m.port}/readyz`)
    expect(answer.status, `${m.name} /readyz`).toBe(200)
  }
})

/** The first buyer and their order, for the backup's test. */
let first: { token: string; orderId: number } | null = null

test('a buyer signs in, fills the cart, checks out, pays and cancels through nginx', async ({ request }) => {
  const buyer = await newBuyer(request)
  const [placed] = await placeOrders(request, buyer.token, { phone: buyer.phone })
  if (!placed) throw new Error('no order placed')
  first = { token: buyer.token, orderId: placed.id }
  const { payment } = (await backendPost(request, buyer, '/api/payments/create', { order_ids: [placed.id] })) as {
    payment: { id: string }
  }
  await backendPost(request, buyer, `/api/payments/sandbox/${payment.id}`, { outcome: 'pay' })
  await backendPost(request, buyer, `/api/order/cancelById/${placed.id}`, { reason: 'not_relevant', comment: null })
  const { orders } = await backend<{ orders: OrderView[] }>(
    request,
    buyer,
    `/api/v2/front/user/order/listOfUser?ids=${placed.id}`,
  )
  expect(orders.map((o) => [o.id, o.cancel_reason])).toEqual([[placed.id, 'not_relevant']])
  // The buyer's page, from whichever storefront nginx picks, shows the order.
  const page = await request.get('/account/orders', { headers: { Cookie: `bh_token=${buyer.token}` } })
  expect(page.status()).toBe(200)
  expect(await page.text()).toContain(placed.number)
  // Every process took part.
  const served = shares()
  for (const name of ['storefront-1', 'storefront-2', 'backend-1', 'backend-2']) {
    expect(served.get(name) ?? 0, `${name} served requests`).toBeGreaterThan(0)
  }
})

/**
 * Pages and calls, `loops` at a time, for `ms` and until `during` has finished; every answer's status (or the error
 * that replaced it).
 */
async function traffic(ms: number, loops: number, during: () => Promise<void>): Promise<string[]> {
  // Pages (the storefronts) and a product call each (the back-ends, through a storefront's /api).
  const catalogue = await (await fetch(`http://127.0.0.1:${cluster.listen}/catalog`)).text()
  const slugs = [...new Set([...catalogue.matchAll(/href="\/product\/([^"?#]+)"/g)].map((m) => m[1] ?? ''))]
  expect(slugs.length).toBeGreaterThan(3)
  const paths = [
    '/catalog',
    '/',
    ...slugs.flatMap((slug) => [`/product/${slug}`, `/api/v2/front/products/getMasterProductBySlug/${slug}`]),
  ]
  const until = Date.now() + ms
  let done = false
  const outcomes: string[] = []
  const loop = async (n: number) => {
    for (let i = n; !done || Date.now() < until; i++) {
      const target = paths[i % paths.length] ?? '/'
      try {
        const answer = await fetch(`http://127.0.0.1:${cluster.listen}${target}`)
        await answer.arrayBuffer()
        outcomes.push(`${answer.status} ${target}`)
      } catch (error) {
        outcomes.push(`lost ${target}: ${(error as Error).message}`)
      }
    }
  }
  const running = Array.from({ length: loops }, (_, n) => loop(n))
  try {
    await during()
  } finally {
    done = true
  }
  await Promise.all(running)
  return outcomes
}

test('a back-end stopped with SIGTERM during traffic loses no request', async () => {
  const stopped = member('backend-1')
  const outcomes = await traffic(6_000, 6, async () => {
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    process.kill(stopped.pid, 'SIGTERM')
  })
  expect(await exited(stopped.pid, 20_000), 'backend-1 exits').toBe(true)
  const failed = outcomes.filter((outcome) => !outcome.startsWith('200 '))
  console.log(`SIGTERM to backend-1: ${outcomes.length} requests during it, ${failed.length} not answered 200`)
  expect(outcomes.length).toBeGreaterThan(20)
  expect(failed).toEqual([])
})

test('a rolling restart of every process during traffic loses no request', async () => {
  // The deploy of docs/operations.md, done by the cluster on SIGHUP: each back-end (backend-1 is found stopped by
  // the test before and only started), then each storefront, stopped with SIGTERM, started again and waited for.
  const before = new Map(members().map((m) => [m.name, m.pid]))
  const replaced = ['backend-1', 'backend-2', 'storefront-1', 'storefront-2']
  const outcomes = await traffic(3_000, 6, async () => {
    await new Promise((resolve) => setTimeout(resolve, 500))
    process.kill(member('cluster').pid, 'SIGHUP')
    await expect
      .poll(() => replaced.filter((name) => member(name).pid !== before.get(name)), { timeout: 90_000 })
      .toEqual(replaced)
  })
  for (const name of replaced) {
    const m = member(name)
    expect(alive(m.pid), `${name} runs again`).toBe(true)
    expect((await fetch(`http://127.0.0.1:${m.port}/readyz`)).status, `${name} /readyz`).toBe(200)
  }
  const failed = outcomes.filter((outcome) => !outcome.startsWith('200 '))
  console.log(
    `Rolling restart of 4 processes: ${outcomes.length} requests during it, ${failed.length} not answered 200`,
  )
  expect(outcomes.length).toBeGreaterThan(50)
  expect(failed).toEqual([])
})

test('a back-end killed with SIGKILL in the middle of a purchase: the purchase ends on the other', async ({
  request,
}) => {
  const buyer = await newBuyer(request)
  const [offer] = await offersOfSellers(request, 1, 2)
  if (!offer) throw new Error('no orderable offer')
  await backendPost(request, buyer, '/api/cart/add', { product_id: offer.id, quantity: offer.minOrder })
  const killed = member('backend-2')
  process.kill(killed.pid, 'SIGKILL')
  expect(await exited(killed.pid, 5_000)).toBe(true)
  // What the buyer did before the kill is in the database: the other back-end has the session and the cart.
  const cart = (await backendPost(request, buyer, '/api/cart/list', { merchants: true })) as {
    merchants: { items: { product_id: number }[] }[]
  }
  expect(cart.merchants.flatMap((group) => group.items.map((item) => item.product_id))).toEqual([offer.id])
  // The same offer again, checkout, payment: one order, with both additions.
  const [placed, ...more] = await placeOrders(request, buyer.token, { phone: buyer.phone, shift: 2 })
  if (!placed) throw new Error('no order placed')
  expect(more).toEqual([])
  const { payment } = (await backendPost(request, buyer, '/api/payments/create', { order_ids: [placed.id] })) as {
    payment: { id: string }
  }
  await backendPost(request, buyer, `/api/payments/sandbox/${payment.id}`, { outcome: 'pay' })
  const { orders } = await backend<{ orders: OrderView[] }>(request, buyer, '/api/v2/front/user/order/listOfUser')
  expect(orders.map((o) => [o.id, o.payment_status])).toEqual([[placed.id, 'paid']])
})

test('a storefront killed with SIGKILL leaves the buyer to the other', async ({ request }) => {
  const killed = member('storefront-1')
  process.kill(killed.pid, 'SIGKILL')
  expect(await exited(killed.pid, 5_000)).toBe(true)
  const buyer = await newBuyer(request)
  const [placed] = await placeOrders(request, buyer.token, { phone: buyer.phone, shift: 1 })
  expect(placed?.id).toBeGreaterThan(0)
  const page = await request.get('/account/orders', { headers: { Cookie: `bh_token=${buyer.token}` } })
  expect(page.status()).toBe(200)
  expect(await page.text()).toContain(placed?.number ?? '')
})

test("with every back-end down, each visitor gets the storefront's «try again» page, not the balancer's 502", async () => {
  // backend-2 was killed above; backend-1 is the last one.
  const last = member('backend-1')
  process.kill(last.pid, 'SIGTERM')
  expect(await exited(last.pid, 20_000)).toBe(true)
  if (!first) throw new Error('the purchase test signs in the buyer this one sends')
  const cookie = `bh_token=${first.token}`
  const signIn = new URLSearchParams({ intent: 'password', email: 'buyer@example.ru', password: 'correct-horse' })
  const answers: string[] = []
  // Requests only a back-end can answer (a buyer's orders, a sign-in), more than nginx's tries: a balancer that took
  // a storefront's 503 for its failure would soon have no storefront left and answer with its own page.
  for (let n = 0; n < 12; n++) {
    const answer =
      n % 2 === 0
        ? await fetch(`http://127.0.0.1:${cluster.listen}/account/orders`, { headers: { Cookie: cookie } })
        : await fetch(`http://127.0.0.1:${cluster.listen}/signin`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
            body: signIn.toString(),
            redirect: 'manual',
          })
    const heading = /<h1[^>]*>([^<]*)<\/h1>/.exec(await answer.text())?.[1]
    answers.push(`${answer.status} Retry-After=${answer.headers.get('Retry-After') !== null} «${heading}»`)
  }
  expect(answers).toEqual(Array(12).fill(`503 Retry-After=true «${common.errors.unavailableTitle}»`))
})

test('a dump of the database, restored into a fresh one, serves the same orders', async () => {
  if (!first) throw new Error('the purchase test places the order this one looks for')
  const source = process.env.SCALE_OUT_DATABASE_URL ?? ''
  const restored = new URL(source)
  const name = `${restored.pathname.slice(1)}_restored`
  restored.pathname = `/${name}`
  const admin = new URL(source)
  admin.pathname = '/postgres'
  const dump = path.join(tmpdir(), `medmarket-${Date.now()}.sql`)
  // pg_dump's plain SQL, restored with psql into a new database: the operator's guide's procedure.
  execFileSync('pg_dump', ['--no-owner', '--file', dump, source])
  execFileSync('psql', [
    '-q',
    admin.toString(),
    '-c',
    `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`,
    '-c',
    `CREATE DATABASE ${name}`,
  ])
  execFileSync('psql', ['-q', '-v', 'ON_ERROR_STOP=1', '-f', dump, restored.toString()], { stdio: 'ignore' })
  const port = cluster.backendPort + 8
  const alone = spawn(process.execPath, [path.join(process.env.BUILD_DIR ?? 'build', 'backend.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: restored.toString(),
      BACKEND_PORT: String(port),
      SEED_DEMO: 'never',
    },
    stdio: 'ignore',
  })
  try {
    await expect
      .poll(async () => (await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null))?.status, { timeout: 60_000 })
      .toBe(200)
    const answer = await fetch(`http://127.0.0.1:${port}/api/v2/front/user/order/listOfUser?ids=${first.orderId}`, {
      headers: { Authorization: `Bearer ${first.token}` },
    })
    expect(answer.status).toBe(200)
    const { orders } = (await answer.json()) as { orders: OrderView[] }
    expect(orders.map((o) => [o.id, o.cancel_reason])).toEqual([[first.orderId, 'not_relevant']])
  } finally {
    alone.kill('SIGTERM')
    await exited(alone.pid ?? 0, 20_000)
    execFileSync('psql', ['-q', admin.toString(), '-c', `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`])
  }
})

test.afterAll(() => {
  const served = [...shares()].sort(([a], [b]) => a.localeCompare(b))
  console.log(`Requests served, by process (nginx's log): ${served.map(([name, n]) => `${name} ${n}`).join(', ')}`)
})
