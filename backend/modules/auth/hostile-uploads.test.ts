/**
 * Hostile and random values sent to every issue-5 call of sign-in, SMS codes, a seller's registration, sign-out, the
 * profile, its photo, the password and the SMS outbox: every field replaced by each fixed hostile value and by random
 * JSON values (tests/support/hostile-values.ts), whole random bodies, unknown fields, bodies that are not JSON or say
 * another type, forged bearer headers, and broken multipart uploads.
 *
 * Every answer is a 2xx or a 4xx, never a 5xx, and the app logs nothing (an unexpected error is logged). A 400 names
 * a field. A refusal (4xx) writes nothing: the row counts of the account tables and the rows of the test's accounts
 * are as before. An accepted value is fine when it is only text (SQL in a name is a name), but no role ever changes.
 *
 * A random value's label names its seed: `hostileValue(seed)` gives the value again. `HOSTILE_SEED=<n>` sends others.
 */
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { userImages, users } from '#backend/db/schema.ts'
import { uploadProfileImageCall } from '#contract/users.ts'
import {
  accounts,
  database,
  describeAfterwards,
  probe,
  RANDOM_BODIES,
  request,
} from '#tests/support/hostile-accounts.ts'
import { hostileSeeds, hostileValue, showValue } from '#tests/support/hostile-values.ts'
import { pngImage } from '#tests/support/images.ts'

interface Part {
  name: string
  filename?: string
  type?: string
  bytes: Uint8Array | string
}

const BOUNDARY = '----hostile'

function multipartBody(parts: Part[], { close = true } = {}): Uint8Array<ArrayBuffer> {
  const chunks: Buffer[] = []
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n`))
    if (part.type !== undefined) chunks.push(Buffer.from(`Content-Type: ${part.type}\r\n`))
    chunks.push(Buffer.from('\r\n'), Buffer.from(part.bytes), Buffer.from('\r\n'))
  }
  if (close) chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`))
  return new Uint8Array(Buffer.concat(chunks))
}

const upload = (body: BodyInit | undefined, contentType: string | null = `multipart/form-data; boundary=${BOUNDARY}`) =>
  request(uploadProfileImageCall, contentType, body, { token: accounts.photo.token })

describe(`hostile uploads to ${uploadProfileImageCall.path}`, () => {
  const png = pngImage(4, 4)
  const html = '<html><body><script>alert(document.cookie)</script></body></html>'
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>'

  it('refuses what is no photo, naming the field, and stores nothing', async () => {
    const refusals: [string, Request][] = [
      ['no parts', upload(multipartBody([]))],
      ['no image part', upload(multipartBody([{ name: 'photo', filename: 'a.png', type: 'image/png', bytes: png }]))],
      ['a text field for the file', upload(multipartBody([{ name: 'image', bytes: 'not a file' }]))],
      ['a zero-byte file', upload(multipartBody([{ name: 'image', filename: 'a.png', type: 'image/png', bytes: '' }]))],
      [
        'HTML named .png',
        upload(multipartBody([{ name: 'image', filename: 'a.png', type: 'image/png', bytes: html }])),
      ],
      ['SVG named .png', upload(multipartBody([{ name: 'image', filename: 'a.png', type: 'image/png', bytes: svg }]))],
      ['SVG as SVG', upload(multipartBody([{ name: 'image', filename: 'a.svg', type: 'image/svg+xml', bytes: svg }]))],
      [
        'a text part before the file',
        upload(
          multipartBody([
            { name: 'image', bytes: 'first' },
            { name: 'image', filename: 'a.png', type: 'image/png', bytes: png },
          ]),
        ),
      ],
      [
        'HTML before a PNG',
        upload(
          multipartBody([
            { name: 'image', filename: 'a.png', type: 'image/png', bytes: html },
            { name: 'image', filename: 'b.png', type: 'image/png', bytes: png },
          ]),
        ),
      ],
      [
        'a multipart body cut short',
        upload(multipartBody([{ name: 'image', filename: 'a.png', bytes: png }]).slice(0, 60)),
      ],
      [
        'no closing boundary',
        upload(multipartBody([{ name: 'image', filename: 'a.png', bytes: html }], { close: false })),
      ],
      ['multipart without a boundary', upload(multipartBody([{ name: 'image', bytes: png }]), 'multipart/form-data')],
      ['another boundary', upload(multipartBody([{ name: 'image', bytes: png }]), 'multipart/form-data; boundary=zz')],
      ['JSON', upload(JSON.stringify({ image: Buffer.from(png).toString('base64') }), 'application/json')],
      ['a form', upload(new URLSearchParams({ image: 'a.png' }).toString(), 'application/x-www-form-urlencoded')],
      ['the bytes alone', upload(png, 'image/png')],
      ['text', upload('image', 'text/plain')],
      ['no body', upload(undefined, null)],
      ['no type', upload(multipartBody([{ name: 'image', filename: 'a.png', bytes: png }]), null)],
      [
        'a filename that renames the part',
        upload(multipartBody([{ name: 'image', filename: 'a.png"; name="role_id', type: 'image/png', bytes: png }])),
      ],
    ]
    for (const seed of hostileSeeds('image.random', RANDOM_BODIES)) {
      const value = hostileValue(seed)
      const text = typeof value === 'string' ? value : JSON.stringify(value)
      refusals.push([
        `random bytes seed=${seed}`,
        upload(multipartBody([{ name: 'image', filename: 'a.png', type: 'image/png', bytes: `x${text}` }])),
      ])
    }
    for (const [label, prepared] of refusals) {
      const status = await probe(`image: ${label}`, prepared)
      expect(status, label).toBeGreaterThanOrEqual(400)
    }
    const [row] = await database.db.select().from(users).where(eq(users.id, accounts.photo.id))
    expect(row?.image).toBeNull()
  })

  it('takes a real photo whatever its name and claimed type say, never failing on them', async () => {
    const names = [
      'a'.repeat(100_000),
      '../../../etc/passwd',
      'фото 😀 \u202egnp.exe',
      "'; DROP TABLE user_images; --.png",
      '<img src=x onerror=alert(1)>.png',
      '%00.png',
      '',
    ]
    const accepted: [string, Request][] = [
      ...names.map((filename): [string, Request] => [
        `filename=${showValue(filename)}`,
        upload(multipartBody([{ name: 'image', filename, type: 'image/png', bytes: png }])),
      ]),
      ...['text/html', 'image/svg+xml', 'application/x-msdownload', '', 'image/png; charset="<script>"'].map(
        (type): [string, Request] => [
          `type=${type}`,
          upload(multipartBody([{ name: 'image', filename: 'a.html', type, bytes: png }])),
        ],
      ),
      [
        'two photos',
        upload(
          multipartBody([
            { name: 'image', filename: 'a.png', type: 'image/png', bytes: png },
            { name: 'image', filename: 'b.png', type: 'image/png', bytes: html },
          ]),
        ),
      ],
    ]
    for (const [label, prepared] of accepted) {
      expect(await probe(`image: ${label}`, prepared), label).toBe(200)
    }
    // The user keeps one photo, the newest.
    const photos = await database.db.select().from(userImages).where(eq(userImages.userId, accounts.photo.id))
    expect(photos).toHaveLength(1)
  })

  it('answers a truncated PNG without failing', async () => {
    // Its first bytes say PNG; whether to take it is the back-end's call (it checks the signature only).
    const truncated = png.slice(0, 20)
    await probe('image: truncated PNG', upload(multipartBody([{ name: 'image', filename: 'a.png', bytes: truncated }])))
  })
})

// Last, once every other test of the file has run.
describeAfterwards()
