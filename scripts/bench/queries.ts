/**
 * The back-end's calls at the usual and the large catalogue size, on PGlite and (with TEST_DATABASE_URL) on
 * PostgreSQL: `scripts/query-bench.ts` measures them (it seeds its own database) through
 * `runQueryBench({ products, databaseUrl })`; this section runs it for each size and database, prints what it
 * answers and keeps it for the JSON. Until that module exists the section says so and is skipped.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const MODULE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'query-bench.ts')

/** Its figures today: `{ products, database, seedMs, calls: [{ call, p50, p95, p99, rps10, failures }] }`. */
type RunQueryBench = (options: { products: number; databaseUrl: string; seconds?: number }) => Promise<unknown>

export interface QueryRun {
  database: 'pglite' | 'postgresql'
  products: number
  seconds: number
  result: unknown
  error?: string
}

async function loadRunner(): Promise<RunQueryBench | null> {
  if (!existsSync(MODULE)) return null
  const loaded = (await import(pathToFileURL(MODULE).href)) as { runQueryBench?: RunQueryBench }
  if (typeof loaded.runQueryBench !== 'function') throw new Error(`${MODULE} exports no runQueryBench`)
  return loaded.runQueryBench
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

type Row = Record<string, unknown>
const rowsOf = (result: unknown): Row[] | null => {
  const rows = Array.isArray(result) ? result : isRecord(result) && Array.isArray(result.calls) ? result.calls : null
  return rows?.every(isRecord) ? rows : null
}
const rowName = (row: Row) => String(row.call ?? row.name ?? '?')
const figure = (value: unknown) => (typeof value === 'number' ? String(Math.round(value * 10) / 10) : '–')

/** Rows of `{ call, …figures }` as lines; anything else as indented JSON. */
function printResult(result: unknown) {
  const rows = rowsOf(result)
  if (rows) {
    if (isRecord(result) && typeof result.seedMs === 'number')
      console.log(`    (seeded in ${figure(result.seedMs / 1000)} s)`)
    for (const row of rows) {
      const figures = Object.entries(row)
        .filter(([key, value]) => key !== 'call' && key !== 'name' && typeof value === 'number')
        .map(([key, value]) => `${key} ${figure(value)}`)
      console.log(`    ${rowName(row).padEnd(24)} ${figures.join('  ')}`)
    }
  } else if (result !== undefined) {
    for (const line of JSON.stringify(result, null, 2).split('\n')) console.log(`    ${line}`)
  }
}

/** Each call at the two sizes side by side: p95 one at a time, req/s at 10 at once, and large ÷ usual. */
function printSideBySide(database: string, usual: QueryRun | undefined, large: QueryRun | undefined) {
  const before = rowsOf(usual?.result)
  const after = rowsOf(large?.result)
  if (!usual || !large || !before || !after) return
  const n = (count: number) => count.toLocaleString('en-US')
  console.log(`  ${database} side by side:`)
  console.log(
    `    ${'call'.padEnd(24)} | ${`${n(usual.products)}: p95`.padStart(12)} ${'req/s'.padStart(7)} | ${`${n(large.products)}: p95`.padStart(14)} ${'req/s'.padStart(7)} | req/s large ÷ usual`,
  )
  for (const row of after) {
    const old = before.find((candidate) => rowName(candidate) === rowName(row))
    const rps = (r: Row | undefined) =>
      typeof r?.rps10 === 'number' ? r.rps10 : typeof r?.rps === 'number' ? r.rps : null
    const ratio = rps(old) && rps(row) !== null ? ((rps(row) as number) / (rps(old) as number)).toFixed(2) : '–'
    console.log(
      `    ${rowName(row).padEnd(24)} | ${figure(old?.p95).padStart(12)} ${figure(rps(old)).padStart(7)} | ${figure(row.p95).padStart(14)} ${figure(rps(row)).padStart(7)} | ${ratio}`,
    )
  }
}

export async function queriesSection(options: {
  sizes: number[]
  postgresUrl: string | undefined
  /** Seconds of each call's run at 10 connections (the module's default, 3, when longer). */
  duration: number
}): Promise<{ skipped?: string; runs: Record<string, QueryRun> }> {
  const run = await loadRunner()
  if (!run) {
    const skipped = 'scripts/query-bench.ts is not there yet (runQueryBench): section skipped'
    console.log(`  ${skipped}`)
    return { skipped, runs: {} }
  }
  const databases: { database: QueryRun['database']; databaseUrl: string }[] = [
    { database: 'pglite', databaseUrl: 'memory://' },
  ]
  if (options.postgresUrl) databases.push({ database: 'postgresql', databaseUrl: options.postgresUrl })
  else console.log('  (PostgreSQL: TEST_DATABASE_URL is not set — PGlite only)')
  /** Keyed `pglite-600`, `postgresql-100000`, … so two runs' JSON compare key by key. */
  const runs: Record<string, QueryRun> = {}
  for (const { database, databaseUrl } of databases) {
    for (const products of options.sizes) {
      console.log(`  ${database}, ${products.toLocaleString('en-US')} products:`)
      const started = Date.now()
      try {
        const result = await run({ products, databaseUrl, seconds: Math.min(options.duration, 3) })
        printResult(result)
        runs[`${database}-${products}`] = { database, products, seconds: (Date.now() - started) / 1000, result }
      } catch (error) {
        const message = (error as Error).message
        console.log(`    failed: ${message}`)
        runs[`${database}-${products}`] = {
          database,
          products,
          seconds: (Date.now() - started) / 1000,
          result: null,
          error: message,
        }
      }
    }
    const [usual, large] = options.sizes
    if (usual !== undefined && large !== undefined) {
      printSideBySide(database, runs[`${database}-${usual}`], runs[`${database}-${large}`])
    }
  }
  return { runs }
}
