/**
 * What a price list's rows would change (pure: no database). The header names the columns (Russian or English, any
 * case; unknown columns are ignored); each row is matched to one of the seller's offers by the seller's article,
 * then the product's article, or by the product's id — a product the seller does not offer yet becomes a new offer.
 * An empty cell changes nothing. Every row that cannot be read gets one Russian error naming its row and what is
 * wrong; the other rows are changes, or unchanged.
 */

import type { Availability } from '#backend/db/schema.ts'
import {
  availabilityLabels,
  type PriceListChange,
  type priceListColumns,
  priceListMessages,
} from '#contract/price-lists.ts'
import { offerLimits } from '#contract/seller-offers.ts'

export interface KnownOffer {
  id: number
  productId: number
  productName: string
  article: string | null
  productArticle: string | null
  /** Kopecks, what buyers pay; null: on request. */
  price: number | null
  stock: number | null
  availability: Availability
  minOrder: number
  step: number
  warehouseCity: string
}

export interface KnownProduct {
  id: number
  name: string
}

export interface PreviewInput {
  rows: string[][]
  offers: readonly KnownOffer[]
  /** The catalogue's products the file names by id (the seller's offered ones included). */
  products: ReadonlyMap<number, KnownProduct>
  /** The warehouse city of a new offer whose row names none. */
  defaultCity: string
}

export interface Preview {
  rows: number
  unchanged: number
  changes: PriceListChange[]
  errors: { row: number; message: string }[]
}

type Column = keyof typeof priceListColumns
const normalize = (text: string) => text.trim().toLowerCase().replace(/ё/g, 'е').replace(/\s+/g, ' ')

/** Each column's names a header may use. */
const columnNames: Record<Column, string[]> = {
  product_id: ['id товара', 'id', 'product_id', 'код товара'],
  product_name: ['товар', 'название', 'наименование', 'name'],
  article: ['артикул', 'ваш артикул', 'article', 'sku'],
  price_gross: ['цена с ндс', 'цена', 'price', 'price_gross'],
  stock: ['остаток', 'количество', 'stock'],
  availability: ['наличие', 'availability'],
  min_order: ['мин. заказ', 'минимальный заказ', 'min_order'],
  step: ['шаг', 'кратность', 'step'],
  warehouse_city: ['город склада', 'склад', 'warehouse_city'],
}

/** Which column of the file holds what; null when the header has neither an article nor an id. */
export function columnsOf(header: readonly string[]): Partial<Record<Column, number>> {
  const found: Partial<Record<Column, number>> = {}
  header.forEach((name, index) => {
    const cell = normalize(name)
    for (const [column, names] of Object.entries(columnNames) as [Column, string[]][]) {
      if (found[column] === undefined && names.includes(cell)) found[column] = index
    }
  })
  return found
}

/** The file-level refusal of a header, or null when its columns can be read. */
export function headerProblem(columns: Partial<Record<Column, number>>): string | null {
  if (columns.article === undefined && columns.product_id === undefined) return priceListMessages.noKey
  const values: Column[] = ['price_gross', 'stock', 'availability', 'min_order', 'step', 'warehouse_city']
  if (!values.some((column) => columns[column] !== undefined)) return priceListMessages.noValues
  return null
}

const availabilityByLabel = new Map<string, Availability>(
  (Object.entries(availabilityLabels) as [Availability, string][]).flatMap(([code, label]) => [
    [normalize(label), code],
    [code, code],
  ]),
)

const compact = (text: string) => text.replace(/[\s\u00a0]+/g, '').replace(',', '.')

type Parsed<T> = { value: T } | { error: string } | null

function priceOf(text: string): Parsed<number> {
  if (text === '') return null
  const value = compact(text).replace(/(руб\.?|₽|р\.)$/i, '')
  if (!/^-?\d+(\.\d+)?$/.test(value)) return { error: `цена «${text}» — не число` }
  const rubles = Number(value)
  if (rubles <= 0) return { error: 'цена должна быть больше 0' }
  if (rubles > offerLimits.price) return { error: 'цена больше 100 000 000 ₽' }
  if (!/^\d+(\.\d{1,2})?$/.test(value)) return { error: `цена «${text}» — больше двух знаков после запятой` }
  return { value: Math.round(rubles * 100) }
}

function wholeOf(text: string, name: string, min: number): Parsed<number> {
  if (text === '') return null
  const value = compact(text).replace(/\.0+$/, '')
  if (/^-\d+$/.test(value) && min === 0) return { error: `${name} не может быть отрицательным` }
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > offerLimits.quantity) {
    return { error: `${name} «${text}» — не целое число${min > 0 ? ` от ${min}` : ''}` }
  }
  return { value: Number(value) }
}

function availabilityOf(text: string): Parsed<Availability> {
  if (text === '') return null
  const code = availabilityByLabel.get(normalize(text))
  if (code) return { value: code }
  return { error: `наличие «${text}» — одно из: ${Object.values(availabilityLabels).join(', ')}` }
}

function cityOf(text: string): Parsed<string> {
  if (text === '') return null
  if (text.length > offerLimits.city) return { error: 'название города склада длиннее 200 знаков' }
  return { value: text }
}

const toRubles = (kopecks: number | null) => (kopecks === null ? null : kopecks / 100)

/** Every row of the file, as changes of the seller's offers and errors. */
export function previewPriceList(input: PreviewInput): Preview {
  const [header = [], ...body] = input.rows
  const columns = columnsOf(header)
  const bySellerArticle = new Map<string, KnownOffer>()
  const byProductArticle = new Map<string, KnownOffer>()
  const byProduct = new Map<number, KnownOffer>()
  for (const offer of input.offers) {
    if (offer.article) bySellerArticle.set(normalize(offer.article), offer)
    if (offer.productArticle && !byProductArticle.has(normalize(offer.productArticle))) {
      byProductArticle.set(normalize(offer.productArticle), offer)
    }
    byProduct.set(offer.productId, offer)
  }
  const preview: Preview = { rows: 0, unchanged: 0, changes: [], errors: [] }
  const seen = new Map<string, number>()

  const readRow = (cells: string[], index: number): string | null => {
    const row = index + 2
    const cell = (column: Column) => {
      const at = columns[column]
      return at === undefined ? '' : (cells[at] ?? '').trim()
    }
    if (cells.every((value) => (value ?? '').trim() === '')) return null
    preview.rows++

    const articleText = cell('article')
    const idText = cell('product_id')
    let offer: KnownOffer | undefined
    let product: KnownProduct | undefined
    if (articleText) {
      const key = normalize(articleText)
      offer = bySellerArticle.get(key) ?? byProductArticle.get(key)
      if (!offer && !idText) return `неизвестный артикул «${articleText}»`
    }
    if (!offer && idText) {
      if (!/^\d{1,10}$/.test(idText)) return `ID товара «${idText}» — не число`
      offer = byProduct.get(Number(idText))
      product = input.products.get(Number(idText))
      if (!offer && !product) return `товара с ID ${idText} нет в каталоге`
    }
    if (!offer && !product) return 'нет ни артикула, ни ID товара'

    const key = offer ? `offer:${offer.id}` : `product:${product?.id}`
    const earlier = seen.get(key)
    if (earlier !== undefined) return `этот товар уже есть в строке ${earlier}`
    seen.set(key, row)

    const parsed = {
      price: priceOf(cell('price_gross')),
      stock: wholeOf(cell('stock'), 'остаток', 0),
      availability: availabilityOf(cell('availability')),
      minOrder: wholeOf(cell('min_order'), 'мин. заказ', 1),
      step: wholeOf(cell('step'), 'шаг', 1),
      city: cityOf(cell('warehouse_city')),
    }
    const problems = Object.values(parsed).flatMap((p) => (p && 'error' in p ? [p.error] : []))
    if (problems.length) return problems.join('; ')
    const given = <T>(p: Parsed<T>): T | undefined => (p && 'value' in p ? p.value : undefined)

    const before = offer ?? null
    const price = given(parsed.price) ?? before?.price ?? null
    const stock = given(parsed.stock) ?? before?.stock ?? null
    let availability = given(parsed.availability) ?? before?.availability ?? 'in_stock'
    // None left: not in stock, as the cabinet's own form does it.
    if (availability === 'in_stock' && stock === 0) availability = 'not_in_stock'
    if (price === null && availability !== 'price_on_request') {
      return 'нужна цена или наличие «Цена по запросу»'
    }
    const after = {
      price,
      stock,
      availability,
      minOrder: given(parsed.minOrder) ?? before?.minOrder ?? 1,
      step: given(parsed.step) ?? before?.step ?? 1,
      warehouseCity: given(parsed.city) ?? before?.warehouseCity ?? input.defaultCity,
    }
    if (!after.warehouseCity) return 'нужен город склада: укажите его в столбце или в настройках'

    const fields: PriceListChange['fields'] = {}
    if (after.price !== (before?.price ?? null) || !before) {
      fields.price_gross = { from: toRubles(before?.price ?? null), to: toRubles(after.price) }
    }
    if (after.stock !== (before?.stock ?? null)) fields.stock = { from: before?.stock ?? null, to: after.stock }
    if (after.availability !== before?.availability) {
      fields.availability = { from: before?.availability ?? null, to: after.availability }
    }
    if (after.minOrder !== before?.minOrder) fields.min_order = { from: before?.minOrder ?? null, to: after.minOrder }
    if (after.step !== before?.step) fields.step = { from: before?.step ?? null, to: after.step }
    if (after.warehouseCity !== before?.warehouseCity) {
      fields.warehouse_city = { from: before?.warehouseCity ?? null, to: after.warehouseCity }
    }
    if (Object.keys(fields).length === 0) {
      preview.unchanged++
      return null
    }
    preview.changes.push({
      row,
      offer_id: before?.id ?? null,
      product_id: before?.productId ?? (product as KnownProduct).id,
      product_name: before?.productName ?? (product as KnownProduct).name,
      article: before?.article ?? (articleText || null),
      fields,
    })
    return null
  }
  body.forEach((cells, index) => {
    const problem = readRow(cells, index)
    if (problem !== null) preview.errors.push({ row: index + 2, message: `Строка ${index + 2}: ${problem}` })
  })
  return preview
}
