import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { metrikaLoaderScript } from '#app/shell/metrika.server.ts'
import { publicSettings } from '#app/shell/public-env.server.ts'
import shellStyles from '#app/shell/shell.css?url'
import { loadShell } from '#app/shell/shell.server.ts'
import { metaTexts } from './lib/meta-texts.server.ts'
import { site } from './lib/meta-texts.ts'
import { siteOrigin } from './lib/origin.server.ts'

export const links: LinksFunction = () => [
  // Every page: the shell's, with the kit's inlined; each route adds its feature's own.
  { rel: 'stylesheet', href: shellStyles },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

export async function loader({ request, context }: LoaderFunctionArgs) {
  // metrikaId and recaptchaSiteKey: present only when configured (public values, see public-env.server.ts).
  const settings = publicSettings()
  const shell = loadShell(await context.startup(), context.cart.guestCount)
  return {
    ...shell,
    origin: siteOrigin(request),
    metaTexts,
    ...settings,
    ...(settings.metrikaId ? { metrikaScript: metrikaLoaderScript(settings.metrikaId) } : {}),
  }
}

export const meta: MetaFunction = () => [{ title: site.title }, { name: 'description', content: site.description }]

export { App as default, ErrorBoundary, Layout } from '#app/shell/document.tsx'
