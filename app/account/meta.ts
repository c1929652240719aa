/** The account pages' `meta`: the page's title (from the loader) with the site's name; never indexed. */
import { privatePageMeta } from '#app/lib/private-page-meta.ts'

export const accountMeta = privatePageMeta
