/** Any URL no other route claims: status 404; the shop layout's error boundary draws the page. */
import type { MetaFunction } from '@remix-run/node'
import { site, textsFrom } from '#app/lib/meta-texts.ts'
import { ErrorPage } from '#app/shell/error-page.tsx'

export async function loader() {
  throw new Response('Not Found', { status: 404 })
}

// A form posted to an unknown address is a 404 as well, not a "no action" 405.
export const action = loader

/** What the page always is: the 404 the loader throws (the component renders only if it did not). */
const NOT_FOUND = { status: 404, statusText: 'Not Found', internal: false, data: null }

export default function NotFound() {
  return <ErrorPage error={NOT_FOUND} />
}

export const meta: MetaFunction = ({ matches }) => [{ title: `${textsFrom(matches).notFoundTitle} — ${site.title}` }]
