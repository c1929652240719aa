/**
 * A profile photo through the storefront's image server: /_ipx fetches it from the back-end's /api/media/users/…
 * (the same transport the storefront uses), resizes and re-encodes it. Only the back-end and the image server run.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createApp } from '#backend/app.ts'
import { users } from '#backend/db/schema.ts'
import { createAuthService } from '#backend/modules/auth/auth.service.ts'
import { hashPassword } from '#backend/modules/auth/password.ts'
import { uploadProfileImageCall } from '#contract/users.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { pngImage, pngSize } from '#tests/support/images.ts'
import { imageServer } from '../../server/images.ts'

let database: TestDatabase
let server: Server
let ipxUrl: string
let app: ReturnType<typeof createApp>

beforeAll(async () => {
  database = await createTestDatabase()
  app = createApp({ db: database.db, log: () => {} })
  const ipx = imageServer({ fetch: (request) => app.fetch(request), baseUrl: 'http://backend.test' })
  server = createServer((request, response) => ipx(request, response))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  ipxUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
  await database.dispose()
})

it('serves an uploaded photo resized through /_ipx', async () => {
  await database.db
    .insert(users)
    .values({ email: 'photo@clinic.test', passwordHash: await hashPassword('photo-password') })
  const { access_token } = await createAuthService(database.db).signIn('photo@clinic.test', 'photo-password')

  const form = new FormData()
  form.append('image', new Blob([pngImage(120, 90)], { type: 'image/png' }), 'me.png')
  const uploaded = await app.fetch(
    new Request(`http://backend.test${uploadProfileImageCall.path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${access_token}` },
      body: form,
    }),
  )
  const { path } = uploadProfileImageCall.response.parse(await uploaded.json())

  const resized = await fetch(`${ipxUrl}/s_40x30,f_png${path.image}`)
  expect(resized.status).toBe(200)
  expect(resized.headers.get('content-type')).toBe('image/png')
  expect(pngSize(new Uint8Array(await resized.arrayBuffer()))).toEqual({ width: 40, height: 30 })

  const webp = await fetch(`${ipxUrl}/w_60,f_webp${path.image}`)
  expect(webp.headers.get('content-type')).toBe('image/webp')
  expect(
    Buffer.from(await webp.arrayBuffer())
      .subarray(8, 12)
      .toString('ascii'),
  ).toBe('WEBP')

  // A photo that is gone is not found through /_ipx either.
  expect((await fetch(`${ipxUrl}/w_60${path.image.replace(/[A-Za-z0-9_-]{22}/, 'A'.repeat(22))}`)).status).toBe(404)
})
