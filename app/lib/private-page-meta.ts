/**
 * The title of a visitor's own page. Apart from seo.ts, which is in every page's first load: only the cart's and the
 * account's pages need it.
 */
import type { MetaDescriptor } from '@remix-run/react'
import { site as siteTexts } from './meta-texts.ts'

/** A visitor's own page (the cart's steps, the account): the page's title with the site's name, never indexed. */
export function privatePageMeta(data: { title?: string } | undefined): MetaDescriptor[] {
  return [
    { title: data?.title ? `${data.title} — ${siteTexts.title}` : siteTexts.title },
    { name: 'robots', content: 'noindex, nofollow' },
  ]
}
