/**
 * What the bench needs of a browser: Debian's Chromium through Playwright (never a downloaded one), with the flags
 * of playwright.config.ts, the moment the page is hydrated, and a lock for machines where browser runs
 * must take turns.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test'
import { BROWSER_UA } from './pages.ts'

export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium'

/** The flags of playwright.config.ts: no sandbox (root in a container), nothing fetched by the browser itself. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM} (apt-get install chromium, or CHROME_PATH)`)
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS })
}

declare global {
  interface Window {
    /** performance.now() of React's first commit: the page is hydrated (its shell at least). */
    __benchHydratedAt?: number
    /** performance.now() when the root's effect wrote data-hydrated, seen by a mutation observer. */
    __benchMarkerAt?: number
  }
}

/**
 * Installed before any script of the page. A string, not a function: tsx would wrap named functions in a `__name`
 * helper that the page does not have.
 */
const HYDRATION_PROBE = `
if (!window.__REACT_DEVTOOLS_GLOBAL_HOOK__) {
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: function () { return 1 },
    onCommitFiberRoot: function () {
      if (window.__benchHydratedAt === undefined) window.__benchHydratedAt = performance.now()
    },
    onCommitFiberUnmount: function () {},
    onPostCommitFiberRoot: function () {},
    checkDCE: function () {},
  }
}
new MutationObserver(function () {
  if (window.__benchMarkerAt === undefined && document.documentElement && document.documentElement.dataset.hydrated === 'true') {
    window.__benchMarkerAt = performance.now()
  }
}).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] })
`

/**
 * A browser context whose pages note when React has hydrated them. React calls the DevTools hook on every commit,
 * production builds too; the first commit is hydration's, before its passive effects run — so a chunk that an effect
 * loads once the page is alive (the slider's Swiper) is not counted as needed before hydration, while everything
 * the entry awaits, and any lazy chunk hydration itself suspends on, is. The root's `data-hydrated` marker (which
 * the e2e tests wait for) is the fallback, should no commit be seen.
 */
export async function benchContext(
  browser: Browser,
  options: { javaScriptEnabled?: boolean; cookie?: string; origin?: string } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    userAgent: BROWSER_UA,
    locale: 'ru-RU',
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  })
  await context.addInitScript(HYDRATION_PROBE)
  if (options.cookie && options.origin) {
    const [name = '', value = ''] = options.cookie.split('=')
    await context.addCookies([{ name, value, url: options.origin }])
  }
  return context
}

/** 2G as the issue measures it: 300 ms round trip, 250 kbit/s each way, no cache. */
export const SLOW_2G = { latency: 300, downloadThroughput: 31_250, uploadThroughput: 31_250 } as const

export async function emulate2G(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_2G })
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
}

export function median(values: number[]): number {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b)
  if (sorted.length === 0) return Number.NaN
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
}

/**
 * Runs `work` while holding `lockPath` with flock(1), when a lock is named: other browser runs on the machine wait
 * for it, and it waits for them. The lock is held by a child `flock … cat`, released when its input ends.
 */
export async function withBrowserLock<T>(lockPath: string | undefined, work: () => Promise<T>): Promise<T> {
  if (!lockPath) return work()
  const holder: ChildProcess = spawn('flock', [lockPath, 'cat'], { stdio: ['pipe', 'pipe', 'inherit'] })
  const waitingSince = Date.now()
  await new Promise<void>((resolve, reject) => {
    holder.once('error', reject)
    holder.once('exit', (code) => reject(new Error(`flock ${lockPath} ended (${code}) before the lock was held`)))
    // cat echoes only once flock holds the lock and has started it.
    holder.stdout?.once('data', () => resolve())
    holder.stdin?.write('locked\n')
  })
  const waited = (Date.now() - waitingSince) / 1000
  if (waited > 1) console.log(`  (waited ${waited.toFixed(0)} s for the browser lock ${lockPath})`)
  try {
    return await work()
  } finally {
    holder.removeAllListeners('exit')
    holder.stdin?.end()
  }
}

/** Waits for hydration (the first React commit, else the marker) and answers when it happened, ms, or null. */
export async function hydratedAt(page: Page, timeout: number): Promise<{ at: number | null; by: Hydration }> {
  try {
    await page.waitForFunction(
      () => window.__benchHydratedAt !== undefined || window.__benchMarkerAt !== undefined,
      undefined,
      { timeout },
    )
  } catch {
    return { at: null, by: 'none' }
  }
  const seen = await page.evaluate(() => ({ commit: window.__benchHydratedAt, marker: window.__benchMarkerAt }))
  if (seen.commit !== undefined) return { at: seen.commit, by: 'react commit' }
  return { at: seen.marker ?? null, by: 'marker' }
}

export type Hydration = 'react commit' | 'marker' | 'none'
