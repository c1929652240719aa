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
import { JSON_BODY_MAX_BYTES, MULTIPART_ENVELOPE_BYTES } from '#backend/lib/body-limit.ts'
import { orderMessages, PASSPORT_FILE_MAX_BYTES, uploadPassportCall } from '#contract/orders.ts'
import { getProductsCall } from '#contract/products.ts'
import { PROFILE_IMAGE_MAX_BYTES, profileMessages, uploadProfileImageCall } from '#contract/users.ts'
import {
  appRoutes,
  backend,
  countedBody,
  expectTooLarge,
  failures,
  filled,
  MB,
  streamed,
  tokens,
  UPLOADS,
} from '#tests/support/bounds-backend.ts'
import { pngImage } from '#tests/support/images.ts'

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
