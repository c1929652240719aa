import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
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
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useState } from 'react'
import { useShell } from '#app/lib/use-shell.ts'
import { ErrorPage } from '#app/shell/error-page.tsx'
import { metrikaLoaderScript } from '#app/shell/metrika.server.ts'
import { MetrikaPixel, MetrikaScript } from '#app/shell/metrika.tsx'
import { publicSettings } from '#app/shell/public-env.server.ts'
import shellStyles from '#app/shell/shell.css?url'
import { loadShell } from '#app/shell/shell.server.ts'
import { metaTexts } from './lib/meta-texts.server.ts'
import { site } from './lib/meta-texts.ts'
import { useNonce } from './lib/nonce.tsx'
import { siteOrigin } from './lib/origin.server.ts'

export const handle = { i18n: 'common' }

export const links: LinksFunction = () => [
  // Every page: the shell's, with the kit's inlined; each route adds its feature's own.
  { rel: 'stylesheet', href: shellStyles },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = context.api
  // metrikaId and recaptchaSiteKey: present only when configured (public values, see public-env.server.ts).
  const settings = publicSettings()
  const shell = await loadShell(api, context.cart.guestCount)
  // The start-up call answers a dead token as a guest (it renders every page, so it never says 401): a token sent and
  // no user back means the token died, and the visitor is signed out like after any 401 (decision 015).
  if (api.hasToken && !shell.user) context.session.reject()
  return {
    ...shell,
    origin: siteOrigin(request),
    metaTexts,
    ...settings,
    ...(settings.metrikaId ? { metrikaScript: metrikaLoaderScript(settings.metrikaId) } : {}),
  }
}

export const meta: MetaFunction = () => [{ title: site.title }, { name: 'description', content: site.description }]

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

export default function App() {
  const metrikaId = useShell()?.metrikaId
  const [hydrated, setHydrated] = useState(false)
  // Marks the moment React has taken over the page (enhancements are live): for styles and for tests.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
    setHydrated(true)
  }, [])
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
  return <ErrorPage error={error} standalone />
}
