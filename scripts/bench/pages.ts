/**
 * Storefront pages under load: each page's server-rendered answer next to the same HTML served as a static file by
 * the same server (the ceiling of this server on this machine), at each number of connections, with the server's
 * CPU time per page. The same measurement serves the usual and the large catalogue.
 */
import { writeFileSync } from 'node:fs'
import { type Buyer, fillCart, signInBuyer } from './buyer.ts'
import { type LoadFigures, load, warmUp } from './load.ts'
import type { BenchServer } from './server.ts'

export const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36'
export const SEARCH_WORDS = 'перчатки нитриловые'

export interface BenchPage {
  name: string
  path: string
  /** Request headers of the page (the signed-in buyer's cookie for the cart). */
  headers: Record<string, string>
}

export interface PageRun {
  /** The page as visitors get it: from the storefront's page cache when the page may be kept (server/page-cache.ts). */
  ssr: LoadFigures
  /** The same page rendered on every request (`Cache-Control: no-cache`): what the page itself costs. */
  render: LoadFigures
  static: LoadFigures
  /** SSR req/s ÷ static req/s. */
  ratio: number
  /** Rendered req/s ÷ static req/s. */
  renderRatio: number
}

export interface PageFigures {
  path: string
  htmlBytes: number
  /** Keyed `c10`, `c50`: the number of connections. */
  runs: Record<string, PageRun>
}

export async function fetchPage(origin: string, pagePath: string, headers: Record<string, string> = {}) {
  const answer = await fetch(`${origin}${pagePath}`, { headers: { 'user-agent': BROWSER_UA, ...headers } })
  if (!answer.ok) throw new Error(`${pagePath} answered ${answer.status}`)
  return answer.text()
}

/** The brand of the category's facets with the most products (its count follows the checkbox), else the first. */
function busiestBrand(html: string): string | undefined {
  let best: { brand: string; count: number } | undefined
  for (const match of html.matchAll(/name="brand"\s+value="([^"]+)"[\s\S]{0,300}?check__count">(\d+)</g)) {
    const count = Number(match[2])
    if (match[1] && (!best || count > best.count)) best = { brand: match[1], count }
  }
  return best?.brand ?? /name="brand"\s+value="([^"]+)"/.exec(html)?.[1]
}

/**
 * The pages of a run, found on the running storefront: the first category of the catalogue's tree filtered by the
 * busiest brand of its facets and by «в наличии», the first product of the home page, and the cart of a new buyer.
 */
export async function discoverPages(server: BenchServer): Promise<{ pages: BenchPage[]; buyer: Buyer | null }> {
  const { origin } = server
  const home = await fetchPage(origin, '/')
  const catalogue = await fetchPage(origin, '/catalog')
  const productPath = /href="(\/product\/[^"?#]+)"/.exec(home)?.[1]
  const categoryPath = /href="(\/catalog\/[^"?#]+)"/.exec(catalogue)?.[1]
  const pages: BenchPage[] = [
    { name: 'home', path: '/', headers: {} },
    { name: 'catalogue', path: '/catalog', headers: {} },
  ]
  if (categoryPath) {
    const category = await fetchPage(origin, categoryPath)
    const brand = busiestBrand(category)
    const query = new URLSearchParams(brand ? { brand, availability: 'in_stock' } : { availability: 'in_stock' })
    pages.push({ name: 'category', path: `${categoryPath}?${query}`, headers: {} })
  } else {
    console.warn('  note: no category link on /catalog — the filtered category is left out')
  }
  pages.push({ name: 'search', path: `/catalog?${new URLSearchParams({ search: SEARCH_WORDS })}`, headers: {} })
  if (productPath) pages.push({ name: 'product', path: productPath, headers: {} })
  else console.warn('  note: no product link on the home page — the product page is left out')
  let buyer: Buyer | null = null
  try {
    buyer = await signInBuyer(origin)
    await fillCart(origin, buyer)
    const cart = await fetchPage(origin, '/cart/order', { cookie: buyer.cookie })
    if (!cart.includes('href="/product/')) console.warn('  note: the signed-in cart page shows no product line')
    pages.push({ name: 'cart', path: '/cart/order', headers: { cookie: buyer.cookie } })
  } catch (error) {
    console.warn(`  note: no signed-in cart: ${(error as Error).message}`)
  }
  return { pages, buyer }
}

/** The pages of a run, their paths readable (the search words decoded). */
export function printPages(pages: BenchPage[]) {
  for (const page of pages) {
    const signedIn = page.headers.cookie ? '  (signed-in buyer, one line in the cart)' : ''
    console.log(`  ${page.name.padEnd(10)} ${decodeURIComponent(page.path.replaceAll('+', ' '))}${signedIn}`)
  }
}

const pad = (value: string | number, width: number) => String(value).padStart(width)
const fixed = (value: number | null, digits = 0) =>
  value === null || Number.isNaN(value) ? '–' : value.toFixed(digits)

export function printPageHeader() {
  console.log(
    `  ${'page'.padEnd(10)} ${pad('conn', 4)} | ${pad('SSR req/s', 9)} ${pad('p50', 6)} ${pad('p95', 6)} ${pad('p99', 6)} ${pad('CPU ms', 7)}` +
      ` | ${pad('static req/s', 12)} ${pad('p99', 5)} | ratio | ${pad('rendered req/s', 14)} ${pad('p99', 5)} ${pad('CPU ms', 7)} ${pad('ratio', 6)}`,
  )
}

function printRun(name: string, connections: number, run: PageRun) {
  const { ssr, static: file, render } = run
  const failed = Object.entries({ SSR: ssr, rendered: render, static: file })
    .filter(([, figures]) => figures.non2xx + figures.errors > 0)
    .map(([label, figures]) => `${label}: ${figures.non2xx} non-2xx, ${figures.errors} errors`)
  const warning =
    ssr.requests === 0
      ? '  (no answer within the run: lengthen --duration)'
      : failed.length > 0
        ? `  (! ${failed.join('; ')})`
        : ''
  console.log(
    `  ${name.padEnd(10)} ${pad(connections, 4)} | ${pad(fixed(ssr.rps, 1), 9)} ${pad(fixed(ssr.p50), 6)} ${pad(fixed(ssr.p95), 6)} ${pad(fixed(ssr.p99), 6)} ${pad(fixed(ssr.cpuMsPerRequest, 2), 7)}` +
      ` | ${pad(fixed(file.rps), 12)} ${pad(fixed(file.p99), 5)} | ${run.ratio.toFixed(3)}` +
      ` | ${pad(fixed(render.rps, 1), 14)} ${pad(fixed(render.p99), 5)} ${pad(fixed(render.cpuMsPerRequest, 2), 7)} ${pad(run.renderRatio.toFixed(3), 6)}${warning}`,
  )
}

/** Measures each page at each number of connections, printing a line per run as it ends. */
export async function measurePages({
  server,
  pages,
  connections,
  duration,
}: {
  server: BenchServer
  pages: BenchPage[]
  connections: number[]
  duration: number
}): Promise<Record<string, PageFigures>> {
  const figures: Record<string, PageFigures> = {}
  printPageHeader()
  for (const page of pages) {
    const html = await fetchPage(server.origin, page.path, page.headers)
    writeFileSync(server.staticCopy.path, html)
    // A static copy that is not served would measure an error page instead, and every ratio with it.
    const copy = await fetchPage(server.origin, new URL(server.staticCopy.url).pathname)
    if (copy !== html) throw new Error(`${server.staticCopy.url} does not serve the HTML of ${page.path}`)
    const ssrUrl = `${server.origin}${page.path}`
    await warmUp(ssrUrl, page.headers)
    const runs: Record<string, PageRun> = {}
    for (const count of connections) {
      const ssr = await load({
        url: ssrUrl,
        connections: count,
        duration,
        headers: page.headers,
        cpuMs: server.cpuMs,
      })
      // The page cache bypassed, as a hard reload does: the cost of rendering the page.
      const render = await load({
        url: ssrUrl,
        connections: count,
        duration,
        headers: { ...page.headers, 'cache-control': 'no-cache' },
        cpuMs: server.cpuMs,
      })
      const file = await load({ url: server.staticCopy.url, connections: count, duration, cpuMs: server.cpuMs })
      const ratioTo = (figures: LoadFigures) => (file.rps > 0 ? Math.round((figures.rps / file.rps) * 1000) / 1000 : 0)
      const run = { ssr, render, static: file, ratio: ratioTo(ssr), renderRatio: ratioTo(render) }
      runs[`c${count}`] = run
      printRun(page.name, count, run)
    }
    figures[page.name] = { path: page.path, htmlBytes: Buffer.byteLength(html), runs }
  }
  return figures
}

/** The same pages at two catalogue sizes, side by side: req/s, p95 and CPU per page, and the large ÷ usual ratio. */
export function printSizes(
  usual: { products: number; pages: Record<string, PageFigures> } | undefined,
  large: { products: number; pages: Record<string, PageFigures> },
) {
  const label = (n: number) => `${n.toLocaleString('en-US')}`
  if (!usual) console.log('  (the usual catalogue was not measured in this run: add «pages» to --only for it)')
  console.log(
    `  ${'page'.padEnd(10)} ${pad('conn', 4)} | ${pad(`${label(usual?.products ?? 0)} req/s`, 14)} ${pad('p95', 6)} ${pad('CPU ms', 7)}` +
      ` | ${pad(`${label(large.products)} req/s`, 16)} ${pad('p95', 6)} ${pad('CPU ms', 7)} | large ÷ usual`,
  )
  for (const [name, page] of Object.entries(large.pages)) {
    for (const [key, run] of Object.entries(page.runs)) {
      const before = usual?.pages[name]?.runs[key]?.ssr
      const after = run.ssr
      console.log(
        `  ${name.padEnd(10)} ${pad(key.slice(1), 4)} | ${pad(before ? fixed(before.rps, 1) : '–', 14)} ${pad(before ? fixed(before.p95) : '–', 6)} ${pad(before ? fixed(before.cpuMsPerRequest, 2) : '–', 7)}` +
          ` | ${pad(fixed(after.rps, 1), 16)} ${pad(fixed(after.p95), 6)} ${pad(fixed(after.cpuMsPerRequest, 2), 7)} | ${before && before.rps > 0 ? (after.rps / before.rps).toFixed(2) : '–'}`,
      )
    }
  }
}

export async function pagesSection(server: BenchServer, options: { connections: number[]; duration: number }) {
  const { pages } = await discoverPages(server)
  printPages(pages)
  const figures = await measurePages({ server, pages, ...options })
  return { products: server.products, serverStartSeconds: server.startSeconds, pages: figures }
}
