/**
 * `npm run bench`: performance figures, printed, never asserted (machines are noisy).
 *   (a) requests/s and p99 latency at 50 connections of the home, catalogue and product pages, each next to the
 *       same HTML served as a static file by the same server, and their ratio;
 *   (b) first-load JavaScript of those pages: the gzip size of every script the HTML loads or modulepreloads.
 * Options: --no-build (use the existing build), --duration S (seconds per run, default 10), --products N.
 * Environment: BUILD_DIR (default build), BENCH_PORT (default 3390).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import autocannon from 'autocannon'

const args = process.argv.slice(2)
const flag = (name: string) => args.includes(name)
const option = (name: string, fallback: number) => {
  const index = args.indexOf(name)
  const value = index >= 0 ? Number(args[index + 1]) : fallback
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} needs a positive number`)
  return value
}
const duration = option('--duration', 10)
const products = option('--products', 600)
// BUILD_DIR and BENCH_PORT let a bench run beside another build or test run.
const buildDir = process.env.BUILD_DIR ?? 'build'
const port = Number(process.env.BENCH_PORT ?? 3390)
const origin = `http://127.0.0.1:${port}`
const staticName = 'bench-home.html'
const staticPath = path.resolve(buildDir, 'client', staticName)

async function waitForHealth(url: string, server: ChildProcess, timeoutMs = 180_000) {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    if (server.exitCode !== null) throw new Error('The server stopped before it was ready')
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`The server did not answer ${url} in time`)
}

async function fetchHtml(path: string) {
  const response = await fetch(`${origin}${path}`, { headers: { 'user-agent': 'Mozilla/5.0 bench' } })
  if (!response.ok) throw new Error(`${path} answered ${response.status}`)
  return response.text()
}

async function load(url: string) {
  const result = await autocannon({ url, connections: 50, duration, headers: { 'accept-encoding': 'gzip' } })
  if (result.non2xx > 0 || result.errors > 0) {
    console.warn(`  warning: ${result.non2xx} non-2xx answers and ${result.errors} errors for ${url}`)
  }
  return { rps: result.requests.average, p99: result.latency.p99 }
}

function scriptUrls(html: string): string[] {
  const urls = new Set<string>()
  for (const match of html.matchAll(/<script[^>]*\bsrc="([^"]+\.js)"/g)) if (match[1]) urls.add(match[1])
  for (const match of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g))
    if (match[1]) urls.add(match[1])
  for (const match of html.matchAll(/<link[^>]*href="([^"]+)"[^>]*rel="modulepreload"/g))
    if (match[1]) urls.add(match[1])
  for (const match of html.matchAll(/import\(?\s*"(\/assets\/[^"]+\.js)"/g)) if (match[1]) urls.add(match[1])
  return [...urls]
}

async function gzipBytes(url: string) {
  const response = await fetch(new URL(url, origin), { headers: { 'accept-encoding': 'identity' } })
  return gzipSync(Buffer.from(await response.arrayBuffer())).length
}

/** Chunks the entry imports dynamically before hydrating (not preloaded, but fetched before React takes over). */
async function lazyBeforeHydration(urls: string[]): Promise<string[]> {
  const entry = urls.find((url) => url.includes('entry.client'))
  if (!entry) return []
  const code = await (await fetch(new URL(entry, origin))).text()
  const base = new URL(entry, origin)
  return [...code.matchAll(/import\(\s*"(\.\/[^"]+\.js)"\s*\)/g)]
    .map((match) => (match[1] ? new URL(match[1], base).pathname : ''))
    .filter((url) => url && !urls.includes(url))
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

if (!flag('--no-build')) {
  console.log('Building…')
  const built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (built.status !== 0) process.exit(built.status ?? 1)
}

console.log(`Starting the production server with an in-memory catalogue of ${products} products…`)
const server = spawn('node', [path.join(buildDir, 'server.js')], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: 'memory://',
    SEED_PRODUCTS: String(products),
  },
  stdio: ['ignore', 'ignore', 'inherit'],
})

try {
  await waitForHealth(`${origin}/healthz`, server)
  const home = await fetchHtml('/')
  const productPath = /href="(\/product\/[^"]+)"/.exec(home)?.[1]
  if (!productPath) throw new Error('No product link on the home page')
  const pages = [
    { name: 'home', path: '/' },
    { name: 'catalogue', path: '/catalog' },
    { name: 'product', path: productPath },
  ]

  // Warm up, then measure.
  for (const page of pages) await autocannon({ url: `${origin}${page.path}`, connections: 10, duration: 2 })
  console.log(`\n(a) Throughput, 50 connections, ${duration} s each; the same HTML as a static file for scale`)
  for (const page of pages) {
    const html = await fetchHtml(page.path)
    writeFileSync(staticPath, html)
    const ssr = await load(`${origin}${page.path}`)
    const file = await load(`${origin}/${staticName}`)
    console.log(
      `  ${page.name.padEnd(10)} SSR ${ssr.rps.toFixed(0).padStart(6)} req/s  p99 ${String(ssr.p99).padStart(5)} ms` +
        ` | static ${file.rps.toFixed(0).padStart(6)} req/s  p99 ${String(file.p99).padStart(5)} ms | ratio ${(ssr.rps / file.rps).toFixed(3)}`,
    )
  }

  console.log('\n(b) First-load JavaScript (gzip): every script the HTML loads or modulepreloads')
  for (const page of pages) {
    const html = await fetchHtml(page.path)
    const firstLoad = scriptUrls(html)
    let total = 0
    for (const url of firstLoad) total += await gzipBytes(url)
    let lazy = 0
    for (const url of await lazyBeforeHydration(firstLoad)) lazy += await gzipBytes(url)
    console.log(
      `  ${page.name.padEnd(10)} ${kb(total).padStart(9)} in ${firstLoad.length} files — budget 100 KB: ${total <= 100 * 1024 ? 'within' : 'OVER'}` +
        (lazy > 0 ? ` (+${kb(lazy)} fetched by the entry before hydrating, not preloaded)` : ''),
    )
  }
} finally {
  rmSync(staticPath, { force: true })
  server.kill('SIGTERM')
}
