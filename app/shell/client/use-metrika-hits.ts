/**
 * A Yandex Metrika page hit for every client-side route change: the new address, the previous one as referer and
 * the new page's title. Not for the first load (the counter counts it itself) nor for a jump within the page.
 */
import { useLocation } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { pageHit } from './page-hit.ts'

declare global {
  interface Window {
    ym?: (id: number, method: string, ...args: unknown[]) => void
  }
}

export function useMetrikaHits(id: string | undefined) {
  const location = useLocation()
  const previous = useRef<string | null>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new location object is exactly the trigger
  useEffect(() => {
    const href = window.location.href
    const hit = pageHit(previous.current, href)
    previous.current = href
    // By now <Meta> has written the new page's <title>.
    if (id && hit) window.ym?.(Number(id), 'hit', hit.url, { referer: hit.referer, title: document.title })
  }, [id, location])
}
