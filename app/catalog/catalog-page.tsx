/** The catalogue page (SPEC §2): the trail, the category's title and text, the tree, filters and the listing. */
import type { MetaDescriptor, SerializeFrom } from '@remix-run/node'
import { Link, useLoaderData, useSearchParams } from '@remix-run/react'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { textsFrom } from '#app/lib/meta-texts.ts'
import { breadcrumbsLd, originFrom, type PageMetaArgs, seoMeta } from '#app/lib/seo.ts'
import type { CatalogPageLoader } from './catalog.server.ts'
import { CatalogFilters } from './catalog-filters.tsx'
import { withParams } from './catalog-query.ts'
import { CatalogTrail } from './catalog-trail.tsx'
import { CategoryTree } from './category-tree.tsx'
import { ListingLayout } from './listing-layout.tsx'

export function CatalogPage() {
  const { t } = useTranslation('catalog')
  const page = useLoaderData<CatalogPageLoader>()
  const title =
    page.category?.name ??
    (page.query.search ? t('catalog.searchTitle', { search: page.query.search }) : t('catalog.title'))
  return (
    <div className="container catalog">
      <CatalogTrail
        crumbs={[
          { to: '/catalog', name: t('catalog.title'), current: page.path.length === 0 },
          ...page.path.map((step, index) => ({
            to: `/catalog/${step.slug}`,
            name: step.name,
            current: index === page.path.length - 1,
          })),
        ]}
      />
      <h1>{title}</h1>
      {page.suggestion ? <SearchSuggestion suggestion={page.suggestion} /> : null}
      {page.category?.description ? <p className="catalog__lead">{page.category.description}</p> : null}
      <ListingLayout
        label={title}
        aside={
          <>
            <CategoryTree categories={page.tree} currentId={page.category?.id ?? null} search={page.query.search} />
            <CatalogFilters query={page.query} facets={page.facets} errors={page.errors} />
          </>
        }
        sort={page.query.sort}
        direction={page.query.direction}
        listing={page.listing}
      />
    </div>
  )
}

/** «Возможно, вы искали …»: the results are of that reading of the search; the link searches it as written. */
function SearchSuggestion({ suggestion }: { suggestion: string }) {
  const { t } = useTranslation('catalog')
  const [searchParams] = useSearchParams()
  return (
    <p className="catalog__suggestion">
      {t('catalog.suggestion')}{' '}
      <Link to={withParams(searchParams, { search: suggestion })}>{t('catalog.suggestionLink', { suggestion })}</Link>
    </p>
  )
}

export function catalogMeta({ data: page, matches }: PageMetaArgs<SerializeFrom<CatalogPageLoader>>): MetaDescriptor[] {
  const origin = originFrom(matches)
  const catalog = textsFrom(matches).catalog
  const name = page?.category?.name ?? catalog.title
  const base = page?.path.length ? `/catalog/${page.path[page.path.length - 1]?.slug}` : '/catalog'
  const number = page?.listing.pagination.current_page ?? 1
  return seoMeta(
    {
      title: number > 1 ? catalog.pageTitle.replace('{{name}}', name).replace('{{page}}', String(number)) : name,
      description: page?.category?.description ?? undefined,
      origin,
      path: number > 1 ? `${base}?page=${number}` : base,
    },
    breadcrumbsLd(origin, [
      { name: catalog.home, path: '/' },
      { name: catalog.title, path: '/catalog' },
      ...(page?.path ?? []).map((step) => ({ name: step.name, path: `/catalog/${step.slug}` })),
    ]),
  )
}
