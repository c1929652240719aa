/** Step 2 of the cart: the sign-in panel on the page, and the way back to step 1. */
import { Link, useActionData, useLoaderData, useLocation, useSearchParams } from '@remix-run/react'
import { AuthPanel } from '#app/auth/auth-panel.tsx'
import { type AuthActionData, type AuthView, authViewFrom, authViewParams } from '#app/auth/auth-schema.ts'
import { CART_PATHS } from '#app/lib/cart-paths.ts'
import { DIALOG_PARAM, dialogHref } from '#app/lib/dialog.ts'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import type { autorisationLoader } from './autorisation.server.ts'

export function CartAutorisationPage() {
  const { t } = useTranslation('cart')
  const page = useLoaderData<typeof autorisationLoader>()
  const answer = useActionData<AuthActionData>()
  const [params] = useSearchParams()
  const location = useLocation()
  // Buyers register by phone: the step opens on sign-in by phone (decision 031).
  const view = answer?.view ?? authViewFrom(params.get(DIALOG_PARAM) ?? 'signin', params, 'phone')
  const hrefFor = (next: AuthView) => {
    const { name, params: extra } = authViewParams(next, 'phone')
    return dialogHref(location, name, extra)
  }
  return (
    <div className="cart-autorisation">
      <h1>{page.title}</h1>
      <p>{t('autorisation.lead')}</p>
      <div className="panel cart-autorisation__panel">
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
