/**
 * Rules of product listings and product pages: what a filter means, which listing answers may be reused, and the
 * contract's shapes (rubles, ISO dates). How search text becomes a query: products-search.ts.
 */
import type { z } from 'zod'
import type { Database } from '#backend/db/client.ts'
import type { Availability } from '#backend/db/schema.ts'
import type { createTtlCache } from '#backend/lib/cache.ts'
import { notFound } from '#backend/lib/errors.ts'
import { pageRows, pagination } from '#backend/lib/pagination.ts'
import type { Category, ProductCard } from '#contract/catalog.ts'
import { toRubles, toRublesOrNull } from '#contract/money.ts'
import { pictureUrl } from '#contract/product-proposals.ts'
import type {
  getMasterProductBySlugCall,
  getProductsCall,
  Offer,
  ProductDetail,
  productFiltersSchema,
} from '#contract/products.ts'
import { summarizeListing } from './listing-summary.repository.ts'
import { toProductCard } from './product-card.ts'
import * as pageRepo from './product-page.repository.ts'
import * as repo from './products.repository.ts'
import { countWithDescendants, suggestionFor, tolerantSearch, typedQuery } from './products-search.ts'
import * as searchRepo from './search-listing.repository.ts'
import * as searchPage from './search-page.repository.ts'

/** Largest id a row has (a PostgreSQL integer). */
const MAX_ROW_ID = 2_147_483_647
const isRowId = (id: number) => Number.isInteger(id) && id > 0 && id <= MAX_ROW_ID

/** Listing answer, product page answer. */
type ProductsAnswer = z.output<typeof getProductsCall.response>
type ProductPageAnswer = z.output<typeof getMasterProductBySlugCall.response>
export type ProductListingQuery = z.output<typeof productFiltersSchema>

/** Other products of the brand in the category shown on a product page. */
export const PRODUCT_GROUP_SIZE = 12
export const PRICE_HISTORY_MONTHS = 12
/** Offers on a product page: the soonest available first, then the cheapest (the card shows the first one). */
const availabilityOrder: readonly Availability[] = ['in_stock', 'on_order', 'price_on_request', 'not_in_stock']

/** The category and all categories below it. */
export function withDescendants(
  categoryId: number,
  categories: readonly Pick<Category, 'id' | 'parent_id'>[],
): number[] {
  const children = new Map<number, number[]>()
  for (const c of categories) children.set(c.parent_id, [...(children.get(c.parent_id) ?? []), c.id])
  const ids: number[] = []
  const queue = [categoryId]
  while (queue.length) {
    const id = queue.shift() as number
    if (ids.includes(id)) continue
    ids.push(id)
    queue.push(...(children.get(id) ?? []))
  }
  return ids
}

/** Ancestors top level first, then the category itself. */
export function categoryPath(categoryId: number, categories: readonly Category[]): Category[] {
  const byId = new Map(categories.map((c) => [c.id, c]))
  const path: Category[] = []
  let current = byId.get(categoryId)
  while (current && !path.includes(current)) {
    path.unshift(current)
    current = byId.get(current.parent_id)
  }
  return path
}

export interface ProductsDependencies {
  /** The category tree with counts, possibly a few seconds old. */
  categories: () => Promise<Category[]>
  /** The same, read now: for a category newer than the cached tree. */
  freshCategories: () => Promise<Category[]>
  /**
   * How many products each brand has, possibly a few seconds old: the product page names its brand's, which would
   * otherwise count thousands of products per page at 100 000 (decision 035).
   */
  brandCounts: () => Promise<ReadonlyMap<number, number>>
  cache: ReturnType<typeof createTtlCache>
  /** Matching products a search counts at most; default SEARCH_COUNT_CAP. */
  searchCountCap?: number
}

/** What one listing query yields: its page and its summary (a search's may be capped, decision 042). */
interface Loaded {
  rows: repo.ProductCardRow[]
  summary: searchRepo.SearchSummary
}

export type ProductsService = ReturnType<typeof createProductsService>

export function createProductsService(db: Database, deps: ProductsDependencies) {
  const collator = new Intl.Collator('ru')
  const byName = (a: { name: string }, b: { name: string }) => collator.compare(a.name, b.name)
  const searchCountCap = deps.searchCountCap ?? searchRepo.SEARCH_COUNT_CAP

  async function listing(query: ProductListingQuery): Promise<ProductsAnswer> {
    let categoryIds: number[] | undefined
    if (query.category !== undefined) {
      const categories = await deps.categories()
      const category = categories.find((c) => c.slug === query.category)
      if (!category) throw notFound()
      categoryIds = withDescendants(category.id, categories)
    }
    const typed = typedQuery(query.search)
    let filters: repo.ListingFilters = {
      categoryIds,
      brandSlugs: query.brands,
      // A seller id beyond any row names no seller (and would overflow the integer column): it matches nothing, and
      // a list of nothing but those matches no product.
      merchantIds: query.merchants?.filter(isRowId),
      priceFrom: query.price_from === undefined ? undefined : Math.round(query.price_from * 100),
      priceTo: query.price_to === undefined ? undefined : Math.round(query.price_to * 100),
      availability: query.availability,
      tsquery: typed,
    }
    const order: repo.ListingOrder = {
      sort: query.sort,
      direction: query.direction ?? (query.sort === 'price' ? 'asc' : 'desc'),
    }
    const page = pageRows(query)
    // A category page without filters is what most visitors open: its total and facets are the same for everyone
    // for a few seconds. Anything else has too many combinations to keep.
    const plain =
      typed === undefined &&
      !query.brands &&
      !query.merchants &&
      !query.availability &&
      query.price_from === undefined &&
      query.price_to === undefined
    const load = async (f: repo.ListingFilters): Promise<Loaded> => {
      if (f.tsquery !== undefined) return search({ ...f, tsquery: f.tsquery })
      const [rows, summary] = await Promise.all([
        repo.listProductCards(db, f, order, page),
        plain
          ? deps.cache.get(`listing-summary:${query.category ?? ''}`, () => summarizeListing(db, f))
          : summarizeListing(db, f),
      ])
      return { rows, summary: { ...summary, totalCapped: false, facetsCapped: false } }
    }
    // A search reads at most `searchCountCap` + 1 matches for its counts (decision 042); its page comes from those
    // when they are all, else it is read in the listing's order, stopping at the page's end.
    const search = async (f: repo.ListingFilters & { tsquery: string }): Promise<Loaded> => {
      const found = await searchRepo.searchListing(db, f, order, page, { cap: searchCountCap, byCategory: true })
      const { sort } = order
      const rows =
        found.page ??
        (sort === 'popular'
          ? await searchPage.listSearchPage(db, f, order, page)
          : await searchPage.listSearchPageSorted(db, f, { ...order, sort }, page))
      return { rows, summary: found.summary }
    }
    let { rows, summary } = await load(filters)
    let suggestion: string | null = null
    // Nothing found as typed: maybe look-alike letters, another layout or transliteration, else a typo. A few more
    // queries, and only then. What is listed is what the suggestion finds, as if the buyer had typed it.
    for (const typos of typed !== undefined && summary.total === 0 ? [false, true] : []) {
      const tolerant = await tolerantSearch(db, query.search, typos)
      if (!tolerant || tolerant.tsquery === filters.tsquery) continue
      const found = await load({ ...filters, tsquery: tolerant.tsquery })
      if (found.summary.total === 0) continue
      suggestion = await suggestionFor(
        db,
        tolerant,
        found.rows.map((row) => row.id),
      )
      const meant = suggestion === null ? undefined : typedQuery(suggestion)
      const again = meant === undefined ? undefined : await load({ ...filters, tsquery: meant })
      filters = { ...filters, tsquery: again?.summary.total ? meant : tolerant.tsquery }
      ;({ rows, summary } = again?.summary.total ? again : found)
      break
    }
    // The tree's counts leave the category out: without one, the summary counted them in the same pass.
    const categoryCounts =
      filters.tsquery !== undefined
        ? countWithDescendants(
            summary.categories ??
              (await searchRepo.countSearchByCategory(db, { ...filters, tsquery: filters.tsquery }, searchCountCap)),
            await deps.categories(),
          )
        : undefined

    return {
      products: rows.map(toProductCard),
      pagination: { ...pagination(query, summary.total), ...(summary.totalCapped && { capped: true }) },
      facets: {
        brands: [...summary.brands].sort(byName),
        merchants: [...summary.merchants].sort(byName),
        price: { min: toRublesOrNull(summary.priceMin), max: toRublesOrNull(summary.priceMax) },
        ...(categoryCounts && { categories: [...categoryCounts].map(([id, count]) => ({ id, count })) }),
      },
      suggestion,
    }
  }

  async function detail(row: pageRepo.ProductRow): Promise<ProductDetail> {
    const [offerRows, history, brandCounts] = await Promise.all([
      pageRepo.listOffersOfProduct(db, row.id),
      pageRepo.listMonthlyLowestPrices(db, row.id, PRICE_HISTORY_MONTHS),
      deps.brandCounts(),
    ])
    const rank = (availability: Availability) => availabilityOrder.indexOf(availability)
    // What the buyer pays (SPEC §9): the same order as the listing's best offer (migration 0006).
    const payable = (o: (typeof offerRows)[number]) => o.priceGross ?? o.price ?? Number.POSITIVE_INFINITY
    const offers: Offer[] = offerRows
      .sort((a, b) => rank(a.availability) - rank(b.availability) || payable(a) - payable(b) || a.id - b.id)
      .map((o) => ({
        id: o.id,
        merchant: {
          id: o.merchant.id,
          slug: o.merchant.slug,
          name: o.merchant.name,
          min_order: toRubles(o.merchant.minOrder),
          rating: o.merchant.rating,
          is_official: o.merchant.isOfficial,
        },
        price: toRublesOrNull(o.price),
        price_gross: toRublesOrNull(o.priceGross),
        sale: o.salePercent,
        promotion_label: o.promotionLabel,
        availability: o.availability,
        min_order: o.minOrder,
        step: o.step,
        warehouse_city: o.warehouseCity,
        price_updated_at: o.priceUpdatedAt.toISOString(),
        cashback: o.cashbackPercent,
        free_delivery: o.freeDelivery,
      }))
    const { widthCm, heightCm, lengthCm } = row
    return {
      id: row.id,
      slug: row.slug,
      name: row.name,
      article: row.article,
      description: row.description,
      country: row.country,
      dimensions:
        widthCm != null && heightCm != null && lengthCm != null
          ? { width: Number(widthCm), height: Number(heightCm), length: Number(lengthCm) }
          : null,
      weight: row.weightG,
      units: row.units,
      images:
        row.pictures.length > 0
          ? row.pictures.map((picture) => ({ url: pictureUrl(picture.id, picture.type), alt: row.name }))
          : [{ url: row.image ?? `/api/media/products/${row.id}.svg`, alt: row.name }],
      specs: row.specs,
      licences: row.licences,
      video_url: row.videoUrl,
      contains_precursor: row.containsPrecursor,
      vat_rate: row.vatRate,
      rating: row.rating,
      brand: row.brand
        ? {
            id: row.brand.id,
            slug: row.brand.slug,
            name: row.brand.name,
            country: row.brand.country,
            logo: row.brand.logo,
            product_count: brandCounts.get(row.brand.id) ?? 0,
            description: row.brand.description,
          }
        : null,
      category_id: row.categoryId,
      offers,
      price_history: history.map((point) => ({ date: point.month, price: toRubles(point.price) })),
    }
  }

  async function productPage(row: pageRepo.ProductRow): Promise<ProductPageAnswer> {
    const group = row.brand
      ? repo.listProductCards(
          db,
          { brandSlugs: [row.brand.slug], categoryIds: [row.categoryId], excludeIds: [row.id] },
          { sort: 'popular', direction: 'desc' },
          { limit: PRODUCT_GROUP_SIZE, offset: 0 },
        )
      : Promise.resolve([])
    const [product, groupRows, cached] = await Promise.all([detail(row), group, deps.categories()])
    const categories = cached.some((c) => c.id === row.categoryId) ? cached : await deps.freshCategories()
    const path = categoryPath(row.categoryId, categories)
    const category = path.at(-1)
    if (!category) throw new Error(`category ${row.categoryId} of product ${row.id} is missing`)
    return {
      product,
      group: groupRows.map(toProductCard),
      category: { ...category, path: path.map((c) => ({ id: c.id, slug: c.slug, name: c.name })) },
    }
  }

  return {
    listing,

    async bySlug(slug: string): Promise<ProductPageAnswer> {
      const row = await pageRepo.findProductBySlug(db, slug)
      if (!row) throw notFound()
      return productPage(row)
    },

    async byId(id: number): Promise<{ product: ProductDetail }> {
      const row = await pageRepo.findProductById(db, id)
      if (!row) throw notFound()
      return { product: await detail(row) }
    },

    async cardsByIds(ids: readonly number[]): Promise<ProductCard[]> {
      // Unknown ids are left out, those beyond any row too.
      return (await repo.listProductCardsByIds(db, ids.filter(isRowId))).map(toProductCard)
    },

    async onSale(limit: number): Promise<ProductCard[]> {
      return (await repo.listSaleProductCards(db, limit)).map(toProductCard)
    },

    async popular(limit: number): Promise<ProductCard[]> {
      const rows = await repo.listProductCards(db, {}, { sort: 'popular', direction: 'desc' }, { limit, offset: 0 })
      return rows.map(toProductCard)
    },
  }
}
