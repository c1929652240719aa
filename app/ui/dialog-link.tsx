/**
 * A link that opens a dialog over the current page without scrolling it (see app/lib/dialog.ts). Kept apart from
 * the dialog itself so that the header and cards link to dialogs without loading their code.
 */
import { Link } from '@remix-run/react'
import type { AnchorHTMLAttributes, ReactNode } from 'react'
import { PageLink } from './page-link.tsx'

export function DialogLink({
  to,
  children,
  ...rest
}: { to: string; children: ReactNode } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>) {
  // A dialog's address is the page's own path with the dialog's parameters (app/lib/dialog.ts).
  if (to.startsWith('/')) {
    return (
      <PageLink to={to as `/${string}`} preventScrollReset rel="nofollow" {...rest}>
        {children}
      </PageLink>
    )
  }
  return (
    <Link to={to} preventScrollReset rel="nofollow" {...rest}>
      {children}
    </Link>
  )
}
