/** The bench's command line and environment, read once. */
import path from 'node:path'

/** In the order they run. */
export const SECTIONS = ['pages', 'js', 'fcp', 'lighthouse', 'queries', 'pricelist', 'large', 'cluster'] as const
export type Section = (typeof SECTIONS)[number]

export interface BenchOptions {
  /** Run `npm run build` first (off with --no-build). */
  build: boolean
  /** Seconds of each load run. */
  duration: number
  /** Connections of the page load runs. */
  connections: number[]
  /** Products of the usual catalogue, and of the large one (section «large», and the queries at size). */
  products: number
  productsLarge: number
  /** Skips the large catalogue (section «large» and the queries at `productsLarge`). */
  quick: boolean
  sections: Set<Section>
  /** Where the figures are written as JSON, and a former run's JSON to print deltas against. */
  jsonPath: string
  comparePath: string | undefined
  buildDir: string
  /** The storefront's port; the large catalogue's server takes port + 1, Lighthouse's Chromium port + 2. */
  port: number
  /** PostgreSQL for the queries section, when set. */
  postgresUrl: string | undefined
  /** A lock file held (flock) while a browser runs, when other browser runs share the machine. */
  browserLock: string | undefined
}

const USAGE = `npm run bench -- [options]
  --no-build               use the existing build (BUILD_DIR, default build)
  --duration S             seconds of each load run (default 10)
  --connections A,B        connections of the page load runs (default 10,50)
  --products N             products of the usual catalogue (default 600)
  --products-large N       products of the large catalogue (default 100000)
  --quick                  skip the large catalogue
  --only a,b               sections: ${SECTIONS.join(', ')} (default all)
  --json PATH              write the figures there (default reports/bench-<timestamp>.json)
  --compare OLD.json       print the deltas against a former run
Environment: BUILD_DIR, BENCH_PORT (default 3390), TEST_DATABASE_URL (queries on PostgreSQL too, and the section
  «cluster»: two storefronts and two back-ends behind nginx on a database made there),
  CHROME_PATH (default /usr/bin/chromium), BENCH_BROWSER_LOCK (a lock file the browser sections hold with flock).`

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`)
  process.exit(2)
}

const timestamp = () =>
  new Date()
    .toISOString()
    .replace(/[:.]/g, '-')
    .replace(/-\d{3}Z$/, 'Z')

export function readOptions(argv: string[], env: NodeJS.ProcessEnv): BenchOptions {
  const args = [...argv]
  const optionValue = (name: string): string | undefined => {
    const index = args.indexOf(name)
    if (index < 0) return undefined
    const value = args[index + 1]
    if (value === undefined || value.startsWith('--')) fail(`${name} needs a value`)
    args.splice(index, 2)
    return value
  }
  const has = (name: string) => {
    const index = args.indexOf(name)
    if (index >= 0) args.splice(index, 1)
    return index >= 0
  }
  const positive = (name: string, fallback: number) => {
    const raw = optionValue(name)
    const value = raw === undefined ? fallback : Number(raw)
    if (!Number.isFinite(value) || value <= 0) fail(`${name} needs a positive number`)
    return value
  }
  if (has('--help') || has('-h')) {
    console.log(USAGE)
    process.exit(0)
  }
  const build = !has('--no-build')
  const quick = has('--quick')
  const duration = positive('--duration', 10)
  const products = Math.round(positive('--products', 600))
  const productsLarge = Math.round(positive('--products-large', 100_000))
  const connections = (optionValue('--connections') ?? '10,50').split(',').map(Number)
  if (connections.some((n) => !Number.isInteger(n) || n <= 0)) fail('--connections needs whole numbers')
  const only = optionValue('--only')
  const sections = new Set<Section>(only ? [] : SECTIONS)
  for (const name of only?.split(',') ?? []) {
    if (!SECTIONS.includes(name as Section)) fail(`unknown section «${name}»`)
    sections.add(name as Section)
  }
  if (quick) sections.delete('large')
  const jsonPath = optionValue('--json') ?? path.join('reports', `bench-${timestamp()}.json`)
  const comparePath = optionValue('--compare')
  if (args.length > 0) fail(`unknown arguments: ${args.join(' ')}`)
  return {
    build,
    duration,
    connections,
    products,
    productsLarge,
    quick,
    sections,
    jsonPath,
    comparePath,
    buildDir: env.BUILD_DIR ?? 'build',
    port: Number(env.BENCH_PORT ?? 3390),
    postgresUrl: env.TEST_DATABASE_URL || undefined,
    browserLock: env.BENCH_BROWSER_LOCK || undefined,
  }
}
