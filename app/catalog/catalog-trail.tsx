/**
 * The trail of links above the catalogue's pages (a category, a brand, a product): home first, then the given steps;
 * `current` marks the page the visitor is on.
 */
import { Link } from '@remix-run/react'
import { useTranslation } from '#app/lib/i18n/texts.tsx'

interface Crumb {
  to: string
  name: string
  current?: boolean
}

export function CatalogTrail({ label, crumbs }: { label?: string; crumbs: Crumb[] }) {
  const { t } = useTranslation('catalog')
  return (
    <nav aria-label={label ?? t('catalog.breadcrumbs')} className="breadcrumbs">
      <ol>
        {[{ to: '/', name: t('catalog.home') }, ...crumbs].map((crumb: Crumb) => (
          <li key={crumb.to}>
            <Link to={crumb.to} aria-current={crumb.current ? 'page' : undefined}>
              {crumb.name}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  )
}
