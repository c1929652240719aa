/**
 * /admin/orders: every seller's orders in a table, with one GET form of filters (status, seller, days, number; Enter
 * in any field shows) and page links.
 */
import { Form, Link, useLoaderData } from '@remix-run/react'
import { formatDateTime, statusKey } from '#app/account/orders/order-parts.tsx'
import { formatPhone } from '#app/lib/client/phone-format.ts'
import { formatPrice } from '#app/lib/format.ts'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { orderStatuses } from '#contract/order-statuses.ts'
import { AdminPager, AdminTable, FilterField, ListCount, StatusSelect } from '../admin-parts.tsx'
import { ADMIN_PATHS, adminOrderPath } from '../urls.ts'
import type { adminOrdersLoader } from './orders.server.ts'

export function AdminOrdersPage() {
  const { t } = useTranslation(['admin', 'account'])
  const { title, orders, pagination, merchants, filters } = useLoaderData<typeof adminOrdersLoader>()
  const filtered =
    filters.status !== null ||
    filters.merchant !== null ||
    Boolean(filters.number || filters.dateFrom || filters.dateTo)
  return (
    <>
      <h1 className="seller__page-title">{title}</h1>
      <section className="panel seller-filters" aria-label={t('admin:orders.filters')}>
        <Form method="get" action={ADMIN_PATHS.orders} className="seller-filters__form">
          <StatusSelect
            id="admin-orders-status"
            label={t('admin:orders.status')}
            value={filters.status}
            options={orderStatuses.map((status) => ({ value: status, text: t(statusKey(status)) }))}
          />
          <StatusSelect
            id="admin-orders-seller"
            name="merchant"
            label={t('admin:orders.seller')}
            value={filters.merchant === null ? null : String(filters.merchant)}
            options={merchants.map((merchant) => ({ value: String(merchant.id), text: merchant.name }))}
          />
          <FilterField
            id="admin-orders-from"
            label={t('admin:orders.dateFrom')}
            error={filters.invalid.dateFrom && t('admin:orders.dateInvalid')}
          >
            {(props) => (
              <input {...props} type="date" name="date_from" className="field__input" defaultValue={filters.dateFrom} />
            )}
          </FilterField>
          <FilterField
            id="admin-orders-to"
            label={t('admin:orders.dateTo')}
            error={filters.invalid.dateTo && t('admin:orders.dateInvalid')}
          >
            {(props) => (
              <input {...props} type="date" name="date_to" className="field__input" defaultValue={filters.dateTo} />
            )}
          </FilterField>
          <FilterField
            id="admin-orders-number"
            label={t('admin:orders.number')}
            hint={t('admin:orders.numberHint')}
            error={filters.invalid.number && t('admin:orders.numberInvalid')}
          >
            {(props) => (
              <input
                {...props}
                type="search"
                name="number"
                inputMode="numeric"
                autoComplete="off"
                maxLength={12}
                className="field__input"
                defaultValue={filters.number}
              />
            )}
          </FilterField>
          <button type="submit" className="button button--secondary">
            {t('admin:common.show')}
          </button>
        </Form>
        {filtered ? (
          <p className="seller-filters__reset">
            <Link to={ADMIN_PATHS.orders}>{t('admin:common.reset')}</Link>
          </p>
        ) : null}
      </section>
      <ListCount total={pagination.total} />
      {orders.length > 0 ? (
        <AdminTable
          label={t('admin:orders.listLabel')}
          head={(['number', 'date', 'seller', 'buyer', 'status', 'total'] as const).map((column) =>
            t(`admin:orders.columns.${column}`),
          )}
        >
          {orders.map((order) => (
            <tr key={order.id}>
              <td>
                <Link to={adminOrderPath(order.id)}>{t('admin:orders.numberLink', { number: order.number })}</Link>
              </td>
              <td>{formatDateTime(order.created_at)}</td>
              <td>{order.merchant.name}</td>
              <td>
                {[order.buyer_name, order.buyer_phone && formatPhone(order.buyer_phone), order.buyer_email]
                  .filter(Boolean)
                  .join(', ')}
              </td>
              <td>{t(statusKey(order.status_id))}</td>
              <td>{formatPrice(order.total_cost)}</td>
            </tr>
          ))}
        </AdminTable>
      ) : null}
      <AdminPager page={pagination.current_page} lastPage={pagination.last_page} />
    </>
  )
}
