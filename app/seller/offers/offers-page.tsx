/**
 * The seller's offers: a search by name or article and a filter by availability (a GET form, Enter searches), the
 * offers with their terms, «Показано X из Y» and «Показать ещё» (a link to more, which works without JavaScript),
 * and «Добавить товар». Each offer links to its terms.
 */
import { Form, Link, useLoaderData } from '@remix-run/react'
import { DoneAlert } from '#app/account/done-alert.tsx'
import { formatPrice } from '#app/lib/format.ts'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { sellerHref } from '#app/seller/urls.ts'
import { availabilitySchema } from '#contract/catalog.ts'
import type { SellerOffer } from '#contract/seller-offers.ts'
import { OFFERS_PATH, OFFERS_STEP } from './offer-urls.ts'
import type { offersLoader } from './offers.server.ts'

export function OffersPage() {
  const { t } = useTranslation('seller')
  const { t: common } = useTranslation()
  const { title, offers, total, filter, readOnly, merchantParam } = useLoaderData<typeof offersLoader>()
  const more = new URLSearchParams()
  if (merchantParam) more.set('merchant', String(merchantParam))
  if (filter.q) more.set('q', filter.q)
  if (filter.availability) more.set('availability', filter.availability)
  more.set('shown', String(offers.length + OFFERS_STEP))
  const filtered = filter.q !== '' || filter.availability !== ''
  return (
    <section className="seller-offers" aria-labelledby="seller-offers-title">
      <div className="seller-offers__head">
        <h1 id="seller-offers-title">{title}</h1>
        {readOnly ? null : (
          <Link to={`${OFFERS_PATH}/new`} className="button">
            {t('offers.add')}
          </Link>
        )}
      </div>
      <DoneAlert texts={{ 'offer-saved': t('offers.saved'), 'offer-added': t('offers.added') }} />
      <Form
        method="get"
        action={OFFERS_PATH}
        className="seller-offers__filter"
        role="search"
        aria-label={t('offers.filterLabel')}
      >
        {merchantParam ? <input type="hidden" name="merchant" value={merchantParam} /> : null}
        <label className="field">
          <span className="field__label">{t('offers.search')}</span>
          <input type="search" name="q" defaultValue={filter.q} className="field__input" maxLength={200} />
        </label>
        <label className="field">
          <span className="field__label">{t('offers.availabilityFilter')}</span>
          <select name="availability" defaultValue={filter.availability} className="field__input">
            <option value="">{t('offers.anyAvailability')}</option>
            {availabilitySchema.options.map((value) => (
              <option key={value} value={value}>
                {common(`product.availability.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button button--secondary">
          {t('offers.show')}
        </button>
      </Form>
      {offers.length === 0 ? (
        <p>{filtered ? t('offers.empty') : t('offers.emptyAll')}</p>
      ) : (
        <>
          <p className="seller-offers__count">{t('offers.shown', { shown: offers.length, count: total })}</p>
          <ul className="seller-offers__list" aria-label={t('offers.listLabel')}>
            {offers.map((offer) => (
              <OfferRow key={offer.id} offer={offer} merchantParam={merchantParam} />
            ))}
          </ul>
          {offers.length < total ? (
            <Link to={`${OFFERS_PATH}?${more}`} className="button button--secondary" preventScrollReset>
              {t('offers.loadMore')}
            </Link>
          ) : null}
        </>
      )}
    </section>
  )
}

function OfferRow({ offer, merchantParam }: { offer: SellerOffer; merchantParam: number | null }) {
  const { t } = useTranslation('seller')
  const { t: common } = useTranslation()
  const href = sellerHref(`${OFFERS_PATH}/${offer.id}`, merchantParam)
  return (
    <li className="seller-offer">
      <p className="seller-offer__name">
        <Link to={href} aria-label={t('offers.editLabel', { name: offer.product.name })}>
          {offer.product.name}
        </Link>
      </p>
      <dl className="seller-offer__terms">
        <div>
          <dt>{t('offers.priceGross')}</dt>
          <dd>
            {offer.price_gross === null ? t('offers.onRequest') : formatPrice(offer.price_gross)}
            {offer.price_net !== null && offer.vat_rate > 0 ? (
              <span className="seller-offer__net">
                {' '}
                ({t('offers.vat', { rate: offer.vat_rate })}; {t('offers.priceNet')} {formatPrice(offer.price_net)})
              </span>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>{t('offers.availability')}</dt>
          <dd>{common(`product.availability.${offer.availability}`)}</dd>
        </div>
        <div>
          <dt>{t('offers.stock')}</dt>
          <dd>{offer.stock === null ? t('offers.stockNone') : offer.stock}</dd>
        </div>
        <div>
          <dt>{t('offers.minOrder')}</dt>
          <dd>
            {offer.min_order} / {t('offers.step').toLowerCase()} {offer.step}
          </dd>
        </div>
        <div>
          <dt>{t('offers.warehouseCity')}</dt>
          <dd>{offer.warehouse_city}</dd>
        </div>
        {offer.article ? (
          <div>
            <dt>{t('offers.article')}</dt>
            <dd>{offer.article}</dd>
          </div>
        ) : null}
      </dl>
      {offer.published ? null : <p className="seller-offer__note">{t('offers.unpublished')}</p>}
    </li>
  )
}
