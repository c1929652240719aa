/** The shop chrome: header, main area and footer around every storefront page, errors included, and its dialogs. */
import { isRouteErrorResponse, Outlet, useRouteError, useSearchParams } from '@remix-run/react'
import { lazy, type ReactNode, Suspense } from 'react'
import { AuthDialogs } from '#app/auth/auth-dialogs.tsx'
import { CartDialogs } from '#app/cart/cart-dialogs-mount.tsx'
import { ContactDialogs } from '#app/contact/contact-dialogs.tsx'
import { DIALOG_PARAM, VISITOR_DIALOGS } from '#app/lib/dialog.ts'
import { useShell } from '#app/lib/use-shell.ts'
import { Footer } from './footer.tsx'
import { Header } from './header.tsx'
import { LazyErrorPage } from './lazy-error-page.tsx'

const VisitorDialogs = lazy(() => import('./visitor-dialogs.tsx'))

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

export function ShopLayout() {
  return (
    <Chrome>
      <Outlet />
    </Chrome>
  )
}

/** A page that fails (an unknown slug, a back-end error) still shows the shop around the error. */
export function ShopErrorBoundary() {
  const error = useRouteError()
  if (!isRouteErrorResponse(error)) console.error(error)
  return (
    <Chrome>
      <LazyErrorPage error={error} />
    </Chrome>
  )
}
