/**
 * /admin/users/:id: a user's facts, «Заблокировать» with a reason or «Разблокировать» (plain posts; the operator's
 * own account cannot be blocked), and the operators' record.
 */
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { DoneAlert } from '#app/account/done-alert.tsx'
import { formatDateTime } from '#app/account/orders/order-parts.tsx'
import { formatPhone } from '#app/lib/client/phone-format.ts'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { ActionText, AuditLog } from '../admin-parts.tsx'
import { ADMIN_PATHS, adminSellerPath } from '../urls.ts'
import type { adminUserLoader } from './users.server.ts'
import { useRoleText } from './users-page.tsx'

export function AdminUserPage() {
  const { t } = useTranslation('admin')
  const roleText = useRoleText()
  const { title, user, audit, yourself } = useLoaderData<typeof adminUserLoader>()
  const refused = useActionData<{ error: string; fields?: Record<string, string[]>; reason?: string }>()
  const busy = useNavigation().state === 'submitting'
  return (
    <>
      <p className="seller-order__back">
        <Link to={ADMIN_PATHS.users}>{t('common.back')}</Link>
      </p>
      <h1 className="seller__page-title">{title}</h1>
      <DoneAlert texts={{ blocked: t('users.done.blocked'), unblocked: t('users.done.unblocked') }} />
      <section className="panel seller-section" aria-labelledby="admin-user-facts">
        <h2 id="admin-user-facts" className="visually-hidden">
          {title}
        </h2>
        <dl className="seller-facts">
          <div>
            <dt>{t('users.name')}</dt>
            <dd>{user.name ?? t('users.none')}</dd>
          </div>
          <div>
            <dt>{t('users.phone')}</dt>
            <dd>{user.phone ? formatPhone(user.phone) : t('users.none')}</dd>
          </div>
          <div>
            <dt>{t('users.email')}</dt>
            <dd>{user.email ?? t('users.none')}</dd>
          </div>
          <div>
            <dt>{t('users.role')}</dt>
            <dd>
              {roleText(user.role_id)}
              {user.merchant_id !== null ? (
                <>
                  {' · '}
                  <Link to={adminSellerPath(user.merchant_id)}>{t('users.seller')}</Link>
                </>
              ) : null}
            </dd>
          </div>
          <div>
            <dt>{t('users.created')}</dt>
            <dd>{formatDateTime(user.created_at)}</dd>
          </div>
          <div>
            <dt>{t('users.state')}</dt>
            <dd>
              {user.blocked_at ? t('users.blocked', { date: formatDateTime(user.blocked_at) }) : t('users.active')}
            </dd>
          </div>
        </dl>
      </section>
      <section className="panel seller-section" aria-labelledby="admin-user-access">
        <h2 id="admin-user-access" className="seller-section__title">
          {t('users.access')}
        </h2>
        {refused && !refused.fields?.reason ? (
          <div className="alert alert--error" role="alert">
            <p>{refused.error}</p>
          </div>
        ) : null}
        {yourself ? (
          <p>{t('users.yourself')}</p>
        ) : user.blocked_at ? (
          <Form method="post">
            <button type="submit" name="intent" value="unblock" className="button" disabled={busy}>
              {t('users.unblock')}
            </button>
          </Form>
        ) : (
          <Form method="post" className="form">
            <ActionText
              id="admin-user-reason"
              name="reason"
              label={t('users.blockReason')}
              hint={t('users.blockHint')}
              error={refused?.fields?.reason?.[0]}
              defaultValue={refused?.reason ?? ''}
              maxLength={1000}
            />
            <button type="submit" name="intent" value="block" className="button button--secondary" disabled={busy}>
              {t('users.block')}
            </button>
          </Form>
        )}
      </section>
      <AuditLog entries={audit} />
    </>
  )
}
