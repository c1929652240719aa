/**
 * When a cart may be ordered (SPEC §5), the rule the storefront applies when step 1 is confirmed and the back-end
 * applies again when the order is placed: some lines, each available at a price, and every seller's minimum met.
 */
import type { CartItem, CartMerchantGroup } from './cart.ts'
import { orderMessages } from './orders.ts'

export interface OrderableCart {
  items: readonly CartItem[]
  groups: readonly CartMerchantGroup[]
}

/** Whether step 1 may be confirmed: some lines, each available, and every seller's minimum met. */
export function cartIsOrderable(cart: OrderableCart): boolean {
  return (
    cart.items.length > 0 &&
    cart.items.every((item) => item.available && item.price !== null) &&
    cart.groups.every((group) => group.shortfall <= 0)
  )
}

/** The seller's minimum-order error of a group, or null when it is met (worded as checkout words it). */
export function minimumOrderError(group: CartMerchantGroup): string | null {
  return group.shortfall > 0
    ? orderMessages.minimumOrder(group.merchant.name, group.merchant.min_order, group.total)
    : null
}

/** Why the cart cannot be ordered: each unmet minimum and each line that cannot be ordered. */
export function cartRefusals(cart: OrderableCart): string[] {
  const errors: string[] = []
  for (const group of cart.groups) {
    const minimum = minimumOrderError(group)
    if (minimum) errors.push(minimum)
  }
  for (const item of cart.items) {
    if (!item.available || item.price === null) errors.push(orderMessages.unavailable(item.name))
  }
  return errors
}
