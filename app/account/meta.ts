/** The account pages' `meta`: the page's title (from the loader) with the site's name; never indexed. */
import type { MetaDescriptor } from '@remix-run/react'
import { site } from '#app/lib/meta-texts.ts'

export function accountMeta(data: { title?: string } | undefined): MetaDescriptor[] {
  return [
    { title: data?.title ? `${data.title} — ${site.title}` : site.title },
    { name: 'robots', content: 'noindex, nofollow' },
  ]
}
