/**
 * The menu below 992 px: a <details> disclosure, so it opens and closes without JavaScript. With JavaScript it
 * also closes when a link inside is followed (client navigation would otherwise leave it open on the next page)
 * and on Escape, giving focus back to its toggle.
 */
import { Link } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { PageLink } from '#app/ui/page-link.tsx'

export interface MenuLink {
  to: string
  label: string
  /** Dialog links (`?dialog=…`) are URL state, not pages worth indexing. */
  nofollow?: boolean
}

/** A category's page: one of our paths. */
export interface CategoryLink {
  to: `/${string}`
  label: string
}

export function MobileMenu({ links, categories }: { links: MenuLink[]; categories: CategoryLink[] }) {
  const { t } = useTranslation()
  const details = useRef<HTMLDetailsElement>(null)

  useEffect(() => {
    const menu = details.current
    if (!menu) return
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a')) menu.open = false
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !menu.open) return
      menu.open = false
      menu.querySelector('summary')?.focus()
    }
    menu.addEventListener('click', onClick)
    menu.addEventListener('keydown', onKeyDown)
    return () => {
      menu.removeEventListener('click', onClick)
      menu.removeEventListener('keydown', onKeyDown)
    }
  }, [])

  return (
    <details ref={details} className="mobile-menu">
      <summary className="mobile-menu__toggle">
        <svg className="mobile-menu__icon" viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
          <path d="M2 4h16M2 10h16M2 16h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        {t('nav.menu')}
      </summary>
      <nav className="mobile-menu__panel" aria-label={t('nav.mobileMenu')}>
        <ul className="mobile-menu__links">
          {links.map((link) => (
            <li key={link.to}>
              {link.to.startsWith('/') ? (
                <PageLink to={link.to as `/${string}`}>{link.label}</PageLink>
              ) : (
                <Link to={link.to} rel={link.nofollow ? 'nofollow' : undefined}>
                  {link.label}
                </Link>
              )}
            </li>
          ))}
        </ul>
        <p className="mobile-menu__title" id="mobile-menu-catalog">
          {t('nav.catalogMenu')}
        </p>
        <ul className="mobile-menu__categories" aria-labelledby="mobile-menu-catalog">
          {categories.map((category) => (
            <li key={category.to}>
              <PageLink to={category.to}>{category.label}</PageLink>
            </li>
          ))}
        </ul>
      </nav>
    </details>
  )
}
