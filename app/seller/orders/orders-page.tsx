/**
 * /seller/orders: the merchant's orders with a filter by status (a GET form with «Показать») and a search by number
 * (a GET form; Enter submits), «Показано X из Y» and «Показать ещё» (a link to `?page=N` without JavaScript; with it
 * a fetcher appends the next page and the address follows, as on the buyer's orders page).
 */
import { Form, Link, type ShouldRevalidateFunctionArgs, useLoaderData, useLocation } from '@remix-run/react'
import { PaymentText, statusKey } from '#app/account/orders/order-parts.tsx'
import { appendedAddress, useShownOrders } from '#app/account/orders/use-shown-orders.ts'
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

const appended = appendedAddress()

export function keepShownSellerOrders(args: ShouldRevalidateFunctionArgs) {
  if (appended.followsAppend(args)) return false
  return args.defaultShouldRevalidate
}

export function SellerOrdersPage() {
  const { t } = useTranslation(['seller', 'account'])
  const { title, list, filters, merchantParam } = useLoaderData<typeof sellerOrdersLoader>()
  const location = useLocation()
  // The address of pages 1..N with the filters kept; with `more`, of page N alone, for the fetcher.
  const pageHref = (page: number, more: boolean) => {
    const params = new URLSearchParams(location.search)
    params.set(PAGE_PARAM, String(page))
    params.delete(MORE_PARAM)
    if (more) params.set(MORE_PARAM, '1')
    return `${SELLER_PATHS.orders}?${params}`
  }
  const shown = useShownOrders(list, pageHref, appended.remember)
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
                to={pageHref(shown.nextPage, false)}
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
            <PaymentText type={order.payment_type} status={order.payment_status} />
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
