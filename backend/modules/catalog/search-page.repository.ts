/**
 * A search's page when more products match than a search counts (docs/decisions/042): looked for along the sort's
 * index among the first listed products, stopping at the page's end, and only when those do not hold it read from all
 * the matches and sorted. Its conditions and keys: search-listing.repository.ts.
 */
import { type SQL, sql } from 'drizzle-orm'
import type { Database } from '#backend/db/client.ts'
import { rowsOf } from '#backend/db/rows.ts'
import {
  allOf,
  type ListingFilters,
  type ListingOrder,
  type ProductCardRow,
  selectCards,
  tsquery,
} from './products.repository.ts'
import { direction, namedQuery, productColumn, productKey, searchConditions } from './search-listing.repository.ts'

/**
 * How many of the most popular listed products a search's page walks before it sorts its matches instead: a common
 * word fills a page within a few hundred, and a rarer one is cheaper to read whole from the full-text index than to
 * look for along the walk (decision 042).
 */
export const SEARCH_WALK = 1000

/**
 * One page of a search in the popular order when more products match than a search counts: those named by every
 * word first, then the other matches, each most popular first, each tier stopping at offset + limit products and the
 * second read only when the first cannot fill the page. A tier is first looked for among the `walk` most popular
 * listed products, along the popularity index; only when they do not hold enough of it are its matches read from
 * the full-text index and sorted (`popularity + 0` keeps the planner off the walk there). Either way the first
 * offset + limit of the tier in popularity order, so the page is the same.
 */
export async function listSearchPage(
  db: Database,
  filters: ListingFilters & { tsquery: string },
  order: ListingOrder,
  page: { limit: number; offset: number },
  walk = SEARCH_WALK,
): Promise<ProductCardRow[]> {
  const dir = direction(order)
  const where = searchConditions(filters, filters.tsquery)
  const others = allOf([...where.place, where.brand, where.merchant, where.price, where.availability])
  const enough = page.offset + page.limit
  const named = sql`sd.search_vector @@ ${tsquery(namedQuery(filters.tsquery))}`
  const unnamed = sql`${where.words} and not ${named}`
  // The tier's first `enough` in popularity order: among the `walk` most popular when they hold that many, else
  // sorted from all its matches.
  const tier = (name: string, condition: SQL, needed: SQL) => sql`
    ${sql.raw(name)}_walked as (
      select sd.master_product_id as id, sd.popularity
      from (select * from search_documents sd order by sd.popularity ${dir}, sd.master_product_id ${dir}
            limit ${walk}) sd
      where ${needed} and ${condition} and ${others}
      order by sd.popularity ${dir}, sd.master_product_id ${dir}
      limit ${enough}
    ),
    ${sql.raw(name)} as (
      select * from ${sql.raw(name)}_walked where (select count(*) from ${sql.raw(name)}_walked) >= ${enough}
      union all
      (select sd.master_product_id, sd.popularity
       from search_documents sd
       where ${needed} and (select count(*) from ${sql.raw(name)}_walked) < ${enough} and ${condition} and ${others}
       order by sd.popularity + 0 ${dir}, sd.master_product_id ${dir}
       limit ${enough})
    )`
  const ids = sql`
    with ${tier('named', named, sql`true`)},
    ${tier('rest', unnamed, sql`(select count(*) from named) < ${enough}`)}
    select id, row_number() over (order by tier, popularity ${dir}, id ${dir}) as ord
    from (select 1 as tier, * from named union all select 2 as tier, * from rest) found
    order by tier, popularity ${dir}, id ${dir}
    limit ${page.limit} offset ${page.offset}`
  return rowsOf<ProductCardRow>(await db.execute(selectCards(ids)))
}

/**
 * Where the other sorts' keys are, each with an index in its order (decisions 007, 035): the table, its id and key,
 * and the key of a match (`sd`) when the matches are sorted instead — the price is a search document's own column,
 * the others are looked up by the product's id.
 */
const sortKeys: Record<Exclude<ListingOrder['sort'], 'popular'>, { table: SQL; id: SQL; key: SQL; ofMatch: SQL }> = {
  price: { table: sql`offer_summaries`, id: sql`master_product_id`, key: sql`best_price`, ofMatch: sql`sd.best_price` },
  ...(Object.fromEntries(
    Object.entries(productColumn).map(([sort, column]) => [
      sort,
      { table: sql`master_products`, id: sql`id`, key: column, ofMatch: productKey(column, sql`sd.master_product_id`) },
    ]),
  ) as Record<keyof typeof productColumn, { table: SQL; id: SQL; key: SQL; ofMatch: SQL }>),
}

/**
 * One page of a search in another order (price, rating, new, orders) when more products match than a search counts:
 * first looked for among the `walk` first listed products in that order, along the sort's index, stopping at
 * offset + limit matches; only when those do not hold enough are all the matches read and sorted. Products without a
 * price go last either way, ties by id in the sort's direction, as every listing.
 */
export async function listSearchPageSorted(
  db: Database,
  filters: ListingFilters & { tsquery: string },
  order: ListingOrder & { sort: Exclude<ListingOrder['sort'], 'popular'> },
  page: { limit: number; offset: number },
  walk = SEARCH_WALK,
): Promise<ProductCardRow[]> {
  const { table, id, key, ofMatch } = sortKeys[order.sort]
  const dir = direction(order)
  const last = order.sort === 'price' ? sql`nulls last` : sql``
  const where = searchConditions(filters, filters.tsquery)
  const matching = allOf([where.words, ...where.place, where.brand, where.merchant, where.price, where.availability])
  const enough = page.offset + page.limit
  const ids = sql`
    with walked as (
      select x.id, x.key
      from (select t.${id} as id, t.${key} as key from ${table} t
            order by t.${key} ${dir} ${last}, t.${id} ${dir} ${last} limit ${walk}) x
      join search_documents sd on sd.master_product_id = x.id
      where ${matching}
      order by x.key ${dir} ${last}, x.id ${dir} ${last}
      limit ${enough}
    ),
    found as (
      select * from walked where (select count(*) from walked) >= ${enough}
      union all
      select id, key from (
        select sd.master_product_id as id, ${ofMatch} as key
        from search_documents sd
        where ${matching} and (select count(*) from walked) < ${enough}
        offset 0
      ) m
      order by key ${dir} ${last}, id ${dir} ${last}
      limit ${enough}
    )
    select id, row_number() over (order by key ${dir} ${last}, id ${dir} ${last}) as ord
    from found
    order by key ${dir} ${last}, id ${dir} ${last}
    limit ${page.limit} offset ${page.offset}`
  return rowsOf<ProductCardRow>(await db.execute(selectCards(ids)))
}
