/** /admin/sellers: the sellers in a table, those on moderation first, filtered by status (a GET form), page links. */
import { Link, useLoaderData } from '@remix-run/react'
import { formatDateTime } from '#app/account/orders/order-parts.tsx'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { merchantStatuses } from '#contract/seller.ts'
import { AdminPager, AdminTable, ListCount, StatusFilter } from '../admin-parts.tsx'
import { ADMIN_PATHS, adminSellerPath } from '../urls.ts'
import type { adminSellersLoader } from './sellers.server.ts'

export function AdminSellersPage() {
  const { t } = useTranslation('admin')
  const { title, status, merchants, pagination } = useLoaderData<typeof adminSellersLoader>()
  return (
    <>
      <h1 className="seller__page-title">{title}</h1>
      <p>{t('sellers.lead')}</p>
      <StatusFilter
        action={ADMIN_PATHS.sellers}
        id="admin-sellers-status"
        label={t('sellers.status')}
        value={status}
        options={merchantStatuses.map((value) => ({ value, text: t(`sellers.statuses.${value}`) }))}
      />
      <ListCount total={pagination.total} />
      {merchants.length > 0 ? (
        <AdminTable
          label={t('sellers.listLabel')}
          head={(['name', 'status', 'inn', 'city', 'created'] as const).map((column) => t(`sellers.columns.${column}`))}
        >
          {merchants.map((merchant) => (
            <tr key={merchant.id}>
              <td>
                <Link to={adminSellerPath(merchant.id)}>{merchant.name}</Link>
              </td>
              <td>{t(`sellers.statuses.${merchant.status}`)}</td>
              <td>{merchant.inn ?? t('sellers.none')}</td>
              <td>{merchant.city ?? t('sellers.none')}</td>
              <td>{formatDateTime(merchant.created_at)}</td>
            </tr>
          ))}
        </AdminTable>
      ) : null}
      <AdminPager page={pagination.current_page} lastPage={pagination.last_page} />
    </>
  )
}
