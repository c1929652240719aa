/**
 * What the storefront knows of a visitor before any sign-in, read once per request from the cookies (SPEC §3): the
 * city, the favourites, the recently viewed products and the guest's cart. The city is decided once per request,
 * however many loaders ask (they run in parallel and share the request context).
 */
import type { ApiClient } from '#app/lib/api/client.server.ts'
import { type CookieJar, readLastViews, readWishlist } from '#app/lib/cookies.server.ts'
import { type GuestCartLine, readGuestCart, readGuestCartKey } from './guest-cart.server.ts'
import { decideLocation, type VisitorLocation } from './location.server.ts'

export interface Visitor {
  /** Every cookie of the request, for a feature's own short-lived cookies (a code step, a notice). */
  cookies: CookieJar
  /** Favourite product ids, newest first (`bh_wishlist`). */
  wishlist: number[]
  /** Recently viewed product ids, newest first (`bh_lastviews`). */
  readonly lastViews: number[]
  /**
   * Whether this request has read `lastViews`: a page that did shows the visitor's history, and the page cache must
   * not give it to another visitor with a history (server/remix-handler.ts).
   */
  readonly historyRead: boolean
  /** The guest's cart: the `cart` cookie's lines and the key of the cart the back-end holds. */
  guestCart: { lines: GuestCartLine[]; key: string | null }
  /** The visitor's city: the `bh_location` cookie, else detected by IP, else Moscow. */
  location(): Promise<VisitorLocation>
}

export interface VisitorInput {
  cookies: CookieJar
  userAgent: string
  clientIp: string | null
  api: ApiClient
}

export function readVisitor({ cookies, userAgent, clientIp, api }: VisitorInput): Visitor {
  let location: Promise<VisitorLocation> | null = null
  const lastViews = readLastViews(cookies)
  let historyRead = false
  return {
    cookies,
    wishlist: readWishlist(cookies),
    get lastViews() {
      historyRead = true
      return lastViews
    },
    get historyRead() {
      return historyRead
    },
    guestCart: { lines: readGuestCart(cookies), key: readGuestCartKey(cookies) },
    location() {
      location ??= decideLocation({ cookies, userAgent, clientIp, api })
      return location
    },
  }
}
