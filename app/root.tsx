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
import { type ReactNode, useEffect } from 'react'
import { ErrorPage } from './components/error-page.tsx'
import { getApi } from './lib/api/api.server.ts'
import { metaTexts } from './lib/meta-texts.server.ts'
import { site } from './lib/meta-texts.ts'
import { useNonce } from './lib/nonce.tsx'
import { siteOrigin } from './lib/origin.server.ts'
import { loadShell } from './lib/shell.server.ts'
import stylesheet from './styles/app.css?url'

export const handle = { i18n: 'common' }

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await getApi(request, context)
  return { ...(await loadShell(api)), origin: siteOrigin(request), metaTexts }
}

export const meta: MetaFunction = () => [{ title: site.title }, { name: 'description', content: site.description }]

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce()
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
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

export default function App() {
  // Marks the moment React has taken over the page (enhancements are live): for styles and for tests.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return <Outlet />
}

export function useShell() {
  return useRouteLoaderData<typeof loader>('root')
}

export function ErrorBoundary() {
  const error = useRouteError()
  const notFound = isRouteErrorResponse(error) && error.status === 404
  if (!isRouteErrorResponse(error)) console.error(error)
  return <ErrorPage kind={notFound ? 'notFound' : 'server'} standalone />
}
