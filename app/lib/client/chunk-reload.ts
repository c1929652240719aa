/**
 * A part of the page that fails to load (a lazy chunk that a new deployment has replaced, or a dropped connection)
 * reloads the page once, at most once per 60 seconds (SPEC §2, §8 and §9); inside that window the error goes on as
 * usual, so a broken deployment cannot loop. Remix's own route-module loader reloads on its own; this covers Vite's
 * preloads and our dynamic imports (translations, Swiper, libphonenumber…). It is in the first-load scripts, so it
 * is kept small.
 */
export const RELOAD_WINDOW_MS = 60_000
const KEY = 'medmarket:chunk-reload-at'

/** True when no reload happened in the last 60 s (or the clock went back). */
export function mayReload(now: number, lastReloadAt: number): boolean {
  return !(now - lastReloadAt < RELOAD_WINDOW_MS && now >= lastReloadAt)
}

/** The messages browsers give a failed `import()` (Chromium, Firefox, Safari). */
export function isChunkLoadError(reason: unknown): boolean {
  return /dynamically imported module|Importing a module script failed/i.test(String((reason as Error)?.message))
}

/**
 * Reloads and answers true, or answers false so the caller lets the error through: inside the window, or when
 * nothing can be remembered (storage off), since then it could loop.
 */
export function reloadOnce(storage: () => Pick<Storage, 'getItem' | 'setItem'>, now: number, reload: () => void) {
  try {
    if (!mayReload(now, Number(storage().getItem(KEY) ?? Number.NaN))) return false
    storage().setItem(KEY, String(now))
  } catch {
    return false
  }
  reload()
  return true
}

const reloadPage = () =>
  reloadOnce(
    () => sessionStorage,
    Date.now(),
    () => location.reload(),
  )

export function installChunkReloadGuard() {
  addEventListener('vite:preloadError', (event) => {
    if (reloadPage()) event.preventDefault()
  })
  addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason) && reloadPage()) event.preventDefault()
  })
}

/** For a failed import that was caught (the texts' chunk): reload if allowed; false otherwise. */
export function reloadForChunkError(error: unknown): boolean {
  return isChunkLoadError(error) && reloadPage()
}
