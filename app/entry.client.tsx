import { RemixBrowser } from '@remix-run/react'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { installChunkReloadGuard } from './lib/client/chunk-reload.ts'
import { createBrowserTexts, readInlineTexts } from './lib/i18n/browser-texts.ts'
import { PAGE_TEXTS_ID, TextsProvider } from './lib/i18n/texts.tsx'

// Before anything lazy is asked for: a part of the page that fails to load reloads it, at most once a minute.
installChunkReloadGuard()

/**
 * The page is complete and usable before this runs (server-rendered HTML, plain forms and links). The texts it
 * rendered came with it (`#page-texts`), so React takes over at once, with no request in between (decision 038);
 * the other namespaces follow while the browser is idle, before a navigation needs them.
 */
const texts = createBrowserTexts(readInlineTexts(document.getElementById(PAGE_TEXTS_ID)))

startTransition(() => {
  hydrateRoot(
    document,
    <TextsProvider texts={texts}>
      <StrictMode>
        <RemixBrowser />
      </StrictMode>
    </TextsProvider>,
  )
})

const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 2_000))
window.addEventListener('load', () => whenIdle(() => texts.loadAll()), { once: true })
