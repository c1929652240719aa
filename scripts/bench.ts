/**
 * `npm run bench`: performance figures side by side in one run, printed and written as JSON, never asserted
 * (machines are noisy; two runs' JSON compare with --compare). Decision 036. Sections, in the order they run:
 *   pages       storefront pages (home, catalogue, a category filtered by brand and stock, search, product, the cart
 *               of a signed-in buyer): req/s and p50/p95/p99 at 10 and 50 connections next to the same HTML as a
 *               static file from the same server, their ratio, and the server's CPU ms per page;
 *   js          first-load JavaScript of each page in Chromium: every script fetched before hydration, and those the
 *               HTML does not name (a waterfall), against the 92 KB budget;
 *   fcp         no-JS first contentful paint on emulated 2G (median of 3), and JS-on hydration time for information;
 *   lighthouse  Lighthouse mobile scores of home, catalogue and product (median of 3), offline;
 *   queries     the back-end calls at the usual and the large catalogue size (scripts/query-bench.ts, when there);
 *   pricelist   a seller's 10 000-row price list, XLSX and CSV: preview and apply (scripts/price-list-bench.ts);
 *   large       the storefront pages again with the large catalogue, next to the usual one.
 * Run `npm run bench -- --help` for the options.
 */
import { spawnSync } from 'node:child_process'
import { type BrowserBench, browserSections } from './bench/browser-sections.ts'
import { clusterSection, printCluster } from './bench/cluster.ts'
import { readOptions, type Section } from './bench/options.ts'
import { type BenchPage, discoverPages, measurePages, pagesSection, printPages, printSizes } from './bench/pages.ts'
import { queriesSection } from './bench/queries.ts'
import { newReport, printComparison, writeReport } from './bench/report.ts'
import { type BenchServer, startServer } from './bench/server.ts'
import { printPriceListBench, runPriceListBench } from './price-list-bench.ts'

const options = readOptions(process.argv.slice(2), process.env)
const report = newReport({
  duration: options.duration,
  connections: options.connections,
  products: options.products,
  productsLarge: options.quick ? null : options.productsLarge,
  sections: [...options.sections],
  buildDir: options.buildDir,
})
const running = new Set<BenchServer>()
let step = 0

async function section<T>(name: Section, title: string, work: () => Promise<T>): Promise<T | undefined> {
  step++
  console.log(`\n(${step}) ${title}`)
  const started = Date.now()
  try {
    const figures = await work()
    report.sections[name] = figures
    console.log(`  [${name}: ${((Date.now() - started) / 1000).toFixed(0)} s]`)
    return figures
  } catch (error) {
    const message = (error as Error).stack ?? String(error)
    console.log(`  ${name} failed: ${message}`)
    report.sections[name] = { error: (error as Error).message }
    return undefined
  }
}

async function withServer<T>(products: number, port: number, timeoutMs: number, work: (s: BenchServer) => Promise<T>) {
  const server = await startServer({ buildDir: options.buildDir, port, products, timeoutMs })
  running.add(server)
  console.log(
    `  (server with ${products.toLocaleString('en-US')} products ready in ${server.startSeconds.toFixed(0)} s)`,
  )
  try {
    return await work(server)
  } finally {
    running.delete(server)
    await server.stop()
  }
}

// However the bench ends, no server of its own is left running.
process.on('exit', () => {
  for (const server of running) server.kill()
})
process.on('unhandledRejection', (error) => {
  console.log(`\nUnexpected failure: ${(error as Error)?.stack ?? String(error)}`)
  writeReport(report, options.jsonPath)
  process.exit(1)
})

// Stopped by hand: the servers stop too, and the figures so far are written.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    report.meta.options.interruptedBy = signal
    Promise.all([...running].map((server) => server.stop())).finally(() => {
      writeReport(report, options.jsonPath)
      console.log(`\nStopped by ${signal}; the figures so far are in ${options.jsonPath}`)
      process.exit(130)
    })
  })
}

if (options.build) {
  console.log('Building…')
  const built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (built.status !== 0) process.exit(built.status ?? 1)
}

const has = (name: Section) => options.sections.has(name)
const seconds = `${options.duration} s each`
let usualPages: { products: number; pages: Awaited<ReturnType<typeof measurePages>> } | undefined

try {
  if (has('pages') || has('js') || has('fcp') || has('lighthouse')) {
    console.log(`\nStarting the production server with an in-memory catalogue of ${options.products} products…`)
    // A server that does not start (or dies) costs its own sections, not the ones that follow.
    await withServer(options.products, options.port, 180_000, async (server) => {
      const { pages } = await discoverPages(server)
      printPages(pages)
      if (has('pages')) {
        const figures = await section('pages', `Pages, ${options.products} products, ${seconds}`, async () => ({
          products: server.products,
          serverStartSeconds: server.startSeconds,
          pages: await measurePages({
            server,
            pages,
            connections: options.connections,
            duration: options.duration,
          }),
        }))
        if (figures) usualPages = figures
      }
      const browser: BrowserBench = {
        origin: server.origin,
        pages,
        keyPages: pages.filter((page: BenchPage) => ['home', 'catalogue', 'product'].includes(page.name)),
        lock: options.browserLock,
        debuggingPort: options.port + 2,
      }
      for (const run of browserSections(browser)) {
        if (has(run.name)) await section(run.name, run.title, run.work)
      }
    }).catch((error: unknown) => {
      console.log(`  the ${options.products}-product server failed: ${(error as Error).message}`)
      report.sections.server = { error: (error as Error).message }
    })
  }

  if (has('queries')) {
    const sizes = options.quick ? [options.products] : [options.products, options.productsLarge]
    await section('queries', `Back-end calls at ${sizes.join(' and ')} products`, () =>
      queriesSection({ sizes, postgresUrl: options.postgresUrl, duration: options.duration }),
    )
  }

  if (has('pricelist')) {
    await section('pricelist', 'A seller’s 10 000-row price list: preview and apply', async () => {
      const figures = await runPriceListBench({ rows: 10_000 })
      printPriceListBench(figures)
      return figures
    })
  }

  if (has('large')) {
    await section('large', `Pages at ${options.productsLarge} products next to ${options.products}, ${seconds}`, () => {
      console.log(`  seeding ${options.productsLarge.toLocaleString('en-US')} products (may take minutes)…`)
      return withServer(options.productsLarge, options.port + 1, 60 * 60_000, async (server) => {
        const figures = await pagesSection(server, {
          connections: options.connections,
          duration: options.duration,
        })
        console.log('  side by side:')
        printSizes(usualPages, figures)
        return figures
      })
    })
  }

  if (has('cluster')) {
    const postgresUrl = options.postgresUrl
    if (!postgresUrl) console.log('\n(cluster: TEST_DATABASE_URL is not set — skipped)')
    else {
      await section(
        'cluster',
        `The catalogue through nginx: 2 storefronts and 2 back-ends on PostgreSQL, ${seconds}`,
        async () => {
          console.log(`  starting npm run cluster with ${options.products} products…`)
          const figures = await clusterSection({
            postgresUrl,
            buildDir: options.buildDir,
            port: options.port,
            products: options.products,
            connections: options.connections,
            duration: options.duration,
          })
          printCluster(usualPages?.pages, figures)
          return figures
        },
      )
    }
  }
} finally {
  writeReport(report, options.jsonPath)
  console.log(`\nFigures written to ${options.jsonPath}`)
  if (options.comparePath) printComparison(options.comparePath, report)
}
