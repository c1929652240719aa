/** One brand (SPEC §2): its products with the catalogue's filters, sorting and "load more". */
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
import { ProductListing, SortBar } from '#app/catalog/product-listing.tsx'
import { keepDataAcrossDialogs } from '#app/lib/dialog.ts'
import { site, textsFrom } from '#app/lib/meta-texts.ts'
import { originFrom, seoMeta } from '#app/lib/seo.ts'
import catalogStyles from '#app/styles/catalog.css?url'
import { loadListing, publicCacheHeaders } from '#app/ui/product-cards.server.ts'
import { startCall } from '#contract/start.ts'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: catalogStyles }]

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const api = context.api
  const start = await api.callPublic(startCall)
  if (!start.data) throw new Response(start.error, { status: 500 })
  const brand = start.data.brandList.find((b) => b.slug === params.slug)
  if (!brand) throw new Response('Not Found', { status: 404 })
  const query = readCatalogQuery(new URL(request.url).searchParams)
  const { filters, errors } = toProductFilters(query, { brands: [brand.slug] })
  const { listing, facets } = await loadListing(api, filters)
  return data({ brand, query, errors, listing, facets }, { headers: publicCacheHeaders(request) })
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders

export const shouldRevalidate = keepDataAcrossDialogs

export default function BrandPage() {
  const { t } = useTranslation(['catalog', 'common'])
  const { brand, query, errors, listing, facets } = useLoaderData<typeof loader>()
  return (
    <div className="container catalog">
      <nav aria-label={t('catalog.breadcrumbs')} className="breadcrumbs">
        <ol>
          <li>
            <Link to="/">{t('catalog.home')}</Link>
          </li>
          <li>
            <Link to="/brands">{t('common:home.brands')}</Link>
          </li>
          <li>
            <Link to={`/brands/${brand.slug}`} aria-current="page">
              {brand.name}
            </Link>
          </li>
        </ol>
      </nav>
      <div className="brand-head">
        {brand.logo ? <img src={brand.logo} alt="" width="160" height="67" /> : null}
        <div>
          <h1>{brand.name}</h1>
          <p className="catalog__lead">
            {[brand.country, t('common:plurals.products', { count: brand.product_count })].filter(Boolean).join(' · ')}
          </p>
        </div>
      </div>
      <div className="catalog__layout">
        <aside className="catalog__aside">
          <CatalogFilters query={query} facets={facets} errors={errors} hideBrands />
        </aside>
        <section className="catalog__main" aria-label={brand.name}>
          <SortBar sort={query.sort} direction={query.direction} />
          <ProductListing listing={listing} />
        </section>
      </div>
    </div>
  )
}

export const meta: MetaFunction<typeof loader> = ({ data: page, matches }) => {
  const origin = originFrom(matches)
  if (!page) return [{ title: site.title }]
  return seoMeta({
    title: page.brand.name,
    description: textsFrom(matches).catalog.brandDescription.replace('{{brand}}', page.brand.name),
    origin,
    path: `/brands/${page.brand.slug}`,
    image: page.brand.logo,
  })
}
