/**
 * The signed-in buyer's cart, and a guest's sent as lines (docs/decisions/020; a guest's held cart:
 * guest-cart.service.ts). Every change runs in one transaction holding the
 * buyer's row (`lockUserCart`), checks first and writes last, so a refusal changes nothing and two parallel changes
 * of one buyer see each other; each answers the whole cart as it stands after the change, newest line first.
 */
import type { Database } from '#backend/db/client.ts'
import { AppError } from '#backend/lib/errors.ts'
import {
  CART_MAX_LINES,
  CART_MAX_QUANTITY,
  type CartItem,
  type CartLine,
  cartMessages,
  groupCartByMerchant,
  prepareQuantity,
} from '#contract/cart.ts'
import {
  type CartOfferRow,
  countUserCartLines,
  deleteCartLine,
  findCartOffers,
  findUserCartQuantities,
  lockUserCart,
  pruneVanishedLines,
  updateCartLineQuantity,
  upsertCartLine,
} from './cart.repository.ts'
import { isOrderable, loadUserCart, resolveCartLines } from './cart-lines.ts'

/** Why an offer cannot go into a cart (422), or null when it can. */
export function refusalOf(offer: CartOfferRow): AppError | null {
  if (isOrderable(offer)) return null
  const onRequest = offer.price == null || offer.availability === 'price_on_request'
  return new AppError(422, onRequest ? cartMessages.priceOnRequest : cartMessages.notInStock)
}

/** The new quantity of a line: what it held plus what is added, within the limit, prepared by the offer's terms. */
export function addedQuantity(offer: CartOfferRow, held: number, added: number): number {
  return prepareQuantity(Math.min(CART_MAX_QUANTITY, held + added), offer.min_order, offer.step)
}

/**
 * One line per offer, in the order it first appears. `combine` decides a repeated offer's quantity: an add of the
 * same offer twice adds twice; a guest cart (a cookie, merged or shown) keeps the larger.
 */
export function distinctLines(lines: readonly CartLine[], combine: (a: number, b: number) => number): CartLine[] {
  const byOffer = new Map<number, CartLine>()
  for (const line of lines) {
    const known = byOffer.get(line.product_id)
    byOffer.set(line.product_id, known ? { ...known, quantity: combine(known.quantity, line.quantity) } : { ...line })
  }
  return [...byOffer.values()]
}

const sum = (a: number, b: number) => Math.min(CART_MAX_QUANTITY, a + b)

const offersById = async (db: Database, ids: readonly number[]) =>
  new Map((await findCartOffers(db, ids)).map((offer) => [offer.offer_id, offer]))

function withGroups<T extends { cart: CartItem[] }>(answer: T, merchants: boolean | undefined) {
  return merchants ? { ...answer, merchants: groupCartByMerchant(answer.cart) } : answer
}

/**
 * Merges a guest's cart into the account's, inside the sign-in's transaction (docs/decisions/020): for an offer the
 * account already holds the larger quantity wins (a cookie merged twice does not double it); a new offer is added
 * while the cart has room; unknown offers and offers that cannot be ordered are skipped without a word.
 */
export async function mergeGuestCart(tx: Database, userId: number, lines: readonly CartLine[] = []): Promise<void> {
  if (lines.length === 0) return
  await lockUserCart(tx, userId)
  await pruneVanishedLines(tx, userId)
  const guest = distinctLines(lines, Math.max)
  const ids = guest.map((line) => line.product_id)
  const offers = await offersById(tx, ids)
  const held = await findUserCartQuantities(tx, userId, ids)
  let count = await countUserCartLines(tx, userId)
  for (const [index, line] of guest.entries()) {
    const offer = offers.get(line.product_id)
    if (!offer || !isOrderable(offer)) continue
    const have = held.get(line.product_id)
    if (have === undefined && count >= CART_MAX_LINES) continue
    const quantity = prepareQuantity(Math.max(have ?? 0, line.quantity), offer.min_order, offer.step)
    if (quantity === have) continue
    // The cookie's first line is its newest: merged lines keep the cookie's order, above the account's own lines.
    await upsertCartLine(tx, { userId, offerId: line.product_id, quantity, touch: have === undefined, olderBy: index })
    if (have === undefined) count++
  }
}

export function createCartService(db: Database) {
  /** Runs a change of the buyer's cart with the buyer held, and answers the cart after it. */
  function change<T extends object = object>(userId: number, write: (tx: Database) => Promise<T | undefined>) {
    return db.transaction(async (tx) => {
      await lockUserCart(tx, userId)
      const extra = await write(tx)
      return { ...(extra ?? ({} as T)), cart: await loadUserCart(tx, userId) }
    })
  }

  /** 422 when one more line would pass the limit (lines of vanished offers do not count). */
  async function assertRoom(tx: Database, userId: number) {
    await pruneVanishedLines(tx, userId)
    if ((await countUserCartLines(tx, userId)) >= CART_MAX_LINES) throw new AppError(422, cartMessages.tooManyLines)
  }

  return {
    async list(userId: number, merchants?: boolean) {
      return withGroups({ cart: await loadUserCart(db, userId) }, merchants)
    },

    /** A guest's cookie resolved as the account's cart would show it; a repeated offer shows once, the larger. */
    async listByIds(lines: readonly CartLine[], merchants?: boolean) {
      return withGroups({ cart: await resolveCartLines(db, distinctLines(lines, Math.max)) }, merchants)
    },

    /** Adds to the line of the offer (or makes it); 404 unknown offer, 422 not orderable or no room. */
    add(userId: number, line: CartLine) {
      return change(userId, async (tx) => {
        const [offer] = await findCartOffers(tx, [line.product_id])
        if (!offer) throw new AppError(404, cartMessages.notFound)
        const refused = refusalOf(offer)
        if (refused) throw refused
        const held = (await findUserCartQuantities(tx, userId, [offer.offer_id])).get(offer.offer_id)
        if (held === undefined) await assertRoom(tx, userId)
        const quantity = addedQuantity(offer, held ?? 0, line.quantity)
        // Adding again brings the line to the top, where the buyer looks for what they just added.
        await upsertCartLine(tx, { userId, offerId: offer.offer_id, quantity, touch: true })
        return undefined
      })
    },

    /**
     * Adds each line as `add` would (a repeated offer adds twice); lines that cannot go in — unknown or not
     * orderable offers, or new lines past the limit — are skipped and their ids answered in `skipped`.
     */
    addItems(userId: number, items: readonly CartLine[]) {
      return change<{ skipped: number[] }>(userId, async (tx) => {
        await pruneVanishedLines(tx, userId)
        const lines = distinctLines(items, sum)
        const ids = lines.map((line) => line.product_id)
        const offers = await offersById(tx, ids)
        const held = await findUserCartQuantities(tx, userId, ids)
        let count = await countUserCartLines(tx, userId)
        const skipped: number[] = []
        for (const [index, line] of lines.entries()) {
          const offer = offers.get(line.product_id)
          const have = held.get(line.product_id)
          if (!offer || !isOrderable(offer) || (have === undefined && count >= CART_MAX_LINES)) {
            skipped.push(line.product_id)
            continue
          }
          const quantity = addedQuantity(offer, have ?? 0, line.quantity)
          await upsertCartLine(tx, { userId, offerId: offer.offer_id, quantity, touch: true, olderBy: index })
          if (have === undefined) count++
        }
        return { skipped }
      })
    },

    /** Removes the line; an offer not in the cart is no error. */
    remove(userId: number, offerId: number) {
      return change(userId, async (tx) => {
        await deleteCartLine(tx, userId, offerId)
        return undefined
      })
    },

    /**
     * Sets the line's quantity, prepared by the offer's terms. 404 when the line is not in the cart (or its offer is
     * gone); 422 when the offer can no longer be ordered (the buyer removes such a line, there is nothing to set).
     */
    changeQuantity(userId: number, line: CartLine) {
      return change(userId, async (tx) => {
        const held = (await findUserCartQuantities(tx, userId, [line.product_id])).get(line.product_id)
        const [offer] = held === undefined ? [] : await findCartOffers(tx, [line.product_id])
        if (!offer) throw new AppError(404, cartMessages.notInCart)
        const refused = refusalOf(offer)
        if (refused) throw refused
        const quantity = prepareQuantity(line.quantity, offer.min_order, offer.step)
        await updateCartLineQuantity(tx, userId, offer.offer_id, quantity)
        return undefined
      })
    },
  }
}
export type CartService = ReturnType<typeof createCartService>
