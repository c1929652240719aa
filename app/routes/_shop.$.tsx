/** Any URL no other route claims: status 404; the shop layout's error boundary draws the page (app/shell/). */
import type { MetaFunction } from '@remix-run/node'
import { NotFoundPage, notFoundMeta } from '#app/shell/not-found-page.tsx'

export async function loader() {
  throw new Response('Not Found', { status: 404 })
}

// A form posted to an unknown address is a 404 as well, not a "no action" 405.
export const action = loader

export default NotFoundPage

export const meta: MetaFunction = notFoundMeta
