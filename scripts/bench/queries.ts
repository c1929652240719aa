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

type RunQueryBench = (options: { products: number; databaseUrl: string }) => Promise<unknown>

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

/** Rows of `{ name, …figures }` as a table; anything else as indented JSON. */
function printResult(result: unknown) {
  const rows = Array.isArray(result) ? result : isRecord(result) && Array.isArray(result.calls) ? result.calls : null
  if (rows?.every(isRecord)) {
    for (const row of rows) {
      const { name, call, ...rest } = row
      const figures = Object.entries(rest)
        .filter(([, value]) => typeof value === 'number' || typeof value === 'string')
        .map(([key, value]) => `${key} ${typeof value === 'number' ? Math.round(value * 10) / 10 : value}`)
      console.log(`    ${String(name ?? call ?? '?').padEnd(44)} ${figures.join('  ')}`)
    }
    return
  }
  if (result !== undefined) {
    for (const line of JSON.stringify(result, null, 2).split('\n')) console.log(`    ${line}`)
  }
}

export async function queriesSection(options: {
  sizes: number[]
  postgresUrl: string | undefined
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
        const result = await run({ products, databaseUrl })
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
  }
  return { runs }
}
