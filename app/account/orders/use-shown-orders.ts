/**
 * The orders a list page shows — the buyer's orders page and the seller cabinet's orders alike: the loader's pages
 * 1..N (`?page=N`, so «Показать ещё» is a plain link without JavaScript) and those JavaScript's «Показать ещё»
 * appended since with a fetcher of page N+1 alone. The address follows what is shown, so that a reload or a shared
 * link shows the same orders.
 */
import { type ShouldRevalidateFunctionArgs, useFetcher, useNavigate } from '@remix-run/react'
import { type MouseEvent, useEffect, useState } from 'react'

/** Pages 1..`page` of a list of orders, as the loaders answer them. */
export interface OrdersList<O> {
  orders: O[]
  total: number
  perPage: number
  /** The last page shown. */
  page: number
  lastPage: number
}

/**
 * A page's memory of the address «Показать ещё» moved to with JavaScript, whose orders are already on the page:
 * `remember` is given to `useShownOrders`, and the page's `shouldRevalidate` asks `followsAppend` first, so that
 * going there reloads nothing.
 */
export function appendedAddress() {
  let appended: string | null = null
  return {
    remember(search: string) {
      appended = search
    },
    followsAppend(args: ShouldRevalidateFunctionArgs): boolean {
      if (args.formMethod || appended === null || args.nextUrl.search !== appended) return false
      appended = null
      return true
    },
  }
}

export function useShownOrders<O extends { id: number }>(
  list: OrdersList<O>,
  /** The page's address of pages 1..`page`; with `more`, of page `page` alone, which the fetcher appends. */
  pageHref: (page: number, more: boolean) => string,
  /** Told the search the address moved to after an append: its orders are on the page, nothing need reload. */
  onAppended: (search: string) => void,
) {
  const fetcher = useFetcher<{ list: OrdersList<O> }>()
  const navigate = useNavigate()
  const [more, setMore] = useState<{ orders: O[]; page: number; total: number }>({ orders: [], page: 0, total: 0 })

  // New data from the loader (a move, a cancel, another filter, a reload) already holds every page the address names.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset exactly when the loader's list changes
  useEffect(() => setMore({ orders: [], page: 0, total: 0 }), [list])

  useEffect(() => {
    const next = fetcher.data?.list as OrdersList<O> | undefined
    if (fetcher.state !== 'idle' || !next) return
    setMore((previous) => {
      if (next.page <= Math.max(previous.page, list.page)) return previous
      const known = new Set([...list.orders, ...previous.orders].map((order) => order.id))
      return {
        orders: [...previous.orders, ...next.orders.filter((order) => !known.has(order.id))],
        page: next.page,
        total: next.total,
      }
    })
  }, [fetcher.state, fetcher.data, list])

  // The address follows what is shown, so that a reload or a shared link shows the same orders.
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the page shown, not every render's helpers
  useEffect(() => {
    if (more.page <= list.page) return
    const href = pageHref(more.page, false)
    onAppended(href.slice(href.indexOf('?')))
    navigate(href, { replace: true, preventScrollReset: true })
  }, [more.page, list.page, navigate])

  const lastPage = more.page > 0 ? Math.max(1, Math.ceil(more.total / list.perPage)) : list.lastPage
  const shownPage = Math.max(list.page, more.page)
  const nextPage = shownPage < lastPage ? shownPage + 1 : null
  const loading = fetcher.state !== 'idle'

  const loadMore = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!nextPage || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    if (loading) return
    fetcher.load(pageHref(nextPage, true))
  }

  return {
    orders: [...list.orders, ...more.orders],
    total: more.page > 0 ? more.total : list.total,
    nextPage,
    loading,
    loadMore,
  }
}
