/**
 * SQL of the operator's work on one visitor's message (issue 16): the message of a kind with the product it is about
 * (null when the product is gone), its row held for a change of status or a reply, and the replies sent.
 */
import { and, asc, eq } from 'drizzle-orm'
import type { Database } from '#backend/db/client.ts'
import { appeals, masterProducts, messageReplies, priceRequests, productQuestions } from '#backend/db/schema.ts'
import type { MessageKind } from '#contract/admin.ts'
import type { MessageStatus } from '#contract/messages.ts'
import type { AppealRow, PriceRequestRow, ProductQuestionRow } from './messages.repository.ts'

const tables = { appeal: appeals, price_request: priceRequests, question: productQuestions } as const

const product = { id: masterProducts.id, name: masterProducts.name, slug: masterProducts.slug }
export type ProductRef = { id: number; name: string; slug: string } | null

export type FoundMessage =
  | { kind: 'appeal'; row: AppealRow }
  | { kind: 'price_request'; row: PriceRequestRow; product: ProductRef }
  | { kind: 'question'; row: ProductQuestionRow; product: ProductRef }

export async function findMessage(db: Database, kind: MessageKind, id: number): Promise<FoundMessage | null> {
  if (kind === 'appeal') {
    const [row] = await db.select().from(appeals).where(eq(appeals.id, id))
    return row ? { kind, row } : null
  }
  if (kind === 'price_request') {
    const [found] = await db
      .select({ row: priceRequests, product })
      .from(priceRequests)
      .leftJoin(masterProducts, eq(masterProducts.id, priceRequests.masterProductId))
      .where(eq(priceRequests.id, id))
    return found ? { kind, row: found.row, product: found.product } : null
  }
  const [found] = await db
    .select({ row: productQuestions, product })
    .from(productQuestions)
    .leftJoin(masterProducts, eq(masterProducts.id, productQuestions.productId))
    .where(eq(productQuestions.id, id))
  return found ? { kind, row: found.row, product: found.product } : null
}

/** The message's row held until the transaction ends, so changes of one message queue up; null when there is none. */
export async function lockMessage(tx: Database, kind: MessageKind, id: number) {
  const table = tables[kind]
  const [row] = await tx
    .select({ id: table.id, status: table.status, email: table.email })
    .from(table)
    .where(eq(table.id, id))
    .for('update')
  return row ?? null
}

export async function setMessageStatus(tx: Database, kind: MessageKind, id: number, status: MessageStatus) {
  const table = tables[kind]
  await tx.update(table).set({ status }).where(eq(table.id, id))
}

export type ReplyRow = typeof messageReplies.$inferSelect

export async function insertReply(tx: Database, reply: typeof messageReplies.$inferInsert): Promise<ReplyRow> {
  const [row] = await tx.insert(messageReplies).values(reply).returning()
  if (!row) throw new Error('reply insert returned nothing')
  return row
}

/** The message's replies, oldest first. */
export function repliesOf(db: Database, kind: MessageKind, id: number): Promise<ReplyRow[]> {
  return db
    .select()
    .from(messageReplies)
    .where(and(eq(messageReplies.kind, kind), eq(messageReplies.messageId, id)))
    .orderBy(asc(messageReplies.id))
}
