/**
 * Lighthouse's mobile scores (its default configuration: a mid-range phone, simulated slow 4G) for a few pages, the
 * median of three runs each, with Debian's Chromium started by chrome-launcher. Nothing is downloaded: Lighthouse
 * and its audits come from the npm package; the browser is the system's, with its background networking off.
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM, median } from './browser.ts'
import type { BenchPage } from './pages.ts'

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
type Category = (typeof CATEGORIES)[number]
const RUNS = 3

export const LIGHTHOUSE_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

export interface LighthouseFigures {
  path: string
  /** Median score of each category, 0–100. */
  scores: Record<Category, number>
  /** Every run's scores, for the record. */
  runs: Record<Category, number>[]
  /** Median first contentful paint and largest contentful paint of the runs (simulated), ms. */
  fcpMs: number
  lcpMs: number
}

/**
 * Chromium for Lighthouse. On a loaded machine it can take longer than chrome-launcher's default 25 s to open its
 * debugging port: it is given a minute, and one more try.
 */
async function launchChrome(debuggingPort: number): Promise<chromeLauncher.LaunchedChrome> {
  const launch = () =>
    chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: LIGHTHOUSE_FLAGS,
      port: debuggingPort,
      logLevel: 'silent',
      connectionPollInterval: 500,
      maxConnectionRetries: 120,
    })
  try {
    return await launch()
  } catch (error) {
    console.log(`  (Chromium did not open its debugging port: ${(error as Error).message}; trying once more)`)
    return launch()
  }
}

export async function lighthouseScores(
  origin: string,
  pages: BenchPage[],
  debuggingPort: number,
): Promise<Record<string, LighthouseFigures>> {
  const chrome = await launchChrome(debuggingPort)
  const figures: Record<string, LighthouseFigures> = {}
  try {
    for (const page of pages) {
      const runs: Record<Category, number>[] = []
      const fcp: number[] = []
      const lcp: number[] = []
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(`${origin}${page.path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
          ...(page.headers.cookie ? { extraHeaders: { Cookie: page.headers.cookie } } : {}),
        })
        if (!result) throw new Error(`Lighthouse gave no result for ${page.path}`)
        const { lhr } = result
        if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
        const scores = Object.fromEntries(
          CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? Number.NaN) * 100)]),
        ) as Record<Category, number>
        runs.push(scores)
        fcp.push(lhr.audits['first-contentful-paint']?.numericValue ?? Number.NaN)
        lcp.push(lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN)
      }
      figures[page.name] = {
        path: page.path,
        scores: Object.fromEntries(
          CATEGORIES.map((category) => [category, median(runs.map((scores) => scores[category]))]),
        ) as Record<Category, number>,
        runs,
        fcpMs: Math.round(median(fcp)),
        lcpMs: Math.round(median(lcp)),
      }
      printLighthouse(page.name, figures[page.name] as LighthouseFigures)
    }
  } finally {
    chrome.kill()
  }
  return figures
}

export function printLighthouse(name: string, figures: LighthouseFigures) {
  const { scores } = figures
  console.log(
    `  ${name.padEnd(10)} performance ${String(scores.performance).padStart(3)}  accessibility ${String(scores.accessibility).padStart(3)}` +
      `  best practices ${String(scores['best-practices']).padStart(3)}  SEO ${String(scores.seo).padStart(3)}` +
      `  (FCP ${(figures.fcpMs / 1000).toFixed(1)} s, LCP ${(figures.lcpMs / 1000).toFixed(1)} s; runs: ${figures.runs.map((r) => r.performance).join('/')})`,
  )
}
