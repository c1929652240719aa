/** SQL of visitors' messages: one insert per kind, and pages of each kind newest first. Takes the database first. */
import { count, desc, eq } from 'drizzle-orm'
import type { Database } from '#backend/db/client.ts'
import { appeals, priceRequests, productQuestions } from '#backend/db/schema.ts'
import type { PageRows } from '#backend/lib/pagination.ts'
import type { MessageStatus } from '#contract/messages.ts'

export type AppealRow = typeof appeals.$inferSelect
export type PriceRequestRow = typeof priceRequests.$inferSelect
export type ProductQuestionRow = typeof productQuestions.$inferSelect

function insertedId(rows: { id: number }[]): number {
  const [row] = rows
  if (!row) throw new Error('insert returned no row')
  return row.id
}

export async function insertAppeal(db: Database, values: typeof appeals.$inferInsert): Promise<number> {
  return insertedId(await db.insert(appeals).values(values).returning({ id: appeals.id }))
}

export async function insertPriceRequest(db: Database, values: typeof priceRequests.$inferInsert): Promise<number> {
  return insertedId(await db.insert(priceRequests).values(values).returning({ id: priceRequests.id }))
}

export async function insertProductQuestion(
  db: Database,
  values: typeof productQuestions.$inferInsert,
): Promise<number> {
  return insertedId(await db.insert(productQuestions).values(values).returning({ id: productQuestions.id }))
}

/** Pages of each kind, newest first; `status` narrows to the messages of one status. */
export async function pageOfAppeals(db: Database, page: PageRows, status?: MessageStatus) {
  const where = status ? eq(appeals.status, status) : undefined
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(appeals)
      .where(where)
      .orderBy(desc(appeals.createdAt), desc(appeals.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(appeals).where(where),
  ])
  return { rows, total: total?.value ?? 0 }
}

export async function pageOfPriceRequests(db: Database, page: PageRows, status?: MessageStatus) {
  const where = status ? eq(priceRequests.status, status) : undefined
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(priceRequests)
      .where(where)
      .orderBy(desc(priceRequests.createdAt), desc(priceRequests.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(priceRequests).where(where),
  ])
  return { rows, total: total?.value ?? 0 }
}

export async function pageOfProductQuestions(db: Database, page: PageRows, status?: MessageStatus) {
  const where = status ? eq(productQuestions.status, status) : undefined
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(productQuestions)
      .where(where)
      .orderBy(desc(productQuestions.createdAt), desc(productQuestions.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(productQuestions).where(where),
  ])
  return { rows, total: total?.value ?? 0 }
}
