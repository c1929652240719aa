/**
 * `npm run db:seed -- --products N [--seed S]`: replaces the catalogue in DATABASE_URL (default .data/pglite) with
 * a fresh demo catalogue whose dates end this month. User accounts are kept.
 */
import { parseArgs } from 'node:util'
import { openDatabase } from '#backend/db/client.ts'
import { DEFAULT_PRODUCTS, DEFAULT_SEED } from './generate.ts'
import { replaceDemoCatalogue } from './replace.ts'

const usage = 'Usage: npm run db:seed -- [--products N] [--seed S]'

function parseOptions(argv: string[]): { products: number; seed: number } {
  const { values } = parseArgs({
    args: argv,
    options: { products: { type: 'string' }, seed: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    strict: true,
    allowPositionals: false,
  })
  if (values.help) {
    console.log(usage)
    process.exit(0)
  }
  return {
    products: integerOption('--products', values.products, DEFAULT_PRODUCTS, 1, 1_000_000),
    seed: integerOption('--seed', values.seed, DEFAULT_SEED, 0, 2 ** 32 - 1),
  }
}

function integerOption(name: string, raw: string | undefined, fallback: number, min: number, max: number): number {
  if (raw === undefined) return fallback
  const value = Number(raw)
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`)
  }
  return value
}

/** Local calendar month, like the back-end's start-up seeding. */
function firstDayOfThisMonth(): string {
  const now = new Date()
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-01`
}

async function main(): Promise<void> {
  let options: { products: number; seed: number }
  try {
    options = parseOptions(process.argv.slice(2))
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${usage}`)
    process.exit(1)
  }
  const url = process.env.DATABASE_URL ?? '.data/pglite'
  const started = performance.now()
  const database = await openDatabase(url)
  try {
    await database.migrate()
    const { counts, relinkedUsers, unlinkedUsers } = await replaceDemoCatalogue(database.db, {
      ...options,
      anchorDate: firstDayOfThisMonth(),
    })
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    console.log(
      `Seeded ${database.kind} (seed ${options.seed}): ${counts.categories} categories, ${counts.brands} brands, ` +
        `${counts.merchants} merchants, ${counts.masterProducts} products, ${counts.offers} offers, ` +
        `${counts.priceHistory} price points in ${seconds} s; seller accounts relinked: ${relinkedUsers}` +
        (unlinkedUsers > 0 ? `, left without a merchant: ${unlinkedUsers}` : ''),
    )
  } finally {
    await database.close()
  }
}

main().catch((error: unknown) => {
  console.error('Seeding failed:', error)
  process.exit(1)
})
