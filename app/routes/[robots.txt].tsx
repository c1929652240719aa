/** robots.txt: account, cart and payment pages stay out of search engines (app/shell/crawlers.server.ts). */
import type { LoaderFunctionArgs } from '@remix-run/node'
import { robotsTxt } from '#app/shell/crawlers.server.ts'

export const loader = ({ request }: LoaderFunctionArgs) => robotsTxt(request)
