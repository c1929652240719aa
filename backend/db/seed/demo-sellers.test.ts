/** The demo merchants' seller accounts (DEMO_SELLER_PASSWORD): made once, kept on a second start, able to sign in. */
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { users } from '#backend/db/schema.ts'
import { hashPassword } from '#backend/modules/auth/password.ts'
import { signInCall } from '#contract/auth.ts'
import { getSellerMerchantCall } from '#contract/seller.ts'
import { ok } from '#tests/support/api.ts'
import { shopBackend } from '#tests/support/fixtures/order-fixtures.ts'
import { demoSellerEmail, ensureDemoSellers } from './demo-sellers.ts'

const { backend, shop } = shopBackend('demo-sellers')

describe('demo sellers', () => {
  it("gives each merchant a seller account that opens that merchant's cabinet", async () => {
    const hash = await hashPassword('пароль продавца')
    const made = await ensureDemoSellers(backend.db, hash)
    expect(await ensureDemoSellers(backend.db, hash)).toBe(made)
    const email = demoSellerEmail(shop.merchants.plain)
    const rows = await backend.db.select().from(users).where(eq(users.email, email))
    expect(rows.map((row) => [row.roleId, row.merchantId])).toEqual([[3, shop.merchants.plain]])
    const signedIn = signInCall.response.parse(
      await ok(await backend.request('POST', signInCall.path, { email, password: 'пароль продавца' })),
    )
    const response = await backend.app.fetch(
      new Request(`http://backend.test${getSellerMerchantCall.path}`, {
        headers: { Authorization: `Bearer ${signedIn.access_token}` },
      }),
    )
    expect(getSellerMerchantCall.response.parse(await ok(response)).merchant.id).toBe(shop.merchants.plain)
  })
})
