/**
 * The orders a list page shows, read from the back-end — the buyer's orders page and the seller cabinet's orders
 * alike: `?page=N` shows pages 1..N at once, fetched in as few calls as the back-end's page size allows, and
 * `?page=N&more=1` page N alone, which JavaScript's «Показать ещё» appends (use-shown-orders.ts).
 */
import type { OrdersList } from './use-shown-orders.ts'

/** The back-end's largest page of orders. */
const BACKEND_MAX_PER_PAGE = 50

/** One call of the list: a page of the back-end's, answered with its orders and their total. */
type FetchPage<O> = (query: { page: number; per_page: number }) => Promise<{
  orders: O[]
  pagination: { total: number }
}>

const listOf = <O>(orders: O[], total: number, perPage: number, page: number): OrdersList<O> => ({
  orders,
  total,
  perPage,
  page,
  lastPage: Math.max(1, Math.ceil(total / perPage)),
})

/** Pages 1..`page` of `perPage` orders. */
export async function ordersUpTo<O>(fetchPage: FetchPage<O>, page: number, perPage: number): Promise<OrdersList<O>> {
  const wanted = page * perPage
  const size = Math.min(wanted, BACKEND_MAX_PER_PAGE)
  const answers = await Promise.all(
    Array.from({ length: Math.ceil(wanted / size) }, (_, i) => fetchPage({ page: i + 1, per_page: size })),
  )
  const orders = answers.flatMap((answer) => answer.orders).slice(0, wanted)
  return listOf(orders, answers[0]?.pagination.total ?? 0, perPage, page)
}

/** Page `page` of `perPage` orders alone. */
export async function ordersPage<O>(fetchPage: FetchPage<O>, page: number, perPage: number): Promise<OrdersList<O>> {
  const answer = await fetchPage({ page, per_page: perPage })
  return listOf(answer.orders, answer.pagination.total, perPage, page)
}
