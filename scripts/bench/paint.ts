/**
 * First contentful paint on emulated 2G with JavaScript off (what every visitor sees first, and all a visitor without
 * JavaScript gets), the median of three fresh loads; and, for information, with JavaScript on: its first paint and
 * the moment the page is hydrated on the same network.
 */
import type { Browser, Page } from '@playwright/test'
import { benchContext, emulate2G, hydratedAt, median } from './browser.ts'
import type { BenchPage } from './pages.ts'

export const FCP_BUDGET_MS = 2500
const RUNS = 3

export interface PaintFigures {
  path: string
  /** JavaScript off: FCP of each run and their median, ms. */
  noJsFcp: number[]
  noJsFcpMedian: number
  /** JavaScript on: FCP and the hydration marker, medians, ms. */
  jsFcpMedian: number
  hydratedMedian: number
}

/** Reads the paint entry until it is there: the load of a 2G page may go on long after it. */
async function firstContentfulPaint(page: Page, timeoutMs = 60_000): Promise<number> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const fcp = await page
      .evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null)
      .catch(() => null)
    if (fcp !== null) return fcp
    await page.waitForTimeout(100)
  }
  return Number.NaN
}

async function oneLoad(browser: Browser, origin: string, page: BenchPage, javaScriptEnabled: boolean) {
  const context = await benchContext(browser, { javaScriptEnabled, cookie: page.headers.cookie, origin })
  try {
    const tab = await context.newPage()
    await emulate2G(context, tab)
    await tab.goto(`${origin}${page.path}`, { waitUntil: 'commit', timeout: 60_000 })
    const fcp = await firstContentfulPaint(tab)
    let hydrated = Number.NaN
    if (javaScriptEnabled) {
      hydrated = (await hydratedAt(tab, 60_000)).at ?? Number.NaN
    }
    return { fcp, hydrated }
  } finally {
    await context.close()
  }
}

export async function paints(browser: Browser, origin: string, page: BenchPage): Promise<PaintFigures> {
  const noJs: number[] = []
  const jsFcp: number[] = []
  const hydrated: number[] = []
  for (let run = 0; run < RUNS; run++) noJs.push((await oneLoad(browser, origin, page, false)).fcp)
  for (let run = 0; run < RUNS; run++) {
    const loaded = await oneLoad(browser, origin, page, true)
    jsFcp.push(loaded.fcp)
    hydrated.push(loaded.hydrated)
  }
  const round = (ms: number) => Math.round(ms)
  return {
    path: page.path,
    noJsFcp: noJs.map(round),
    noJsFcpMedian: round(median(noJs)),
    jsFcpMedian: round(median(jsFcp)),
    hydratedMedian: round(median(hydrated)),
  }
}

export function printPaint(name: string, figures: PaintFigures) {
  const verdict = figures.noJsFcpMedian <= FCP_BUDGET_MS ? 'within' : 'OVER'
  const seconds = (ms: number) => (Number.isNaN(ms) ? '–' : `${(ms / 1000).toFixed(2)} s`)
  console.log(
    `  ${name.padEnd(10)} no-JS FCP ${seconds(figures.noJsFcpMedian).padStart(7)} (${figures.noJsFcp.map(seconds).join(', ')})` +
      ` — budget ${FCP_BUDGET_MS / 1000} s: ${verdict} | JS on: FCP ${seconds(figures.jsFcpMedian)}, hydrated ${seconds(figures.hydratedMedian)}`,
  )
}
