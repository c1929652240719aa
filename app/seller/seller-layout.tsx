/**
 * The seller cabinet's layout: the heading with the company's name, the cabinet's menu (SELLER_MENU) and the page.
 * An administrator looking at a seller's cabinet is told it is read-only.
 */
import { NavLink, Outlet, useLoaderData, useRouteLoaderData } from '@remix-run/react'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import type { sellerLayoutLoader } from './layout.server.ts'
import { SELLER_MENU, sellerHref } from './urls.ts'

export const SELLER_LAYOUT_ID = 'routes/_shop.seller'

/** What the layout loaded, for the cabinet's pages (the merchant an administrator looks at, read-only or not). */
export function useSellerCabinet() {
  const cabinet = useRouteLoaderData<typeof sellerLayoutLoader>(SELLER_LAYOUT_ID)
  if (!cabinet) throw new Error('useSellerCabinet is for the pages under the seller cabinet layout')
  return cabinet
}

export function SellerLayout() {
  const { t } = useTranslation('seller')
  const { merchant, readOnly, merchantParam } = useLoaderData<typeof sellerLayoutLoader>()
  return (
    <div className="container seller">
      {/* Each cabinet page has its own h1, as on the account's pages. */}
      <p className="seller__title">{t('heading', { name: merchant.name })}</p>
      {readOnly ? (
        <div className="alert alert--info seller__read-only" role="note">
          <p>{t('readOnly')}</p>
        </div>
      ) : null}
      <div className="seller__grid">
        <nav className="panel seller-menu" aria-label={t('menu.label')}>
          <ul className="seller-menu__list">
            {SELLER_MENU.map((item) => (
              <li key={item.to} className="seller-menu__item">
                <NavLink to={sellerHref(item.to, merchantParam)} prefetch="intent" className="seller-menu__link">
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
