/**
 * SQL of merchants: the row a seller's registration makes, its settings and logo, its public page, and moderation with
 * its offers.
 */
import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm'
import type { Database } from '#backend/db/client.ts'
import { merchantLogos, merchants, offers, users } from '#backend/db/schema.ts'
import { slugify } from '#backend/lib/slug.ts'
import type { MerchantStatus } from '#contract/seller.ts'

export type MerchantRow = typeof merchants.$inferSelect
export type MerchantValues = Partial<Omit<typeof merchants.$inferInsert, 'id' | 'slug' | 'status' | 'createdAt'>>

/**
 * A new seller's merchant, on moderation, named after the company; its slug is the name's transliteration, with the
 * id added when another merchant has it.
 */
export async function insertPendingMerchant(
  tx: Database,
  fields: { name: string; phone: string; email: string },
): Promise<MerchantRow> {
  const base = slugify(fields.name, 60) || 'seller'
  const [taken] = await tx.select({ id: merchants.id }).from(merchants).where(eq(merchants.slug, base)).limit(1)
  // A slug that cannot collide until the id is known.
  const provisional = taken ? `${base}-new-${crypto.randomUUID()}` : base
  const [row] = await tx
    .insert(merchants)
    .values({
      name: fields.name,
      slug: provisional,
      legalName: fields.name,
      city: '',
      status: 'pending',
      phone: fields.phone,
      email: fields.email,
    })
    .returning()
  if (!row) throw new Error('merchant insert returned nothing')
  if (!taken) return row
  const [renamed] = await tx
    .update(merchants)
    .set({ slug: `${base}-${row.id}` })
    .where(eq(merchants.id, row.id))
    .returning()
  return renamed ?? row
}

export async function findMerchant(db: Database, id: number): Promise<MerchantRow | undefined> {
  const [row] = await db.select().from(merchants).where(eq(merchants.id, id)).limit(1)
  return row
}

export async function updateMerchant(
  db: Database,
  id: number,
  values: MerchantValues,
): Promise<MerchantRow | undefined> {
  const [row] = await db.update(merchants).set(values).where(eq(merchants.id, id)).returning()
  return row
}

/** Locks the merchant's row for a moderation decision. */
export async function lockMerchant(tx: Database, id: number): Promise<MerchantRow | undefined> {
  const [row] = await tx.select().from(merchants).where(eq(merchants.id, id)).for('update').limit(1)
  return row
}

/**
 * Sets the merchant's status and publishes its offers when approved, unpublishes them otherwise: one statement,
 * so the offers' summary trigger recounts the listings once.
 */
export async function setMerchantStatus(
  tx: Database,
  id: number,
  status: MerchantStatus,
  approvedAt: Date | null,
): Promise<MerchantRow | undefined> {
  const [row] = await tx
    .update(merchants)
    .set({ status, ...(approvedAt ? { approvedAt } : {}) })
    .where(eq(merchants.id, id))
    .returning()
  const published = status === 'approved'
  await tx.execute(sql`
    update ${offers} set published = ${published}
    where merchant_id = ${id} and published <> ${published}`)
  return row
}

/** Merchants on moderation first, then the newest; optionally of one status. */
export async function listMerchants(
  db: Database,
  filter: { status?: MerchantStatus; limit: number; offset: number },
): Promise<{ rows: MerchantRow[]; total: number }> {
  const where = filter.status ? eq(merchants.status, filter.status) : undefined
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(merchants)
      .where(where)
      .orderBy(sql`(${merchants.status} = 'pending') desc`, desc(merchants.createdAt), desc(merchants.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(merchants).where(where),
  ])
  return { rows, total: Number(counted?.total ?? 0) }
}

/** An approved merchant by its slug: the only ones buyers may see a page of. */
export async function findApprovedMerchantBySlug(db: Database, slug: string): Promise<MerchantRow | undefined> {
  const [row] = await db
    .select()
    .from(merchants)
    .where(and(eq(merchants.slug, slug), eq(merchants.status, 'approved')))
    .limit(1)
  return row
}

/** The new logo becomes the merchant's; its older logos are deleted. */
export async function replaceMerchantLogo(
  tx: Database,
  logo: { id: string; merchantId: number; contentType: string; bytes: Buffer; path: string },
): Promise<MerchantRow | undefined> {
  const { path, ...row } = logo
  await tx.insert(merchantLogos).values(row)
  await tx
    .delete(merchantLogos)
    .where(and(eq(merchantLogos.merchantId, logo.merchantId), ne(merchantLogos.id, logo.id)))
  const [updated] = await tx.update(merchants).set({ logo: path }).where(eq(merchants.id, logo.merchantId)).returning()
  return updated
}

/** The merchant has no logo any more. */
export async function removeMerchantLogo(tx: Database, merchantId: number): Promise<MerchantRow | undefined> {
  await tx.delete(merchantLogos).where(eq(merchantLogos.merchantId, merchantId))
  const [updated] = await tx.update(merchants).set({ logo: null }).where(eq(merchants.id, merchantId)).returning()
  return updated
}

/** How many offers the merchant has, and how many of them buyers see. */
export async function countOffers(db: Database, merchantId: number): Promise<{ total: number; published: number }> {
  const [row] = await db
    .select({ total: count(), published: sql<number>`count(*) filter (where ${offers.published})::int` })
    .from(offers)
    .where(eq(offers.merchantId, merchantId))
  return { total: Number(row?.total ?? 0), published: Number(row?.published ?? 0) }
}

/** The seller accounts that run the merchant's cabinet, oldest first. */
export function accountsOf(db: Database, merchantId: number) {
  return db
    .select({ id: users.id, email: users.email, phone: users.phone })
    .from(users)
    .where(eq(users.merchantId, merchantId))
    .orderBy(asc(users.id))
}
