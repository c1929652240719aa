/**
 * The document around every page — head, body, scripts — and the root's error page: the root route's components,
 * kept here so that they travel in the first-load chunk with the rest of the shell (vite.config.ts, decision 038);
 * app/root.tsx re-exports them with its loader.
 */
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
} from '@remix-run/react'
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useLayoutEffect, useState } from 'react'
import { useNonce } from '#app/lib/nonce.tsx'
import { useShell } from '#app/lib/use-shell.ts'
import type { loader } from '#app/root.tsx'
import { LazyErrorPage } from './lazy-error-page.tsx'
import { MetrikaPixel, MetrikaScript } from './metrika.tsx'

/**
 * Scroll positions are kept per history entry. Entries made by a plain `#fragment` link (the skip link, the footer's
 * "to top") carry no router state, so they would all share the key "default", and one would restore the position
 * saved for another — undoing the skip link's jump on its second use. Such entries get no memory of their own: the
 * router then scrolls to their fragment, as the browser would. (Server-side there is never a hash.)
 */
function scrollKey(location: { key: string; hash: string }) {
  return location.key === 'default' && location.hash ? `fragment-${Math.random().toString(36).slice(2)}` : location.key
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce()
  const root = useRouteLoaderData<typeof loader>('root')
  const metrikaId = root?.metrikaId
  return (
    <html lang="ru" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        {/* Marks that JavaScript runs, so controls that need it show only then ([data-js-only]). */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours, no visitor input
          dangerouslySetInnerHTML={{ __html: "document.documentElement.classList.add('js')" }}
        />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f7c7a" />
        <Meta />
        <Links />
        {root?.metrikaScript ? <MetrikaScript code={root.metrikaScript} /> : null}
      </head>
      <body>
        {children}
        {metrikaId ? <MetrikaPixel id={metrikaId} /> : null}
        <ScrollRestoration nonce={nonce} getKey={scrollKey} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

/**
 * The JavaScript-only niceties (loading bar, offline notice, prefetching, Metrika hits), fetched after hydration.
 * A chunk that fails to load is simply left out (it is never needed; the next page's own code reloads the page
 * if a deployment replaced it).
 */
const Enhancements = lazy<ComponentType<{ metrikaId?: string | undefined }>>(() =>
  import('#app/shell/enhancements.tsx').catch(() => ({ default: () => null })),
)

/** A layout effect in the browser; nothing on the server (where React would warn about one). */
const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect

export function App() {
  const metrikaId = useShell()?.metrikaId
  const [hydrated, setHydrated] = useState(false)
  // Marks the moment React has taken over the page: for styles and for tests, and as a performance mark for timings
  // (a mutation observer hears the attribute only after effects that may already have started fetching). A layout
  // effect, so the mark comes as hydration ends, before any effect starts fetching the niceties that follow it.
  useBrowserLayoutEffect(() => {
    performance.mark('hydrated')
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  useEffect(() => setHydrated(true), [])
  return (
    <>
      {hydrated ? (
        <Suspense fallback={null}>
          <Enhancements metrikaId={metrikaId} />
        </Suspense>
      ) : null}
      <Outlet />
    </>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  if (!isRouteErrorResponse(error)) console.error(error)
  return <LazyErrorPage error={error} standalone />
}
