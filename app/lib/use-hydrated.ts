import { useEffect, useState } from 'react'

/**
 * Whether React has taken the page over: controls that need JavaScript switch on only then (the server's render and
 * the first render in the browser stay the same). Not remix-utils' hook: importing that one here as well as in the
 * header's search box would split it into a chunk of its own on every page's first load. In the shell chunk
 * (vite.config.ts): the catalogue uses it without the forms' kit.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
}
