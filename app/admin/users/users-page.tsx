/** /admin/users: users found by phone or e-mail (a GET search form; Enter finds), in a table, page links. */
import { Form, Link, useLoaderData } from '@remix-run/react'
import { formatDateTime } from '#app/account/orders/order-parts.tsx'
import { formatPhone } from '#app/lib/client/phone-format.ts'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import type { AdminUser } from '#contract/admin.ts'
import { AdminPager, AdminTable, FilterField, ListCount } from '../admin-parts.tsx'
import { ADMIN_PATHS, adminUserPath } from '../urls.ts'
import type { adminUsersLoader } from './users.server.ts'

/** A user in one line: e-mail and phone, those there are. */
export const userContacts = (user: Pick<AdminUser, 'id' | 'email' | 'phone'>) =>
  [user.email, user.phone && formatPhone(user.phone)].filter(Boolean).join(', ') || `#${user.id}`

export function useRoleText() {
  const { t } = useTranslation('admin')
  return (role: number) => (role === 1 || role === 2 || role === 3 ? t(`users.roles.${role}`) : String(role))
}

export function AdminUsersPage() {
  const { t } = useTranslation('admin')
  const roleText = useRoleText()
  const { title, q, users, pagination } = useLoaderData<typeof adminUsersLoader>()
  return (
    <>
      <h1 className="seller__page-title">{title}</h1>
      <section className="panel seller-filters">
        <Form
          method="get"
          action={ADMIN_PATHS.users}
          className="seller-filters__form"
          role="search"
          aria-label={t('users.searchLabel')}
        >
          <FilterField id="admin-users-q" label={t('users.search')} hint={t('users.searchHint')}>
            {(props) => (
              <input
                {...props}
                type="search"
                name="q"
                autoComplete="off"
                maxLength={254}
                className="field__input"
                defaultValue={q}
                key={q}
              />
            )}
          </FilterField>
          <button type="submit" className="button button--secondary">
            {t('common.find')}
          </button>
        </Form>
      </section>
      <ListCount total={pagination.total} />
      {users.length > 0 ? (
        <AdminTable
          label={t('users.listLabel')}
          head={(['user', 'role', 'created', 'state'] as const).map((column) => t(`users.columns.${column}`))}
        >
          {users.map((user) => (
            <tr key={user.id}>
              <td>
                <Link to={adminUserPath(user.id)}>{userContacts(user)}</Link>
                {user.name ? <> ({user.name})</> : null}
              </td>
              <td>{roleText(user.role_id)}</td>
              <td>{formatDateTime(user.created_at)}</td>
              <td>
                {user.blocked_at ? t('users.blocked', { date: formatDateTime(user.blocked_at) }) : t('users.active')}
              </td>
            </tr>
          ))}
        </AdminTable>
      ) : null}
      <AdminPager page={pagination.current_page} lastPage={pagination.last_page} />
    </>
  )
}
