/** The files of the sitemap index: pages.xml and products-N.xml (app/shell/crawlers.server.ts). */
import type { LoaderFunctionArgs } from '@remix-run/node'
import { sitemapFile } from '#app/shell/crawlers.server.ts'

export const loader = ({ request, params, context }: LoaderFunctionArgs) => sitemapFile(request, context, params.file)
