/**
 * /cart/checkout — cart step 3 (SPEC §2): delivery and payment. Guarded like every cart step (a non-empty, confirmed
 * cart of a signed-in buyer, else /cart/order). One form, one action with intents (app/cart/checkout/checkout.server.ts);
 * decision 024.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { type ShouldRevalidateFunctionArgs, useActionData, useLoaderData, useLocation } from '@remix-run/react'
import { BackToCart } from '#app/cart/checkout/back-to-cart.tsx'
import { checkoutAction, loadCheckoutPage } from '#app/cart/checkout/checkout.server.ts'
import { CheckoutForm } from '#app/cart/checkout/checkout-form.tsx'
import { cartHeaders, cartMeta, checkoutFormLinks } from '#app/cart/meta.ts'

export const links = checkoutFormLinks

export const headers = cartHeaders

export const loader = ({ request, context }: LoaderFunctionArgs) => loadCheckoutPage(request, context)

export const action = ({ request, context }: ActionFunctionArgs) => checkoutAction(request, context)

/**
 * The form's own posts answer everything the form needs (its values, errors, the quote): the page's data — and the
 * idempotency key the form carries — stay as they are. A success redirects elsewhere anyway.
 */
export function shouldRevalidate({ formAction, currentUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formAction === currentUrl.pathname) return false
  return defaultShouldRevalidate
}

export default function CheckoutPage() {
  const page = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  const { pathname } = useLocation()
  return (
    <div className="checkout-page">
      <h1>{page.title}</h1>
      <CheckoutForm page={page} answer={answer} action={pathname} />
      <BackToCart />
    </div>
  )
}

export const meta: MetaFunction<typeof loader> = ({ data }) => cartMeta(data)
