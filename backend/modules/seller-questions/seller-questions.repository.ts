/**
 * SQL of product questions and price requests as sellers and askers read them (decision 043). Both tables are read
 * as one list of messages (`kind`, `id`). A merchant's messages are those asked of it, and those asked of nobody in
 * particular about a product it offers — the condition sits in every statement, so another merchant's message is
 * never read or answered. An asker's are those stored with their user id.
 */
import { type SQL, sql } from 'drizzle-orm'
import type { Database } from '#backend/db/client.ts'
import { rowsOf } from '#backend/db/rows.ts'
import type { AnsweredKind } from '#backend/db/schema.ts'

/** Whose messages: a merchant's (asked of it or of every seller of a product it offers), or an asker's. */
export type Scope = { merchantId: number } | { userId: number }

/** The messages of a scope, both kinds in one shape. */
function asked(scope: Scope): SQL {
  const where = (merchant: SQL, product: SQL, user: SQL) =>
    'userId' in scope
      ? sql`${user} = ${scope.userId}`
      : sql`(${merchant} = ${scope.merchantId} or (${merchant} is null and ${product} in (
          select o.master_product_id from offers o where o.merchant_id = ${scope.merchantId})))`
  return sql`
    select 'question'::text as kind, q.id, q.created_at, q.product_id, q.name, q.quantity, q.question as text,
           q.location, q.merchant_id
    from product_questions q
    where ${where(sql`q.merchant_id`, sql`q.product_id`, sql`q.user_id`)}
    union all
    select 'price_request'::text, r.id, r.created_at, r.master_product_id, r.name, r.quantity, r.message,
           r.location, r.merchant_id
    from price_requests r
    where ${where(sql`r.merchant_id`, sql`r.master_product_id`, sql`r.user_id`)}`
}

export interface AskedRow {
  kind: AnsweredKind
  id: number
  created_at: Date | string
  product_id: number | null
  product_slug: string | null
  product_name: string | null
  name: string
  quantity: number
  text: string | null
  location: string | null
  merchant_id: number | null
}

export interface SellerQuestionRow extends AskedRow {
  answer_text: string | null
  answered_at: Date | string | null
}

const askedColumns = sql`
  a.kind, a.id, a.created_at, mp.id as product_id, mp.slug as product_slug, mp.name as product_name, a.name,
  a.quantity, a.text, a.location, a.merchant_id`

/** The merchant's own answer beside each message. */
const sellerFrom = (merchantId: number) => sql`
  (${asked({ merchantId })}) a
  left join master_products mp on mp.id = a.product_id
  left join message_answers ans on ans.kind = a.kind and ans.message_id = a.id and ans.merchant_id = ${merchantId}`

export interface SellerListFilter {
  merchantId: number
  unansweredOnly: boolean
  limit: number
  offset: number
}

/** A page of the merchant's messages, unanswered first, newest first; the total and the unanswered count. */
export async function listSellerQuestions(db: Database, filter: SellerListFilter) {
  const where = filter.unansweredOnly ? sql`ans.id is null` : sql`true`
  const [rows, counted] = await Promise.all([
    db.execute(sql`
      select ${askedColumns}, ans.text as answer_text, ans.answered_at
      from ${sellerFrom(filter.merchantId)}
      where ${where}
      order by ans.id is null desc, a.created_at desc, a.kind, a.id desc
      limit ${filter.limit} offset ${filter.offset}`),
    db.execute(sql`
      select count(*)::int as total, (count(*) filter (where ans.id is null))::int as unanswered
      from ${sellerFrom(filter.merchantId)}`),
  ])
  const counts = rowsOf<{ total: number; unanswered: number }>(counted)[0]
  const unanswered = Number(counts?.unanswered ?? 0)
  return {
    rows: rowsOf<SellerQuestionRow>(rows),
    total: filter.unansweredOnly ? unanswered : Number(counts?.total ?? 0),
    unanswered,
  }
}

/** One of the merchant's messages, or undefined when it is not the merchant's (or does not exist). */
export async function findSellerQuestion(
  db: Database,
  merchantId: number,
  kind: AnsweredKind,
  id: number,
): Promise<SellerQuestionRow | undefined> {
  const [row] = rowsOf<SellerQuestionRow>(
    await db.execute(sql`
      select ${askedColumns}, ans.text as answer_text, ans.answered_at
      from ${sellerFrom(merchantId)}
      where a.kind = ${kind} and a.id = ${id}`),
  )
  return row
}

/** The merchant's answer to a message, replacing its earlier one. The caller has checked the message is its. */
/** How to reach whoever asked a message (for the notification of an answer), and the seller's name. */
export async function askerContacts(
  db: Database,
  kind: AnsweredKind,
  id: number,
  merchantId: number,
): Promise<{ email: string | null; phone: string; user_id: number | null; merchant: string } | undefined> {
  const from = kind === 'question' ? sql`product_questions` : sql`price_requests`
  const [row] = rowsOf<{ email: string | null; phone: string; user_id: number | null; merchant: string }>(
    await db.execute(sql`
      select m.email, m.phone, m.user_id, (select name from merchants where id = ${merchantId}) as merchant
      from ${from} m where m.id = ${id}`),
  )
  return row
}

export async function saveAnswer(
  db: Database,
  answer: { kind: AnsweredKind; messageId: number; merchantId: number; userId: number; text: string },
): Promise<void> {
  await db.execute(sql`
    insert into message_answers (kind, message_id, merchant_id, user_id, text)
    values (${answer.kind}, ${answer.messageId}, ${answer.merchantId}, ${answer.userId}, ${answer.text})
    on conflict (kind, message_id, merchant_id)
    do update set text = excluded.text, user_id = excluded.user_id, answered_at = now()`)
}

export interface BuyerAnswer {
  merchant_id: number
  merchant_name: string
  text: string
  answered_at: string
}

export interface MyQuestionRow extends AskedRow {
  answers: BuyerAnswer[]
}

/** A page of the asker's messages, newest first, each with every seller's answer (first answered first); the total. */
export async function listMyQuestions(db: Database, userId: number, page: { limit: number; offset: number }) {
  const [rows, counted] = await Promise.all([
    db.execute(sql`
      select ${askedColumns},
        coalesce((
          select json_agg(json_build_object('merchant_id', m.id, 'merchant_name', m.name, 'text', ans.text,
                                            'answered_at', ans.answered_at) order by ans.id)
          from message_answers ans join merchants m on m.id = ans.merchant_id
          where ans.kind = a.kind and ans.message_id = a.id), '[]'::json) as answers
      from (${asked({ userId })}) a
      left join master_products mp on mp.id = a.product_id
      order by a.created_at desc, a.kind, a.id desc
      limit ${page.limit} offset ${page.offset}`),
    db.execute(sql`select count(*)::int as total from (${asked({ userId })}) a`),
  ])
  return {
    rows: rowsOf<MyQuestionRow>(rows),
    total: Number(rowsOf<{ total: number }>(counted)[0]?.total ?? 0),
  }
}
