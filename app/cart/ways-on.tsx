/** Where a finished cart page leads on: a row of button links, the first one the main way. */
import { Link } from '@remix-run/react'

export function WaysOn({ className, links }: { className: string; links: { to: string; label: string }[] }) {
  return (
    <p className={className}>
      {links.map((link, index) => (
        <Link key={link.to} to={link.to} className={index === 0 ? 'button' : 'button button--secondary'}>
          {link.label}
        </Link>
      ))}
    </p>
  )
}
