/**
 * /admin/messages: the kinds of messages as tabs (links), a status filter (a GET form), the messages in a table,
 * page links.
 */
import { Link, useLoaderData } from '@remix-run/react'
import { formatDateTime } from '#app/account/orders/order-parts.tsx'
import { formatPhone } from '#app/lib/client/phone-format.ts'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { messageKinds } from '#contract/admin.ts'
import { messageStatuses } from '#contract/messages.ts'
import { AdminPager, AdminTable, ListCount, StatusFilter } from '../admin-parts.tsx'
import { ADMIN_PATHS, adminHref, adminMessagePath } from '../urls.ts'
import type { adminMessagesLoader } from './messages.server.ts'

/** The start of a long message, for the table. */
const PREVIEW = 160
const preview = (text: string) => (text.length > PREVIEW ? `${text.slice(0, PREVIEW)}…` : text)

export function AdminMessagesPage() {
  const { t } = useTranslation('admin')
  const { title, kind, status, rows, pagination } = useLoaderData<typeof adminMessagesLoader>()
  return (
    <>
      <h1 className="seller__page-title">{title}</h1>
      <nav aria-label={t('messages.kindsLabel')}>
        <ul className="admin-tabs">
          {messageKinds.map((each) => (
            <li key={each}>
              <Link
                to={adminHref(ADMIN_PATHS.messages, { kind: each, status })}
                aria-current={each === kind ? 'page' : undefined}
              >
                {t(`messages.kinds.${each}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <StatusFilter
        action={ADMIN_PATHS.messages}
        id="admin-messages-status"
        label={t('messages.status')}
        value={status}
        options={messageStatuses.map((value) => ({ value, text: t(`messages.statuses.${value}`) }))}
        kept={{ kind }}
      />
      <ListCount total={pagination.total} />
      {rows.length > 0 ? (
        <AdminTable
          label={`${t('messages.listLabel')}: ${t(`messages.kinds.${kind}`)}`}
          head={(['received', 'from', 'text', 'status'] as const).map((column) => t(`messages.columns.${column}`))}
        >
          {rows.map((row) => (
            <tr key={row.id}>
              <td>
                <Link to={adminMessagePath(kind, row.id)}>{formatDateTime(row.created_at)}</Link>
              </td>
              <td>{[row.name, formatPhone(row.phone), row.email].filter(Boolean).join(', ')}</td>
              <td>{preview(row.text)}</td>
              <td>{t(`messages.statuses.${row.status}`)}</td>
            </tr>
          ))}
        </AdminTable>
      ) : null}
      <AdminPager page={pagination.current_page} lastPage={pagination.last_page} />
    </>
  )
}
