/**
 * The cart's layout (SPEC §2 "cart" layouts): the title and the four-step indicator around each step. The steps'
 * guards live in their own loaders (app/cart/cart-steps.server.ts); cart pages are the visitor's own, never indexed
 * nor cached. Decision 023.
 */
import type { LinksFunction, MetaFunction } from '@remix-run/node'
import cartStyles from '#app/cart/cart.css?url'
import { CartLayout } from '#app/cart/cart-layout.tsx'
import { cartHeaders, cartMeta } from '#app/cart/meta.ts'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: cartStyles }]

export const headers = cartHeaders

export default CartLayout

/** Each step sets its own title; every cart page stays out of search engines. */
export const meta: MetaFunction = () => cartMeta(undefined)
