/**
 * SQL of a listing's total, facets and price range. Each facet counts the products that match every filter except
 * its own (brands ignore the brand filter, and so on), so a visitor sees what choosing another value would give;
 * values already chosen stay listed even when their count falls to 0, so they can be unticked.
 *
 * Most listings — a category, with brands, one seller, availabilities — add up listing_cells, which a trigger keeps
 * (migration 0009_flat_listings): a few hundred rows whatever the catalogue's size (decision 035). A price range
 * counts the summaries of the products in the range, read along the category's price index. Several sellers at
 * once cannot be read from cells (a product offered by two chosen sellers would count twice): those count the
 * summaries of every matching product. A search is summarized by search-listing.repository.ts, which counts at most
 * a bounded number of matches (decision 042).
 */
import { type SQL, sql } from 'drizzle-orm'
import type { Database } from '#backend/db/client.ts'
import { rowsOf } from '#backend/db/rows.ts'
import { allOf, conditions, filterConditions, intArray, type ListingFilters, textArray } from './products.repository.ts'

export interface FacetRow {
  id: number
  slug: string
  name: string
  count: number
}

export interface ListingSummary {
  total: number
  brands: FacetRow[]
  merchants: FacetRow[]
  /** Kopecks. */
  priceMin: number | null
  priceMax: number | null
}

/**
 * Whether the cells can answer these filters exactly, but for a price range: a text query, products left out, or
 * several sellers (a product of two chosen sellers would count twice) cannot be read from cells.
 */
export function answeredByCells(filters: ListingFilters): boolean {
  return filters.tsquery === undefined && !filters.excludeIds?.length && (filters.merchantIds?.length ?? 0) <= 1
}

const hasPriceRange = (filters: ListingFilters) => filters.priceFrom !== undefined || filters.priceTo !== undefined

/**
 * The total, facets and price range of a listing. From cells alone when they can answer; with a price range, the
 * counts come from the summaries of the products in that range (read along the category's price index) and the
 * range the filter offers, which ignores the price filter, still from cells; anything else counts the summaries
 * of every product in scope.
 */
export async function summarizeListing(
  db: Database,
  filters: ListingFilters,
  options: { cells?: boolean } = {},
): Promise<ListingSummary> {
  const cells = (options.cells ?? true) && answeredByCells(filters)
  let ctes: SQL
  if (cells && !hasPriceRange(filters)) {
    ctes = sql`${cellCounts(filters)}, ${cellPriceRange(filters)}`
  } else if (cells) {
    ctes = sql`${summaryCounts(filters, true)}, ${cellPriceRange(filters)}`
  } else {
    ctes = sql`${summaryCounts(filters, false)},
      price_range as (select min(price_min) as price_min, max(price_max) as price_max from per_brand)`
  }
  const result = await db.execute(sql`
    with ${ctes}
    select
      (select coalesce(sum(matched), 0)::int from per_brand) as total,
      (select price_min from price_range) as price_min,
      (select price_max from price_range) as price_max,
      (select coalesce(json_agg(json_build_object(
                'id', b.id, 'slug', b.slug, 'name', b.name, 'count', coalesce(f.facet, 0))), '[]')
       from brands b left join per_brand f on f.brand_id = b.id
       where f.facet > 0 or b.slug = any(${textArray(filters.brandSlugs ?? [])})) as brands,
      (select coalesce(json_agg(json_build_object(
                'id', m.id, 'slug', m.slug, 'name', m.name, 'count', coalesce(f.facet, 0))), '[]')
       from merchants m left join per_merchant f on f.merchant_id = m.id
       where f.facet > 0 or m.id = any(${intArray(filters.merchantIds ?? [])})) as merchants
  `)
  const [row] = rowsOf<{
    total: number
    price_min: string | number | null
    price_max: string | number | null
    brands: FacetRow[] | string
    merchants: FacetRow[] | string
  }>(result)
  const json = <T>(value: T[] | string | undefined): T[] =>
    typeof value === 'string' ? (JSON.parse(value) as T[]) : (value ?? [])
  return {
    total: Number(row?.total ?? 0),
    brands: json(row?.brands),
    merchants: json(row?.merchants),
    priceMin: row?.price_min == null ? null : Number(row.price_min),
    priceMax: row?.price_max == null ? null : Number(row.price_max),
  }
}

/** The seller whose cells count the products: 0 for all sellers; -1, which no cell has, when no asked seller is valid. */
const cellMerchant = (filters: ListingFilters) => (filters.merchantIds ? (filters.merchantIds[0] ?? -1) : 0)

const cellScope = (filters: ListingFilters) =>
  filters.categoryIds ? sql`lc.category_id = any(${intArray(filters.categoryIds)})` : sql`true`

/**
 * per_brand (matched, facet) and per_merchant (facet) from the cells of the categories in scope: the brands' cells
 * of the chosen seller (0: all) count the products, the sellers' cells of every brand (-1) or of the chosen brands
 * give the seller facet. Each is one range of the primary key per category.
 */
function cellCounts(filters: ListingFilters): SQL {
  const where = filterConditions(filters, sql`lc`)
  const available = where.availability ?? sql`true`
  const brands = where.brand ?? sql`lc.brand_id = -1`
  return sql`
    per_brand as (
      select lc.brand_id,
             coalesce(sum(lc.products) filter (where ${where.brand ?? sql`true`}), 0)::int as matched,
             sum(lc.products)::int as facet
      from listing_cells lc
      where ${cellScope(filters)} and lc.merchant_id = ${cellMerchant(filters)} and lc.brand_id >= 0 and ${available}
      group by lc.brand_id
    ),
    per_merchant as (
      select lc.merchant_id, sum(lc.products)::int as facet
      from listing_cells lc
      where ${cellScope(filters)} and lc.merchant_id > 0 and ${brands} and ${available}
      group by lc.merchant_id
    )`
}

/** The prices of the products matching brand, seller and availability (not the price filter): from cells. */
function cellPriceRange(filters: ListingFilters): SQL {
  const where = filterConditions(filters, sql`lc`)
  return sql`
    price_range as (
      select min(lc.price_min) as price_min, max(lc.price_max) as price_max
      from listing_cells lc
      where ${cellScope(filters)} and lc.merchant_id = ${cellMerchant(filters)}
        and ${where.brand ?? sql`lc.brand_id = -1`} and ${where.availability ?? sql`true`}
    )`
}

/**
 * per_brand (matched, facet, price range) and per_merchant (facet) from the summaries of the products in scope: one
 * pass, grouped by brand, gives the total, the brand counts and the price range; a second one, over their sellers,
 * the seller counts. `priceInScope`: only products in the price range are read (the price range then comes from
 * cells).
 */
function summaryCounts(filters: ListingFilters, priceInScope: boolean): SQL {
  const where = conditions(filters)
  const flag = (condition: SQL | undefined) => condition ?? sql`true`
  const from =
    filters.tsquery === undefined
      ? sql`offer_summaries os`
      : sql`offer_summaries os join master_products mp on mp.id = os.master_product_id`
  return sql`
    scope as materialized (
      select os.brand_id, os.best_price, os.merchant_ids, os.category_id,
             ${flag(where.brand)} as by_brand,
             ${flag(where.merchant)} as by_merchant,
             ${priceInScope ? sql`true` : flag(where.price)} as by_price,
             ${flag(where.availability)} as by_availability
      from ${from}
      where ${allOf(priceInScope ? [...where.scope, where.price] : where.scope)}
    ),
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
    )`
}
