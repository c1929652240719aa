/**
 * The error page for the error boundaries, fetched only when one renders: pages that work — nearly all — never
 * load it (decision 038). The server renders it whole; the browser hydrates it once its chunk is in.
 */
import { lazy, Suspense } from 'react'

const Page = lazy(() => import('./error-page.tsx').then((module) => ({ default: module.ErrorPage })))

export function LazyErrorPage(props: { error: unknown; standalone?: boolean }) {
  return (
    <Suspense fallback={null}>
      <Page {...props} />
    </Suspense>
  )
}
