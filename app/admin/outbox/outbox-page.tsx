/**
 * /admin/outbox: the SMS and e-mail outboxes as tabs (links); each a search by recipient (a GET form; Enter finds)
 * and the newest messages in a table — e-mails a page at a time.
 */
import { Form, Link, useLoaderData } from '@remix-run/react'
import { formatDateTime } from '#app/account/orders/order-parts.tsx'
import { formatPhone } from '#app/lib/client/phone-format.ts'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { AdminTable, FilterField } from '../admin-parts.tsx'
import { ADMIN_PATHS, adminHref, EMAILS_PER_PAGE } from '../urls.ts'
import type { adminOutboxLoader } from './outbox.server.ts'

export function AdminOutboxPage() {
  const { t } = useTranslation('admin')
  const { title, channel, typed, invalid, page, emails, sms } = useLoaderData<typeof adminOutboxLoader>()
  const email = channel === 'email'
  const param = email ? 'to' : 'phone'
  return (
    <>
      <h1 className="seller__page-title">{title}</h1>
      <p>{t('outbox.lead')}</p>
      <nav aria-label={t('outbox.channelsLabel')}>
        <ul className="admin-tabs">
          <li>
            <Link to={ADMIN_PATHS.outbox} aria-current={email ? undefined : 'page'}>
              {t('outbox.sms')}
            </Link>
          </li>
          <li>
            <Link to={adminHref(ADMIN_PATHS.outbox, { channel: 'email' })} aria-current={email ? 'page' : undefined}>
              {t('outbox.email')}
            </Link>
          </li>
        </ul>
      </nav>
      <section className="panel seller-filters">
        <Form
          method="get"
          action={ADMIN_PATHS.outbox}
          className="seller-filters__form"
          role="search"
          aria-label={t('outbox.searchLabel')}
        >
          {email ? <input type="hidden" name="channel" value="email" /> : null}
          <FilterField
            id="admin-outbox-recipient"
            label={email ? t('outbox.address') : t('outbox.phone')}
            hint={email ? undefined : t('outbox.phoneHint')}
            error={invalid && (email ? t('outbox.addressInvalid') : t('outbox.phoneInvalid'))}
          >
            {(props) => (
              <input
                {...props}
                type={email ? 'email' : 'tel'}
                name={param}
                autoComplete="off"
                maxLength={email ? 254 : 40}
                className="field__input"
                defaultValue={typed}
                key={`${channel}-${typed}`}
              />
            )}
          </FilterField>
          <button type="submit" className="button button--secondary">
            {t('common.find')}
          </button>
        </Form>
      </section>
      {email ? (
        <EmailTable emails={emails} page={page} typed={typed} />
      ) : sms.length === 0 ? (
        <p>{t('common.empty')}</p>
      ) : (
        <>
          <p>{t('outbox.latest', { count: sms.length })}</p>
          <AdminTable
            label={t('outbox.sms')}
            head={[t('outbox.columns.sent'), t('outbox.columns.to'), t('outbox.columns.text')]}
          >
            {sms.map((row) => (
              <tr key={row.id}>
                <td>{formatDateTime(row.created_at)}</td>
                <td>{formatPhone(row.phone)}</td>
                <td>{row.text}</td>
              </tr>
            ))}
          </AdminTable>
        </>
      )}
    </>
  )
}

function EmailTable({
  emails,
  page,
  typed,
}: {
  emails: ReturnType<typeof useLoaderData<typeof adminOutboxLoader>>['emails']
  page: number
  typed: string
}) {
  const { t } = useTranslation('admin')
  const href = (to: number) => adminHref(ADMIN_PATHS.outbox, { channel: 'email', to: typed, page: to })
  return (
    <>
      {emails.length === 0 ? (
        <p>{t('common.empty')}</p>
      ) : (
        <AdminTable
          label={t('outbox.email')}
          head={[
            t('outbox.columns.sent'),
            t('outbox.columns.to'),
            t('outbox.columns.subject'),
            t('outbox.columns.text'),
          ]}
        >
          {emails.map((mail) => (
            <tr key={mail.id}>
              <td>{formatDateTime(mail.created_at)}</td>
              <td>{mail.to}</td>
              <td>
                {mail.subject}
                {mail.attachments.length > 0 ? (
                  <p>
                    {t('outbox.attachments')}: {mail.attachments.map((file) => file.filename).join(', ')}
                  </p>
                ) : null}
              </td>
              <td className="admin-message">{mail.text}</td>
            </tr>
          ))}
        </AdminTable>
      )}
      {page > 1 || emails.length === EMAILS_PER_PAGE ? (
        <nav className="pager" aria-label={t('outbox.email')}>
          {page > 1 ? (
            <Link to={href(page - 1)} rel="prev" className="pager__step">
              {t('outbox.prev')}
            </Link>
          ) : null}
          {emails.length === EMAILS_PER_PAGE ? (
            <Link to={href(page + 1)} rel="next" className="pager__step">
              {t('outbox.next')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  )
}
