/**
 * `npx tsx scripts/price-list-bench.ts [--rows 10000]`: a seller's price list of `rows` rows, as XLSX and as CSV,
 * previewed (upload: read, matched, kept) and applied (one transaction), through the Hono app in process on
 * in-memory PGlite; printed, never asserted (issue 15 asks for under 10 s each). Half the rows change offers the
 * seller has (by its article), half offer catalogue products it does not sell yet (by product id).
 * `runPriceListBench({ rows })` returns the figures as JSON, for scripts/bench.ts.
 */
import { parseArgs } from 'node:util'
import { stringify } from 'csv-stringify/sync'
import { eq, sql } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { createApp } from '#backend/app.ts'
import { openDatabase } from '#backend/db/client.ts'
import { rowsOf } from '#backend/db/rows.ts'
import { users } from '#backend/db/schema.ts'
import { seedDemoCatalogue, vacuumCatalogue } from '#backend/db/seed/seed.ts'
import { createAuthService } from '#backend/modules/auth/auth.service.ts'
import { applyPriceListCall, uploadPriceListCall } from '#contract/price-lists.ts'

export interface PriceListFigures {
  format: 'xlsx' | 'csv'
  rows: number
  previewMs: number
  applyMs: number
  changes: number
  errors: number
}

export async function runPriceListBench(options: { rows: number }): Promise<PriceListFigures[]> {
  const handle = await openDatabase('memory://')
  try {
    await handle.migrate()
    const { db } = handle
    // Enough products that one seller has rows/2 offers and rows/2 products it does not sell.
    await seedDemoCatalogue(db, { products: Math.max(2_000, options.rows * 2), anchorDate: '2026-11-01' })
    await vacuumCatalogue(db)
    const [top] = rowsOf<{ merchant_id: number }>(
      await db.execute(sql`select merchant_id from offers group by merchant_id order by count(*) desc limit 1`),
    )
    const merchantId = top?.merchant_id ?? 1
    await db.execute(sql`update offers set article = 'B-' || id where merchant_id = ${merchantId}`)
    const own = rowsOf<{ article: string; price: string | number | null }>(
      await db.execute(sql`
        select article, coalesce(price_gross, price) as price from offers where merchant_id = ${merchantId}
        order by id limit ${Math.floor(options.rows / 2)}`),
    )
    const fresh = rowsOf<{ id: number }>(
      await db.execute(sql`
        select id from master_products mp
        where not exists (select 1 from offers o where o.master_product_id = mp.id and o.merchant_id = ${merchantId})
        order by id limit ${options.rows - own.length}`),
    )
    const header = ['Артикул', 'ID товара', 'Цена с НДС', 'Остаток', 'Город склада']
    // Each file moves every price (the second applies after the first), so both apply rows/1 changes.
    const body = (raise: number) => [
      ...own.map((o, i) => [o.article, '', Number(o.price ?? 10_000) / 100 + raise, i % 50, '']),
      ...fresh.map((p, i) => ['', p.id, 100 + raise + (i % 900), 10, 'Казань']),
    ]
    const auth = createAuthService(db)
    await auth.ensureAdministrator('bench-seller@medmarket.test', 'пароль продавца')
    await db.update(users).set({ roleId: 3, merchantId }).where(eq(users.email, 'bench-seller@medmarket.test'))
    const token = (await auth.signIn('bench-seller@medmarket.test', 'пароль продавца')).access_token
    const app = createApp({ db, log: () => {} })
    const headers = { Authorization: `Bearer ${token}` }

    const files: { format: 'xlsx' | 'csv'; bytes: Uint8Array }[] = []
    const workbook = new ExcelJS.Workbook()
    const sheet = workbook.addWorksheet('Прайс')
    sheet.addRow(header)
    for (const row of body(1)) sheet.addRow(row)
    files.push({ format: 'xlsx', bytes: new Uint8Array(await workbook.xlsx.writeBuffer()) })
    files.push({ format: 'csv', bytes: new TextEncoder().encode(stringify([header, ...body(2)], { delimiter: ';' })) })

    const figures: PriceListFigures[] = []
    for (const file of files) {
      const form = new FormData()
      form.set('file', new Blob([file.bytes as Uint8Array<ArrayBuffer>]), `bench.${file.format}`)
      let started = performance.now()
      const uploaded = await app.request(uploadPriceListCall.path, { method: 'POST', body: form, headers })
      if (uploaded.status !== 200) throw new Error(`upload ${file.format}: ${uploaded.status} ${await uploaded.text()}`)
      const preview = uploadPriceListCall.response.parse(await uploaded.json()).price_list
      const previewMs = performance.now() - started
      started = performance.now()
      const applied = await app.request(applyPriceListCall.path.replace(':id', preview.id), { method: 'POST', headers })
      const applyMs = performance.now() - started
      if (applied.status !== 200 && applied.status !== 409) throw new Error(`apply: ${applied.status}`)
      figures.push({
        format: file.format,
        rows: preview.rows,
        previewMs: Math.round(previewMs),
        applyMs: Math.round(applyMs),
        changes: preview.changes_count,
        errors: preview.errors_count,
      })
    }
    return figures
  } finally {
    await handle.close()
  }
}

export function printPriceListBench(figures: readonly PriceListFigures[]): void {
  for (const f of figures) {
    console.log(
      `  ${f.format.padEnd(5)} ${f.rows} rows: preview ${(f.previewMs / 1000).toFixed(2)} s, apply ${(f.applyMs / 1000).toFixed(2)} s (${f.changes} changes, ${f.errors} errors)`,
    )
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { rows: { type: 'string', default: '10000' } } })
  runPriceListBench({ rows: Number(values.rows) })
    .then(printPriceListBench)
    .catch((error: unknown) => {
      console.error(error)
      process.exit(1)
    })
}
