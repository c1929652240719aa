/**
 * The cart (SPEC §3 Cart item, §4 Cart item preparation, §7 cart calls, §9 sums). A cart line is one seller's offer
 * (`product_id` is the offer's id, as the legacy API's "product" is a seller's product); lines are grouped by
 * `merchant.id`. A signed-in buyer's cart lives at the back-end; a guest's lives in the `cart` cookie as
 * `{product_id, quantity}` pairs and is resolved by `listByIds`. Every call that changes the cart answers the whole
 * cart, which the storefront shows instead of its own (SPEC §7 Handling).
 *
 * The sums are rules both sides need (the storefront shows them, the back-end refuses an order that breaks them), so
 * they live here as plain functions over kopecks.
 */
import { z } from 'zod'
import { defineCall } from './call.ts'
import { id, imageSchema, rubles } from './catalog.ts'
import { toKopecks, toRubles, vatFromGross } from './money.ts'

/** Most lines one cart holds, and the largest quantity of one line. */
export const CART_MAX_LINES = 200
export const CART_MAX_QUANTITY = 100_000
/** The guest cart cookie's lifetime (SPEC §9). */
export const CART_COOKIE_MAX_AGE_SECONDS = 604_800

export const cartMessages = {
  notFound: 'Товар не найден',
  notInStock: 'Товара нет в наличии',
  priceOnRequest: 'Цена этого товара — по запросу: запросите цену у продавца',
  tooManyLines: `В корзине может быть не больше ${CART_MAX_LINES} товаров`,
  notInCart: 'Этого товара нет в корзине',
} as const

/** A cart line (SPEC §3); lines are grouped by `merchant.id`. */
export const cartItemSchema = z.object({
  /** The offer's id. */
  product_id: id,
  /** The catalogue product the offer is of (its page is /product/{slug}). */
  master_product_id: id,
  name: z.string(),
  quantity: z.number().int().positive(),
  slug: z.string(),
  /** Quantities go up and down by this many. */
  step: z.number().int().positive().default(1),
  /** False when the offer can no longer be ordered (not in stock, price on request, withdrawn): checkout refuses it. */
  available: z.boolean(),
  /** The least quantity of the line. */
  min_order: z.number().int().positive(),
  /** Grams, per unit. */
  weight: z.number().nonnegative().nullable(),
  /** Centimetres, per unit. */
  dimensions: z.object({ width: z.number(), height: z.number(), length: z.number() }).nullable(),
  thumbnail: imageSchema,
  /** Rubles per unit; null only for a line whose offer went "price on request" after it was added. */
  price: rubles.nullable(),
  price_gross: rubles.nullable(),
  /** The national name of the price unit, e.g. «шт.». */
  units: z.string(),
  /** Private buyers need a passport copy to order it (SPEC §5). */
  contains_precursor: z.boolean(),
  /** The VAT rate in percent inside the line's price: 22, 10, or 0 for exempt goods or a seller who pays no VAT. */
  vat_rate: z.number().int(),
  merchant: z.object({ id, name: z.string(), slug: z.string(), min_order: rubles.default(0) }),
})
export type CartItem = z.infer<typeof cartItemSchema>

/** What the cookie and the calls that take quantities hold: an offer and how many. */
export const cartLineSchema = z.object({
  product_id: id,
  quantity: z.number().int().min(1).max(CART_MAX_QUANTITY),
})
export type CartLine = z.infer<typeof cartLineSchema>

/** Every cart call answers the whole cart, newest line first. */
export const cartResponseSchema = z.object({ cart: z.array(cartItemSchema) })

/**
 * Adds an offer; a line already in the cart grows by `quantity`. The quantity is prepared as SPEC §4 says (see
 * `prepareQuantity`). 404 for an unknown offer; 422 with `error` for one that cannot be ordered (not in stock, price
 * on request) or past the cart's line limit — the cart is then unchanged.
 */
export const addToCartCall = defineCall({
  method: 'POST',
  path: '/api/cart/add',
  auth: true,
  body: z.object({ product_id: id, quantity: z.number().int().min(1).max(CART_MAX_QUANTITY).default(1) }).strict(),
  response: cartResponseSchema,
})

/**
 * Adds several offers at once (repeating an order): each as `add` would, skipping those that cannot be ordered, whose
 * ids are answered in `skipped`.
 */
export const addItemsToCartCall = defineCall({
  method: 'POST',
  path: '/api/v2/front/cart/add_items',
  auth: true,
  body: z.object({ items: z.array(cartLineSchema).min(1).max(CART_MAX_LINES) }).strict(),
  response: cartResponseSchema.extend({ skipped: z.array(id) }),
})

/** Removes a line (an offer not in the cart is not an error: the cart is answered as it is). */
export const removeFromCartCall = defineCall({
  method: 'POST',
  path: '/api/cart/remove',
  auth: true,
  body: z.object({ product_id: id }).strict(),
  response: cartResponseSchema,
})

/** Sets a line's quantity, prepared as SPEC §4 says. 404 with `error` when the offer is not in the cart. */
export const changeCartQuantityCall = defineCall({
  method: 'POST',
  path: '/api/cart/changeQuantity',
  auth: true,
  body: z.object({ product_id: id, quantity: z.number().int().min(1).max(CART_MAX_QUANTITY) }).strict(),
  response: cartResponseSchema,
})

/** One seller's part of the cart, as `list` with `merchants: true` answers it. Sums in rubles (SPEC §9). */
export const cartMerchantGroupSchema = z.object({
  merchant: cartItemSchema.shape.merchant,
  items: z.array(cartItemSchema),
  /** Sum of price × quantity. */
  cost: rubles,
  /** Sum of (price_gross ?? price) × quantity: what the buyer pays for the goods. */
  total: rubles,
  /** The VAT inside `total` («в т. ч. НДС»). */
  vat: rubles,
  /** Grams. */
  weight: z.number().nonnegative(),
  /** How much more is needed to reach the seller's minimum order; 0 when it is met. */
  shortfall: rubles,
})
export type CartMerchantGroup = z.infer<typeof cartMerchantGroupSchema>

/** The signed-in buyer's cart; with `merchants: true` also grouped by seller, in the order sellers first appear. */
export const listCartCall = defineCall({
  method: 'POST',
  path: '/api/cart/list',
  auth: true,
  body: z
    .object({ merchants: z.boolean().default(false) })
    .strict()
    .optional(),
  response: cartResponseSchema.extend({ merchants: z.array(cartMerchantGroupSchema).optional() }),
})

/**
 * A guest's cart from its cookie: each line resolved as the signed-in cart would show it, quantities prepared, lines
 * of unknown offers left out (the storefront then rewrites the cookie). Public.
 */
export const listCartByIdsCall = defineCall({
  method: 'POST',
  path: '/api/cart/listByIds',
  body: z.object({ data: z.array(cartLineSchema).max(CART_MAX_LINES), merchants: z.boolean().default(false) }).strict(),
  response: cartResponseSchema.extend({ merchants: z.array(cartMerchantGroupSchema).optional() }),
})

/**
 * A guest's cart held by the back-end under a random key (the guest's `bh_cart_key` cookie; decision 026), so that
 * changes a browser sends in parallel all land — a cookie alone keeps only the last answer. The `cart` cookie's lines
 * go with every call: they seed a key that holds nothing yet (a new key, one unused for 7 days, a QA script's own
 * cookie); a key that holds a cart ignores them.
 */
export const guestCartKeySchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/)
const guestCartBody = {
  key: guestCartKeySchema,
  lines: z.array(cartLineSchema).max(CART_MAX_LINES).default([]),
}

/**
 * Changes the guest's cart as the signed-in calls change a buyer's: `add` (`quantity` added, default 1), `quantity`
 * (set), `remove`; the same refusals (404, 422 with `error`), after which the cart is unchanged. Answers the cart.
 */
export const changeGuestCartCall = defineCall({
  method: 'POST',
  path: '/api/cart/guest/change',
  body: z
    .object({
      ...guestCartBody,
      intent: z.enum(['add', 'quantity', 'remove']),
      product_id: id,
      quantity: z.number().int().min(1).max(CART_MAX_QUANTITY).optional(),
    })
    .strict(),
  response: cartResponseSchema,
})

/** The guest's cart as held (or as the given lines, when the key holds none), resolved as `listByIds` answers it. */
export const listGuestCartCall = defineCall({
  method: 'POST',
  path: '/api/cart/guest/list',
  body: z.object({ ...guestCartBody, merchants: z.boolean().default(false) }).strict(),
  response: cartResponseSchema.extend({ merchants: z.array(cartMerchantGroupSchema).optional() }),
})

// ---- Rules (SPEC §4, §9), in kopecks so that sums are exact.

/**
 * SPEC §4: the quantity is kept when it is at least the offer's minimum, else the minimum is used; then it is raised
 * to the next quantity the seller's step allows (minimum, minimum + step, …); and it never passes the line limit.
 */
export function prepareQuantity(quantity: number | undefined, minOrder = 1, step = 1): number {
  const least = Math.max(1, minOrder)
  const by = Math.max(1, step)
  const wanted = Math.max(least, Math.floor(quantity ?? least))
  let prepared = least + Math.ceil((wanted - least) / by) * by
  // Rounding up to a step can pass the limit by less than one step.
  if (prepared > CART_MAX_QUANTITY && prepared - by >= least) prepared -= by
  return prepared
}

/**
 * The quantities the seller's rule allows nearest to a typed one that it does not allow: the one below and the one
 * above (one of them when the other is under the minimum or over the line limit). Empty when `quantity` is allowed.
 */
export function nearestAllowedQuantities(quantity: number, minOrder = 1, step = 1): number[] {
  const least = Math.max(1, minOrder)
  const by = Math.max(1, step)
  const most = least + Math.floor((CART_MAX_QUANTITY - least) / by) * by
  if (quantity < least) return [least]
  if (quantity > most) return [most]
  const below = least + Math.floor((quantity - least) / by) * by
  if (below === quantity) return []
  return below + by <= most ? [below, below + by] : [below]
}

type Priced = Pick<CartItem, 'price' | 'price_gross' | 'quantity' | 'weight' | 'vat_rate'>

/**
 * SPEC §9 sums of some lines: cost by price, total by price_gross when present, weight in grams; and the VAT inside
 * the total, taken out of each rate's gross sum as the invoice does (decision 019).
 */
export function cartSums(items: readonly Priced[]): { cost: number; total: number; vat: number; weight: number } {
  let cost = 0
  let total = 0
  let weight = 0
  const grossByRate = new Map<number, number>()
  for (const item of items) {
    const gross = toKopecks(item.price_gross ?? item.price) * item.quantity
    cost += toKopecks(item.price) * item.quantity
    total += gross
    weight += (item.weight ?? 0) * item.quantity
    grossByRate.set(item.vat_rate, (grossByRate.get(item.vat_rate) ?? 0) + gross)
  }
  let vat = 0
  for (const [rate, gross] of grossByRate) vat += vatFromGross(gross, rate)
  return { cost: toRubles(cost), total: toRubles(total), vat: toRubles(vat), weight }
}

/** Lines grouped by seller, in the order sellers first appear, with each group's sums and minimum-order shortfall. */
export function groupCartByMerchant(items: readonly CartItem[]): CartMerchantGroup[] {
  const groups = new Map<number, CartItem[]>()
  for (const item of items) {
    const group = groups.get(item.merchant.id)
    if (group) group.push(item)
    else groups.set(item.merchant.id, [item])
  }
  return [...groups.values()].map((lines) => {
    const merchant = (lines[0] as CartItem).merchant
    const sums = cartSums(lines)
    return {
      merchant,
      items: lines,
      ...sums,
      shortfall: toRubles(Math.max(0, toKopecks(merchant.min_order) - toKopecks(sums.total))),
    }
  })
}
