/**
 * A seller's price lists (docs/decisions/040): a file read (price-list-file.ts), its rows compared with the seller's
 * offers (price-list-preview.ts), the preview kept; applying it writes the changes of the rows without errors in one
 * transaction — all of them or none — once. The seller's offers as a file: the same columns an upload reads.
 */
import { randomUUID } from 'node:crypto'
import { stringify } from 'csv-stringify/sync'
import ExcelJS from 'exceljs'
import type { Database } from '#backend/db/client.ts'
import { violatesUnique } from '#backend/db/unique-violation.ts'
import { AppError, badRequest, notFound } from '#backend/lib/errors.ts'
import { findMerchant } from '#backend/modules/merchants/merchants.repository.ts'
import {
  availabilityLabels,
  PRICE_LIST_SHOWN,
  type PriceList,
  priceListColumns,
  priceListMessages,
} from '#contract/price-lists.ts'
import { PriceListFileError, readPriceListFile } from './price-list-file.ts'
import { columnsOf, headerProblem, previewPriceList } from './price-list-preview.ts'
import * as repo from './price-lists.repository.ts'

function toPriceList(row: repo.PriceListRow): PriceList {
  return {
    id: row.id,
    file_name: row.fileName,
    created_at: row.createdAt.toISOString(),
    applied_at: row.appliedAt?.toISOString() ?? null,
    rows: row.rows,
    changes_count: row.changes.length,
    changes: row.changes.slice(0, PRICE_LIST_SHOWN),
    unchanged: row.unchanged,
    errors_count: row.errors.length,
    errors: row.errors.slice(0, PRICE_LIST_SHOWN),
  }
}

const fileRefusal = (message: string) => badRequest({ file: [message] }, message)
const isUuid = (id: string | undefined): id is string =>
  id !== undefined && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id)

export function createPriceListsService(db: Database, options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date())

  return {
    /** Reads the file and keeps its preview. */
    async upload(merchantId: number, file: { name: string; bytes: Uint8Array }) {
      if (file.bytes.byteLength === 0) throw fileRefusal(priceListMessages.fileRequired)
      let rows: string[][]
      try {
        rows = await readPriceListFile(file.bytes)
      } catch (error) {
        if (error instanceof PriceListFileError) throw fileRefusal(error.message)
        throw error
      }
      const header = rows[0] ?? []
      const problem = headerProblem(columnsOf(header))
      if (problem) throw fileRefusal(problem)
      const columns = columnsOf(header)
      const ids = new Set<number>()
      if (columns.product_id !== undefined) {
        for (const cells of rows.slice(1)) {
          const text = (cells[columns.product_id] ?? '').trim()
          if (/^\d{1,9}$/.test(text)) ids.add(Number(text))
        }
      }
      const [offers, products, merchant] = await Promise.all([
        repo.merchantOffers(db, merchantId),
        repo.productsById(db, [...ids]),
        findMerchant(db, merchantId),
      ])
      const preview = previewPriceList({ rows, offers, products, defaultCity: merchant?.city ?? '' })
      if (preview.rows === 0) throw fileRefusal(priceListMessages.empty)
      const row = await repo.insertPriceList(db, {
        id: randomUUID(),
        merchantId,
        fileName: file.name.slice(0, 255) || 'price-list',
        rows: preview.rows,
        unchanged: preview.unchanged,
        changes: preview.changes,
        errors: preview.errors,
      })
      return { price_list: toPriceList(row) }
    },

    async get(merchantId: number, id: string | undefined) {
      const row = isUuid(id) ? await repo.findPriceList(db, merchantId, id) : undefined
      if (!row) throw notFound(priceListMessages.notFound)
      return { price_list: toPriceList(row) }
    },

    /** Writes every change of the preview in one transaction, once. */
    async apply(merchantId: number, id: string | undefined) {
      if (!isUuid(id)) throw notFound(priceListMessages.notFound)
      const row = await db
        .transaction(async (tx) => {
          const list = await repo.findPriceList(tx, merchantId, id, true)
          if (!list) throw notFound(priceListMessages.notFound)
          if (list.appliedAt) throw new AppError(409, priceListMessages.applied)
          if (list.changes.length === 0) throw new AppError(409, priceListMessages.nothing)
          await repo.applyChanges(tx, merchantId, list.changes)
          return repo.markApplied(tx, id, now())
        })
        .catch((error: unknown) => {
          // New offers given one article: the unique article refused the second, and the whole list rolled back.
          throw violatesUnique(error, 'offers_merchant_article_key')
            ? new AppError(409, priceListMessages.articleTwice)
            : error
        })
      if (!row) throw notFound(priceListMessages.notFound)
      return { result: true as const, applied: row.changes.length, price_list: toPriceList(row) }
    },

    /** The seller's offers as a price list file. */
    async export(merchantId: number, format: 'csv' | 'xlsx'): Promise<Uint8Array> {
      const offers = await repo.merchantOffers(db, merchantId)
      offers.sort((a, b) => a.productName.localeCompare(b.productName, 'ru') || a.id - b.id)
      const header = Object.values(priceListColumns)
      const lines = offers.map((o) => [
        o.productId,
        o.productName,
        o.article ?? '',
        o.price === null ? '' : o.price / 100,
        o.stock ?? '',
        availabilityLabels[o.availability],
        o.minOrder,
        o.step,
        o.warehouseCity,
      ])
      if (format === 'csv') {
        // A BOM and «;», as a Russian Excel opens and saves it.
        return new TextEncoder().encode(`\ufeff${stringify([header, ...lines], { delimiter: ';' })}`)
      }
      const workbook = new ExcelJS.Workbook()
      const sheet = workbook.addWorksheet('Предложения')
      sheet.addRow(header).font = { bold: true }
      for (const line of lines) sheet.addRow(line)
      sheet.columns.forEach((column, i) => {
        column.width = i === 1 ? 50 : 16
      })
      return new Uint8Array(await workbook.xlsx.writeBuffer())
    },
  }
}

export type PriceListsService = ReturnType<typeof createPriceListsService>
