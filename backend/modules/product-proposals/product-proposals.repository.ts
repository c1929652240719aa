/**
 * SQL of product proposals and their pictures. A seller's reads and writes carry its `merchant_id` in every
 * condition, so another merchant's proposal is never read or changed; the operator's reads take every merchant.
 */
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '#backend/db/client.ts'
import { rowsOf } from '#backend/db/rows.ts'
import { brands, categories, masterProducts, merchants, productPictures, productProposals } from '#backend/db/schema.ts'
import { slugify } from '#backend/lib/slug.ts'
import type { ProposalStatus } from '#contract/product-proposals.ts'

export type ProposalRow = typeof productProposals.$inferSelect & {
  categoryName: string | null
  merchantName: string
  productSlug: string | null
}
export type NewProposal = Omit<typeof productProposals.$inferInsert, 'id' | 'status' | 'createdAt'>
export interface PictureRow {
  id: string
  proposalId: number
  contentType: string
}

const pictureColumns = {
  id: productPictures.id,
  proposalId: productPictures.proposalId,
  contentType: productPictures.contentType,
}

const proposalColumns = {
  proposal: productProposals,
  categoryName: categories.name,
  merchantName: merchants.name,
  productSlug: masterProducts.slug,
}

function selectProposals(db: Database) {
  return db
    .select(proposalColumns)
    .from(productProposals)
    .innerJoin(merchants, eq(merchants.id, productProposals.merchantId))
    .leftJoin(categories, eq(categories.id, productProposals.categoryId))
    .leftJoin(masterProducts, eq(masterProducts.id, productProposals.masterProductId))
}

interface JoinedRow {
  proposal: typeof productProposals.$inferSelect
  categoryName: string | null
  merchantName: string
  productSlug: string | null
}

const flat = (row: JoinedRow): ProposalRow => ({
  ...row.proposal,
  categoryName: row.categoryName,
  merchantName: row.merchantName,
  productSlug: row.productSlug,
})

/** One proposal: the seller's own (`merchantId`), or any for the operator (null). */
export async function findProposal(db: Database, merchantId: number | null, id: number): Promise<ProposalRow | null> {
  const own = merchantId === null ? undefined : eq(productProposals.merchantId, merchantId)
  const [row] = await selectProposals(db)
    .where(and(eq(productProposals.id, id), own))
    .limit(1)
  return row ? flat(row) : null
}

export async function listProposals(
  db: Database,
  filter: { merchantId: number | null; status?: ProposalStatus; limit: number; offset: number },
): Promise<{ rows: ProposalRow[]; total: number }> {
  const where = and(
    filter.merchantId === null ? undefined : eq(productProposals.merchantId, filter.merchantId),
    filter.status ? eq(productProposals.status, filter.status) : undefined,
  )
  // The operator sees what waits for a decision first.
  const order =
    filter.merchantId === null
      ? [sql`${productProposals.status} <> 'pending'`, desc(productProposals.createdAt), desc(productProposals.id)]
      : [desc(productProposals.createdAt), desc(productProposals.id)]
  const [rows, [counted]] = await Promise.all([
    selectProposals(db)
      .where(where)
      .orderBy(...order)
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(productProposals).where(where),
  ])
  return { rows: rows.map(flat), total: counted?.total ?? 0 }
}

export async function categoryExists(db: Database, id: number): Promise<boolean> {
  const rows = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id)).limit(1)
  return rows.length > 0
}

export async function insertProposal(db: Database, values: NewProposal): Promise<number> {
  const [row] = await db.insert(productProposals).values(values).returning({ id: productProposals.id })
  if (!row) throw new Error('The proposal was not written')
  return row.id
}

/** The pictures of these proposals, in their order. */
export async function picturesOf(db: Database, proposalIds: number[]): Promise<PictureRow[]> {
  if (proposalIds.length === 0) return []
  return db
    .select(pictureColumns)
    .from(productPictures)
    .where(inArray(productPictures.proposalId, proposalIds))
    .orderBy(asc(productPictures.proposalId), asc(productPictures.position), asc(productPictures.createdAt))
}

/**
 * Locks a pending proposal of the merchant for a change of its pictures; null when the merchant has no such
 * proposal, its status otherwise.
 */
export async function lockProposal(tx: Database, merchantId: number | null, id: number) {
  const own = merchantId === null ? sql`` : sql` and merchant_id = ${merchantId}`
  const [row] = rowsOf<{ status: ProposalStatus; merchant_id: number }>(
    await tx.execute(sql`select status, merchant_id from product_proposals where id = ${id}${own} for update`),
  )
  return row ?? null
}

export async function countPictures(tx: Database, proposalId: number): Promise<{ count: number; last: number }> {
  const [row] = await tx
    .select({ count: count(), last: sql<number>`coalesce(max(${productPictures.position}), 0)::int` })
    .from(productPictures)
    .where(eq(productPictures.proposalId, proposalId))
  return { count: row?.count ?? 0, last: row?.last ?? 0 }
}

export async function insertPicture(tx: Database, values: typeof productPictures.$inferInsert): Promise<void> {
  await tx.insert(productPictures).values(values)
}

export async function deletePicture(tx: Database, proposalId: number, pictureId: string): Promise<boolean> {
  const rows = await tx
    .delete(productPictures)
    .where(and(eq(productPictures.proposalId, proposalId), eq(productPictures.id, pictureId)))
    .returning({ id: productPictures.id })
  return rows.length > 0
}

export async function findPicture(db: Database, id: string) {
  const [row] = await db
    .select({ contentType: productPictures.contentType, bytes: productPictures.bytes })
    .from(productPictures)
    .where(eq(productPictures.id, id))
    .limit(1)
  return row ?? null
}

/** A product's uploaded pictures' public addresses, in order (none for the demo catalogue's drawn ones). */
export async function productPictureIds(db: Database, productId: number): Promise<PictureRow[]> {
  return db
    .select(pictureColumns)
    .from(productPictures)
    .where(eq(productPictures.masterProductId, productId))
    .orderBy(asc(productPictures.position))
}

/** The brand of this name (any case), made when there is none; its id. */
async function brandNamed(tx: Database, name: string): Promise<number> {
  const [found] = await tx
    .select({ id: brands.id })
    .from(brands)
    .where(sql`lower(${brands.name}) = lower(${name})`)
    .limit(1)
  if (found) return found.id
  const [made] = await tx
    .insert(brands)
    .values({ name, slug: await freeSlug(tx, 'brands', slugify(name) || 'brand') })
    .returning({ id: brands.id })
  if (!made) throw new Error('The brand was not written')
  return made.id
}

/** `base`, or `base-2`, `base-3`… — the first the table does not hold. */
async function freeSlug(tx: Database, table: 'brands' | 'master_products', base: string): Promise<string> {
  const taken = new Set(
    rowsOf<{ slug: string }>(
      await tx.execute(sql`select slug from ${sql.identifier(table)} where slug = ${base} or slug like ${`${base}-%`}`),
    ).map((row) => row.slug),
  )
  if (!taken.has(base)) return base
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`
}

/**
 * The catalogue product made of an approved proposal, with its pictures moved to it; its id. The first picture is
 * the product's image (what cards show).
 */
export async function insertProductOf(tx: Database, proposal: ProposalRow, pictureUrl: string | null): Promise<number> {
  const brandId = proposal.brand ? await brandNamed(tx, proposal.brand) : null
  const slug = await freeSlug(tx, 'master_products', slugify(proposal.name) || 'product')
  const [row] = await tx
    .insert(masterProducts)
    .values({
      slug,
      name: proposal.name,
      categoryId: proposal.categoryId,
      brandId,
      article: proposal.article,
      description: proposal.description,
      specs: proposal.specs,
      vatRate: proposal.vatRate,
      image: pictureUrl,
    })
    .returning({ id: masterProducts.id })
  if (!row) throw new Error('The product was not written')
  await tx.update(productPictures).set({ masterProductId: row.id }).where(eq(productPictures.proposalId, proposal.id))
  return row.id
}

export async function decide(
  tx: Database,
  id: number,
  change: { status: 'approved' | 'rejected'; masterProductId?: number; reason?: string; at: Date },
): Promise<void> {
  await tx
    .update(productProposals)
    .set({
      status: change.status,
      masterProductId: change.masterProductId ?? null,
      reason: change.reason ?? null,
      decidedAt: change.at,
    })
    .where(eq(productProposals.id, id))
}
