/** The shop chrome: header, main area and footer around every storefront page, errors included. */
import { data, type LoaderFunctionArgs } from '@remix-run/node'
import { isRouteErrorResponse, Outlet, useRouteError, useSearchParams } from '@remix-run/react'
import { lazy, type ReactNode, Suspense } from 'react'
import { pendingCodeView, readPendingCode } from '#app/auth/auth.server.ts'
import { AuthDialogs } from '#app/auth/auth-dialogs.tsx'
import { CartDialogs } from '#app/cart/cart-dialogs-mount.tsx'
import { type CartNotice, clearCartNotice, readCartNotice } from '#app/cart/cart-notice.server.ts'
import { loadCartDialog } from '#app/cart/cart-view.server.ts'
import { ContactDialogs } from '#app/contact/contact-dialogs.tsx'
import { AUTH_DIALOGS, CART_DIALOGS, DIALOG_PARAM, VISITOR_DIALOGS } from '#app/lib/dialog.ts'
import type { VisitorData } from '#app/lib/visitor.ts'
import { useShell } from '#app/root.tsx'
import { suggestCities } from '#app/shell/city-suggestions.server.ts'
import { ErrorPage } from '#app/shell/error-page.tsx'
import { Footer } from '#app/shell/footer.tsx'
import { Header } from '#app/shell/header.tsx'
import { loadCardsByIds } from '#app/ui/product-cards.server.ts'

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = context.api
  const url = new URL(request.url)
  const dialog = url.searchParams.get(DIALOG_PARAM)
  const { wishlist } = context.visitor
  const cityQuery = dialog === 'city' ? (url.searchParams.get('city_q') ?? '').trim().slice(0, 300) : ''
  const [visitor, citySuggestions, wishlistProducts, cartDialog] = await Promise.all([
    context.visitor.location(),
    cityQuery ? suggestCities(api, cityQuery) : null,
    dialog === 'wishlist' ? loadCardsByIds(api, wishlist) : null,
    dialog && CART_DIALOGS.has(dialog) ? loadCartDialog(context.cart) : null,
  ])
  const body: VisitorData = { location: visitor.location, wishlist, cityQuery, citySuggestions, wishlistProducts }
  // The auth dialog's code step: the waiting code, its phone masked (app/auth/auth-dialogs.tsx).
  const authStep = dialog && AUTH_DIALOGS.has(dialog) ? pendingCodeView(readPendingCode(request)) : null
  // A cart action's message after its redirect, shown once (app/cart/cart-notice.server.ts).
  const cartNotice: CartNotice | null = readCartNotice(request)
  const headers = new Headers()
  if (visitor.setCookie) headers.append('Set-Cookie', visitor.setCookie)
  if (cartNotice) headers.append('Set-Cookie', clearCartNotice())
  return data({ ...body, authStep, cartDialog, cartNotice }, { headers })
}

const VisitorDialogs = lazy(() => import('#app/shell/visitor-dialogs.tsx'))

function Chrome({ children }: { children: ReactNode }) {
  const shell = useShell()
  const [params] = useSearchParams()
  const dialog = params.get(DIALOG_PARAM)
  if (!shell) throw new Error('The shop layout renders only with start-up data')
  return (
    <>
      <Header shell={shell} />
      <main id="main" className="site-main">
        {children}
      </main>
      <Footer />
      {dialog && VISITOR_DIALOGS.has(dialog) ? (
        <Suspense fallback={null}>
          <VisitorDialogs />
        </Suspense>
      ) : null}
      <ContactDialogs />
      <AuthDialogs />
      <CartDialogs />
    </>
  )
}

export default function ShopLayout() {
  return (
    <Chrome>
      <Outlet />
    </Chrome>
  )
}

/** A page that fails (an unknown slug, a back-end error) still shows the shop around the error. */
export function ErrorBoundary() {
  const error = useRouteError()
  if (!isRouteErrorResponse(error)) console.error(error)
  return (
    <Chrome>
      <ErrorPage error={error} />
    </Chrome>
  )
}
