/**
 * /seller/orders: the merchant's orders with a filter by status (a GET form with «Показать») and a search by number
 * (a GET form; Enter submits), «Показано X из Y» and «Показать ещё» (a link to `?page=N` without JavaScript; with it
 * a fetcher appends the next page and the address follows, as on the buyer's orders page).
 */
import {
  Form,
  Link,
  type ShouldRevalidateFunctionArgs,
  useFetcher,
  useLoaderData,
  useLocation,
  useNavigate,
} from '@remix-run/react'
import { type MouseEvent, useEffect, useState } from 'react'
import { formatPrice } from '#app/lib/format.ts'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { orderStatuses } from '#contract/order-statuses.ts'
import { type SellerOrderRow, sellerOrderGroups } from '#contract/seller-orders.ts'
import {
  MERCHANT_PARAM,
  MORE_PARAM,
  NUMBER_PARAM,
  orderPath,
  PAGE_PARAM,
  SELLER_PATHS,
  STATUS_PARAM,
  sellerHref,
} from '../urls.ts'
import type { sellerOrdersLoader } from './orders.server.ts'
import { statusKey } from './status-texts.ts'

type LoaderData = ReturnType<typeof useLoaderData<typeof sellerOrdersLoader>>

/** The address «Показать ещё» moved to with JavaScript, whose orders are already on the page: going there reloads nothing. */
let appendedSearch: string | null = null

export function keepShownSellerOrders(args: ShouldRevalidateFunctionArgs) {
  if (!args.formMethod && appendedSearch !== null && args.nextUrl.search === appendedSearch) {
    appendedSearch = null
    return false
  }
  return args.defaultShouldRevalidate
}

export function SellerOrdersPage() {
  const { t } = useTranslation(['seller', 'account'])
  const { title, list, filters, merchantParam } = useLoaderData<typeof sellerOrdersLoader>()
  const location = useLocation()
  const shown = useShownOrders(list, location.search)
  const filtered = filters.status !== null || filters.number !== ''
  const hidden = (name: string, value: string | number | null) =>
    value === null || value === '' ? null : <input type="hidden" name={name} value={value} />

  return (
    <>
      <h1 className="seller__page-title">{title}</h1>
      <section className="panel seller-filters" aria-label={t('orders.filters')}>
        <Form method="get" action={SELLER_PATHS.orders} className="seller-filters__form">
          {hidden(MERCHANT_PARAM, merchantParam)}
          {hidden(NUMBER_PARAM, filters.numberInvalid ? null : filters.number)}
          <div className="field">
            <label className="field__label" htmlFor="seller-orders-status">
              {t('orders.status')}
            </label>
            <select
              id="seller-orders-status"
              name={STATUS_PARAM}
              className="field__input"
              defaultValue={filters.status ?? ''}
              key={filters.status ?? ''}
            >
              <option value="">{t('orders.statusAll')}</option>
              {sellerOrderGroups.map((group) => (
                <option key={group} value={group}>
                  {t(`orders.groups.${group}`)}
                </option>
              ))}
              <optgroup label={t('orders.statusesLabel')}>
                {orderStatuses.map((status) => (
                  <option key={status} value={status}>
                    {t(statusKey(status))}
                  </option>
                ))}
              </optgroup>
            </select>
          </div>
          <button type="submit" className="button button--secondary">
            {t('orders.show')}
          </button>
        </Form>
        <Form
          method="get"
          action={SELLER_PATHS.orders}
          className="seller-filters__form"
          role="search"
          aria-label={t('orders.search')}
        >
          {hidden(MERCHANT_PARAM, merchantParam)}
          {hidden(STATUS_PARAM, filters.status)}
          <div className="field">
            <label className="field__label" htmlFor="seller-orders-number">
              {t('orders.number')}
            </label>
            <input
              id="seller-orders-number"
              name={NUMBER_PARAM}
              type="search"
              inputMode="numeric"
              autoComplete="off"
              maxLength={12}
              className="field__input"
              defaultValue={filters.number}
              key={filters.number}
              aria-describedby="seller-orders-number-hint seller-orders-number-error"
              aria-invalid={filters.numberInvalid ? true : undefined}
            />
            <p id="seller-orders-number-hint" className="field__hint">
              {t('orders.numberHint')}
            </p>
            <p id="seller-orders-number-error" className="field__error">
              {filters.numberInvalid ? t('orders.numberInvalid') : ''}
            </p>
          </div>
          <button type="submit" className="button button--secondary">
            {t('orders.find')}
          </button>
        </Form>
        {filtered ? (
          <p className="seller-filters__reset">
            <Link to={sellerHref(SELLER_PATHS.orders, merchantParam)}>{t('orders.reset')}</Link>
          </p>
        ) : null}
      </section>

      {shown.total === 0 ? (
        <p className="seller-orders__empty">{filtered ? t('orders.emptyFiltered') : t('orders.empty')}</p>
      ) : (
        <div className="seller-orders">
          <p className="seller-orders__counter" aria-live="polite">
            {t('orders.shown', { shown: shown.orders.length, count: shown.total })}
          </p>
          <ul className="seller-orders__list" aria-label={t('orders.listLabel')}>
            {shown.orders.map((order) => (
              <li key={order.id}>
                <OrderRow order={order} merchantParam={merchantParam} />
              </li>
            ))}
          </ul>
          {shown.nextPage ? (
            <p className="seller-orders__more">
              <Link
                to={shown.pageHref(shown.nextPage)}
                className="button button--secondary"
                onClick={shown.loadMore}
                preventScrollReset
                aria-disabled={shown.loading ? 'true' : undefined}
              >
                {shown.loading ? t('orders.loading') : t('orders.loadMore')}
              </Link>
            </p>
          ) : null}
        </div>
      )}
    </>
  )
}

function OrderRow({ order, merchantParam }: { order: SellerOrderRow; merchantParam: number | null }) {
  const { t } = useTranslation(['seller', 'orders', 'account'])
  const titleId = `seller-order-${order.id}`
  const paymentState = t(`orders:paymentStatuses.${order.payment_status}`)
  return (
    <article className="panel seller-order-row" aria-labelledby={titleId} data-order={order.number}>
      <h2 id={titleId} className="seller-order-row__title">
        <Link to={sellerHref(orderPath(order.id), merchantParam)}>
          {t('seller:orders.numberLink', { number: order.number })}
        </Link>
      </h2>
      <p className="seller-order-row__status">
        <span className="visually-hidden">{t('seller:orders.columns.status')}: </span>
        {t(statusKey(order.status_id))}
      </p>
      <dl className="seller-facts">
        <div>
          <dt>{t('seller:orders.columns.date')}</dt>
          <dd>
            {order.date} {order.time}
          </dd>
        </div>
        <div>
          <dt>{t('seller:orders.columns.buyer')}</dt>
          <dd>{order.buyer_name}</dd>
        </div>
        <div>
          <dt>{t('seller:orders.columns.total')}</dt>
          <dd>{formatPrice(order.total_cost)}</dd>
        </div>
        <div>
          <dt>{t('seller:orders.columns.payment')}</dt>
          <dd>
            {t(`orders:paymentTypes.${order.payment_type}`)}
            {paymentState ? `, ${paymentState}` : null}
          </dd>
        </div>
        <div>
          <dt>{t('seller:orders.columns.lines')}</dt>
          <dd>{order.lines}</dd>
        </div>
      </dl>
    </article>
  )
}

/** The orders the page shows: the loader's pages and those JavaScript's «Показать ещё» appended since. */
function useShownOrders(list: LoaderData['list'], search: string) {
  const fetcher = useFetcher<typeof sellerOrdersLoader>()
  const navigate = useNavigate()
  const [more, setMore] = useState<{ orders: SellerOrderRow[]; page: number; total: number }>({
    orders: [],
    page: 0,
    total: 0,
  })

  const pageHref = (page: number, extra: Record<string, string> = {}) => {
    const params = new URLSearchParams(search)
    params.set(PAGE_PARAM, String(page))
    params.delete(MORE_PARAM)
    for (const [key, value] of Object.entries(extra)) params.set(key, value)
    return `${SELLER_PATHS.orders}?${params}`
  }

  // New data from the loader (another filter, a reload) already holds every page the address names.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset exactly when the loader's list changes
  useEffect(() => setMore({ orders: [], page: 0, total: 0 }), [list])

  useEffect(() => {
    const next = fetcher.data?.list
    if (fetcher.state !== 'idle' || !next) return
    setMore((previous) => {
      if (next.page <= Math.max(previous.page, list.page)) return previous
      const known = new Set([...list.orders, ...previous.orders].map((order) => order.id))
      return {
        orders: [...previous.orders, ...(next.orders as SellerOrderRow[]).filter((order) => !known.has(order.id))],
        page: next.page,
        total: next.total,
      }
    })
  }, [fetcher.state, fetcher.data, list])

  // The address follows what is shown, so that a reload or a shared link shows the same orders.
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the page shown, not every render's helper
  useEffect(() => {
    if (more.page <= list.page) return
    const href = pageHref(more.page)
    appendedSearch = href.slice(href.indexOf('?'))
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
    fetcher.load(pageHref(nextPage, { [MORE_PARAM]: '1' }))
  }

  return {
    orders: [...(list.orders as SellerOrderRow[]), ...more.orders],
    total: more.page > 0 ? more.total : list.total,
    nextPage,
    loading,
    loadMore,
    pageHref,
  }
}
