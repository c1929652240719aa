/**
 * Catalogue browsing calls (SPEC §7): the product list with filters, sorting and paging; one product by slug or
 * id; cards by ids; delivery of a product to the visitor's city.
 */
import { z } from 'zod'
import { defineCall } from './call.ts'
import {
  availabilitySchema,
  brandSchema,
  categorySchema,
  id,
  imageSchema,
  merchantSchema,
  productCardSchema,
  rubles,
} from './catalog.ts'
import { KLADR_ID } from './location.ts'

/** Sort values of SPEC §9: popular, price, rating, new, order (by number of orders). */
export const productSortSchema = z.enum(['popular', 'price', 'rating', 'new', 'order'])
export type ProductSort = z.infer<typeof productSortSchema>
export const sortDirectionSchema = z.enum(['asc', 'desc'])

export const PRODUCTS_PER_PAGE = 24
export const MAX_PRODUCTS_PER_PAGE = 96

/**
 * The highest price a listing filter takes, rubles: far above any product's, and low enough that the kopecks it
 * becomes stay exact and fit the database's bigint (1e20 rubles was a 500). The storefront may clamp to it.
 */
export const PRICE_FILTER_MAX_RUBLES = 1_000_000_000_000
export const priceFilterMessages = {
  tooHigh: 'Цена — не больше 1 000 000 000 000 ₽',
} as const
const priceFilter = rubles.max(PRICE_FILTER_MAX_RUBLES, priceFilterMessages.tooHigh)

/** Largest row id (a PostgreSQL integer): a larger one in a query names no product. */
const MAX_ROW_ID = 2_147_483_647

const idList = z.array(id).max(200)
const slugList = z.array(z.string().min(1).max(200)).max(200)

export const productFiltersSchema = z
  .object({
    /** Category slug; its descendants' products are included. */
    category: z.string().min(1).max(200).optional(),
    /** Brand slugs (any of). */
    brands: slugList.optional(),
    /** Seller ids (any of): products with an offer from one of them. */
    merchants: idList.optional(),
    /** Rubles, inclusive, compared with the product's best offer price. */
    price_from: priceFilter.optional(),
    price_to: priceFilter.optional(),
    /** Products with at least one offer in one of these states. */
    availability: z.array(availabilitySchema).max(4).optional(),
    /** Free text: Russian morphology, prefixes and small typos. */
    search: z.string().trim().max(200).optional(),
    sort: productSortSchema.default('popular'),
    /** Default: descending for popular, rating, new, order; ascending for price. */
    direction: sortDirectionSchema.optional(),
    page: z.number().int().min(1).max(10_000).default(1),
    per_page: z.number().int().min(1).max(MAX_PRODUCTS_PER_PAGE).default(PRODUCTS_PER_PAGE),
  })
  .strict()
  .refine((f) => f.price_from === undefined || f.price_to === undefined || f.price_from <= f.price_to, {
    message: 'Цена «от» больше цены «до»',
    path: ['price_from'],
  })
export type ProductFilters = z.input<typeof productFiltersSchema>

export const paginationSchema = z.object({
  current_page: z.number().int().min(1),
  total: z.number().int().nonnegative(),
  per_page: z.number().int().positive(),
  last_page: z.number().int().min(1),
  /**
   * True when more than `total` products match: a search counts at most SEARCH_COUNT_CAP of its matches (decision
   * 042), so `total` is that cap — «более 1 000» — and the pages reach the best `total` of them.
   */
  capped: z.boolean().optional(),
})
export type Pagination = z.infer<typeof paginationSchema>

/**
 * A value a filter offers and how many products choosing it would list; the count is null when a search matched more
 * products than it counts (decision 042): the value is one the first of them hold.
 */
const facetSchema = z.object({
  id,
  slug: z.string(),
  name: z.string(),
  count: z.number().int().nonnegative().nullable(),
})

export const getProductsCall = defineCall({
  method: 'POST',
  path: '/api/front/products/getProducts',
  body: productFiltersSchema,
  response: z.object({
    products: z.array(productCardSchema),
    pagination: paginationSchema,
    /** What the filter form can offer for the current category and search, with counts. */
    facets: z.object({
      brands: z.array(facetSchema),
      merchants: z.array(facetSchema),
      price: z.object({ min: rubles.nullable(), max: rubles.nullable() }),
      /**
       * With a search only: how many of the results each category holds (its descendants included), counted over
       * the whole catalogue whatever category is chosen, so the category tree can show where the results are.
       */
      categories: z.array(z.object({ id, count: z.number().int().nonnegative().nullable() })).optional(),
    }),
    /**
     * When the search as typed found nothing and the products listed were found by reading it otherwise (another
     * keyboard layout, transliteration, look-alike letters, a typo): that reading, for «Возможно, вы искали …».
     */
    suggestion: z.string().nullable().optional(),
  }),
})

export const offerSchema = z.object({
  id,
  merchant: merchantSchema.pick({ id: true, slug: true, name: true, min_order: true, rating: true, is_official: true }),
  /** Null when the price is given on request. */
  price: rubles.nullable(),
  price_gross: rubles.nullable(),
  sale: z.number().int().nullable(),
  promotion_label: z.string().nullable(),
  availability: availabilitySchema,
  /** Minimum quantity of one order line, and the step quantities change by. */
  min_order: z.number().int().positive(),
  step: z.number().int().positive(),
  warehouse_city: z.string(),
  /** ISO date-time of the seller's last price change. */
  price_updated_at: z.string(),
  cashback: z.number().int().nullable(),
  free_delivery: z.boolean(),
})
export type Offer = z.infer<typeof offerSchema>

export const productDetailSchema = z.object({
  id,
  slug: z.string(),
  name: z.string(),
  /** The article (артикул); null when none is known. */
  article: z.string().nullable(),
  description: z.string().nullable(),
  country: z.string().nullable(),
  /** Centimetres. */
  dimensions: z.object({ width: z.number(), height: z.number(), length: z.number() }).nullable(),
  /** Grams. */
  weight: z.number().nullable(),
  units: z.string(),
  images: z.array(imageSchema).min(1),
  specs: z.array(z.object({ name: z.string(), value: z.string() })),
  licences: z.array(z.object({ title: z.string(), url: z.string() })),
  video_url: z.string().nullable(),
  contains_precursor: z.boolean(),
  /** 22, 10, or 0 for goods exempt from VAT. */
  vat_rate: z.number().int(),
  rating: z.number(),
  brand: brandSchema.extend({ description: z.string().nullable() }).nullable(),
  category_id: id,
  offers: z.array(offerSchema),
  /** Lowest offer price at the start of each of the last twelve months, oldest first. */
  price_history: z.array(z.object({ date: z.string(), price: rubles })),
})
export type ProductDetail = z.infer<typeof productDetailSchema>

const slugParam = z.object({ slug: z.string().min(1).max(200) })

export const getMasterProductBySlugCall = defineCall({
  method: 'GET',
  path: '/api/v2/front/products/getMasterProductBySlug/:slug',
  response: z.object({
    product: productDetailSchema,
    /** Other products of the same brand in the same category (a product's family). */
    group: z.array(productCardSchema),
    /** The product's category, with its ancestors for breadcrumbs, top level first. */
    category: categorySchema.extend({ path: z.array(categorySchema.pick({ id: true, slug: true, name: true })) }),
  }),
})
export const getMasterProductBySlugParams = slugParam

export const getMasterProductByIdCall = defineCall({
  method: 'GET',
  path: '/api/front/products/getMasterProductById/:id',
  response: z.object({ product: productDetailSchema }),
})

export const getProductsByIdsCall = defineCall({
  method: 'POST',
  path: '/api/v2/front/master_products/getProductsByIds',
  body: z.object({ ids: z.array(id).max(100) }).strict(),
  /** In the order of the ids asked for; unknown ids are left out. */
  response: z.object({ products: z.array(productCardSchema) }),
})

export const deliveryOptionSchema = z.object({
  /**
   * Names the option among a seller's options for one destination, e.g. `tariff:courier` or `cdek:137`; checkout sends
   * it back as the chosen method and the back-end prices it again (a cost from the client is never trusted).
   */
  code: z.string().min(1).max(100),
  type: z.enum(['courier', 'pickup']),
  tariff_name: z.string(),
  cost: rubles,
  days_min: z.number().int().nonnegative(),
  days_max: z.number().int().nonnegative(),
})

export const getDeliveryForMasterProductCall = defineCall({
  method: 'GET',
  path: '/api/front/delivery/getDeliveryForMasterProduct',
  query: z
    .object({
      master_product_id: z.coerce.number().int().positive().max(MAX_ROW_ID),
      /** Destination city; the KLADR id wins when both are given. Default: Moscow. */
      city: z.string().max(200).optional(),
      kladr_id: z.string().regex(KLADR_ID).optional(),
      /** Accepted with the rest of the visitor's location; the KLADR id or the name decides. */
      fias_id: z.string().uuid().optional(),
    })
    .strict(),
  response: z.object({
    city: z.string(),
    delivery: z.array(
      z.object({
        merchant_id: id,
        from_city: z.string(),
        free_delivery: z.boolean(),
        options: z.array(deliveryOptionSchema),
      }),
    ),
  }),
})
