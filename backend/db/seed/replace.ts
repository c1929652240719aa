/**
 * Replaces whatever catalogue the database holds with a fresh demo catalogue, leaving user accounts alone.
 * `TRUNCATE … CASCADE` would also empty `users` (users.merchant_id references merchants), so instead: remember
 * which seller accounts belong to which seller (by slug), unlink them, empty the catalogue tables, seed, and link
 * the accounts again to the seller with the same slug. All in one transaction: on any error nothing changes.
 * Without CASCADE, a table added later that references the catalogue makes this fail loudly instead of emptying it.
 * Orders are such records: they name their sellers, and a catalogue under them cannot be swapped, so a database
 * that holds orders is refused up front with a message that says so.
 */
import { count, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import type { Database } from '#backend/db/client.ts'
import { merchants, orders, users } from '#backend/db/schema.ts'
import { type SeedCounts, seedDemoCatalogue } from './seed.ts'
import type { CatalogueOptions } from './types.ts'

export interface ReplaceResult {
  counts: SeedCounts
  /** Seller accounts linked again to their seller after the reseed. */
  relinkedUsers: number
  /** Seller accounts whose seller is not in the demo catalogue; they stay without a seller. */
  unlinkedUsers: number
}

export async function replaceDemoCatalogue(db: Database, options: CatalogueOptions = {}): Promise<ReplaceResult> {
  return db.transaction(async (tx) => {
    const [placed] = await tx.select({ n: count() }).from(orders)
    if (placed && placed.n > 0) {
      throw new Error(
        `The database holds orders (${placed.n}), which refer to its sellers: the demo catalogue cannot be replaced ` +
          'under them. Reseed a fresh database instead (another DATABASE_URL).',
      )
    }
    const links = await tx
      .select({ userId: users.id, merchantSlug: merchants.slug })
      .from(users)
      .innerJoin(merchants, eq(users.merchantId, merchants.id))
    await tx.update(users).set({ merchantId: null }).where(isNotNull(users.merchantId))

    await tx.execute(sql`TRUNCATE price_history, offers, master_products, brands, categories RESTART IDENTITY`)
    // users still references merchants, which forbids TRUNCATE even with every link cleared; the table is small.
    await tx.delete(merchants)

    const counts = await seedDemoCatalogue(tx, options)

    const fresh = await tx.select({ id: merchants.id, slug: merchants.slug }).from(merchants)
    const idBySlug = new Map(fresh.map((m) => [m.slug, m.id]))
    const usersByMerchant = new Map<number, number[]>()
    for (const link of links) {
      const merchantId = idBySlug.get(link.merchantSlug)
      if (merchantId === undefined) continue
      usersByMerchant.set(merchantId, [...(usersByMerchant.get(merchantId) ?? []), link.userId])
    }
    let relinkedUsers = 0
    for (const [merchantId, userIds] of usersByMerchant) {
      await tx.update(users).set({ merchantId }).where(inArray(users.id, userIds))
      relinkedUsers += userIds.length
    }
    return { counts, relinkedUsers, unlinkedUsers: links.length - relinkedUsers }
  })
}
