/**
 * The cabinet's orders list (issue 15): the merchant's orders, newest first, filtered by status or group
 * (`?status=`) and found by number (`?number=`). `?page=N` shows pages 1..N at once, so «Показать ещё» is a plain
 * link that works without JavaScript; `?page=N&more=1` is the one page a fetcher appends with it (decision 025's
 * pattern of the buyer's orders).
 */
import type { AppLoadContext } from '@remix-run/node'
import { ordersPage, ordersUpTo } from '#app/account/orders/order-pages.server.ts'
import type { OrdersList } from '#app/account/orders/use-shown-orders.ts'
import {
  listSellerOrdersCall,
  orderNumberSearchSchema,
  SELLER_ORDERS_PER_PAGE,
  type SellerOrderFilter,
  type SellerOrderRow,
  sellerOrderFilterSchema,
} from '#contract/seller-orders.ts'
import { required, requireSeller, sellerData } from '../seller.server.ts'
import { MORE_PARAM, NUMBER_PARAM, PAGE_PARAM, positiveInt, STATUS_PARAM } from '../urls.ts'

/** The most pages one address shows at once; further pages are reached one by one. */
const MAX_PAGES = 50

/** What the address asks to see; a malformed status is no filter, a malformed number is said beside its field. */
export function readFilters(params: URLSearchParams) {
  const status = sellerOrderFilterSchema.safeParse(params.get(STATUS_PARAM) ?? undefined)
  const typed = (params.get(NUMBER_PARAM) ?? '').trim()
  const number = orderNumberSearchSchema.safeParse(typed)
  return {
    status: status.success ? status.data : null,
    number: typed === '' ? null : number.success ? number.data : null,
    typedNumber: typed.slice(0, 40),
    numberInvalid: typed !== '' && !number.success,
    page: positiveInt(params.get(PAGE_PARAM), MAX_PAGES) ?? 1,
    more: params.get(MORE_PARAM) === '1',
  }
}

type Query = { merchant_id?: number; status?: SellerOrderFilter; number?: string }

export async function sellerOrdersLoader(request: Request, context: AppLoadContext) {
  const access = await requireSeller(context, request)
  const filters = readFilters(new URL(request.url).searchParams)
  const query: Query = {
    ...access.query,
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.number ? { number: filters.number } : {}),
  }
  const fetchPage = (page: { page: number; per_page: number }) =>
    access.api.call(listSellerOrdersCall, { query: { ...query, ...page } }).then(required)
  const empty: OrdersList<SellerOrderRow> = {
    orders: [],
    total: 0,
    perPage: SELLER_ORDERS_PER_PAGE,
    page: 1,
    lastPage: 1,
  }
  const [list, t] = await Promise.all([
    // A number that is no number finds nothing; the page says why beside the field.
    filters.numberInvalid
      ? empty
      : (filters.more ? ordersPage : ordersUpTo)(fetchPage, filters.page, SELLER_ORDERS_PER_PAGE),
    context.t('seller'),
  ])
  return sellerData({
    title: t('orders.title'),
    list,
    filters: {
      status: filters.status,
      number: filters.typedNumber,
      numberInvalid: filters.numberInvalid,
    },
    merchantParam: access.merchantParam,
  })
}
