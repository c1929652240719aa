/**
 * What the back-end's entry bounds for every /api call, whichever route answers it: how much of a body it reads
 * (a JSON or form call a small body, the two uploads their documented sizes and an envelope), and which answers no
 * cache may keep (a signed-in user's, and every answer to a change).
 *
 * Bodies are sent as a client sends them: with a Content-Length, and as a stream without one (chunked), both in
 * process and through a real socket of the Node server that serves the back-end in production.
 */
import { once } from 'node:events'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { roles, users } from '#backend/db/schema.ts'
import { JSON_BODY_MAX_BYTES, MULTIPART_ENVELOPE_BYTES } from '#backend/lib/body-limit.ts'
import { contractCalls, routeKey } from '#backend/lib/contract-calls.ts'
import { hashPassword } from '#backend/modules/auth/password.ts'
import { signInCall } from '#contract/auth.ts'
import { buildPath } from '#contract/call.ts'
import { getHomeDataCall } from '#contract/home.ts'
import { orderMessages, PASSPORT_FILE_MAX_BYTES, uploadPassportCall } from '#contract/orders.ts'
import { getMasterProductByIdCall, getMasterProductBySlugCall, getProductsCall } from '#contract/products.ts'
import { getSitemapProductsCall } from '#contract/sitemap.ts'
import { startCall } from '#contract/start.ts'
import { PROFILE_IMAGE_MAX_BYTES, profileMessages, uploadProfileImageCall } from '#contract/users.ts'
import { demoCatalogue, request, watchedBackend } from '#tests/support/api.ts'
import { pngImage } from '#tests/support/images.ts'

const { backend, failures } = watchedBackend(demoCatalogue(12))
const tokens = { buyer: '', admin: '' }

async function signedInToken(email: string, roleId: number = roles.buyer): Promise<string> {
  const password = 'пароль для тестов'
  await backend.db.insert(users).values({ email, roleId, passwordHash: await hashPassword(password) })
  const response = await request(backend.app, 'POST', signInCall.path, { email, password })
  expect(response.status, await response.clone().text()).toBe(200)
  return signInCall.response.parse(await response.json()).access_token
}

beforeAll(async () => {
  tokens.buyer = await signedInToken('bounds-buyer@clinic.test')
  tokens.admin = await signedInToken('bounds-admin@clinic.test', roles.admin)
})

/** Every route the app answers, once each (a route's middlewares are registered as ALL). */
function appRoutes(): { method: string; path: string }[] {
  const seen = new Map<string, { method: string; path: string }>()
  for (const route of backend.app.routes) {
    if (route.method !== 'ALL') seen.set(routeKey(route.method, route.path), route)
  }
  return [...seen.values()]
}

/** A path of a route with every parameter filled. */
const filled = (path: string) => path.replace(/:([A-Za-z_]+)/g, '1')

const UPLOADS = new Set([uploadProfileImageCall.path, uploadPassportCall.path])
const MB = 1024 * 1024

/**
 * A body of `total` bytes that counts what was read of it: JSON text (`{"search":"xxx…`), handed out in chunks
 * only when the reader asks (no read-ahead).
 */
function countedBody(total: number, chunkSize = 64 * 1024) {
  const head = new TextEncoder().encode('{"search":"')
  const chunk = new Uint8Array(chunkSize).fill(0x78)
  const counter = { read: 0 }
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (counter.read >= total) return controller.close()
        const piece = counter.read === 0 ? head : chunk.subarray(0, Math.min(chunkSize, total - counter.read))
        counter.read += piece.length
        controller.enqueue(piece)
      },
    },
    { highWaterMark: 0 },
  )
  return { stream, counter }
}

function streamed(
  method: string,
  path: string,
  body: ReadableStream<Uint8Array>,
  headers: Record<string, string>,
): Promise<Response> {
  return Promise.resolve(
    backend.app.fetch(
      new Request(`http://backend.test${path}`, { method, headers, body, duplex: 'half' } as RequestInit),
    ),
  )
}

async function expectTooLarge(response: Response, label: string, message?: string, status = 413) {
  const text = await response.text()
  expect(response.status, `${label} → ${text.slice(0, 200)}`).toBe(status)
  const answer = JSON.parse(text) as { error: unknown }
  expect(typeof answer.error, label).toBe('string')
  expect(answer.error as string, label).toMatch(message ?? /^Слишком большой запрос/)
}

// ---------------------------------------------------------------------------------------------------------------

describe('the body limit of every call', () => {
  it('refuses a body whose Content-Length is over the limit with 413, reading none of it', async () => {
    const routes = appRoutes().filter((route) => route.method !== 'GET' && !UPLOADS.has(route.path))
    expect(routes.length).toBeGreaterThan(30)
    for (const route of routes) {
      for (const token of [null, tokens.buyer]) {
        const size = JSON_BODY_MAX_BYTES + 1
        const { stream, counter } = countedBody(size)
        const headers: Record<string, string> = { 'Content-Type': 'application/json', 'Content-Length': String(size) }
        if (token) headers.Authorization = `Bearer ${token}`
        const label = `${route.method} ${route.path} ${token ? 'signed in' : 'guest'}`
        await expectTooLarge(await streamed(route.method, filled(route.path), stream, headers), label)
        expect(counter.read, label).toBe(0)
      }
    }
    expect(failures).toEqual([])
  })

  it('refuses a chunked body (no Content-Length) once it passes the limit, reading no further', async () => {
    const routes = appRoutes().filter((route) => route.method !== 'GET' && !UPLOADS.has(route.path))
    for (const route of routes) {
      const { stream, counter } = countedBody(20 * MB)
      const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${tokens.buyer}` }
      const label = `${route.method} ${route.path}`
      await expectTooLarge(await streamed(route.method, filled(route.path), stream, headers), label)
      expect(counter.read, label).toBeLessThanOrEqual(JSON_BODY_MAX_BYTES + 64 * 1024)
    }
    expect(failures).toEqual([])
  })

  it('takes the largest form body a JSON call may get, just under the limit', async () => {
    // Padding in a field the call reads: the body is read whole and judged by the schema (the text is too long).
    const body = `{"search":"${'x'.repeat(JSON_BODY_MAX_BYTES - 20)}"}`
    expect(body.length).toBeLessThanOrEqual(JSON_BODY_MAX_BYTES)
    const response = await backend.app.fetch(
      new Request(`http://backend.test${getProductsCall.path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
      }),
    )
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ fields: { search: expect.any(Array) } })
  })

  describe('uploads keep their documented sizes', () => {
    const multipart = (field: string, bytes: Uint8Array<ArrayBuffer>) => {
      const form = new FormData()
      form.set(field, new Blob([bytes], { type: 'image/png' }), 'file.png')
      return new Response(form)
    }
    /** A valid PNG of exactly `size` bytes. */
    const pngOfSize = (size: number) => {
      const bare = pngImage(2, 2, [10, 20, 30], 1).length
      const png = pngImage(2, 2, [10, 20, 30], size - bare + 1)
      expect(png.length).toBe(size)
      return png
    }
    const uploads = [
      {
        path: uploadProfileImageCall.path,
        field: 'image',
        max: PROFILE_IMAGE_MAX_BYTES,
        refusal: profileMessages.imageSize,
        // The photo's route has always answered a file too large with 400 naming `image` (users.routes.ts).
        status: 400,
      },
      {
        path: uploadPassportCall.path,
        field: 'file',
        max: PASSPORT_FILE_MAX_BYTES,
        refusal: orderMessages.passportSize,
        status: 413,
      },
    ]

    for (const upload of uploads) {
      // Each once (PGlite stores 10 MB slowly): the photo with a Content-Length, the passport copy as a stream
      // without one; the entry counts the bytes either way (backend/lib/entry-guards.test.ts has both at the limit).
      const chunked = upload.path === uploadPassportCall.path
      it(`${upload.path}: takes a file of the documented ${upload.max / MB} MB (${chunked ? 'chunked' : 'with Content-Length'})`, async () => {
        const encoded = multipart(upload.field, pngOfSize(upload.max))
        const type = encoded.headers.get('content-type') ?? ''
        const bytes = new Uint8Array(await encoded.arrayBuffer())
        expect(bytes.length).toBeGreaterThan(upload.max)
        expect(bytes.length).toBeLessThanOrEqual(upload.max + MULTIPART_ENVELOPE_BYTES)
        const headers = { 'Content-Type': type, Authorization: `Bearer ${tokens.buyer}` }
        const response = chunked
          ? await streamed('POST', upload.path, new Blob([bytes]).stream(), headers)
          : await backend.app.fetch(
              new Request(`http://backend.test${upload.path}`, {
                method: 'POST',
                headers: { ...headers, 'Content-Length': String(bytes.length) },
                body: bytes,
              }),
            )
        expect(response.status, await response.clone().text()).toBe(200)
        expect(failures).toEqual([])
      })

      it(`${upload.path}: refuses 20 MB with the call's own refusal (${upload.status}), reading no further`, async () => {
        const headers = { 'Content-Type': 'multipart/form-data; boundary=x', Authorization: `Bearer ${tokens.buyer}` }
        const declared = countedBody(20 * MB)
        await expectTooLarge(
          await streamed('POST', upload.path, declared.stream, { ...headers, 'Content-Length': String(20 * MB) }),
          `${upload.path} Content-Length`,
          upload.refusal,
          upload.status,
        )
        expect(declared.counter.read).toBe(0)
        const chunked = countedBody(20 * MB)
        await expectTooLarge(
          await streamed('POST', upload.path, chunked.stream, headers),
          `${upload.path} chunked`,
          upload.refusal,
          upload.status,
        )
        expect(chunked.counter.read).toBeLessThanOrEqual(upload.max + MULTIPART_ENVELOPE_BYTES + 64 * 1024)
        expect(failures).toEqual([])
      })
    }
  })

  describe('through a socket of the Node server', () => {
    let server: ReturnType<typeof serve>
    let port = 0
    beforeAll(async () => {
      server = serve({ fetch: backend.app.fetch, port: 0, hostname: '127.0.0.1' })
      await once(server, 'listening')
      port = (server.address() as AddressInfo).port
    })
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

    /**
     * Posts to getProducts, sending the body in 64 KB writes until an answer comes (or `total` bytes are sent):
     * answers the status, the body and how much was written.
     */
    function post(headers: Record<string, string | number>, total: number) {
      return new Promise<{ status: number; text: string; written: number; connection?: string }>((resolve, reject) => {
        let written = 0
        let answered = false
        const outgoing = http.request(
          { host: '127.0.0.1', port, method: 'POST', path: getProductsCall.path, headers },
          (response) => {
            answered = true
            let text = ''
            response.setEncoding('utf8')
            response.on('data', (piece) => {
              text += piece
            })
            response.on('end', () =>
              resolve({ status: response.statusCode ?? 0, text, written, connection: response.headers.connection }),
            )
          },
        )
        outgoing.on('error', (error) => (answered ? undefined : reject(error)))
        const chunk = Buffer.alloc(64 * 1024, 0x78)
        outgoing.write('{"search":"')
        const pump = () => {
          while (!answered && written < total) {
            written += chunk.length
            if (!outgoing.write(chunk)) return outgoing.once('drain', pump)
          }
          if (!answered) outgoing.end('"}')
        }
        pump()
      })
    }

    it('answers a declared 200 MB body with 413 at once, without waiting for it', async () => {
      const answer = await post({ 'Content-Type': 'application/json', 'Content-Length': 200 * MB }, 200 * MB)
      expect(answer.status, answer.text).toBe(413)
      expect(JSON.parse(answer.text).error).toMatch(/^Слишком большой запрос/)
      // The rest is never received: the server closes the connection after the answer.
      expect(answer.connection).toBe('close')
      // The kernel's buffers take some writes before the answer is read; far less than the body.
      expect(answer.written).toBeLessThan(20 * MB)
    })

    it('answers a chunked body with 413 once it passes the limit', async () => {
      const answer = await post({ 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' }, 40 * MB)
      expect(answer.status, answer.text).toBe(413)
      expect(answer.connection).toBe('close')
      expect(answer.written).toBeLessThan(40 * MB)
      expect(failures).toEqual([])
    })
  })
})

// ---------------------------------------------------------------------------------------------------------------

describe('Cache-Control of personal answers', () => {
  const noStore = (response: Response) => /\bno-store\b/.test(response.headers.get('cache-control') ?? '')
  const send = (method: string, path: string, headers: Record<string, string> = {}, body?: string) =>
    Promise.resolve(
      backend.app.fetch(
        new Request(`http://backend.test${path}`, {
          method,
          headers: body === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
          body,
        }),
      ),
    )

  it('every answer to a request with Authorization is no-store, whatever the route and the answer', async () => {
    for (const route of appRoutes()) {
      const body = route.method === 'GET' ? undefined : '{}'
      for (const token of [tokens.buyer, tokens.admin, 'forged']) {
        const response = await send(route.method, filled(route.path), { Authorization: `Bearer ${token}` }, body)
        expect(noStore(response), `${route.method} ${route.path} → ${response.status}`).toBe(true)
      }
    }
  })

  it('every answer of a signed-in call is no-store, to its user and to a guest refused with 401', async () => {
    const personal = contractCalls.filter((call) => call.auth)
    expect(personal.length).toBeGreaterThan(20)
    for (const call of personal) {
      const path = filled(call.path)
      const guest = await send(call.method, path)
      expect(guest.status, `${call.name} as a guest`).toBe(401)
      expect(noStore(guest), `${call.name} as a guest`).toBe(true)
    }
  })

  it('every answer to a change (not a GET) is no-store, a guest’s too', async () => {
    for (const route of appRoutes().filter((route) => route.method !== 'GET')) {
      const response = await send(route.method, filled(route.path), {}, '{}')
      expect(noStore(response), `${route.method} ${route.path} → ${response.status}`).toBe(true)
    }
    expect(noStore(await send('POST', startCall.path, {}, '{}'))).toBe(true)
  })

  it('keeps the public catalogue’s GETs as they were', async () => {
    const slug = (await (await send('POST', getProductsCall.path, {}, '{}')).json()).products[0].slug as string
    const publicPaths = [
      getHomeDataCall.path,
      buildPath(getMasterProductBySlugCall.path, { slug }),
      buildPath(getMasterProductByIdCall.path, { id: 1 }),
      getSitemapProductsCall.path,
      '/api/media/products/1.svg',
    ]
    for (const path of publicPaths) {
      const response = await send('GET', path)
      expect(response.status, path).toBe(200)
      expect(noStore(response), path).toBe(false)
    }
    expect((await send('GET', '/api/media/products/1.svg')).headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    )
  })
})
