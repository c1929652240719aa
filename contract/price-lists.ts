/**
 * A seller's price lists (issue 15, docs/decisions/040): a CSV or XLSX file, its rows matched to the seller's offers
 * by the seller's article, the product's article or the product's id, kept as a preview of every change and every
 * row's error; applying it changes the offers of the rows without errors in one transaction, or nothing. The
 * seller's own price lists only (`role: 'seller'`); another merchant's id answers 404.
 */
import { z } from 'zod'
import { defineCall } from './call.ts'
import { availabilitySchema } from './catalog.ts'
import { sellerQuerySchema } from './seller.ts'

/** The largest price list file (XLSX of ~100 000 rows). */
export const PRICE_LIST_MAX_BYTES = 10 * 1024 * 1024
/** The most rows one file may have. */
export const PRICE_LIST_MAX_ROWS = 100_000
/** Changes and errors an answer lists at most (their counts are always whole). */
export const PRICE_LIST_SHOWN = 500

export const priceListMessages = {
  notFound: 'Прайс-лист не найден',
  fileRequired: 'Выберите файл прайс-листа',
  fileSize: 'Файл больше 10 МБ',
  format: 'Нужен файл CSV или XLSX',
  unreadable: 'Файл не читается как CSV или XLSX',
  empty: 'В файле нет строк с предложениями',
  tooManyRows: 'В файле больше 100 000 строк',
  noKey: 'В первой строке нет столбца «Артикул» или «ID товара»',
  noValues:
    'В первой строке нет ни одного столбца, который можно изменить: «Цена», «Остаток», «Наличие», «Мин. заказ», «Шаг», «Город склада»',
  applied: 'Этот прайс-лист уже применён',
  nothing: 'В прайс-листе нет изменений',
  articleTwice: 'Один артикул указан у двух товаров: прайс-лист не применён',
} as const

/** What a row changes of one field: before and after (null: none; the price in rubles). */
const change = <T extends z.ZodTypeAny>(value: T) => z.object({ from: value.nullable(), to: value.nullable() })

export const priceListChangeSchema = z.object({
  /** The row's number in the file (the header is row 1). */
  row: z.number().int(),
  /** Null for a new offer of a catalogue product. */
  offer_id: z.number().int().nullable(),
  product_id: z.number().int(),
  product_name: z.string(),
  article: z.string().nullable(),
  fields: z.object({
    price_gross: change(z.number()).optional(),
    stock: change(z.number().int()).optional(),
    availability: change(availabilitySchema).optional(),
    min_order: change(z.number().int()).optional(),
    step: change(z.number().int()).optional(),
    warehouse_city: change(z.string()).optional(),
  }),
})
export type PriceListChange = z.infer<typeof priceListChangeSchema>

export const priceListSchema = z.object({
  id: z.string(),
  file_name: z.string(),
  created_at: z.string(),
  applied_at: z.string().nullable(),
  /** Rows with an offer (the header and blank rows not counted). */
  rows: z.number().int(),
  /** Rows that change something; the first PRICE_LIST_SHOWN of them. */
  changes_count: z.number().int(),
  changes: z.array(priceListChangeSchema),
  /** Rows that change nothing. */
  unchanged: z.number().int(),
  errors_count: z.number().int(),
  /** In row order; the first PRICE_LIST_SHOWN. */
  errors: z.array(z.object({ row: z.number().int(), message: z.string() })),
})
export type PriceList = z.infer<typeof priceListSchema>

/**
 * Uploads a price list: multipart/form-data with the file in `file`. Answers its preview; a file that cannot be read
 * at all is 400 naming `file`.
 */
export const uploadPriceListCall = defineCall({
  method: 'POST',
  path: '/api/seller/price-lists',
  role: 'seller',
  // The body is multipart; the route reads it itself.
  response: z.object({ price_list: priceListSchema }),
})

export const getPriceListCall = defineCall({
  method: 'GET',
  path: '/api/seller/price-lists/:id',
  role: 'seller',
  query: sellerQuerySchema,
  response: z.object({ price_list: priceListSchema }),
})

/** Applies the rows without errors in one transaction. 409 when applied already or when it changes nothing. */
export const applyPriceListCall = defineCall({
  method: 'POST',
  path: '/api/seller/price-lists/:id/apply',
  role: 'seller',
  response: z.object({ result: z.literal(true), applied: z.number().int(), price_list: priceListSchema }),
})

/** The seller's offers as a price list file (the same columns an upload reads): `?format=csv` or `xlsx`. */
export const exportOffersCall = defineCall({
  method: 'GET',
  path: '/api/seller/offers/export',
  role: 'seller',
  query: sellerQuerySchema.extend({ format: z.enum(['csv', 'xlsx']) }),
  // The answer is the file itself.
  response: z.unknown(),
})

/** The columns of a price list, as the export writes them and an upload reads them (Russian; English names too). */
export const priceListColumns = {
  product_id: 'ID товара',
  product_name: 'Товар',
  article: 'Артикул',
  price_gross: 'Цена с НДС',
  stock: 'Остаток',
  availability: 'Наличие',
  min_order: 'Мин. заказ',
  step: 'Шаг',
  warehouse_city: 'Город склада',
} as const

/** Availability as a price list says it. */
export const availabilityLabels = {
  in_stock: 'В наличии',
  not_in_stock: 'Нет в наличии',
  on_order: 'Под заказ',
  price_on_request: 'Цена по запросу',
} as const
