/**
 * The logo in the cabinet's settings and the seller's public page, against the real back-end (PGlite, the orders
 * fixtures' small shop): a multipart post uploads (post/redirect/get), a file that is no picture or too big is the
 * page again with the Russian error, «Удалить логотип» removes it, an administrator is sent home; the public page
 * shows the logo, and a seller on moderation or an unknown slug is the 404 page.
 */
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { loadSellerPage } from '#app/catalog/catalog.server.ts'
import { merchants } from '#backend/db/schema.ts'
import { logoMessages, MERCHANT_LOGO_MAX_BYTES } from '#contract/seller.ts'
import { type Buyer, makeAdmin, makeSeller, shopBackend } from '#tests/support/fixtures/order-fixtures.ts'
import { pngImage } from '#tests/support/images.ts'
import { inProcess, requestContextFor, answerOf as run } from '#tests/support/request-context.ts'
import type { LogoAnswer } from './logo.server.ts'
import { settingsAction } from './settings.server.ts'

const { backend, shop, newBuyer } = shopBackend('seller-logo')

const transport = inProcess({ fetch: (request) => backend.app.fetch(request) })
const context = (request: Request) => requestContextFor(request, transport)

function postLogo(user: Buyer, bytes: Uint8Array<ArrayBuffer>) {
  const form = new FormData()
  form.set('intent', 'logo')
  form.set('logo', new Blob([bytes]), 'logo.png')
  const request = new Request('http://shop.test/seller/settings', {
    method: 'POST',
    headers: { Cookie: `bh_token=${user.token}` },
    body: form,
  })
  return run<LogoAnswer>(() => settingsAction(request, context(request)))
}

function postRemove(user: Buyer) {
  const request = new Request('http://shop.test/seller/settings', {
    method: 'POST',
    headers: { Cookie: `bh_token=${user.token}` },
    body: new URLSearchParams({ intent: 'remove-logo' }),
  })
  return run<LogoAnswer>(() => settingsAction(request, context(request)))
}

function sellerPage(slug: string) {
  const request = new Request(`http://shop.test/sellers/${slug}`)
  return run<{ merchant: { name: string; logo: string | null } }>(() => loadSellerPage(request, context(request), slug))
}

const slugOf = async (id: number) =>
  (await backend.db.select({ slug: merchants.slug }).from(merchants).where(eq(merchants.id, id)))[0]?.slug ?? ''

describe('the logo in the settings', () => {
  it('uploads a PNG with post/redirect/get; the seller’s page shows it; removal takes it away', async () => {
    const seller = await newBuyer()
    await makeSeller(backend.db, seller, shop.merchants.plain)
    const uploaded = await postLogo(seller, pngImage(32, 32))
    expect(uploaded).toMatchObject({ status: 303, location: '/seller/settings?done=logo' })
    const page = await sellerPage(await slugOf(shop.merchants.plain))
    expect(page.status).toBe(200)
    expect(page.body.merchant.logo).toMatch(/^\/api\/media\/merchants\/.+\.png$/)

    expect(await postRemove(seller)).toMatchObject({ status: 303, location: '/seller/settings?done=logoRemoved' })
    expect((await sellerPage(await slugOf(shop.merchants.plain))).body.merchant.logo).toBeNull()
  })

  it('answers the page again with the Russian error for what is no picture and for a file too big', async () => {
    const seller = await newBuyer()
    await makeSeller(backend.db, seller, shop.merchants.minimum)
    const text = await postLogo(seller, new TextEncoder().encode('не картинка'))
    expect(text).toMatchObject({ status: 400, body: { logoError: logoMessages.notAnImage } })
    const big = await postLogo(seller, pngImage(8, 8, [0, 0, 0], MERCHANT_LOGO_MAX_BYTES))
    expect(big).toMatchObject({ status: 400, body: { logoError: logoMessages.tooBig } })
  })

  it('sends an administrator home: the cabinet is read-only for the operator', async () => {
    const admin = await newBuyer()
    await makeAdmin(backend.db, admin)
    expect(await postLogo(admin, pngImage(8, 8))).toMatchObject({ status: 302, location: '/' })
  })
})

describe('the seller’s page', () => {
  it('is the 404 page for a seller on moderation and for a slug nobody has', async () => {
    await backend.db.update(merchants).set({ status: 'pending' }).where(eq(merchants.id, shop.merchants.precursor))
    expect((await sellerPage(await slugOf(shop.merchants.precursor))).status).toBe(404)
    expect((await sellerPage('nobody-has-this-slug')).status).toBe(404)
  })
})
