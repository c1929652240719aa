/**
 * The back-end's entry guards on a small app of their own: the body limit at its exact edge (with a Content-Length,
 * without one, with one that lies), the no-store rule beside a route's own header, and the refusal of a path with
 * U+0000.
 */
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { type BodyLimit, limitRequestBodies } from './body-limit.ts'
import { isPersonal, noStoreForPersonalAnswers } from './cache-control.ts'
import { AppError, messages } from './errors.ts'
import { refuseUnstorablePaths } from './http.ts'

const LIMIT = 1000
const limit: BodyLimit = { maxBytes: LIMIT, refusal: () => new AppError(413, `${messages.tooLarge}: тест`) }

function limitedApp() {
  const app = new Hono()
  app.onError((error, c) =>
    error instanceof AppError ? c.json({ error: error.message }, error.status) : c.json({ error: 'boom' }, 500),
  )
  app.use(
    '*',
    limitRequestBodies(() => limit),
  )
  app.post('/echo', async (c) => c.json({ size: (await c.req.arrayBuffer()).byteLength }))
  return app
}

/** A stream of `size` bytes in chunks of `chunk`, counting what was read of it. */
function stream(size: number, chunk = 100) {
  const counter = { read: 0 }
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (counter.read >= size) return controller.close()
        const piece = new Uint8Array(Math.min(chunk, size - counter.read)).fill(0x61)
        counter.read += piece.length
        controller.enqueue(piece)
      },
    },
    { highWaterMark: 0 },
  )
  return { body, counter }
}

const post = (app: Hono, body: BodyInit, headers: Record<string, string> = {}) =>
  Promise.resolve(
    app.fetch(new Request('http://test/echo', { method: 'POST', body, headers, duplex: 'half' } as RequestInit)),
  )

describe('limitRequestBodies', () => {
  it('takes a body of exactly the limit, with a Content-Length and as a stream, and hands it on whole', async () => {
    const app = limitedApp()
    const withLength = await post(app, new Uint8Array(LIMIT), { 'Content-Length': String(LIMIT) })
    expect(await withLength.json()).toEqual({ size: LIMIT })
    const streamed = await post(app, stream(LIMIT).body)
    expect(await streamed.json()).toEqual({ size: LIMIT })
  })

  it('refuses one byte more: at once when a Content-Length says so, else as soon as the stream passes it', async () => {
    const app = limitedApp()
    const declared = stream(LIMIT + 1)
    const refused = await post(app, declared.body, { 'Content-Length': String(LIMIT + 1) })
    expect(refused.status).toBe(413)
    expect(refused.headers.get('connection')).toBe('close')
    expect(declared.counter.read).toBe(0)
    const endless = stream(1_000_000)
    expect((await post(app, endless.body)).status).toBe(413)
    expect(endless.counter.read).toBeLessThanOrEqual(LIMIT + 100)
  })

  it('counts the bytes whatever a Content-Length claims', async () => {
    const app = limitedApp()
    const lying = stream(100_000)
    const response = await post(app, lying.body, { 'Content-Length': '10' })
    expect(response.status).toBe(413)
    expect(lying.counter.read).toBeLessThanOrEqual(LIMIT + 100)
    // A Content-Length that is no number decides nothing either.
    expect((await post(app, stream(LIMIT + 1).body, { 'Content-Length': 'lots' })).status).toBe(413)
  })

  it('answers a body the client stopped sending with 400, not a failure', async () => {
    const app = limitedApp()
    const broken = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.error(new Error('connection reset'))
      },
    })
    const response = await post(app, broken)
    expect(response.status).toBe(400)
    expect((await response.json()).error).toBe(messages.bodyBroken)
  })
})

describe('noStoreForPersonalAnswers', () => {
  const signedIn = new Set(['GET /own'])
  function app() {
    const app = new Hono()
    app.use('*', noStoreForPersonalAnswers(signedIn))
    app.get('/own', (c) => c.json({ mine: true }))
    app.get('/public', (c) => c.json({ all: true }, 200, { 'Cache-Control': 'public, max-age=60' }))
    app.get('/document', (c) => c.body('pdf', 200, { 'Cache-Control': 'private, no-store' }))
    app.post('/change', (c) => c.json({ ok: true }))
    return app
  }
  const cacheControl = async (method: string, path: string, headers: Record<string, string> = {}) =>
    (await app().fetch(new Request(`http://test${path}`, { method, headers }))).headers.get('cache-control')

  it('marks a signed-in call, a request with Authorization and a change; leaves a public GET as it was', async () => {
    expect(await cacheControl('GET', '/own')).toBe('no-store')
    expect(await cacheControl('GET', '/public', { Authorization: 'Bearer x' })).toBe('no-store')
    expect(await cacheControl('POST', '/change')).toBe('no-store')
    expect(await cacheControl('GET', '/public')).toBe('public, max-age=60')
    expect(await cacheControl('GET', '/nowhere')).toBeNull()
  })

  it('keeps a route’s own header that already forbids storing', async () => {
    expect(await cacheControl('GET', '/document', { Authorization: 'Bearer x' })).toBe('private, no-store')
  })

  it('marks an answer a signed-in route made itself, and an error', async () => {
    const own = new Hono()
    own.use('*', noStoreForPersonalAnswers(signedIn))
    own.get('/own', () => new Response('{}', { headers: { 'Content-Type': 'application/json' } }))
    own.post('/change', () => {
      throw new Error('broken')
    })
    own.onError((_error, c) => c.json({ error: 'broken' }, 500))
    expect((await own.fetch(new Request('http://test/own'))).headers.get('cache-control')).toBe('no-store')
    const failed = await own.fetch(new Request('http://test/change', { method: 'POST' }))
    expect(failed.status).toBe(500)
    expect(failed.headers.get('cache-control')).toBe('no-store')
  })

  it('hands a signed-in answer on as the route made it, not rebuilt to add the header', async () => {
    let made: Response | undefined
    const own = new Hono()
    own.use('*', noStoreForPersonalAnswers(signedIn))
    own.get('/own', (c) => {
      made = c.json({ mine: true })
      return made
    })
    const answer = await own.fetch(new Request('http://test/own'))
    expect(answer).toBe(made)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(await answer.json()).toEqual({ mine: true })
  })

  it('judges HEAD as the GET it is answered by', () => {
    expect(isPersonal({ method: 'HEAD', hasAuthorization: false, routePaths: ['/own'] }, signedIn)).toBe(true)
    expect(isPersonal({ method: 'HEAD', hasAuthorization: false, routePaths: ['/public'] }, signedIn)).toBe(false)
  })
})

describe('refuseUnstorablePaths', () => {
  it('answers a path with U+0000 as one that names nothing', async () => {
    const app = new Hono()
    app.onError((error, c) =>
      error instanceof AppError ? c.json({ error: error.message }, error.status) : c.json({ error: 'boom' }, 500),
    )
    app.use('*', refuseUnstorablePaths)
    app.get('/items/:id', (c) => c.json({ id: c.req.param('id') }))
    for (const id of ['%00', '1%00', 'a%00b']) {
      const response = await app.fetch(new Request(`http://test/items/${id}`))
      expect(response.status, id).toBe(404)
      expect((await response.json()).error).toBe(messages.notFound)
    }
    // `%2500` is the three characters `%00`, not a NUL.
    expect(await (await app.fetch(new Request('http://test/items/%2500'))).json()).toEqual({ id: '%00' })
  })
})
