/**
 * Paged lists (SPEC §7): the page a call asks for (`page`, `per_page`), the rows a repository reads for it, and the
 * `pagination` object every paged answer carries. One place, so every list counts its last page alike.
 */

/** The page a list call asks for: 1-based, `per_page` rows each. */
export interface PageQuery {
  page: number
  per_page: number
}

/** The rows of one page, as a repository reads them. */
export interface PageRows {
  limit: number
  offset: number
}

export const pageRows = (query: PageQuery): PageRows => ({
  limit: query.per_page,
  offset: (query.page - 1) * query.per_page,
})

/** An answer's `pagination`: the page, its size, the total, and the last page (1 for an empty list). */
export function pagination(query: PageQuery, total: number) {
  return {
    current_page: query.page,
    per_page: query.per_page,
    total,
    last_page: Math.max(1, Math.ceil(total / query.per_page)),
  }
}
