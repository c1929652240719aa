/**
 * /cart/autorisation — step 2 (SPEC §2): a guest signs in here, by phone and SMS code or by e-mail and password (or
 * registers), with the same panel and action as the auth dialog; its forms post to this page so a refusal shows here,
 * with JavaScript or without. The guest's cart goes with the sign-in and the back-end merges it into the account's.
 * Signed in, the guard sends the visitor on to checkout — or back to step 1 when the merged cart is not the one they
 * confirmed, saying why. The panel's state (mode, code step) is the auth dialog's URL state (`?dialog=signin…`);
 * the dialog itself stays closed on this page (`handle.authInline`). Decision 023.
 */
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { Link, useActionData, useLoaderData, useLocation, useSearchParams } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { pendingCodeView, readPendingCode } from '#app/auth/auth.server.ts'
import { authAction } from '#app/auth/auth-action.server.ts'
import { AuthPanel } from '#app/auth/auth-panel.tsx'
import { type AuthActionData, type AuthView, authViewFrom, authViewParams } from '#app/auth/auth-schema.ts'
import { cartNoticeCookie } from '#app/cart/cart-notice.server.ts'
import { cartStepRedirect, isOrderConfirmed, ORDER_CONFIRMATION_COOKIE } from '#app/cart/cart-steps.server.ts'
import { cartMeta } from '#app/cart/meta.ts'
import { CART_PATHS } from '#app/lib/cart-paths.ts'
import { readCookies } from '#app/lib/cookies.server.ts'
import { DIALOG_PARAM, dialogHref } from '#app/lib/dialog.ts'

export const handle = { i18n: 'cart', authInline: true }

const NO_STORE = { 'Cache-Control': 'private, no-store' }

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [cart, t] = await Promise.all([context.cart.list(), context.t('cart')])
  const confirmed = isOrderConfirmed(request, cart)
  const target = cartStepRedirect('autorisation', cart, confirmed)
  if (target) {
    const headers = new Headers(NO_STORE)
    // Signed in with a confirmation that no longer matches: the sign-in merged goods into the cart (or it changed
    // meanwhile). Step 1 says why the visitor is back there.
    const hadConfirmation = Boolean(readCookies(request)[ORDER_CONFIRMATION_COOKIE])
    if (target === CART_PATHS.order && hadConfirmation) {
      headers.append('Set-Cookie', cartNoticeCookie({ errors: [], info: [t('order.merged')] }))
    }
    throw redirect(target, { headers })
  }
  return data(
    { title: t('autorisation.title'), pending: pendingCodeView(readPendingCode(request)) },
    { headers: NO_STORE },
  )
}

export async function action({ request, context }: ActionFunctionArgs) {
  return authAction({ request, context, page: 'signin' })
}

export default function CartAutorisationPage() {
  const { t } = useTranslation('cart')
  const page = useLoaderData<typeof loader>()
  const answer = useActionData<AuthActionData>()
  const [params] = useSearchParams()
  const location = useLocation()
  const view = answer?.view ?? authViewFrom(params.get(DIALOG_PARAM) ?? 'signin', params)
  const hrefFor = (next: AuthView) => {
    const { name, params: extra } = authViewParams(next)
    return dialogHref(location, name, extra)
  }
  return (
    <div className="cart-autorisation">
      <h1>{page.title}</h1>
      <p>{t('autorisation.lead')}</p>
      <div className="cart-autorisation__panel">
        <AuthPanel
          view={view}
          pending={page.pending}
          back={CART_PATHS.autorisation}
          hrefFor={hrefFor}
          answer={answer}
          action={CART_PATHS.autorisation}
        />
      </div>
      <p>
        <Link to={CART_PATHS.order}>{t('autorisation.back')}</Link>
      </p>
    </div>
  )
}

export const meta: MetaFunction<typeof loader> = ({ data }) => cartMeta(data)
