/**
 * SQL of product cards and listings (a product's own page: product-page.repository.ts). Takes the database (or a transaction) first; returns plain rows
 * in kopecks. Every card comes from one query shape (`selectCards`): a subquery yields the ids in their order, and
 * each card shows the product's best offer. Listings read what the product's offers add up to (best offer and its
 * price, sellers, availabilities, count) with the product's category, brand and popularity from offer_summaries,
 * which triggers keep (migrations 0001_search, 0009_flat_listings), so a listing never ranks or joins every
 * product's offers per request; a category's page walks one index per category in the listing's order (decision
 * 035). Totals and facets: listing-summary.repository.ts; a search's total, facets and popular page:
 * search-listing.repository.ts. Listings show products someone offers (an offer_summaries row); cards asked for by
 * id also answer products without offers.
 */
import { type SQL, sql } from 'drizzle-orm'
import type { Database } from '#backend/db/client.ts'
import { rowsOf } from '#backend/db/rows.ts'
import type { Availability } from '#backend/db/schema.ts'
import type { ProductSort } from '#contract/products.ts'

export interface ProductCardRow {
  id: number
  slug: string
  name: string
  category_id: number
  image: string | null
  units: string
  rating: number
  contains_precursor: boolean
  brand_id: number | null
  brand_slug: string | null
  brand_name: string | null
  price: string | number | null
  price_gross: string | number | null
  sale_percent: number | null
  promotion_label: string | null
  /** Null when the product has no offer at all. */
  availability: Availability | null
  offers_count: number
  offer_id: number | null
}

export interface ListingFilters {
  /** Any of these categories (the caller expands a category to its descendants). */
  categoryIds?: readonly number[]
  /** Brands by slug (any of); unknown slugs match nothing. */
  brandSlugs?: readonly string[]
  /** Products with an offer from any of these sellers. */
  merchantIds?: readonly number[]
  /** Kopecks, inclusive, against the best offer's price. */
  priceFrom?: number
  priceTo?: number
  /** Products with an offer in any of these states. */
  availability?: readonly Availability[]
  /** Full-text query in to_tsquery syntax (russian configuration). */
  tsquery?: string
  excludeIds?: readonly number[]
}

export interface ListingOrder {
  sort: ProductSort
  direction: 'asc' | 'desc'
}

/** A list of ids as ONE array parameter (a bare JS array in drizzle's sql`` would become a list of parameters). */
export const intArray = (ids: readonly number[]) => sql`${sql.param([...ids])}::int[]`
export const textArray = (values: readonly string[]) => sql`${sql.param([...values])}::text[]`

export const tsquery = (query: string) => sql`to_tsquery('russian', ${query})`

/**
 * The filters as separate conditions on `os` (the product's offer summary) and, for a text query only, `mp` (the
 * product), so that facets can leave out their own.
 */
export function conditions(filters: ListingFilters) {
  const scope: SQL[] = []
  if (filters.categoryIds) scope.push(sql`os.category_id = any(${intArray(filters.categoryIds)})`)
  if (filters.tsquery !== undefined) scope.push(sql`mp.search_vector @@ ${tsquery(filters.tsquery)}`)
  if (filters.excludeIds?.length) scope.push(sql`os.master_product_id <> all(${intArray(filters.excludeIds)})`)
  return { scope, ...filterConditions(filters, sql`os`) }
}

/** The filters other than the scope, on `table` (offer_summaries or listing_cells: the same column names). */
export function filterConditions(filters: ListingFilters, table: SQL) {
  const price: SQL[] = []
  if (filters.priceFrom !== undefined) price.push(sql`${table}.best_price >= ${filters.priceFrom}`)
  if (filters.priceTo !== undefined) price.push(sql`${table}.best_price <= ${filters.priceTo}`)
  return {
    brand: filters.brandSlugs
      ? sql`${table}.brand_id in (select b.id from brands b where b.slug = any(${textArray(filters.brandSlugs)}))`
      : undefined,
    merchant: filters.merchantIds ? sql`${table}.merchant_ids && ${intArray(filters.merchantIds)}` : undefined,
    price: price.length ? sql.join(price, sql` and `) : undefined,
    availability: filters.availability ? sql`${table}.availabilities && ${textArray(filters.availability)}` : undefined,
  }
}

/** The products a listing reads: the summaries, and the products themselves only when a condition or order needs them. */
function listedFrom(filters: ListingFilters, order: ListingOrder): SQL {
  const needsProduct = filters.tsquery !== undefined || !['popular', 'price'].includes(order.sort)
  return needsProduct
    ? sql`offer_summaries os join master_products mp on mp.id = os.master_product_id`
    : sql`offer_summaries os`
}

export const allOf = (parts: (SQL | undefined)[]): SQL => {
  const present = parts.filter((part): part is SQL => part !== undefined)
  return present.length ? sql.join(present, sql` and `) : sql`true`
}

const sortColumn: Record<Exclude<ProductSort, 'price'>, SQL> = {
  popular: sql`os.popularity`,
  rating: sql`mp.rating`,
  new: sql`mp.created_at`,
  order: sql`mp.orders_count`,
}

/**
 * The listing order. The id breaks ties in the sort's direction, so one (column, id) index serves both directions;
 * products without a price go last either way. (A search's popular order, better matches first, is
 * search-listing.repository.ts's.) `on` renames the summary's columns for the outer query of a per-category walk.
 */
function orderBy(order: ListingOrder, on = sql`os`): SQL {
  const dir = order.direction === 'asc' ? sql`asc` : sql`desc`
  // `nulls last` on the id too: the descending price index is (price desc nulls last, id desc nulls last).
  if (order.sort === 'price') return sql`${on}.best_price ${dir} nulls last, ${on}.master_product_id ${dir} nulls last`
  if (order.sort === 'popular') return sql`${on}.popularity ${dir}, ${on}.master_product_id ${dir}`
  return sql`${sortColumn[order.sort]} ${dir}, os.master_product_id ${dir}`
}

/** Cards of the products `page` yields as (id, ord), in `ord` order. Products missing from master_products drop out. */
export function selectCards(page: SQL): SQL {
  return sql`
    select mp.id, mp.slug, mp.name, mp.category_id, mp.image, mp.units, mp.rating, mp.contains_precursor,
           b.id as brand_id, b.slug as brand_slug, b.name as brand_name,
           o.id as offer_id, o.price, o.price_gross, o.sale_percent, o.promotion_label, o.availability,
           coalesce(os.offers_count, 0) as offers_count
    from (${page}) page
    join master_products mp on mp.id = page.id
    left join brands b on b.id = mp.brand_id
    left join offer_summaries os on os.master_product_id = mp.id
    left join offers o on o.id = os.best_offer_id
    order by page.ord`
}

/** One page of a listing: the matching products' cards in order. */
export async function listProductCards(
  db: Database,
  filters: ListingFilters,
  order: ListingOrder,
  page: { limit: number; offset: number },
): Promise<ProductCardRow[]> {
  const where = conditions(filters)
  const filtered = allOf([...where.scope, where.brand, where.merchant, where.price, where.availability])
  const perCategory = filters.categoryIds && filters.tsquery === undefined && ['popular', 'price'].includes(order.sort)
  if (perCategory && filters.categoryIds) {
    // Each category's first offset+limit products in the listing's order, each read along one index
    // (offer_summaries_category_*), then merged: the cost follows the page, not the size of the category.
    const inner = orderBy(order)
    const outer = orderBy(order, sql`x`)
    // Popular first with brands: one walk per category and brand, along (category_id, brand_id, popularity).
    const byBrand = filters.brandSlugs !== undefined && order.sort === 'popular'
    const ids = sql`
      select x.master_product_id as id, row_number() over (order by ${outer}) as ord
      from unnest(${intArray(filters.categoryIds)}) as c(id)
      ${
        byBrand
          ? sql`cross join (select b.id from brands b where b.slug = any(${textArray(filters.brandSlugs ?? [])})) br`
          : sql``
      }
      cross join lateral (
        select os.master_product_id, os.popularity, os.best_price
        from offer_summaries os
        where os.category_id = c.id
          and ${allOf([byBrand ? sql`os.brand_id = br.id` : where.brand, where.merchant, where.price, where.availability])}
          ${filters.excludeIds?.length ? sql`and os.master_product_id <> all(${intArray(filters.excludeIds)})` : sql``}
        order by ${inner}
        limit ${page.offset + page.limit}
      ) x
      order by ${outer}
      limit ${page.limit} offset ${page.offset}`
    return rowsOf<ProductCardRow>(await db.execute(selectCards(ids)))
  }
  const ordering = orderBy(order)
  const ids = sql`
    select os.master_product_id as id, row_number() over (order by ${ordering}) as ord
    from ${listedFrom(filters, order)}
    where ${filtered}
    order by ${ordering}
    limit ${page.limit} offset ${page.offset}`
  return rowsOf<ProductCardRow>(await db.execute(selectCards(ids)))
}

/** Cards in the order of `ids`; unknown ids are left out, a repeated id appears once (at its first place). */
export async function listProductCardsByIds(db: Database, ids: readonly number[]): Promise<ProductCardRow[]> {
  if (ids.length === 0) return []
  const page = sql`
    select id, min(ord) as ord from unnest(${intArray(ids)}) with ordinality as asked(id, ord) group by id`
  return rowsOf<ProductCardRow>(await db.execute(selectCards(page)))
}

/** Cards of products whose best offer is on sale: the deepest discounts first, then the most popular. */
export async function listSaleProductCards(db: Database, limit: number): Promise<ProductCardRow[]> {
  const page = sql`
    select mp.id, row_number() over (order by o.sale_percent desc, mp.popularity desc, mp.id) as ord
    from master_products mp
    join offer_summaries os on os.master_product_id = mp.id
    join offers o on o.id = os.best_offer_id
    where o.sale_percent is not null and o.price is not null
    order by o.sale_percent desc, mp.popularity desc, mp.id
    limit ${limit}`
  return rowsOf<ProductCardRow>(await db.execute(selectCards(page)))
}

/**
 * For each word, up to `limit` known words (search_words) at least `threshold` similar to it by trigrams, most
 * similar first. The `%` operator lets the GIN trigram index find candidates at pg_trgm's similarity_threshold
 * (0.3 unless a server sets otherwise); the explicit `threshold` then decides.
 */
export async function listSimilarWords(
  db: Database,
  words: readonly string[],
  threshold: number,
  limit: number,
): Promise<{ word: string; similar: string }[]> {
  const result = await db.execute(sql`
    select asked.word, near.word as similar
    from unnest(${textArray(words)}) with ordinality as asked(word, n)
    cross join lateral (
      select sw.word, similarity(sw.word, asked.word) as score
      from search_words sw
      where sw.word % asked.word and similarity(sw.word, asked.word) >= ${threshold}
      order by score desc, sw.word
      limit ${limit}
    ) near
    order by asked.n, near.score desc, near.word`)
  return rowsOf<{ word: string; similar: string }>(result)
}

/**
 * For each piece of a search, the first of its readings (in the order given) that some of the given products match:
 * the reading the results were found by. Each reading is a query in to_tsquery syntax.
 */
export async function listMatchingReadings(
  db: Database,
  readings: readonly { piece: number; tsquery: string }[],
  productIds: readonly number[],
): Promise<{ piece: number; n: number }[]> {
  if (readings.length === 0 || productIds.length === 0) return []
  const result = await db.execute(sql`
    select distinct on (r.piece) r.piece, r.n::int as n
    from unnest(${intArray(readings.map((r) => r.piece))}, ${textArray(readings.map((r) => r.tsquery))})
         with ordinality as r(piece, query, n)
    where exists (
      select 1 from master_products mp
      where mp.id = any(${intArray(productIds)}) and mp.search_vector @@ to_tsquery('russian', r.query))
    order by r.piece, r.n`)
  return rowsOf<{ piece: number; n: number }>(result).map((row) => ({ piece: row.piece, n: Number(row.n) }))
}
