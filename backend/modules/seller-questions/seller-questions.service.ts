/**
 * Questions and price requests answered by sellers (decision 043): a merchant's list, one message, its answer; and
 * the asker's own list with every seller's answer. Scoping is the repository's: a message that is not the
 * merchant's is «Вопрос не найден», exactly like one that does not exist.
 */
import type { z } from 'zod'
import type { Database } from '#backend/db/client.ts'
import { notFound } from '#backend/lib/errors.ts'
import { pageRows, pagination } from '#backend/lib/pagination.ts'
import type { Outbox } from '#backend/modules/notifications/outbox.ts'
import { answerEmail, answerSms } from '#backend/modules/notifications/texts.ts'
import { rowIdFrom } from '#backend/modules/owned-lists/owned-list.ts'
import {
  type answerBodySchema,
  type listMyQuestionsCall,
  type listSellerQuestionsCall,
  type MyQuestion,
  questionKindSchema,
  type SellerQuestion,
  sellerQuestionMessages,
} from '#contract/seller-questions.ts'
import * as repo from './seller-questions.repository.ts'

type SellerListQuery = z.output<(typeof listSellerQuestionsCall)['query']>
type MyListQuery = z.output<(typeof listMyQuestionsCall)['query']>
type AnswerBody = z.output<typeof answerBodySchema>

const iso = (value: Date | string) => new Date(value).toISOString()

function asked(row: repo.AskedRow) {
  return {
    kind: row.kind,
    id: row.id,
    created_at: iso(row.created_at),
    product:
      row.product_id !== null && row.product_slug !== null && row.product_name !== null
        ? { id: row.product_id, slug: row.product_slug, name: row.product_name }
        : null,
    quantity: row.quantity,
    text: row.text,
    location: row.location,
  }
}

function toSellerQuestion(row: repo.SellerQuestionRow): SellerQuestion {
  return {
    ...asked(row),
    name: row.name,
    addressed: row.merchant_id !== null,
    answer:
      row.answer_text !== null && row.answered_at !== null
        ? { text: row.answer_text, answered_at: iso(row.answered_at) }
        : null,
  }
}

function toMyQuestion(row: repo.MyQuestionRow): MyQuestion {
  return {
    ...asked(row),
    answers: row.answers.map((answer) => ({
      merchant: { id: answer.merchant_id, name: answer.merchant_name },
      text: answer.text,
      answered_at: iso(answer.answered_at),
    })),
  }
}

const missing = () => notFound(sellerQuestionMessages.notFound)

/** The message a path names (`:kind/:id`), or 404 for a kind or an id that cannot be one. */
function messageKey(rawKind: string | undefined, rawId: string | undefined) {
  const kind = questionKindSchema.safeParse(rawKind)
  const id = rowIdFrom(rawId)
  if (!kind.success || id === null) throw missing()
  return { kind: kind.data, id }
}

export interface SellerQuestionsDependencies {
  /** Tells the asker of the answer, in the answer's transaction (decision 047); without it nobody is told. */
  outbox?: Pick<Outbox, 'write' | 'kick' | 'link'>
}

export function createSellerQuestionsService(db: Database, deps: SellerQuestionsDependencies = {}) {
  /**
   * The asker hears of a seller's first answer by e-mail, or by SMS when they left no e-mail; an answer edited later
   * is not told again (the key is the message's and the merchant's).
   */
  async function tellAsker(tx: Database, merchantId: number, question: SellerQuestion, text: string) {
    const outbox = deps.outbox
    const contacts = outbox ? await repo.askerContacts(tx, question.kind, question.id, merchantId) : undefined
    if (!outbox || !contacts) return
    const key = (channel: string, to: string) => `answer:${question.kind}:${question.id}:${merchantId}:${channel}:${to}`
    const about = { event: 'answer', userId: contacts.user_id }
    if (contacts.email) {
      const email = answerEmail(
        { name: question.name, kind: question.kind, product: question.product?.name ?? null, question: question.text },
        { merchant: contacts.merchant, text },
        {
          page: outbox.link(
            contacts.user_id ? '/account/questions' : question.product ? `/product/${question.product.slug}` : '/',
          ),
        },
      )
      await outbox.write(tx, [
        { ...about, key: key('email', contacts.email), channel: 'email', recipient: contacts.email, ...email },
      ])
    } else {
      await outbox.write(tx, [
        {
          ...about,
          key: key('sms', contacts.phone),
          channel: 'sms',
          recipient: contacts.phone,
          text: answerSms(question, contacts.merchant, text),
        },
      ])
    }
  }

  async function read(merchantId: number, kind: repo.AskedRow['kind'], id: number) {
    const row = await repo.findSellerQuestion(db, merchantId, kind, id)
    if (!row) throw missing()
    return toSellerQuestion(row)
  }

  return {
    async list(merchantId: number, query: SellerListQuery) {
      const { rows, total, unanswered } = await repo.listSellerQuestions(db, {
        merchantId,
        unansweredOnly: query.state === 'unanswered',
        ...pageRows(query),
      })
      return { questions: rows.map(toSellerQuestion), pagination: pagination(query, total), unanswered }
    },

    async get(merchantId: number, rawKind: string | undefined, rawId: string | undefined) {
      const { kind, id } = messageKey(rawKind, rawId)
      return { question: await read(merchantId, kind, id) }
    },

    /** The seller's answer (a second one replaces the first); `userId` is the seller's account that wrote it. */
    async answer(
      merchantId: number,
      userId: number,
      rawKind: string | undefined,
      rawId: string | undefined,
      body: AnswerBody,
    ) {
      const { kind, id } = messageKey(rawKind, rawId)
      const question = await read(merchantId, kind, id)
      await db.transaction(async (tx) => {
        await repo.saveAnswer(tx, { kind, messageId: id, merchantId, userId, text: body.text })
        await tellAsker(tx, merchantId, question, body.text)
      })
      deps.outbox?.kick()
      return { result: true as const, question: await read(merchantId, kind, id) }
    },

    async mine(userId: number, query: MyListQuery) {
      const { rows, total } = await repo.listMyQuestions(db, userId, pageRows(query))
      return { questions: rows.map(toMyQuestion), pagination: pagination(query, total) }
    },
  }
}

export type SellerQuestionsService = ReturnType<typeof createSellerQuestionsService>
