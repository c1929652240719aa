import { describe, expect, it } from 'vitest'
import { createSwrCache } from './swr-cache.server.ts'

function setup(maxEntries = 10) {
  let clock = 0
  const cache = createSwrCache<string>({ freshMs: 100, staleMs: 1000, maxEntries, now: () => clock })
  return { cache, tick: (ms: number) => (clock += ms) }
}

describe('createSwrCache', () => {
  it('serves a fresh value without loading again', async () => {
    const { cache, tick } = setup()
    let loads = 0
    const loader = async () => `v${++loads}`
    expect(await cache.get('a', loader)).toBe('v1')
    tick(50)
    expect(await cache.get('a', loader)).toBe('v1')
    expect(loads).toBe(1)
  })

  it('serves a stale value at once and refreshes it in the background', async () => {
    const { cache, tick } = setup()
    let loads = 0
    const loader = async () => `v${++loads}`
    await cache.get('a', loader)
    tick(500)
    expect(await cache.get('a', loader)).toBe('v1')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(await cache.get('a', loader)).toBe('v2')
  })

  it('loads again before answering once the stale life is over', async () => {
    const { cache, tick } = setup()
    let loads = 0
    const loader = async () => `v${++loads}`
    await cache.get('a', loader)
    tick(5000)
    expect(await cache.get('a', loader)).toBe('v2')
  })

  it('never keeps what the caller says is a failure', async () => {
    const { cache } = setup()
    let loads = 0
    const loader = async () => (++loads === 1 ? 'error' : 'ok')
    const keep = (v: string) => v !== 'error'
    expect(await cache.get('a', loader, keep)).toBe('error')
    expect(await cache.get('a', loader, keep)).toBe('ok')
  })

  it('asks once for many concurrent requests of one key', async () => {
    const { cache } = setup()
    let loads = 0
    const loader = () => new Promise<string>((resolve) => setTimeout(() => resolve(`v${++loads}`), 5))
    const values = await Promise.all([cache.get('a', loader), cache.get('a', loader), cache.get('a', loader)])
    expect(values).toEqual(['v1', 'v1', 'v1'])
    expect(loads).toBe(1)
  })

  it('drops the least recently used entry beyond its bound', async () => {
    const { cache } = setup(2)
    await cache.get('a', async () => 'a')
    await cache.get('b', async () => 'b')
    await cache.get('a', async () => 'a2')
    await cache.get('c', async () => 'c')
    expect(cache.size).toBe(2)
    expect(await cache.get('a', async () => 'a3')).toBe('a')
    expect(await cache.get('b', async () => 'b2')).toBe('b2')
  })

  it('keeps each entry for the life its caller gave', async () => {
    const { cache, tick } = setup()
    let loads = 0
    const loader = async () => `v${++loads}`
    const long = { freshMs: 10_000, staleMs: 100_000 }
    await cache.get('long', loader, undefined, long)
    await cache.get('default', loader)
    tick(5000)
    // The default life (100 ms fresh, 1 s stale) is over; the long one is still fresh.
    expect(await cache.get('long', loader, undefined, long)).toBe('v1')
    expect(await cache.get('default', loader)).toBe('v3')
  })
})
