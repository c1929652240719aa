/** The shop chrome: header, main area and footer around every storefront page, errors included. */
import { isRouteErrorResponse, Outlet, useRouteError } from '@remix-run/react'
import type { ReactNode } from 'react'
import { ErrorPage } from '#app/components/error-page.tsx'
import { Footer } from '#app/components/footer.tsx'
import { Header } from '#app/components/header.tsx'
import { useShell } from '#app/root.tsx'

function Chrome({ children }: { children: ReactNode }) {
  const shell = useShell()
  if (!shell) throw new Error('The shop layout renders only with start-up data')
  return (
    <>
      <Header shell={shell} />
      <main id="main" className="site-main">
        {children}
      </main>
      <Footer />
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
  const notFound = isRouteErrorResponse(error) && error.status === 404
  if (!isRouteErrorResponse(error)) console.error(error)
  return (
    <Chrome>
      <ErrorPage kind={notFound ? 'notFound' : 'server'} />
    </Chrome>
  )
}
