/**
 * Search-engine and link-preview tags: title, description, canonical URL, Open Graph, JSON-LD. Route `meta`
 * functions build theirs with these, so every page says the same things the same way.
 */
import type { MetaDescriptor } from '@remix-run/react'
import { site as siteTexts } from './meta-texts.ts'

const site = siteTexts.title

export interface PageSeo {
  /** The page's own title; the site's name is added. Omit on the home page. */
  title?: string
  description?: string
  /** Absolute origin (https://…) of the site, from the root loader. */
  origin: string
  /** Path (with query where it names a distinct page) of the canonical URL. */
  path: string
  image?: string | null
  type?: 'website' | 'product'
}

export function seoMeta(page: PageSeo, ...structured: object[]): MetaDescriptor[] {
  const title = page.title ? `${page.title} — ${site}` : site
  const description = page.description ?? siteTexts.description
  const url = new URL(page.path, page.origin).href
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:site_name', content: site },
    { property: 'og:locale', content: 'ru_RU' },
    { property: 'og:title', content: page.title ?? site },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
  ]
  if (page.image) tags.push({ property: 'og:image', content: new URL(page.image, page.origin).href })
  for (const data of structured) tags.push({ 'script:ld+json': data })
  return tags
}

export function breadcrumbsLd(origin: string, steps: { name: string; path: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: new URL(step.path, origin).href,
    })),
  }
}

export function organizationLd(origin: string, phoneHref: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site,
    url: origin,
    logo: new URL('/favicon.svg', origin).href,
    contactPoint: {
      '@type': 'ContactPoint',
      telephone: phoneHref.replace('tel:', ''),
      contactType: 'customer service',
      areaServed: 'RU',
      availableLanguage: 'Russian',
      hoursAvailable: {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '09:00',
        closes: '17:00',
      },
    },
  }
}

/** A meta function's matches, as far as our meta helpers read them. */
export type MetaMatches = { id: string; data: unknown }[]

/** What a page's meta helper takes: its loader's data (absent when the loader failed) and the matches. */
export interface PageMetaArgs<Data> {
  data: Data | undefined
  matches: MetaMatches
}

/** The site's public origin from the root loader's data, found among a meta function's matches. */
export function originFrom(matches: MetaMatches): string {
  const root = matches.find((match) => match.id === 'root')?.data as { origin?: string } | undefined
  return root?.origin ?? 'http://localhost:3000'
}
