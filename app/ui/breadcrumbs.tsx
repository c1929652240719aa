/** The trail of links above a page (home → catalogue → … → here); `current` marks the page the visitor is on. */
import { Link } from '@remix-run/react'

export interface Crumb {
  to: string
  name: string
  current?: boolean
}

export function Breadcrumbs({ label, crumbs }: { label: string; crumbs: Crumb[] }) {
  return (
    <nav aria-label={label} className="breadcrumbs">
      <ol>
        {crumbs.map((crumb) => (
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
