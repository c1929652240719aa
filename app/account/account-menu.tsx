/**
 * The account menu (SPEC §2: personal data, delivery addresses, payer requisites, order status, favourite
 * products — plus the questions asked of sellers, and notifications) and sign-out, a plain post to /logout that
 * works without JavaScript. Sign-out from an account page goes home (SPEC §2); the /logout route decides that from
 * `redirectTo`.
 */
import { Form, NavLink, useLocation } from '@remix-run/react'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { ACCOUNT_PATHS } from './urls.ts'

const ITEMS = [
  { to: ACCOUNT_PATHS.profile, key: 'menu.profile' },
  { to: ACCOUNT_PATHS.addresses, key: 'menu.addresses' },
  { to: ACCOUNT_PATHS.requisites, key: 'menu.requisites' },
  { to: ACCOUNT_PATHS.orders, key: 'menu.orders' },
  { to: ACCOUNT_PATHS.wishlist, key: 'menu.wishlist' },
  { to: ACCOUNT_PATHS.questions, key: 'menu.questions' },
  { to: ACCOUNT_PATHS.notifications, key: 'menu.notifications' },
] as const

/** Where an administrator (role 2) and a seller (role 3) work, linked first in their menu. */
export const WORKPLACES: Readonly<Record<number, { to: string; key: 'menu.console' | 'menu.cabinet' }>> = {
  2: { to: '/admin', key: 'menu.console' },
  3: { to: '/seller', key: 'menu.cabinet' },
}

export function AccountMenu({
  greeting,
  workplace,
}: {
  greeting: string
  workplace: { to: string; key: 'menu.console' | 'menu.cabinet' } | null
}) {
  const { t } = useTranslation('account')
  const location = useLocation()
  return (
    <nav className="panel account-menu" aria-label={t('menu.label')}>
      <p className="account-menu__greeting">{greeting}</p>
      <ul className="account-menu__list">
        {workplace ? (
          <li className="account-menu__item">
            <NavLink to={workplace.to} className="account-menu__link">
              {t(workplace.key)}
            </NavLink>
          </li>
        ) : null}
        {ITEMS.map((item) => (
          <li key={item.to} className="account-menu__item">
            <NavLink to={item.to} prefetch="intent" className="account-menu__link">
              {t(item.key)}
            </NavLink>
          </li>
        ))}
      </ul>
      <Form method="post" action="/logout" className="account-menu__signout">
        <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
        <button type="submit" className="button button--secondary">
          {t('menu.signOut')}
        </button>
      </Form>
    </nav>
  )
}
