/**
 * /admin/orders (issue 16): orders of every seller, newest first, filtered by status, seller, days of placing and
 * number — one GET form, so the filters are the address and work without JavaScript — a page at a time (`?page=N`).
 * A malformed number or day is said beside its field and finds nothing; an unknown status or seller is no filter.
 */
import type { AppLoadContext } from '@remix-run/node'
import { MAX_ID, positiveInt } from '#app/seller/urls.ts'
import { listAdminOrdersCall } from '#contract/admin.ts'
import { orderStatuses } from '#contract/order-statuses.ts'
import { listMerchantsCall } from '#contract/seller.ts'
import { orderNumberSearchSchema } from '#contract/seller-orders.ts'
import { adminData, pageOf, requireAdmin, required } from '../admin.server.ts'

const PER_PAGE = 20
const DAY = /^\d{4}-\d{2}-\d{2}$/

const isDay = (value: string) => DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`))

/** What the address asks to see, and what of it was typed wrong. */
export function readOrderFilters(params: URLSearchParams) {
  const text = (name: string) => (params.get(name) ?? '').trim().slice(0, 40)
  const status = orderStatuses.find((known) => known === params.get('status')) ?? null
  const number = text('number')
  const dateFrom = text('date_from')
  const dateTo = text('date_to')
  return {
    status,
    merchant: positiveInt(params.get('merchant'), MAX_ID),
    number,
    dateFrom,
    dateTo,
    invalid: {
      number: number !== '' && !orderNumberSearchSchema.safeParse(number).success,
      dateFrom: dateFrom !== '' && !isDay(dateFrom),
      dateTo: dateTo !== '' && !isDay(dateTo),
    },
    page: pageOf(params),
  }
}

export async function adminOrdersLoader(request: Request, context: AppLoadContext) {
  const { api } = await requireAdmin(context)
  const filters = readOrderFilters(new URL(request.url).searchParams)
  const typedWrong = Object.values(filters.invalid).some(Boolean)
  const query = {
    page: filters.page,
    per_page: PER_PAGE,
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.merchant ? { merchant_id: filters.merchant } : {}),
    ...(filters.number ? { number: filters.number } : {}),
    ...(filters.dateFrom ? { date_from: filters.dateFrom } : {}),
    ...(filters.dateTo ? { date_to: filters.dateTo } : {}),
  }
  const [list, merchants, t] = await Promise.all([
    typedWrong ? null : api.call(listAdminOrdersCall, { query }).then(required),
    // The sellers to choose from: the first hundred, those on moderation first.
    api.call(listMerchantsCall, { query: { page: 1, per_page: 100 } }).then(required),
    context.t('admin'),
  ])
  return adminData({
    title: t('orders.title'),
    orders: list?.orders ?? [],
    pagination: list?.pagination ?? { current_page: 1, per_page: PER_PAGE, total: 0, last_page: 1 },
    merchants: merchants.merchants.map((merchant) => ({ id: merchant.id, name: merchant.name })),
    filters,
  })
}
