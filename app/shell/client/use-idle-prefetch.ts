/**
 * After each navigation, once the browser is idle (at most 2 s later, SPEC §9), the code of the pages linked from
 * what is on screen is preloaded — unless the visitor is offline, on 2G or saving data. The logic itself
 * (prefetch.ts) is fetched on that first idle moment, outside the first-load scripts.
 */
import { useLocation, useNavigation } from '@remix-run/react'
import { useEffect } from 'react'
import { mayPrefetch, type NetworkInfo } from './network.ts'

export const PREFETCH_IDLE_TIMEOUT_MS = 2_000

export function useIdlePrefetch() {
  const location = useLocation()
  const idle = useNavigation().state === 'idle'

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new location (once idle) is the trigger
  useEffect(() => {
    if (!idle) return
    let cancelled = false
    let cancelWait = () => {}
    const whenIdle = (run: () => void) => {
      if (typeof window.requestIdleCallback === 'function') {
        const handle = window.requestIdleCallback(run, { timeout: PREFETCH_IDLE_TIMEOUT_MS })
        cancelWait = () => window.cancelIdleCallback(handle)
      } else {
        const timer = setTimeout(run, PREFETCH_IDLE_TIMEOUT_MS)
        cancelWait = () => clearTimeout(timer)
      }
    }
    const run = (retry: boolean) => () => {
      if (cancelled || !mayPrefetch(navigator as NetworkInfo)) return
      import('./prefetch.ts')
        .then(({ prefetchVisibleLinks }) => {
          // Links whose routes Remix has not discovered yet get one more try at the next idle moment.
          if (!cancelled && prefetchVisibleLinks().pending > 0 && retry) whenIdle(run(false))
        })
        // A nicety: a failed load (offline after all) is no error.
        .catch(() => {})
    }
    whenIdle(run(true))
    return () => {
      cancelled = true
      cancelWait()
    }
  }, [location, idle])
}
