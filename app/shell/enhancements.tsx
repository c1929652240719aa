/**
 * Everything that makes the storefront nicer with JavaScript and is never needed: the loading bar, the offline
 * notice, idle prefetching of the next pages' code, Metrika's page hits, the sticky header and the back-to-top
 * button. One chunk, fetched right after
 * hydration (see root.tsx), so none of it counts against the first-load budget (decision 005).
 */
import { useEffect } from 'react'
import { usePageChrome } from '#app/shell/client/page-chrome.ts'
import { useIdlePrefetch } from '#app/shell/client/use-idle-prefetch.ts'
import { useMetrikaHits } from '#app/shell/client/use-metrika-hits.ts'
import { OfflineBanner } from './offline-banner.tsx'
import { ProgressBar } from './progress-bar.tsx'

export default function Enhancements({ metrikaId }: { metrikaId?: string | undefined }) {
  useIdlePrefetch()
  usePageChrome()
  useMetrikaHits(metrikaId)
  // For tests, like data-hydrated: the enhancements are live.
  useEffect(() => {
    document.documentElement.dataset.enhanced = 'true'
  }, [])
  return (
    <>
      <ProgressBar />
      <OfflineBanner />
    </>
  )
}
