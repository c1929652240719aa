/**
 * A seller's public page and logo (decision 044): an approved merchant answers by its slug, any other does not; a
 * seller uploads and removes its own logo, checked by its bytes; nobody else changes it.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '#backend/app.ts'
import { merchantLogos, merchants, roles, users } from '#backend/db/schema.ts'
import { getProductsCall } from '#contract/products.ts'
import {
  getSellerMerchantCall,
  logoMessages,
  MERCHANT_LOGO_MAX_BYTES,
  removeMerchantLogoCall,
  uploadMerchantLogoCall,
} from '#contract/seller.ts'
import { getSellerBySlugCall } from '#contract/sellers.ts'
import { accessTokenOf, caller, ok, refused } from '#tests/support/api.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { jpegImage, pngImage, webpImage } from '#tests/support/images.ts'

let database: TestDatabase
let app: ReturnType<typeof createApp>
let call: ReturnType<typeof caller>
let admin: string
let buyer: string
/** Two seeded (approved) merchants and their sellers' tokens. */
let first: { id: number; slug: string; token: string }
let second: { id: number; slug: string; token: string }

async function sellerOf(merchantId: number, email: string): Promise<string> {
  const token = await accessTokenOf(database.db, { email, password: 'пароль продавца', roleId: roles.merchant })
  await database.db.update(users).set({ merchantId }).where(eq(users.email, email))
  return token
}

beforeAll(async () => {
  database = await createTestDatabase({ seedProducts: 20 })
  app = createApp({ db: database.db, catalogCacheMs: 0, log: () => {} })
  call = caller(app)
  admin = await accessTokenOf(database.db, { email: 'operator@page.test', password: 'пароль оператора', roleId: 2 })
  buyer = await accessTokenOf(database.db, { email: 'buyer@page.test', password: 'пароль покупателя', roleId: 1 })
  const [a, b] = await database.db.select().from(merchants).orderBy(merchants.id).limit(2)
  if (!a || !b) throw new Error('the seed has fewer than two merchants')
  first = { id: a.id, slug: a.slug, token: await sellerOf(a.id, 'first@page.test') }
  second = { id: b.id, slug: b.slug, token: await sellerOf(b.id, 'second@page.test') }
})
afterAll(() => database.dispose())

const page = (slug: string) => call(getSellerBySlugCall, { params: { slug } })

function upload(token: string | null, file: Blob | string | null, query = '') {
  const form = new FormData()
  if (typeof file === 'string') form.append('logo', file)
  else if (file) form.append('logo', file, 'logo.png')
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {}
  return app.fetch(
    new Request(`http://backend.test${uploadMerchantLogoCall.path}${query}`, { method: 'POST', headers, body: form }),
  )
}

const logoOf = async (id: number) =>
  (await database.db.select({ logo: merchants.logo }).from(merchants).where(eq(merchants.id, id)))[0]?.logo

describe(`${getSellerBySlugCall.method} ${getSellerBySlugCall.path}`, () => {
  it('answers an approved merchant without sign-in, and the listing filters by it', async () => {
    const { merchant } = getSellerBySlugCall.response.parse(await ok(await page(first.slug)))
    expect(merchant).toMatchObject({ id: first.id, slug: first.slug })
    expect(merchant.rating).toBeGreaterThan(0)
    const listing = getProductsCall.response.parse(
      await ok(await call(getProductsCall, { body: { merchants: [first.id] } })),
    )
    expect(listing.pagination.total).toBeGreaterThan(0)
  })

  it('answers 404 for a pending or blocked merchant and for a slug nobody has', async () => {
    await database.db.update(merchants).set({ status: 'pending' }).where(eq(merchants.id, second.id))
    await refused(await page(second.slug), 404)
    await database.db.update(merchants).set({ status: 'blocked' }).where(eq(merchants.id, second.id))
    await refused(await page(second.slug), 404)
    await database.db.update(merchants).set({ status: 'approved' }).where(eq(merchants.id, second.id))
    await refused(await page('nobody-has-this-slug'), 404)
    await refused(await page('x'.repeat(300)), 404)
  })
})

describe(`${uploadMerchantLogoCall.method} ${uploadMerchantLogoCall.path}`, () => {
  it('stores a PNG under a random name, serves it, and shows it on the public page', async () => {
    const answer = uploadMerchantLogoCall.response.parse(
      await ok(await upload(first.token, new Blob([pngImage(16, 16)]))),
    )
    expect(answer.merchant.logo).toMatch(/^\/api\/media\/merchants\/[A-Za-z0-9_-]{22}\.png$/)
    const served = await app.fetch(new Request(`http://backend.test${answer.merchant.logo}`))
    expect(served.status).toBe(200)
    expect(served.headers.get('Content-Type')).toBe('image/png')
    expect(served.headers.get('X-Content-Type-Options')).toBe('nosniff')
    const { merchant } = getSellerBySlugCall.response.parse(await ok(await page(first.slug)))
    expect(merchant.logo).toBe(answer.merchant.logo)
  })

  it('takes JPEG and WebP by their bytes and deletes the old logo', async () => {
    const old = await logoOf(first.id)
    const jpeg = uploadMerchantLogoCall.response.parse(await ok(await upload(first.token, new Blob([jpegImage()]))))
    expect(jpeg.merchant.logo).toMatch(/\.jpg$/)
    const webp = uploadMerchantLogoCall.response.parse(await ok(await upload(first.token, new Blob([webpImage()]))))
    expect(webp.merchant.logo).toMatch(/\.webp$/)
    expect((await app.fetch(new Request(`http://backend.test${old}`))).status).toBe(404)
    const kept = await database.db.select().from(merchantLogos).where(eq(merchantLogos.merchantId, first.id))
    expect(kept).toHaveLength(1)
  })

  it('refuses what is not a PNG, JPEG or WebP, a file too big, and no file, in Russian naming `logo`', async () => {
    const before = await logoOf(first.id)
    const gif = new Blob([Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1')])
    expect((await refused(await upload(first.token, gif), 400)).fields).toEqual({ logo: [logoMessages.wrongType] })
    const text = new Blob(['Это не картинка'])
    expect((await refused(await upload(first.token, text), 400)).fields).toEqual({ logo: [logoMessages.notAnImage] })
    const big = new Blob([pngImage(8, 8, [0, 0, 0], MERCHANT_LOGO_MAX_BYTES)])
    expect((await refused(await upload(first.token, big), 400)).fields).toEqual({ logo: [logoMessages.tooBig] })
    expect((await refused(await upload(first.token, null), 400)).fields).toEqual({ logo: [logoMessages.required] })
    expect(await logoOf(first.id)).toBe(before)
  })

  it('changes only the caller’s own merchant, whatever merchant it names', async () => {
    const before = await logoOf(first.id)
    await ok(await upload(second.token, new Blob([pngImage(4, 4)]), `?merchant_id=${first.id}`))
    expect(await logoOf(first.id)).toBe(before)
    expect(await logoOf(second.id)).toMatch(/\.png$/)
  })

  it('refuses a guest (401), a buyer and an administrator (403)', async () => {
    const png = new Blob([pngImage(4, 4)])
    await refused(await upload(null, png), 401)
    await refused(await upload(buyer, png), 403)
    await refused(await upload(admin, png, `?merchant_id=${first.id}`), 403)
    await refused(await call(removeMerchantLogoCall, { token: buyer }), 403)
    await refused(await call(removeMerchantLogoCall, { token: admin, query: { merchant_id: String(first.id) } }), 403)
    await refused(await call(removeMerchantLogoCall), 401)
  })
})

describe(`${removeMerchantLogoCall.method} ${removeMerchantLogoCall.path}`, () => {
  it('removes the seller’s logo: its file answers 404 and the page shows none', async () => {
    const old = await logoOf(second.id)
    const answer = removeMerchantLogoCall.response.parse(
      await ok(await call(removeMerchantLogoCall, { token: second.token })),
    )
    expect(answer.merchant.logo).toBeNull()
    expect((await app.fetch(new Request(`http://backend.test${old}`))).status).toBe(404)
    expect(getSellerBySlugCall.response.parse(await ok(await page(second.slug))).merchant.logo).toBeNull()
    const own = getSellerMerchantCall.response.parse(
      await ok(await call(getSellerMerchantCall, { token: second.token })),
    )
    expect(own.merchant.logo).toBeNull()
  })
})
