/**
 * The buyer's cancellation of an order (SPEC §4): a reason from the list and a comment, which is required when the
 * reason is "other". The cancel dialog checks with this schema in the browser and the orders page's action on the
 * server, so both refuse alike (Russian texts of orders.json).
 */
import { z } from 'zod'
import { tooLong } from '#app/lib/forms/rules.ts'
import { resources } from '#app/lib/i18n-resources.ts'
import { cancelReasons } from '#contract/orders.ts'

export const ordersTexts = resources.ru.orders

/** The contract's limit of a cancellation comment. */
export const CANCEL_COMMENT_MAX = 1000

export const cancelOrderSchema = z
  .object({
    reason: z.enum(cancelReasons, {
      errorMap: () => ({ message: ordersTexts.cancelDialog.errors.reason }),
    }),
    comment: z.string().trim().max(CANCEL_COMMENT_MAX, tooLong(CANCEL_COMMENT_MAX)).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.reason === 'other' && !value.comment) {
      ctx.addIssue({ code: 'custom', path: ['comment'], message: ordersTexts.cancelDialog.errors.comment })
    }
  })
export type CancelOrderForm = z.infer<typeof cancelOrderSchema>
