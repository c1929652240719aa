/**
 * A price list file as rows of text: XLSX through exceljs (the first worksheet), CSV through csv-parse — UTF-8 with
 * or without a BOM, or Windows-1251 as older Excel saves it; the delimiter («;» from a Russian Excel, «,», or a
 * tab) is the one the first line uses most. Cells come as trimmed text: numbers as JavaScript writes them, formulas
 * as their results, dates as YYYY-MM-DD.
 */
import { parse } from 'csv-parse/sync'
import ExcelJS from 'exceljs'
import { PRICE_LIST_MAX_ROWS, priceListMessages } from '#contract/price-lists.ts'

export class PriceListFileError extends Error {}

const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number') return String(value)
  if (typeof value === 'string') return value.trim()
  if (typeof value === 'boolean') return value ? '1' : '0'
  if (value instanceof Date) return value.toISOString().slice(0, 10)
  if (typeof value === 'object') {
    if ('result' in value) return cellText((value as ExcelJS.CellFormulaValue).result as ExcelJS.CellValue)
    if ('richText' in value)
      return value.richText
        .map((part) => part.text)
        .join('')
        .trim()
    if ('text' in value) return String(value.text).trim()
  }
  return String(value).trim()
}

async function readXlsx(bytes: Uint8Array): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook()
  try {
    await workbook.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as unknown as ArrayBuffer)
  } catch {
    throw new PriceListFileError(priceListMessages.unreadable)
  }
  const sheet = workbook.worksheets[0]
  if (!sheet) throw new PriceListFileError(priceListMessages.empty)
  if (sheet.rowCount > PRICE_LIST_MAX_ROWS + 1) throw new PriceListFileError(priceListMessages.tooManyRows)
  const rows: string[][] = []
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    const cells: string[] = []
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellText(cell.value)
    })
    rows[number - 1] = Array.from(cells, (cell) => cell ?? '')
  })
  return Array.from(rows, (row) => row ?? [])
}

function decode(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes)
  } catch {
    return new TextDecoder('windows-1251').decode(bytes)
  }
}

function delimiterOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/))
  const counts = [';', ',', '\t'].map((d) => [d, firstLine.split(d).length - 1] as const)
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0]
}

function readCsv(bytes: Uint8Array): string[][] {
  const text = decode(bytes)
  if (text.includes('\u0000')) throw new PriceListFileError(priceListMessages.unreadable)
  try {
    return parse(text, {
      delimiter: delimiterOf(text),
      relax_column_count: true,
      relax_quotes: true,
      trim: true,
      skip_empty_lines: false,
      to: PRICE_LIST_MAX_ROWS + 2,
    }) as string[][]
  } catch {
    throw new PriceListFileError(priceListMessages.unreadable)
  }
}

/** The file's rows (the first is the header). XLSX by its bytes (a ZIP), anything else read as CSV. */
export async function readPriceListFile(bytes: Uint8Array): Promise<string[][]> {
  const rows = isZip(bytes) ? await readXlsx(bytes) : readCsv(bytes)
  if (rows.length > PRICE_LIST_MAX_ROWS + 1) throw new PriceListFileError(priceListMessages.tooManyRows)
  return rows
}
