import { RemixBrowser } from '@remix-run/react'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { getInitialNamespaces } from 'remix-i18next/client'
import { installChunkReloadGuard, reloadForChunkError } from './lib/client/chunk-reload.ts'
import { i18nConfig } from './lib/i18n.ts'

// Before anything lazy is asked for: a part of the page that fails to load reloads it, at most once a minute.
installChunkReloadGuard()

/**
 * The page is complete and usable before this runs (server-rendered HTML, plain forms and links). i18next is
 * fetched here, in parallel with nothing else to wait for, rather than preloaded with the first-load scripts:
 * it only matters once React takes over, and it keeps the first-load budget (ARCHITECTURE, rule 7).
 */
async function hydrate() {
  const [{ default: i18next }, { resources }] = await Promise.all([
    import('i18next'),
    import('./lib/i18n-resources.ts'),
  ])
  await i18next.use(initReactI18next).init({ ...i18nConfig, ns: getInitialNamespaces(), resources })
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    )
  })
}

hydrate().catch((error: unknown) => {
  // The translations' chunk gone with a new deployment: reload (once a minute at most); the page works meanwhile.
  if (!reloadForChunkError(error)) console.error(error)
})
