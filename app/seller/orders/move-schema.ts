/**
 * A move of an order from the cabinet (issue 15): the status to move to, a comment, and what the move needs
 * (`checkMoveFields` of the contract: carrier and tracking number to hand over to delivery, a reason to cancel). The
 * order page's forms check with it in the browser and its action on the server, with the contract's Russian texts.
 */
import { z } from 'zod'
import { tooLong } from '#app/lib/forms/rules.ts'
import { orderStatuses } from '#contract/order-statuses.ts'
import { checkMoveFields, MOVE_COMMENT_MAX, SHIPMENT_FIELD_MAX } from '#contract/orders.ts'

export { MOVE_COMMENT_MAX, SHIPMENT_FIELD_MAX }

/** The hidden field of the cancellation's second post: the seller said «Да». */
export const CONFIRMED_FIELD = 'confirmed'

/** The moves the cabinet has a button for, in the order they are offered (a seller's change needs an editor first). */
export const MOVES_WITH_BUTTONS = [
  'in_work',
  'reserved',
  'billed',
  'bill_paid',
  'payment_received',
  'delivery_service',
  'goods_received',
  'successfully',
  'closed',
  'canceled_by_seller',
] as const

/** The moves the operator's console has a button for: the seller's, with the administrator's own cancellation. */
export const ADMIN_MOVES = [
  ...MOVES_WITH_BUTTONS.filter((status) => status !== 'canceled_by_seller'),
  'canceled_by_admin',
] as const

const optional = (max: number) => z.string().trim().max(max, tooLong(max)).optional()

export const moveSchema = z
  .object({
    status_id: z.enum(orderStatuses),
    comment: optional(MOVE_COMMENT_MAX),
    carrier: optional(SHIPMENT_FIELD_MAX),
    tracking_number: optional(SHIPMENT_FIELD_MAX),
    [CONFIRMED_FIELD]: z.literal('yes').optional(),
  })
  .superRefine((move, ctx) =>
    checkMoveFields(
      {
        status_id: move.status_id,
        comment: move.comment || null,
        carrier: move.carrier || null,
        tracking_number: move.tracking_number || null,
      },
      ctx,
    ),
  )
export type MoveForm = z.infer<typeof moveSchema>
