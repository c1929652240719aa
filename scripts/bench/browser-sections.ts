/**
 * The sections that need a browser — first-load JS, first paint on 2G, Lighthouse — each run while it holds the
 * machine's browser lock (BENCH_BROWSER_LOCK), one browser at a time.
 */
import type { Browser } from '@playwright/test'
import { launchChromium, withBrowserLock } from './browser.ts'
import { BUDGET_KB, type FirstLoadFigures, firstLoad, printFirstLoad } from './first-load.ts'
import { lighthouseScores } from './lighthouse.ts'
import type { Section } from './options.ts'
import type { BenchPage } from './pages.ts'
import { FCP_BUDGET_MS, type PaintFigures, paints, printPaint } from './paint.ts'

export interface BrowserBench {
  origin: string
  /** Every page of the run, and the three the acceptance names (home, catalogue, product). */
  pages: BenchPage[]
  keyPages: BenchPage[]
  lock: string | undefined
  debuggingPort: number
}

interface BrowserSection {
  name: Section
  title: string
  work: () => Promise<unknown>
}

/** Under the lock, one Chromium measures each page in turn, printing each page's figures as they come. */
function eachPage<F>(
  lock: string | undefined,
  pages: BenchPage[],
  measure: (browser: Browser, page: BenchPage) => Promise<F>,
  print: (name: string, figures: F) => void,
): Promise<Record<string, F>> {
  return withBrowserLock(lock, async () => {
    const browser = await launchChromium()
    try {
      const figures: Record<string, F> = {}
      for (const page of pages) {
        const measured = await measure(browser, page)
        figures[page.name] = measured
        print(page.name, measured)
      }
      return figures
    } finally {
      await browser.close()
    }
  })
}

export function browserSections(bench: BrowserBench): BrowserSection[] {
  const { origin, lock } = bench
  return [
    {
      name: 'js',
      title: `First-load JavaScript in Chromium, everything fetched before hydration (budget ${BUDGET_KB} KB)`,
      work: () =>
        eachPage<FirstLoadFigures>(
          lock,
          bench.pages,
          (browser, page) => firstLoad(browser, origin, page),
          printFirstLoad,
        ),
    },
    {
      name: 'fcp',
      title: `First contentful paint on emulated 2G, JavaScript off (median of 3, budget ${FCP_BUDGET_MS / 1000} s)`,
      work: () =>
        eachPage<PaintFigures>(lock, bench.keyPages, (browser, page) => paints(browser, origin, page), printPaint),
    },
    {
      name: 'lighthouse',
      title: 'Lighthouse mobile, median of 3 (offline, Debian’s Chromium)',
      work: () => withBrowserLock(lock, () => lighthouseScores(origin, bench.keyPages, bench.debuggingPort)),
    },
  ]
}
