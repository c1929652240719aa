/**
 * The personal account's layout (SPEC §2 "account" layout): the account menu beside the page. Its loader is the
 * guard — a guest, or a visitor whose token the back-end refuses, goes home (SPEC §2) — and gives the pages the
 * signed-in user's profile. Account pages are the visitor's own: never cached (decision 016).
 */
import { data, type HeadersFunction, type LoaderFunctionArgs } from '@remix-run/node'
import { Outlet } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { ACCOUNT_HEADERS, requireAccount } from '#app/account/account.server.ts'
import { AccountMenu } from '#app/account/account-menu.tsx'
import { keepAccountData } from '#app/account/urls.ts'
import { useAccountUser } from '#app/account/use-account-user.ts'

export const handle = { i18n: 'account' }

export async function loader({ context }: LoaderFunctionArgs) {
  const { user } = await requireAccount(context)
  const { surname, name, middle_name, email, phone, phone_verified, birthday, gender, image, has_password } = user
  return data(
    { user: { surname, name, middle_name, email, phone, phone_verified, birthday, gender, image, has_password } },
    { headers: ACCOUNT_HEADERS },
  )
}

/** Every account page, and the data requests of client navigations, carry "private, no-store". */
export const headers: HeadersFunction = () => ACCOUNT_HEADERS

export const shouldRevalidate = keepAccountData

export default function AccountLayout() {
  const { t } = useTranslation('account')
  const user = useAccountUser()
  const fullName = [user.name, user.middle_name].filter(Boolean).join(' ')
  return (
    <div className="container account">
      <p className="account__title">{t('title')}</p>
      <div className="account__grid">
        <AccountMenu greeting={fullName ? t('greeting', { name: fullName }) : t('greetingAnonymous')} />
        <div className="account__content">
          <Outlet />
        </div>
      </div>
    </div>
  )
}
