/**
 * The catch-all route's page and title: only the catch-all route needs these.
 */
import type { MetaDescriptor } from '@remix-run/node'
import { site, textsFrom } from '#app/lib/meta-texts.ts'
import type { MetaMatches } from '#app/lib/seo.ts'
import { ErrorPage } from './error-page.tsx'

/** What the catch-all page always is: the 404 its loader throws (the component renders only if it did not). */
const NOT_FOUND = { status: 404, statusText: 'Not Found', internal: false, data: null }

export function NotFoundPage() {
  return <ErrorPage error={NOT_FOUND} />
}

export function notFoundMeta({ matches }: { matches: MetaMatches }): MetaDescriptor[] {
  return [{ title: `${textsFrom(matches).notFoundTitle} — ${site.title}` }]
}
