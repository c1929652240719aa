/**
 * The cart as the cart dialogs and step 1 show it (SPEC §3 Cart item, §9 sums). The cart itself — guest or account —
 * comes from the request context's cart handler (app/context/cart.server.ts). Decision 023.
 */
import type { CartHandler } from '#app/context/cart.server.ts'
import { type CartItem, cartSums } from '#contract/cart.ts'

export type { CartHandler, LoadedCart } from '#app/context/cart.server.ts'
export type { CartItem, CartMerchantGroup } from '#contract/cart.ts'
export { cartIsOrderable, cartRefusals, minimumOrderError } from '#contract/cart-orderable.ts'

/** A cart line as the cart dialogs and step 1 show it. */
export interface CartLineView {
  product_id: number
  name: string
  slug: string
  thumbnail: CartItem['thumbnail']
  quantity: number
  step: number
  min_order: number
  price: number | null
  /** With VAT, when the seller gives it. */
  price_gross: number | null
  units: string
  available: boolean
  merchant: string
  /** What the line costs the buyer: (price_gross ?? price) × quantity, rubles (SPEC §9). */
  sum: number
}

export function cartLineView(item: CartItem): CartLineView {
  return {
    product_id: item.product_id,
    name: item.name,
    slug: item.slug,
    thumbnail: item.thumbnail,
    quantity: item.quantity,
    step: item.step,
    min_order: item.min_order,
    price: item.price,
    price_gross: item.price_gross,
    units: item.units,
    available: item.available && item.price !== null,
    merchant: item.merchant.name,
    sum: cartSums([item]).total,
  }
}

/** What the cart dialogs (the cart, "added", "remove?") need: the lines and the sums, nothing more. */
export async function loadCartDialog(cartHandler: CartHandler) {
  const cart = await cartHandler.list()
  const sums = cartSums(cart.items)
  return {
    lines: cart.items.map(cartLineView),
    count: cart.items.reduce((sum, item) => sum + item.quantity, 0),
    total: sums.total,
  }
}

export type CartDialogData = Awaited<ReturnType<typeof loadCartDialog>>
