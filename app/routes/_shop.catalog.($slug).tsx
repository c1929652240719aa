/** The catalogue (SPEC §2): the category tree, filters, five sorts and "load more"; without a slug, everything. */
import {
  data,
  type HeadersFunction,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { CatalogFilters } from '#app/catalog/catalog-filters.tsx'
import { readCatalogQuery, toProductFilters } from '#app/catalog/catalog-query.ts'
import { CategoryTree } from '#app/catalog/category-tree.tsx'
import { ProductListing, SortBar } from '#app/catalog/product-listing.tsx'
import { keepDataAcrossDialogs } from '#app/lib/dialog.ts'
import { textsFrom } from '#app/lib/meta-texts.ts'
import { breadcrumbsLd, originFrom, seoMeta } from '#app/lib/seo.ts'
import catalogStyles from '#app/styles/catalog.css?url'
import { loadListing, publicCacheHeaders } from '#app/ui/product-cards.server.ts'
import { startCall } from '#contract/start.ts'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: catalogStyles }]

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const api = context.api
  const start = await api.callPublic(startCall)
  if (!start.data) throw new Response(start.error, { status: 500 })
  const categories = start.data.categories.map(({ id, parent_id, slug, name, product_count, description }) => ({
    id,
    parent_id,
    slug,
    name,
    product_count,
    description,
  }))
  const category = params.slug ? categories.find((c) => c.slug === params.slug) : null
  if (params.slug && !category) throw new Response('Not Found', { status: 404 })

  const query = readCatalogQuery(new URL(request.url).searchParams)
  const { filters, errors } = toProductFilters(query, { category: category?.slug })
  const { listing, facets } = await loadListing(api, filters)

  const byId = new Map(categories.map((c) => [c.id, c]))
  const path: { slug: string; name: string }[] = []
  for (let current = category; current; current = byId.get(current.parent_id)) path.unshift(current)

  return data(
    {
      category: category ? { id: category.id, name: category.name, description: category.description } : null,
      path,
      tree: categories.map(({ description: _, ...rest }) => rest),
      query,
      errors,
      listing,
      facets,
    },
    { headers: publicCacheHeaders(request) },
  )
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders

export const shouldRevalidate = keepDataAcrossDialogs

export default function Catalog() {
  const { t } = useTranslation('catalog')
  const page = useLoaderData<typeof loader>()
  const title =
    page.category?.name ??
    (page.query.search ? t('catalog.searchTitle', { search: page.query.search }) : t('catalog.title'))
  return (
    <div className="container catalog">
      <nav aria-label={t('catalog.breadcrumbs')} className="breadcrumbs">
        <ol>
          <li>
            <Link to="/">{t('catalog.home')}</Link>
          </li>
          <li>
            <Link to="/catalog" aria-current={page.path.length === 0 ? 'page' : undefined}>
              {t('catalog.title')}
            </Link>
          </li>
          {page.path.map((step, index) => (
            <li key={step.slug}>
              <Link to={`/catalog/${step.slug}`} aria-current={index === page.path.length - 1 ? 'page' : undefined}>
                {step.name}
              </Link>
            </li>
          ))}
        </ol>
      </nav>
      <h1>{title}</h1>
      {page.category?.description ? <p className="catalog__lead">{page.category.description}</p> : null}
      <div className="catalog__layout">
        <aside className="catalog__aside">
          <CategoryTree categories={page.tree} currentId={page.category?.id ?? null} />
          <CatalogFilters query={page.query} facets={page.facets} errors={page.errors} />
        </aside>
        <section className="catalog__main" aria-label={title}>
          <SortBar sort={page.query.sort} direction={page.query.direction} />
          <ProductListing listing={page.listing} />
        </section>
      </div>
    </div>
  )
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const origin = originFrom(matches)
  const catalog = textsFrom(matches).catalog
  const name = data?.category?.name ?? catalog.title
  const base = data?.path.length ? `/catalog/${data.path[data.path.length - 1]?.slug}` : '/catalog'
  const page = data?.listing.pagination.current_page ?? 1
  return seoMeta(
    {
      title: page > 1 ? catalog.pageTitle.replace('{{name}}', name).replace('{{page}}', String(page)) : name,
      description: data?.category?.description ?? undefined,
      origin,
      path: page > 1 ? `${base}?page=${page}` : base,
    },
    breadcrumbsLd(origin, [
      { name: catalog.home, path: '/' },
      { name: catalog.title, path: '/catalog' },
      ...(data?.path ?? []).map((step) => ({ name: step.name, path: `/catalog/${step.slug}` })),
    ]),
  )
}
