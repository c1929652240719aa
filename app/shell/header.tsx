import { Link, NavLink, useLocation, useNavigate } from '@remix-run/react'
import { dialogHref } from '#app/lib/dialog.ts'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { useVisitor } from '#app/lib/visitor.ts'
import { DialogLink } from '#app/ui/dialog-link.tsx'
import { PageLink } from '#app/ui/page-link.tsx'
import { type CategoryLink, MobileMenu } from './mobile-menu.tsx'
import { SearchBox } from './search-box.tsx'
import type { Shell } from './shell.server.ts'

const TOP_MENU = [
  { to: '/about', key: 'nav.about' },
  { to: '/catalog', key: 'nav.catalog' },
  { to: '/brands', key: 'nav.brands' },
  // Sellers join through registration on its second tab with the seller role chosen (SPEC §4).
  { to: '?dialog=signup&tab=2&role=merchant', key: 'nav.sellers' },
  { to: '/contacts', key: 'nav.contacts' },
] as const

export function Header({ shell }: { shell: Shell }) {
  const { t } = useTranslation()
  const location = useLocation()
  const navigate = useNavigate()
  const visitor = useVisitor()
  const city = visitor?.location.city ?? ''
  const wishCount = visitor?.wishlist.length ?? 0
  const menuLinks = TOP_MENU.map((item) => ({ to: item.to, label: t(item.key), nofollow: item.to.startsWith('?') }))
  const categoryLinks: CategoryLink[] = [
    ...shell.topCategories.map((category): CategoryLink => ({ to: `/catalog/${category.slug}`, label: category.name })),
    { to: '/catalog', label: t('nav.allCategories') },
  ]
  return (
    // `top` is where the scroll-to-top link leads.
    // The sticky state (SPEC §2) is set after hydration by app/shell/client/page-chrome.ts.
    <header id="top" className="site-header">
      <a className="skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      <div className="site-header__top">
        <div className="container site-header__top-row">
          <MobileMenu links={menuLinks} categories={categoryLinks} />
          <nav className="top-nav" aria-label={t('nav.topMenu')}>
            <ul className="top-menu">
              {TOP_MENU.map((item) => (
                <li key={item.key}>
                  {item.to.startsWith('?') ? (
                    <Link to={item.to} rel="nofollow">
                      {t(item.key)}
                    </Link>
                  ) : (
                    <NavLink to={item.to} prefetch="intent">
                      {t(item.key)}
                    </NavLink>
                  )}
                </li>
              ))}
            </ul>
          </nav>
          {city ? (
            <DialogLink to={dialogHref(location, 'city')} className="site-header__city">
              {t('header.city', { city })}
            </DialogLink>
          ) : null}
          <DialogLink to={dialogHref(location, 'write-us')} className="site-header__write-us">
            {t('forms.writeUs.link')}
          </DialogLink>
        </div>
      </div>
      <div className="site-header__main">
        <div className="container site-header__main-row">
          <PageLink to="/" className="logo" aria-label={t('nav.home')}>
            <svg className="logo__mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
              <rect width="32" height="32" rx="8" fill="currentColor" />
              <path d="M13 7h6v6h6v6h-6v6h-6v-6H7v-6h6z" fill="#fff" />
            </svg>
            <span>{t('nav.logo')}</span>
          </PageLink>
          <SearchBox
            placeholder={
              shell.user?.name
                ? t('header.searchPlaceholderUser', { name: shell.user.name })
                : t('header.searchPlaceholder')
            }
          />
          <nav className="site-header__actions" aria-label={t('header.account')}>
            {shell.user ? (
              <PageLink to="/account/profile">
                <ActionIcon path={ICONS.person} />
                <span className="site-header__action-text visually-hidden visually-hidden--phone">
                  {t('header.account')}
                </span>
              </PageLink>
            ) : (
              <DialogLink to={dialogHref(location, 'signin')}>
                <ActionIcon path={ICONS.person} />
                <span className="site-header__action-text visually-hidden visually-hidden--phone">
                  {t('header.signIn')}
                </span>
              </DialogLink>
            )}
            <DialogLink
              to={dialogHref(location, 'wishlist')}
              className="site-header__wishlist"
              aria-label={t('wishlist.counterLabel', { count: wishCount })}
            >
              <ActionIcon path={ICONS.heart} />
              <span className="site-header__action-text visually-hidden visually-hidden--phone">
                {t('wishlist.counter')}
              </span>
              {wishCount > 0 ? (
                <span className="badge" aria-hidden="true">
                  {wishCount}
                </span>
              ) : null}
            </DialogLink>
            <PageLink
              to="/cart/order"
              className="site-header__cart"
              aria-label={t('header.cartCount', { count: shell.cartCount })}
              // Without JavaScript the link leads to step 1; with it, the cart opens as a dialog over the page
              // (except on the cart's own pages, and when the visitor asks for a new tab).
              onClick={(event) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return
                if (location.pathname.startsWith('/cart/')) return
                event.preventDefault()
                navigate(dialogHref(location, 'cart'), { preventScrollReset: true })
              }}
            >
              <ActionIcon path={ICONS.cart} />
              <span className="site-header__action-text visually-hidden visually-hidden--phone">
                {t('header.cart')}
              </span>
              {shell.cartCount > 0 ? (
                <span className="badge" aria-hidden="true">
                  {shell.cartCount}
                </span>
              ) : null}
            </PageLink>
          </nav>
        </div>
      </div>
    </header>
  )
}

/** Outline icons of the header's actions; on a phone they stand alone and the words are for screen readers. */
const ICONS = {
  person: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 8a7 7 0 0 1 14 0',
  heart: 'M12 20.5 4.2 12.8A4.9 4.9 0 0 1 12 6.6a4.9 4.9 0 0 1 7.8 6.2z',
  cart: 'M3 4h2l2.2 10.5h10.6L20 7H6.2M9 19.5a1 1 0 1 0 0 .01M17 19.5a1 1 0 1 0 0 .01',
} as const

function ActionIcon({ path }: { path: string }) {
  return (
    <svg className="site-header__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}
