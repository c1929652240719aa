/**
 * Order statuses (SPEC §4), by their legacy codes. Their Russian labels are UI text (app/locales); which may follow
 * which is decided with the orders (issue 6).
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
