/**
 * The orders page's addresses and the names its forms post (no zod here: the page's own code needs only these).
 * - `?page=N` shows pages 1..N; `?page=N&more=1` is page N alone (JavaScript's "show more" appends it);
 * - `?dialog=cancel&order=12`, `?dialog=repeat&order=12` are its dialogs (app/lib/dialog.ts);
 * - `?repeated=12&skipped=5,6` names the goods a repeat could not put into the cart.
 */
import { DONE_PARAM } from '#app/account/urls.ts'
import { closeDialogHref, DIALOG_PARAMS } from '#app/lib/dialog.ts'

export const PAGE_PARAM = 'page'
export const MORE_PARAM = 'more'
export const REPEATED_PARAM = 'repeated'
export const SKIPPED_PARAM = 'skipped'

/** What the orders page's forms post: which one (`intent`) and which order. */
export const ORDER_INTENTS = { cancel: 'cancel', repeat: 'repeat', pay: 'pay' } as const
export const ORDER_FIELD = 'order'

export const ORDER_DIALOGS = { cancel: 'cancel', repeat: 'repeat' } as const

/** The address of the invoice of an order (the resource route app/routes/account.orders.$id.bill.tsx). */
export const billHref = (id: number) => `/account/orders/${id}/bill`

/**
 * The orders page without its dialog. `order` is this page's own dialog parameter, not one of app/lib/dialog.ts's
 * shared ones: the thanks page's `?order=ID&order=ID` must survive the shop's dialogs opening and closing there.
 */
export function closeOrderDialogHref(location: { pathname: string; search: string }): string {
  const closed = new URL(closeDialogHref(location), 'http://shop.internal')
  closed.searchParams.delete(ORDER_FIELD)
  return `${closed.pathname}${closed.search}`
}

/** The list's own address: what changes it (the pages shown) and not its dialogs or notices. */
export function ordersPageKey(url: URL): string {
  const params = new URLSearchParams(url.search)
  for (const key of [...DIALOG_PARAMS, ORDER_FIELD, DONE_PARAM]) params.delete(key)
  params.sort()
  return `${url.pathname}?${params}`
}
