/**
 * SQL of a search's listing: its page, total, facets and price range, for an amount of work that does not grow with
 * the catalogue (docs/decisions/042). A common word matches a seventh of the catalogue, and ranking or counting every
 * match made a search cost ~5 ms per 1 000 matches; so a search reads at most `cap + 1` matching products for its
 * counts, from search_documents alone (migration 0015). When no more than `cap` match, everything is exact and the
 * page is ordered from those rows; when more do, the answer says so (`totalCapped`, `facetsCapped`) instead of
 * counting them all, and the page is looked for along the sort's index, stopping at the page's end
 * (search-page.repository.ts).
 *
 * Better matches first: in the popular order, products whose name or article holds every word of the search (weight A
 * of the document, decision 007) come first, then the other matches, each most popular first.
 */
import { type SQL, sql } from 'drizzle-orm'
import type { Database } from '#backend/db/client.ts'
import { rowsOf } from '#backend/db/rows.ts'
import type { FacetRow } from './listing-summary.repository.ts'
import {
  allOf,
  filterConditions,
  intArray,
  type ListingFilters,
  type ListingOrder,
  type ProductCardRow,
  selectCards,
  textArray,
  tsquery,
} from './products.repository.ts'

/**
 * Matching products a search counts at most: beyond it the total is «более 1 000» and the facets name what the first
 * 1 001 found hold, uncounted. Reading them costs a few milliseconds; 300 measured no faster within the noise, and
 * with 1 000 more searches stay exact (decision 042).
 */
export const SEARCH_COUNT_CAP = 1000

/**
 * A query in to_tsquery syntax that only the product's name and article (weight A) answer: every word needed is in
 * them. Every term of the search's queries is a prefix (`word:*`), so restricting it to weight A is `word:*A`.
 */
export const namedQuery = (query: string) => query.replaceAll(':*', ':*A')

/** A facet value; `count` is null when the search matched more products than it counts. */
export interface SearchFacetRow extends Omit<FacetRow, 'count'> {
  count: number | null
}

export interface SearchSummary {
  /** Exact, or the cap when `totalCapped`. */
  total: number
  /** More than `total` products match the search and every filter. */
  totalCapped: boolean
  /**
   * More than the cap match the search within its category (each facet leaves its own filter out, so facets are
   * counted over those): the facets then list what the first `cap + 1` found hold, without counts or price range.
   */
  facetsCapped: boolean
  brands: SearchFacetRow[]
  merchants: SearchFacetRow[]
  /** Kopecks; null when there is no price or the facets are capped. */
  priceMin: number | null
  priceMax: number | null
  /** With `byCategory`: the matching products each category holds itself (count null when capped). */
  categories?: { id: number; count: number | null }[]
}

export interface SearchListing {
  summary: SearchSummary
  /** The page when the matches were few enough to order here; otherwise `listSearchPage*` reads it. */
  page: ProductCardRow[] | null
}

/**
 * A search's conditions on `sd` (search_documents): its words, where it looks (the category, products left out) and
 * each filter on its own, so that facets can leave out their own.
 */
export function searchConditions(filters: ListingFilters, query: string) {
  const place: SQL[] = []
  if (filters.categoryIds) place.push(sql`sd.category_id = any(${intArray(filters.categoryIds)})`)
  if (filters.excludeIds?.length) place.push(sql`sd.master_product_id <> all(${intArray(filters.excludeIds)})`)
  return { words: sql`sd.search_vector @@ ${tsquery(query)}`, place, ...filterConditions(filters, sql`sd`) }
}

export const direction = (order: ListingOrder) => (order.direction === 'asc' ? sql`asc` : sql`desc`)

/** The sorts whose key is the product's own (master_products), with its column. */
export const productColumn = { rating: sql`rating`, new: sql`created_at`, order: sql`orders_count` } as const

/**
 * A product's column, looked up by id one product at a time: joining instead could hash the whole product table for
 * a few hundred matches.
 */
export const productKey = (column: SQL, id: SQL) => sql`(select t.${column} from master_products t where t.id = ${id})`

/**
 * The listing's order over the matches read (`f`, columns of `found`): the same as the listing's own queries — named
 * first in the popular order, products without a price last.
 */
function foundOrder(order: ListingOrder): SQL {
  const dir = direction(order)
  if (order.sort === 'popular') return sql`f.named desc, f.popularity ${dir}, f.id ${dir}`
  if (order.sort === 'price') return sql`f.best_price ${dir} nulls last, f.id ${dir} nulls last`
  return sql`${productKey(productColumn[order.sort], sql`f.id`)} ${dir}, f.id ${dir}`
}

/**
 * A search's total, facets and price range, and its page when no more than `cap` products match: one statement that
 * reads at most `cap + 1` matches within the search's category (the facets' scope: each facet leaves its own filter
 * out) and, only when those are capped and filters narrow the listing, at most `cap + 1` matches of every filter for
 * the total. `byCategory`: also the matches per category (a search without a category, for the tree).
 */
export async function searchListing(
  db: Database,
  filters: ListingFilters & { tsquery: string },
  order: ListingOrder,
  page: { limit: number; offset: number },
  options: { cap: number; byCategory: boolean },
): Promise<SearchListing> {
  const { cap } = options
  const byCategory = options.byCategory && filters.categoryIds === undefined
  const where = searchConditions(filters, filters.tsquery)
  const matching = allOf([where.words, ...where.place])
  const narrowing = [where.brand, where.merchant, where.price, where.availability]
  const filtered = narrowing.some((condition) => condition !== undefined)
  const flag = (condition: SQL | undefined) => condition ?? sql`true`
  const columns = sql`sd.master_product_id as id, sd.popularity,
    sd.search_vector @@ ${tsquery(namedQuery(filters.tsquery))} as named, sd.best_price`
  const result = await db.execute(sql`
    with scope as materialized (
      select ${columns}, sd.brand_id, sd.merchant_ids, sd.category_id,
             ${flag(where.brand)} as by_brand, ${flag(where.merchant)} as by_merchant,
             ${flag(where.price)} as by_price, ${flag(where.availability)} as by_availability
      from search_documents sd
      where ${matching}
      limit ${cap + 1}
    ),
    ${
      filtered
        ? sql`
    listed as materialized (
      select ${columns} from search_documents sd
      where ${matching} and ${allOf(narrowing)} and (select count(*) from scope) > ${cap}
      limit ${cap + 1}
    ),
    found as (
      select id, popularity, named, best_price from scope
      where by_brand and by_merchant and by_price and by_availability and (select count(*) from scope) <= ${cap}
      union all
      select id, popularity, named, best_price from listed
    ),`
        : sql`
    found as (select id, popularity, named, best_price from scope),`
    }
    per_brand as (
      select brand_id,
             count(*) filter (where by_brand and by_merchant and by_price and by_availability)::int as matched,
             count(*) filter (where by_merchant and by_price and by_availability)::int as facet,
             min(best_price) filter (where by_brand and by_merchant and by_availability) as price_min,
             max(best_price) filter (where by_brand and by_merchant and by_availability) as price_max
      from scope
      group by brand_id
    ),
    per_merchant as (
      -- unnest in the select list: in FROM it would build a tuplestore for every product.
      select merchant_id, count(*)::int as facet
      from (select unnest(merchant_ids) as merchant_id from scope where by_brand and by_price and by_availability) m
      group by merchant_id
    ),
    per_category as (
      select category_id as id, count(*)::int as count from scope
      where ${byCategory ? sql`by_brand and by_merchant and by_price and by_availability` : sql`false`}
      group by category_id
    )
    select
      (select count(*) from scope)::int as scoped,
      (select count(*) from found)::int as found,
      (select min(price_min) from per_brand) as price_min,
      (select max(price_max) from per_brand) as price_max,
      (select coalesce(json_agg(json_build_object(
                'id', b.id, 'slug', b.slug, 'name', b.name, 'count', coalesce(f.facet, 0))), '[]')
       from brands b left join per_brand f on f.brand_id = b.id
       where f.facet > 0 or b.slug = any(${textArray(filters.brandSlugs ?? [])})) as brands,
      (select coalesce(json_agg(json_build_object(
                'id', m.id, 'slug', m.slug, 'name', m.name, 'count', coalesce(f.facet, 0))), '[]')
       from merchants m left join per_merchant f on f.merchant_id = m.id
       where f.facet > 0 or m.id = any(${intArray(filters.merchantIds ?? [])})) as merchants,
      (select coalesce(json_agg(per_category), '[]') from per_category) as categories,
      case
        when (select count(*) from found) <= ${cap}
        then (select coalesce(json_agg(id), '[]')
              from (select f.id from found f
                    order by ${foundOrder(order)} limit ${page.limit} offset ${page.offset}) p)
      end as page
  `)
  const [row] = rowsOf<{
    scoped: number
    found: number
    price_min: string | number | null
    price_max: string | number | null
    brands: FacetRow[] | string
    merchants: FacetRow[] | string
    categories: { id: number; count: number }[] | string
    page: number[] | string | null
  }>(result)
  const json = <T>(value: T[] | string | null | undefined): T[] =>
    typeof value === 'string' ? (JSON.parse(value) as T[]) : (value ?? [])
  const scoped = Number(row?.scoped ?? 0)
  const found = Number(row?.found ?? 0)
  const facetsCapped = scoped > cap
  const totalCapped = found > cap
  const uncounted = <T extends { count: number }>(facet: T) => ({ ...facet, count: facetsCapped ? null : facet.count })
  const pageIds = row?.page == null ? null : json(row.page).map(Number)
  return {
    summary: {
      total: totalCapped ? cap : found,
      totalCapped,
      facetsCapped,
      brands: json(row?.brands).map(uncounted),
      merchants: json(row?.merchants).map(uncounted),
      priceMin: facetsCapped || row?.price_min == null ? null : Number(row.price_min),
      priceMax: facetsCapped || row?.price_max == null ? null : Number(row.price_max),
      ...(byCategory && {
        categories: json(row?.categories).map((c) => ({ id: c.id, count: facetsCapped ? null : Number(c.count) })),
      }),
    },
    page: pageIds === null ? null : pageIds.length ? rowsOf<ProductCardRow>(await db.execute(cardsOf(pageIds))) : [],
  }
}

/** Cards of `ids` in their order. */
const cardsOf = (ids: readonly number[]) =>
  selectCards(sql`select id, ord from unnest(${intArray(ids)}) with ordinality as asked(id, ord)`)

/**
 * How many products matching a search and its filters each category holds itself (not counting its descendants),
 * the category filter left out: during a search the tree shows where the results are, whichever category is open.
 * At most `cap + 1` matches are read; beyond that the categories found are given without counts.
 */
export async function countSearchByCategory(
  db: Database,
  filters: ListingFilters & { tsquery: string },
  cap: number,
): Promise<{ id: number; count: number | null }[]> {
  const where = searchConditions({ ...filters, categoryIds: undefined }, filters.tsquery)
  const result = await db.execute(sql`
    with found as materialized (
      select sd.category_id
      from search_documents sd
      where ${allOf([where.words, ...where.place, where.brand, where.merchant, where.price, where.availability])}
      limit ${cap + 1}
    )
    select category_id as id, count(*)::int as count, (select count(*) from found) > ${cap} as capped
    from found
    group by category_id`)
  return rowsOf<{ id: number; count: number; capped: boolean }>(result).map((row) => ({
    id: row.id,
    count: row.capped ? null : Number(row.count),
  }))
}
