/**
 * The cart's layout (SPEC §2 "cart" layouts): the title and the four-step indicator around each step. The steps'
 * guards live in their own loaders (app/cart/cart-steps.server.ts); cart pages are the visitor's own, never indexed
 * nor cached. Decision 023.
 */
import type { LinksFunction, MetaFunction } from '@remix-run/node'
import { Outlet, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { cartHeaders, cartMeta } from '#app/cart/meta.ts'
import { CartSteps, cartStepOf } from '#app/cart/steps.tsx'
import cartStyles from '#app/styles/cart.css?url'

export const handle = { i18n: 'cart' }

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: cartStyles }]

export const headers = cartHeaders

export default function CartLayout() {
  const { t } = useTranslation('cart')
  const { pathname } = useLocation()
  const step = cartStepOf(pathname)
  return (
    <div className="container cart">
      <p className="cart__title">{t('title')}</p>
      {step ? <CartSteps current={step} /> : null}
      <Outlet />
    </div>
  )
}

/** Each step sets its own title; every cart page stays out of search engines. */
export const meta: MetaFunction = () => cartMeta(undefined)
