/**
 * The operator's console's layout: its heading, the menu (ADMIN_MENU) and the page. Each page has its own h1.
 */
import { NavLink, Outlet, useLoaderData } from '@remix-run/react'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import type { adminLayoutLoader } from './layout.server.ts'
import { ADMIN_MENU } from './urls.ts'

export function AdminLayout() {
  const { t } = useTranslation('admin')
  const { operator } = useLoaderData<typeof adminLayoutLoader>()
  return (
    // The cabinet's layout classes (app/seller/seller.css): the console is laid out as the seller cabinet is.
    <div className="container seller admin">
      <p className="seller__title">{t('heading', { operator })}</p>
      <div className="seller__grid">
        <nav className="panel seller-menu" aria-label={t('menu.label')}>
          <ul className="seller-menu__list">
            {ADMIN_MENU.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end} prefetch="intent" className="seller-menu__link">
                  {t(`menu.${item.key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="seller__content">
          <Outlet />
        </div>
      </div>
    </div>
  )
}
