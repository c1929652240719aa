import http, { type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { pageTurns } from './page-turns.ts'

/** Holds the loop as rendering a page does: synchronously, for a few milliseconds. */
function render(ms: number) {
  const until = performance.now() + ms
  while (performance.now() < until) {}
}

let server: Server | undefined
afterEach(() => {
  server?.closeAllConnections()
  server?.close()
  server = undefined
})

/**
 * A server whose pages take 4 ms each, kept busy by `busy` connections asking page after page; `late` new connections
 * then ask one page each. Says how many pages were rendered before each late connection's page.
 */
async function pagesAheadOfNewcomers(wait: () => Promise<void>, busy: number, late: number) {
  let rendered = 0
  server = http.createServer(async (_req, res) => {
    await wait()
    render(4)
    rendered += 1
    res.end(String(rendered))
  })
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const ask = (agent: http.Agent) =>
    new Promise<number>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, agent }, (res) => {
          let body = ''
          res.on('data', (chunk) => {
            body += chunk
          })
          res.on('end', () => resolve(Number(body)))
        })
        .on('error', reject)
    })
  let running = true
  const keepAsking = async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    while (running) await ask(agent)
    agent.destroy()
  }
  const loops = Array.from({ length: busy }, keepAsking)
  // Every busy connection open and asking.
  while (rendered < busy * 2) await new Promise((resolve) => setTimeout(resolve, 5))
  const before = rendered
  const newcomers = await Promise.all(
    Array.from({ length: late }, () => ask(new http.Agent({ keepAlive: false })).then((at) => at - before)),
  )
  running = false
  await Promise.all(loops)
  return newcomers
}

describe('pageTurns', () => {
  it('starts pages in the order they asked, each in a turn of its own', async () => {
    let turnsOfTheLoop = 0
    let counting = true
    const count = () => {
      turnsOfTheLoop += 1
      if (counting) setImmediate(count)
    }
    count()
    const turn = pageTurns()
    const started: [page: number, turn: number][] = []
    await Promise.all(
      [1, 2, 3].map(async (page) => {
        await turn()
        started.push([page, turnsOfTheLoop])
      }),
    )
    counting = false
    expect(started.map(([page]) => page)).toEqual([1, 2, 3])
    const turns = started.map(([, at]) => at)
    expect(new Set(turns).size).toBe(3)
    expect(turns).toEqual([...turns].sort((a, b) => a - b))
  })

  it('lets a new connection in while open connections keep the server busy', async () => {
    // Without turns, each turn of the loop renders every page asked on the open connections and accepts one new
    // connection: the fifth newcomer waits five turns of ten pages.
    const unfair = await pagesAheadOfNewcomers(async () => {}, 10, 5)
    expect(Math.max(...unfair)).toBeGreaterThanOrEqual(30)
    // With turns, a newcomer is accepted after a page and waits behind the pages already asked for.
    const fair = await pagesAheadOfNewcomers(pageTurns(), 10, 5)
    expect(Math.max(...fair)).toBeLessThanOrEqual(25)
  })
})
