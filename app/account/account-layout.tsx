/** The personal account's layout: the account menu beside the page. */
import { Outlet } from '@remix-run/react'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { AccountMenu, WORKPLACES } from './account-menu.tsx'
import { useAccountUser } from './use-account-user.ts'

export function AccountLayout() {
  const { t } = useTranslation('account')
  const user = useAccountUser()
  const fullName = [user.name, user.middle_name].filter(Boolean).join(' ')
  return (
    <div className="container account">
      <p className="account__title">{t('title')}</p>
      <div className="account__grid">
        <AccountMenu
          greeting={fullName ? t('greeting', { name: fullName }) : t('greetingAnonymous')}
          workplace={WORKPLACES[user.role_id] ?? null}
        />
        <div className="account__content">
          <Outlet />
        </div>
      </div>
    </div>
  )
}
