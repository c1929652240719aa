/**
 * A guest's cart held by the back-end under the random key of the guest's `bh_cart_key` cookie (decision 026). The
 * rules are the signed-in cart's (cart.service.ts): the same refusals, quantities prepared by the offer's terms, the
 * line limit, newest line first. Every change holds the guest's row until it is written, so changes a browser sends in
 * parallel land one after another and none is lost. A key that holds nothing (new, or unchanged for the cookie's
 * life) starts from the lines of the guest's `cart` cookie, sent along.
 */
import { createHash } from 'node:crypto'
import type { z } from 'zod'
import type { Database } from '#backend/db/client.ts'
import { AppError } from '#backend/lib/errors.ts'
import {
  CART_COOKIE_MAX_AGE_SECONDS,
  CART_MAX_LINES,
  type CartLine,
  cartMessages,
  type changeGuestCartCall,
  groupCartByMerchant,
  prepareQuantity,
} from '#contract/cart.ts'
import { findCartOffers } from './cart.repository.ts'
import { addedQuantity, distinctLines, refusalOf } from './cart.service.ts'
import { resolveCartLines } from './cart-lines.ts'
import {
  findGuestCart,
  type HeldGuestCart,
  lockGuestCart,
  storeGuestCart,
  sweepGuestCarts,
} from './guest-cart.repository.ts'

type GuestChange = z.output<typeof changeGuestCartCall.body>

const LIFETIME_MS = CART_COOKIE_MAX_AGE_SECONDS * 1000

/** Only the key's hash is stored: a copy of the table names no guest's cookie. */
const hashKey = (key: string) => createHash('sha256').update(key).digest('base64url')

const linesOf = (items: readonly { product_id: number; quantity: number }[]): CartLine[] =>
  items.map(({ product_id, quantity }) => ({ product_id, quantity }))

export function createGuestCartService(db: Database, options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date())

  /** What the key holds, or the cookie's lines when it holds nothing alive; a repeated offer once, the larger. */
  function startingLines(held: HeldGuestCart | undefined, cookie: readonly CartLine[], at: Date): CartLine[] {
    const alive = held && held.updatedAt.getTime() > at.getTime() - LIFETIME_MS && held.lines.length > 0
    return distinctLines(alive ? held.lines : cookie, Math.max)
  }

  /** The lines after the change; throws the signed-in cart's refusal, and then nothing is written. */
  async function applied(tx: Database, lines: CartLine[], change: GuestChange): Promise<CartLine[]> {
    const held = lines.find((line) => line.product_id === change.product_id)
    const others = lines.filter((line) => line.product_id !== change.product_id)
    if (change.intent === 'remove') return others
    const [offer] = await findCartOffers(tx, [change.product_id])
    if (change.intent === 'quantity') {
      if (!held || !offer) throw new AppError(404, cartMessages.notInCart)
      const refused = refusalOf(offer)
      if (refused) throw refused
      const quantity = prepareQuantity(change.quantity ?? held.quantity, offer.min_order, offer.step)
      return lines.map((line) => (line === held ? { ...line, quantity } : line))
    }
    if (!offer) throw new AppError(404, cartMessages.notFound)
    const refused = refusalOf(offer)
    if (refused) throw refused
    if (!held && lines.length >= CART_MAX_LINES) throw new AppError(422, cartMessages.tooManyLines)
    // Adding again brings the line to the top, where the buyer looks for what they just added.
    return [
      { product_id: offer.offer_id, quantity: addedQuantity(offer, held?.quantity ?? 0, change.quantity ?? 1) },
      ...others,
    ]
  }

  return {
    async change(change: GuestChange) {
      const keyHash = hashKey(change.key)
      const at = now()
      const answer = await db.transaction(async (tx) => {
        const held = await lockGuestCart(tx, keyHash, at)
        // Lines of offers that are gone no longer count (against the limit, or at all).
        const current = linesOf(await resolveCartLines(tx, startingLines(held, change.lines, at)))
        const items = await resolveCartLines(tx, await applied(tx, current, change))
        await storeGuestCart(tx, keyHash, linesOf(items), at)
        return { cart: items, created: held.created }
      })
      // A new guest's cart is a good moment to clear away the carts of guests long gone.
      if (answer.created) await sweepGuestCarts(db, new Date(at.getTime() - LIFETIME_MS))
      return { cart: answer.cart }
    },

    async list(body: { key: string; lines: CartLine[]; merchants?: boolean }) {
      const at = now()
      const held = await findGuestCart(db, hashKey(body.key))
      const cart = await resolveCartLines(db, startingLines(held, body.lines, at))
      return body.merchants ? { cart, merchants: groupCartByMerchant(cart) } : { cart }
    },
  }
}
export type GuestCartService = ReturnType<typeof createGuestCartService>
