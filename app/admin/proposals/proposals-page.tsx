/** /admin/proposals: sellers' proposed products in a table, pending first, filtered by status, page links. */
import { Link, useLoaderData } from '@remix-run/react'
import { formatDateTime } from '#app/account/orders/order-parts.tsx'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { proposalStatuses } from '#contract/product-proposals.ts'
import { AdminPager, AdminTable, ListCount, StatusFilter } from '../admin-parts.tsx'
import { ADMIN_PATHS, adminProposalPath, adminSellerPath } from '../urls.ts'
import type { adminProposalsLoader } from './proposals.server.ts'

export function AdminProposalsPage() {
  const { t } = useTranslation(['admin', 'seller'])
  const { title, status, proposals, pagination } = useLoaderData<typeof adminProposalsLoader>()
  return (
    <>
      <h1 className="seller__page-title">{title}</h1>
      <p>{t('admin:proposals.lead')}</p>
      <StatusFilter
        action={ADMIN_PATHS.proposals}
        id="admin-proposals-status"
        label={t('admin:proposals.status')}
        value={status}
        options={proposalStatuses.map((value) => ({ value, text: t(`seller:products.status.${value}`) }))}
      />
      <ListCount total={pagination.total} />
      {proposals.length > 0 ? (
        <AdminTable
          label={t('admin:proposals.listLabel')}
          head={(['name', 'seller', 'category', 'status', 'created'] as const).map((column) =>
            t(`admin:proposals.columns.${column}`),
          )}
        >
          {proposals.map((proposal) => (
            <tr key={proposal.id}>
              <td>
                <Link to={adminProposalPath(proposal.id)}>{proposal.name}</Link>
              </td>
              <td>
                <Link to={adminSellerPath(proposal.merchant.id)}>{proposal.merchant.name}</Link>
              </td>
              <td>{proposal.category.name}</td>
              <td>{t(`seller:products.status.${proposal.status}`)}</td>
              <td>{formatDateTime(proposal.created_at)}</td>
            </tr>
          ))}
        </AdminTable>
      ) : null}
      <AdminPager page={pagination.current_page} lastPage={pagination.last_page} />
    </>
  )
}
