/**
 * The filter form: a plain GET form, so filtering works without JavaScript and every result is a link. The values
 * come back from the URL as typed; a price range that makes no sense is reported next to its field.
 */
import { Form, Link, useLocation } from '@remix-run/react'
import { formatPrice } from '#app/lib/format.ts'
import { html, innerMarkup, type Markup } from '#app/lib/html.ts'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import type { Availability } from '#contract/catalog.ts'
import type { CatalogQuery, CatalogQueryErrors } from './catalog-query.ts'

export interface Facet {
  id: number
  slug: string
  name: string
  /** Null when the search matched more products than it counts: the value is shown without a count. */
  count: number | null
}

export interface Facets {
  brands: Facet[]
  merchants: Facet[]
  price: { min: number | null; max: number | null }
}

const AVAILABILITIES: Availability[] = ['in_stock', 'on_order', 'price_on_request', 'not_in_stock']

export function CatalogFilters({
  query,
  facets,
  errors,
  hideBrands = false,
}: {
  query: CatalogQuery
  facets: Facets
  errors: CatalogQueryErrors
  hideBrands?: boolean
}) {
  const { t } = useTranslation(['catalog', 'common'])
  const location = useLocation()
  const keep = new URLSearchParams()
  if (query.search) keep.set('search', query.search)
  const resetHref = `${location.pathname}${keep.size ? `?${keep}` : ''}`
  const priceError = errors.price_to ? t(errors.price_to as 'catalog.errors.priceRange') : null
  return (
    <Form method="get" className="panel filters" aria-labelledby="filters-title" preventScrollReset>
      <h2 id="filters-title" className="filters__title">
        {t('catalog.filters')}
      </h2>
      {query.search ? <input type="hidden" name="search" value={query.search} /> : null}
      {query.sort !== 'popular' ? <input type="hidden" name="sort" value={query.sort} /> : null}
      {query.direction !== (query.sort === 'price' ? 'asc' : 'desc') ? (
        <input type="hidden" name="direction" value={query.direction} />
      ) : null}

      <fieldset className="filters__group">
        <legend>{t('catalog.price')}</legend>
        <div className="filters__price">
          {(
            [
              { label: t('catalog.priceFrom'), name: 'price_from', value: query.priceFrom, bound: facets.price.min },
              { label: t('catalog.priceTo'), name: 'price_to', value: query.priceTo, bound: facets.price.max },
            ] as const
          ).map((input) => (
            // The error is about the upper bound: it must not be below the lower one.
            <PriceInput
              key={input.name}
              {...input}
              error={priceError}
              invalid={input.name === 'price_to' && priceError !== null}
            />
          ))}
        </div>
        <p id="price-error" className="field-error" role={priceError ? 'alert' : undefined}>
          {priceError}
        </p>
      </fieldset>

      <fieldset className="filters__group">
        <legend>{t('catalog.availability')}</legend>
        {AVAILABILITIES.map((availability) => (
          <label key={availability} className="check">
            <input
              type="checkbox"
              name="availability"
              value={availability}
              defaultChecked={query.availability.includes(availability)}
            />
            <span>{t(`common:product.availability.${availability}`)}</span>
          </label>
        ))}
      </fieldset>

      {hideBrands ? null : (
        <FacetGroup
          legend={t('catalog.brands')}
          name="brand"
          options={facets.brands.map((brand) => ({ ...brand, value: brand.slug }))}
          chosen={query.brands}
        />
      )}
      <FacetGroup
        legend={t('catalog.sellers')}
        name="seller"
        options={facets.merchants.map((merchant) => ({ ...merchant, value: String(merchant.id) }))}
        chosen={query.merchants.map(String)}
      />

      <div className="filters__actions">
        <button type="submit" className="button">
          {t('catalog.apply')}
        </button>
        <Link to={resetHref} preventScrollReset>
          {t('catalog.reset')}
        </Link>
      </div>
    </Form>
  )
}

/**
 * A group of checkboxes for one facet (brands, sellers), each with its count when it is known; nothing when there is
 * no choice. Drawn as markup from a string (decision 056): a catalogue's brands are dozens of checkboxes.
 */
function FacetGroup(props: FacetGroupProps) {
  if (props.options.length === 0) return null
  return <fieldset className="filters__group filters__group--scroll" {...innerMarkup(facetGroupContent(props))} />
}

interface FacetGroupProps {
  legend: string
  name: string
  options: (Facet & { value: string })[]
  chosen: string[]
}

/** What goes inside a facet's `<fieldset>`: its legend and a checkbox for each value, checked as the address says. */
export function facetGroupContent({ legend, name, options, chosen }: FacetGroupProps): Markup {
  const checked = new Set(chosen)
  return html`<legend>${legend}</legend>${options.map(
    (option) =>
      html`<label class="check"><input type="checkbox" name="${name}" value="${option.value}"${checked.has(option.value) ? html` checked` : null}><span>${option.name}${option.count === null ? null : html` <span class="check__count">${option.count}</span>`}</span></label>`,
  )}`
}

/** A bound of the price filter; the facet's price is the placeholder, and one error speaks for the pair. */
function PriceInput({
  label,
  name,
  value,
  bound,
  error,
  invalid = false,
}: {
  label: string
  name: string
  value: string
  bound: number | null
  error: string | null
  invalid?: boolean
}) {
  return (
    <label>
      <span>{label}</span>
      <input
        type="text"
        inputMode="decimal"
        name={name}
        defaultValue={value}
        placeholder={bound !== null ? formatPrice(bound) : undefined}
        aria-invalid={invalid ? 'true' : undefined}
        aria-describedby={error ? 'price-error' : undefined}
      />
    </label>
  )
}
