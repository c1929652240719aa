/**
 * Seller accounts of the demo merchants (DEMO_SELLER_PASSWORD), so that the seller cabinet can be tried — by people
 * and by the end-to-end tests — on the demo catalogue, before sellers register merchants of their own: each merchant
 * gets `seller-{id}@demo.medmarket.test` (role_id 3, linked to it) with that password. Runs at every start, resetting
 * the password, role and merchant of those accounts and touching no other user.
 */
import { sql } from 'drizzle-orm'
import type { Database } from '#backend/db/client.ts'
import { merchants, roles, users } from '#backend/db/schema.ts'

export const demoSellerEmail = (merchantId: number) => `seller-${merchantId}@demo.medmarket.test`

export async function ensureDemoSellers(db: Database, passwordHash: string): Promise<number> {
  const rows = await db.select({ id: merchants.id }).from(merchants)
  for (const { id } of rows) {
    await db.execute(sql`
      insert into ${users} (email, password_hash, role_id, merchant_id)
      values (${demoSellerEmail(id)}, ${passwordHash}, ${roles.merchant}, ${id})
      on conflict ((lower(email))) do update
        set password_hash = excluded.password_hash, role_id = excluded.role_id, merchant_id = excluded.merchant_id`)
  }
  return rows.length
}
