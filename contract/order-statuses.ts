/**
 * Order statuses (SPEC §4), by their legacy codes, and which may follow which (docs/decisions/017). Their Russian
 * labels are UI text (app/locales).
 */
export const orderStatuses = [
  'default',
  'created',
  'in_work',
  'reserved',
  'billed',
  'bill_paid',
  'payment_received',
  'delivery_service',
  'goods_received',
  'canceled_by_seller',
  'canceled_by_buyer',
  'canceled_by_admin',
  'changed_by_seller',
  'confirmed_by_buyer',
  'modified_by_admin',
  'successfully',
  'closed',
] as const
export type OrderStatus = (typeof orderStatuses)[number]

/**
 * Who moves an order (docs/decisions/017): the buyer who placed it, the seller it was placed with, an administrator
 * (role_id 2), or the system (payment results, an invoice issued at checkout).
 */
export type OrderActor = 'buyer' | 'seller' | 'admin' | 'system'

/** Statuses after which nothing moves any more. */
export const finalOrderStatuses = [
  'canceled_by_seller',
  'canceled_by_buyer',
  'canceled_by_admin',
  'successfully',
  'closed',
] as const satisfies readonly OrderStatus[]

/** Statuses from which the buyer may still cancel: everything before the goods are handed to delivery. */
export const buyerCancellableStatuses = [
  'default',
  'created',
  'in_work',
  'reserved',
  'billed',
  'bill_paid',
  'payment_received',
  'changed_by_seller',
  'confirmed_by_buyer',
  'modified_by_admin',
] as const satisfies readonly OrderStatus[]

/** The statuses of an order being worked on before shipping: from any of them the work goes on the same way. */
const working = [
  'default',
  'created',
  'in_work',
  'reserved',
  'changed_by_seller',
  'confirmed_by_buyer',
  'modified_by_admin',
] as const satisfies readonly OrderStatus[]

type Moves = Partial<Record<OrderStatus, readonly OrderActor[]>>
const staff = ['seller', 'admin'] as const
const cancels: Moves = { canceled_by_buyer: ['buyer'], canceled_by_seller: ['seller'], canceled_by_admin: ['admin'] }
const workMoves: Moves = {
  in_work: staff,
  reserved: staff,
  billed: [...staff, 'system'],
  payment_received: [...staff, 'system'],
  changed_by_seller: ['seller'],
  modified_by_admin: ['admin'],
  delivery_service: staff,
  ...cancels,
}

/**
 * Which status may follow which, and who may make each move (docs/decisions/017). A move not listed is refused.
 * A buyer only cancels before shipping and confirms a seller's change; the seller and the administrator do the rest;
 * the system records payments and invoices.
 */
export const orderTransitions: Record<OrderStatus, Moves> = {
  ...(Object.fromEntries(working.map((status) => [status, workMoves])) as Record<(typeof working)[number], Moves>),
  changed_by_seller: { ...workMoves, confirmed_by_buyer: ['buyer'] },
  billed: { bill_paid: [...staff, 'system'], modified_by_admin: ['admin'], changed_by_seller: ['seller'], ...cancels },
  bill_paid: { in_work: staff, reserved: staff, delivery_service: staff, ...cancels },
  payment_received: { in_work: staff, reserved: staff, delivery_service: staff, ...cancels },
  delivery_service: {
    goods_received: staff,
    closed: staff,
    canceled_by_seller: ['seller'],
    canceled_by_admin: ['admin'],
  },
  goods_received: { successfully: staff, closed: staff },
  canceled_by_seller: {},
  canceled_by_buyer: {},
  canceled_by_admin: {},
  successfully: {},
  closed: {},
}

/** Whether `actor` may move an order from `from` to `to`. */
export function canMoveOrder(from: OrderStatus, to: OrderStatus, actor: OrderActor): boolean {
  return orderTransitions[from]?.[to]?.includes(actor) ?? false
}
