/**
 * What the cart pages' route modules share: `meta` (the step's title with the site's name; cart pages are never
 * indexed), `headers` (they are the visitor's own, never cached) and the checkout pages' stylesheets.
 */
import type { HeadersFunction, LinksFunction } from '@remix-run/node'
import accountStyles from '#app/account/account.css?url'
import checkoutStyles from '#app/cart/checkout/checkout.css?url'
import { privatePageMeta } from '#app/lib/private-page-meta.ts'

/** The cart pages' `meta`: the step's title with the site's name; never indexed. */
export const cartMeta = privatePageMeta

/** The cart's pages and the payment gateway: a visitor's own page, kept by no cache. */
export const cartHeaders: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

/** Checkout, thanks and the sandbox gateway share one stylesheet. */
export const checkoutLinks: LinksFunction = () => [{ rel: 'stylesheet', href: checkoutStyles }]

/** Checkout's form also uses the account's form rows and notes (its new address and requisites). */
export const checkoutFormLinks: LinksFunction = () => [
  { rel: 'stylesheet', href: accountStyles },
  { rel: 'stylesheet', href: checkoutStyles },
]
