import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { JSON_BODY_MAX_BYTES } from '#backend/lib/body-limit.ts'
import { startCall } from '#contract/start.ts'
import { type BackendThread, startBackendThread } from './backend-thread.ts'

const BASE = 'http://backend.internal'

/** The back-end's own thread entry, run from source as in development, on an empty database of its own. */
let thread: BackendThread
beforeAll(async () => {
  thread = await startBackendThread(new URL('../backend/thread.ts', import.meta.url), {
    env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: 'memory://', SEED_DEMO: 'never' },
  })
}, 60_000)
afterAll(() => thread?.close())

const json = (body: unknown) => JSON.stringify(body)

function streamOf(bytes: Uint8Array, pieces = 4): ReadableStream<Uint8Array> {
  const size = Math.ceil(bytes.length / pieces)
  let at = 0
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close()
      controller.enqueue(bytes.subarray(at, at + size))
      at += size
    },
  })
}

describe('the back-end in its thread', () => {
  it('answers a call with a whole body: status, headers and body as the back-end made them', async () => {
    const answer = await thread.fetch(
      new Request(`${BASE}${startCall.path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: json({}),
      }),
    )
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(await answer.json()).toMatchObject({ categories: [], brandList: [] })
  })

  it('answers an unknown path and a refused body with the back-end’s own errors', async () => {
    const missing = await thread.fetch(new Request(`${BASE}/api/no-such-call`))
    expect(missing.status).toBe(404)
    const broken = await thread.fetch(
      new Request(`${BASE}${startCall.path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"broken',
      }),
    )
    expect(broken.status).toBe(400)
    expect((await broken.json()).error).toBeTruthy()
  })

  it('reads a relayed body as it arrives, and refuses one over its limit without a length', async () => {
    const fine = await thread.relay(
      new Request(`${BASE}${startCall.path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: streamOf(new TextEncoder().encode(json({}))),
        duplex: 'half',
      } as RequestInit),
    )
    expect(fine.status).toBe(200)
    const huge = await thread.relay(
      new Request(`${BASE}${startCall.path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: streamOf(new Uint8Array(JSON_BODY_MAX_BYTES * 3).fill(32), 48),
        duplex: 'half',
      } as RequestInit),
    )
    expect(huge.status).toBe(413)
  })

  it('gives no body to an answer that has none', async () => {
    const head = await thread.fetch(new Request(`${BASE}/api/no-such-call`, { method: 'HEAD' }))
    expect(head.status).toBe(404)
    expect(head.body).toBeNull()
  })

  it('says whether its database answers', async () => {
    expect(await thread.answers()).toBe(true)
  })
})
