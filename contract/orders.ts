/**
 * Orders (SPEC §3 Order, §4 statuses and cancellation, §5 checkout rules, §7 order calls). Checkout sends the order
 * draft once; the back-end makes one order per seller of the buyer's cart, all in one transaction, and answers the
 * same orders again for the same idempotency key (a double click, a retry, parallel submits). Payment types (SPEC §3):
 * 1 existing requisites, 2 new requisites (both: a company pays by invoice), 3 card (default; a private buyer).
 */
import { z } from 'zod'
import { addressFieldsSchema } from './addresses.ts'
import { defineCall } from './call.ts'
import { id, imageSchema, rubles } from './catalog.ts'
import { formatRubles } from './money.ts'
import { type OrderStatus, orderStatuses } from './order-statuses.ts'
import { e164RussianPhone } from './phone.ts'
import { checkRequisiteFields, requisiteFieldsObject } from './requisites.ts'

/** The sentinel id of "a new address" and "new requisites" (SPEC §3 Order draft). */
export const NEW_ENTRY_ID = -1

export const paymentTypes = { existingRequisite: 1, newRequisite: 2, card: 3 } as const
export const DEFAULT_PAYMENT_TYPE = paymentTypes.card
export type PaymentType = (typeof paymentTypes)[keyof typeof paymentTypes]
export const paymentTypeSchema = z.union([z.literal(1), z.literal(2), z.literal(3)])

/** Buyer's reasons to cancel (SPEC §4), by code; their Russian labels are UI text. */
export const cancelReasons = [
  'change_payment_method',
  'change_items',
  'not_relevant',
  'cancel_item',
  'change_delivery',
  'delivery_date_changed',
  'apply_bonuses',
  'other',
] as const
export type CancelReason = (typeof cancelReasons)[number]

/** The passport copy of a private buyer ordering precursors: what may be sent, and how big. */
export const PASSPORT_FILE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const
export const PASSPORT_FILE_MAX_BYTES = 10 * 1024 * 1024

/** The Russian texts of checkout's refusals (SPEC §5), named by the back-end's 422 and shown under the fields. */
export const orderMessages = {
  emptyCart: 'Корзина пуста — добавьте товары, чтобы оформить заказ',
  address: 'Укажите адрес доставки',
  delivery: 'Выберите способ доставки',
  deliveryUnknown: 'Этот способ доставки больше недоступен — выберите другой',
  payment: 'Выберите способ оплаты',
  requisites: 'Укажите реквизиты плательщика',
  recipientName: 'Укажите имя получателя',
  recipientPhone: 'Укажите телефон получателя, чтобы с ним связаться',
  agreement: 'Чтобы оформить заказ, примите пользовательское соглашение',
  passport: 'Для заказа товаров с прекурсорами частному покупателю нужна копия паспорта',
  passportType: 'Копия паспорта — файл JPEG, PNG, WebP или PDF',
  passportSize: 'Копия паспорта — не больше 10 МБ',
  unavailable: (name: string) => `Товар «${name}» сейчас нельзя заказать — уберите его из корзины`,
  minimumOrder: (merchant: string, minimum: number, current: number) =>
    `Минимальная сумма заказа у продавца «${merchant}» — ${formatRubles(minimum)}, сейчас ${formatRubles(current)}. Добавьте ещё товаров`,
  notFound: 'Заказ не найден',
  notCancellable: 'Этот заказ уже нельзя отменить',
  moveRefused: 'Заказ нельзя перевести в этот статус',
  idempotencyReused: 'Этот заказ уже оформлен с другими данными — обновите страницу',
  carrier: 'Укажите службу доставки',
  trackingNumber: 'Укажите трек-номер отправления',
  sellerCancelReason: 'Укажите причину отмены',
  /** An administrator's cancel: the reason goes into the order's history, which the buyer reads. */
  adminCancelReason: 'Укажите причину отмены — её увидит покупатель',
} as const

/** Who will receive the goods when it is not the buyer (SPEC §5: both fields are then required). */
export const recipientSchema = z.object({
  fio: z.string().trim().min(1, orderMessages.recipientName).max(200),
  phone: e164RussianPhone,
})

/**
 * The order draft (SPEC §3) as checkout sends it. The goods are the buyer's cart at the back-end, not a list sent
 * here, so nobody can order at prices of their own. `delivery` holds one chosen option code per seller of the cart.
 * `new_address` with `address_id: -1` is also saved to the buyer's addresses, `new_requisite` with `payment_type: 2`
 * to their requisites (the first of each becomes the default).
 */
export const orderDraftSchema = z
  .object({
    /** Made by the checkout form when it is shown; the same key answers the same orders. */
    idempotency_key: z.string().uuid(),
    user: z
      .object({
        fio: z.string().trim().min(1).max(200),
        phone: e164RussianPhone,
        email: z.string().trim().email().max(254),
        comment: z.preprocess(
          (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
          z.string().trim().max(2000).nullable().default(null),
        ),
      })
      .strict(),
    /** Null: the buyer receives the goods. */
    recipient: recipientSchema.strict().nullable().default(null),
    address_id: z.union([id, z.literal(NEW_ENTRY_ID)]),
    new_address: addressFieldsSchema.strict().optional(),
    delivery: z.array(z.object({ merchant_id: id, code: z.string().min(1).max(100) }).strict()).max(50),
    payment_type: paymentTypeSchema,
    requisite_id: id.optional(),
    new_requisite: requisiteFieldsObject.strict().superRefine(checkRequisiteFields).optional(),
    /** The id `uploadPassportCall` answered: required when a private buyer (card) orders a precursor. */
    passport_file_id: z.string().uuid().optional(),
    agreement: z.literal(true, { errorMap: () => ({ message: orderMessages.agreement }) }),
  })
  .strict()
export type OrderDraft = z.input<typeof orderDraftSchema>

export const placedOrderSchema = z.object({
  id,
  number: z.string(),
  merchant_id: id,
  /** Goods and delivery, rubles. */
  total_cost: rubles,
  payment_type: paymentTypeSchema,
})

/**
 * Places the orders. 422 with `fields` for every refusal of SPEC §5 (`address_id`/`new_address.*`, `delivery` and
 * `delivery.{merchant_id}`, `payment_type`, `requisite_id`/`new_requisite.*`, `recipient.*`, `agreement`,
 * `passport_file_id`, and `cart` for an empty cart, an unavailable line or a seller's unmet minimum); nothing is
 * written then. For card payment the answer carries the payment to send the buyer to.
 */
export const addOrderCall = defineCall({
  method: 'POST',
  path: '/api/user/order/add',
  auth: true,
  body: orderDraftSchema,
  response: z.object({
    result: z.literal(true),
    orders: z.array(placedOrderSchema).min(1),
    payment: z.object({ id: z.string(), confirmation_url: z.string() }).nullable(),
  }),
})

/**
 * A private buyer's passport copy: multipart/form-data with the file in `file` (type checked by its first bytes,
 * at most 10 MB). Kept privately for the orders that name it; never served publicly.
 */
export const uploadPassportCall = defineCall({
  method: 'POST',
  path: '/api/user/order/passport',
  auth: true,
  // The body is multipart; the route reads it itself.
  response: z.object({
    file: z.object({ id: z.string().uuid(), name: z.string(), size: z.number().int(), content_type: z.string() }),
  }),
})

export const orderStatusSchema = z.enum(orderStatuses)

export const orderItemSchema = z.object({
  product_id: id,
  master_product_id: id,
  master_product_name: z.string(),
  quantity: z.number().int().positive(),
  /** Rubles per unit as ordered (gross). */
  price: rubles,
  slug: z.string(),
  thumbnail: imageSchema,
  /** Whether the offer can be ordered again now. */
  available: z.boolean(),
  units: z.string(),
  vat_rate: z.number().int(),
})

export const orderStatusEntrySchema = z.object({
  status_id: orderStatusSchema,
  /** ISO date-time. */
  created_at: z.string(),
  comment: z.string().nullable(),
  file: z.object({ name: z.string(), url: z.string() }).nullable(),
})

export const orderSchema = z.object({
  id,
  number: z.string(),
  /** ISO date-time, and the same as the buyer reads it in Moscow time: «22.11.2026», «14:05». */
  created_at: z.string(),
  date: z.string(),
  time: z.string(),
  /** Goods (gross) plus delivery, rubles. */
  total_cost: rubles,
  goods_cost: rubles,
  delivery_cost: rubles,
  status_id: orderStatusSchema,
  /** Oldest first. */
  statuses: z.array(orderStatusEntrySchema),
  items: z.array(orderItemSchema),
  merchant: z.object({ id, name: z.string(), slug: z.string() }),
  /** The buyer as given at checkout. */
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  comment: z.string().nullable(),
  delivery: z.object({
    city_full: z.string(),
    street: z.string(),
    house: z.string(),
    apartment: z.string().nullable(),
    entrance: z.string().nullable(),
    floor: z.string().nullable(),
    intercom: z.string().nullable(),
    code: z.string(),
    type: z.enum(['courier', 'pickup']),
    tariffName: z.string(),
    days_min: z.number().int().nonnegative(),
    days_max: z.number().int().nonnegative(),
  }),
  payment_type: paymentTypeSchema,
  /** Card orders: pending until paid, then paid (or failed, to be paid again); invoices: not_applicable. */
  payment_status: z.enum(['not_applicable', 'pending', 'paid', 'failed']),
  recipient: recipientSchema.nullable(),
  /** The company that pays (payment types 1 and 2). */
  payer: z.object({ campaign_name: z.string(), inn: z.string().nullable(), kpp: z.string().nullable() }).nullable(),
  cancel_reason: z.enum(cancelReasons).nullable(),
  /** Who carries the goods and the parcel's tracking number, once the seller handed the order to delivery. */
  shipment: z.object({ carrier: z.string(), tracking_number: z.string() }).nullable(),
  /** API path of the invoice PDF (`billDownloadPath`) for company payers; null for card orders. */
  bill_download: z.string().nullable(),
  /** Whether the buyer may cancel it now (docs/decisions/017). */
  can_cancel: z.boolean(),
  /**
   * Whether the buyer may pay it by card now: a card order not paid (pending or declined) and not cancelled or
   * finished (`POST /api/payments/create` takes it, decision 018).
   */
  can_pay: z.boolean(),
  /** The money given back for a paid card order that was cancelled (decision 032); null when there is none. */
  refund: z
    .object({
      /** Rubles. */
      amount: rubles,
      status: z.enum(['pending', 'succeeded', 'failed']),
    })
    .nullable(),
})
export type Order = z.infer<typeof orderSchema>

export const paginationSchema = z.object({
  current_page: z.number().int().positive(),
  total: z.number().int().nonnegative(),
  per_page: z.number().int().positive(),
  last_page: z.number().int().positive(),
})

export const ORDERS_PER_PAGE = 10

/** The caller's orders, newest first; `ids` narrows to those orders (the thanks page). */
export const listOrdersOfUserCall = defineCall({
  method: 'GET',
  path: '/api/v2/front/user/order/listOfUser',
  auth: true,
  query: z
    .object({
      page: z.coerce.number().int().min(1).max(100_000).default(1),
      per_page: z.coerce.number().int().min(1).max(50).default(ORDERS_PER_PAGE),
      /** Comma-separated order ids. */
      ids: z
        .string()
        .regex(/^\d{1,10}(,\d{1,10}){0,49}$/)
        .optional(),
    })
    .strict()
    .optional(),
  response: z.object({ orders: z.array(orderSchema), pagination: paginationSchema }),
})

/** The buyer cancels their order with a reason (SPEC §4). 404 for another's order; 409 once it cannot be cancelled. */
export const cancelOrderCall = defineCall({
  method: 'POST',
  path: '/api/order/cancelById/:id',
  auth: true,
  body: z
    .object({
      reason: z.enum(cancelReasons),
      comment: z.preprocess(
        (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
        z.string().trim().max(1000).nullable().default(null),
      ),
    })
    .strict(),
  response: z.object({ result: z.literal(true), order: orderSchema }),
})

const optionalText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z.string().trim().max(max).nullable().default(null),
  )

/**
 * What a move needs besides its status (docs/decisions/041): handing to delivery names the carrier and the tracking
 * number (the buyer is shown both); a seller's cancellation says why, in the comment the buyer reads in the history.
 * Checked as a field rule, so both the back-end's 400 and a form in the storefront word it alike.
 */
export function checkMoveFields(
  move: { status_id: OrderStatus; comment?: string | null; carrier?: string | null; tracking_number?: string | null },
  ctx: z.RefinementCtx,
): void {
  if (move.status_id === 'delivery_service') {
    if (!move.carrier) ctx.addIssue({ code: 'custom', path: ['carrier'], message: orderMessages.carrier })
    if (!move.tracking_number) {
      ctx.addIssue({ code: 'custom', path: ['tracking_number'], message: orderMessages.trackingNumber })
    }
  }
  if (move.status_id === 'canceled_by_seller' && !move.comment) {
    ctx.addIssue({ code: 'custom', path: ['comment'], message: orderMessages.sellerCancelReason })
  }
  if (move.status_id === 'canceled_by_admin' && !move.comment) {
    ctx.addIssue({ code: 'custom', path: ['comment'], message: orderMessages.adminCancelReason })
  }
}

export const SHIPMENT_FIELD_MAX = 100
export const MOVE_COMMENT_MAX = 1000

/**
 * The seller of the order or an administrator moves it on (docs/decisions/017). 404 when the caller may not see
 * the order; 409 when the move is not allowed for them from its current status; 400 naming `carrier` and
 * `tracking_number` when a hand-over to delivery lacks them, `comment` when a seller or an administrator cancels
 * without a reason.
 */
export const changeOrderStatusCall = defineCall({
  method: 'POST',
  path: '/api/order/changeStatus/:id',
  auth: true,
  body: z
    .object({
      status_id: orderStatusSchema,
      comment: optionalText(MOVE_COMMENT_MAX),
      carrier: optionalText(SHIPMENT_FIELD_MAX),
      tracking_number: optionalText(SHIPMENT_FIELD_MAX),
    })
    .strict()
    .superRefine(checkMoveFields),
  response: z.object({ result: z.literal(true), order: orderSchema }),
})

/** The invoice (счёт на оплату) of a company-paid order, application/pdf; the order's buyer only (else 404). */
export const billDownloadPath = '/api/user/order/bill/:id'

export type { OrderStatus }
