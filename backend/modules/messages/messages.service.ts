/**
 * Rules of visitors' messages (write-us, price request, product question): who may send one, then storing it; and
 * the administrators' lists.
 *
 * Admission (docs/decisions/010): with captcha off every post counts against the normal per-IP limit. With captcha
 * on, a post with a token counts against the normal limit and is refused when its token fails verification; a post
 * without a token (JavaScript off) — or whose token could not be verified because the service is down — counts
 * against the stricter limit as well and is accepted under it.
 */

import type { z } from 'zod'
import type { Database } from '#backend/db/client.ts'
import type { CaptchaVerifier } from '#backend/lib/captcha.ts'
import { admitPublicPost } from '#backend/lib/captcha-admission.ts'
import { AppError } from '#backend/lib/errors.ts'
import { type PageQuery, pageRows, pagination } from '#backend/lib/pagination.ts'
import { createRateLimiter, type RateRule } from '#backend/lib/rate-limit.ts'
import { limitDefaults } from '#backend/limit-defaults.ts'
import {
  type appealBodySchema,
  captchaActions,
  type MessageStatus,
  type priceRequestBodySchema,
  type productQuestionBodySchema,
} from '#contract/messages.ts'
import { appealOut, priceRequestOut, productQuestionOut } from './message-rows.ts'
import {
  insertAppeal,
  insertPriceRequest,
  insertProductQuestion,
  pageOfAppeals,
  pageOfPriceRequests,
  pageOfProductQuestions,
} from './messages.repository.ts'

export const messageTexts = {
  tooMany: 'Слишком много сообщений. Попробуйте позже.',
  captchaFailed:
    'Не удалось подтвердить, что сообщение отправил человек. Обновите страницу и попробуйте отправить ещё раз.',
} as const

export type MessageKind = keyof typeof captchaActions

/** An administrators' list: a page, and optionally only the messages of one status. */
type ListQuery = PageQuery & { status?: MessageStatus }

export interface MessageLimits {
  normal: RateRule
  strict: RateRule
}

const { limit, strictLimit, windowSeconds } = limitDefaults.messages
export const defaultMessageLimits: MessageLimits = {
  normal: { limit, windowSeconds },
  strict: { limit: strictLimit, windowSeconds },
}

export interface MessagesOptions {
  captcha: CaptchaVerifier
  limits?: MessageLimits
  now?: () => Date
  log?: (message: string) => void
}

/** Who sent a message, as the back-end saw it: the IP, and the signed-in asker (null for a guest). */
export interface Sender {
  ip: string | null
  userId?: number | null
}

export function createMessagesService(db: Database, options: MessagesOptions) {
  const now = options.now ?? (() => new Date())
  const log = options.log ?? ((message: string) => console.warn(message))
  const limiter = createRateLimiter(db, { namespace: 'messages', rules: options.limits ?? defaultMessageLimits, now })

  async function withinLimit(rule: keyof MessageLimits, kind: MessageKind, sender: Sender) {
    if (!(await limiter.hit(rule, `${kind}:${sender.ip ?? 'unknown'}`))) throw new AppError(429, messageTexts.tooMany)
  }

  /** Lets the message in or throws; answers the captcha score to store with it. */
  function admit(kind: MessageKind, token: string | undefined, sender: Sender): Promise<number | null> {
    return admitPublicPost({
      captcha: options.captcha,
      token,
      action: captchaActions[kind],
      ip: sender.ip,
      withinLimit: (rule) => withinLimit(rule, kind, sender),
      captchaFailed: messageTexts.captchaFailed,
      what: kind,
      log,
    })
  }

  const sent = (id: number) => ({ result: true as const, id })

  return {
    async addAppeal(body: z.output<typeof appealBodySchema>, sender: Sender) {
      const captchaScore = await admit('appeal', body.token, sender)
      return sent(
        await insertAppeal(db, {
          name: body.name,
          email: body.email ?? null,
          phone: body.phone,
          message: body.message,
          ip: sender.ip,
          captchaScore,
          createdAt: now(),
        }),
      )
    },

    async addPriceRequest(body: z.output<typeof priceRequestBodySchema>, sender: Sender) {
      const captchaScore = await admit('priceRequest', body.token, sender)
      return sent(
        await insertPriceRequest(db, {
          name: body.name,
          email: body.email ?? null,
          phone: body.phone,
          quantity: body.quantity,
          message: body.message ?? null,
          location: body.location ?? null,
          masterProductId: body.master_product_id ?? null,
          merchantId: body.merchant_id ?? null,
          userId: sender.userId ?? null,
          ip: sender.ip,
          captchaScore,
          createdAt: now(),
        }),
      )
    },

    async addProductQuestion(body: z.output<typeof productQuestionBodySchema>, sender: Sender) {
      const captchaScore = await admit('productQuestion', body.token, sender)
      return sent(
        await insertProductQuestion(db, {
          productId: body.product.id,
          page: body.product.page,
          quantity: body.product.quantity,
          name: body.name,
          phone: body.phone,
          email: body.email ?? null,
          question: body.question ?? null,
          location: body.location ?? null,
          merchantId: body.merchant_id ?? null,
          userId: sender.userId ?? null,
          ip: sender.ip,
          captchaScore,
          createdAt: now(),
        }),
      )
    },

    async listAppeals(query: ListQuery) {
      const { rows, total } = await pageOfAppeals(db, pageRows(query), query.status)
      return { data: rows.map(appealOut), pagination: pagination(query, total) }
    },

    async listPriceRequests(query: ListQuery) {
      const { rows, total } = await pageOfPriceRequests(db, pageRows(query), query.status)
      return { data: rows.map(priceRequestOut), pagination: pagination(query, total) }
    },

    async listProductQuestions(query: ListQuery) {
      const { rows, total } = await pageOfProductQuestions(db, pageRows(query), query.status)
      return { data: rows.map(productQuestionOut), pagination: pagination(query, total) }
    },
  }
}
export type MessagesService = ReturnType<typeof createMessagesService>
