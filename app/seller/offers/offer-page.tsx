/** One offer's terms: the product, and the form (read-only for an administrator). */

import type { SubmissionResult } from '@conform-to/react'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { sellerHref } from '#app/seller/urls.ts'
import { OfferForm } from './offer-form.tsx'
import { OFFERS_PATH } from './offer-urls.ts'
import type { offerLoader } from './offers.server.ts'

export function OfferPage() {
  const { t } = useTranslation('seller')
  const { title, offer, readOnly, merchantParam } = useLoaderData<typeof offerLoader>()
  const answer = useActionData<{ result: SubmissionResult<string[]> }>()
  const text = (n: number | null) => (n === null ? '' : String(n))
  return (
    <section className="seller-offer-page" aria-labelledby="seller-offer-title">
      <p>
        <Link to={sellerHref(OFFERS_PATH, merchantParam)}>{t('offers.back')}</Link>
      </p>
      <h1 id="seller-offer-title">{title}</h1>
      <p>
        <Link to={`/product/${offer.product.slug}`}>{offer.product.name}</Link>
        {offer.product.article ? ` · ${t('offers.productArticle')}: ${offer.product.article}` : ''}
        {` · ${offer.vat_rate > 0 ? t('offers.vat', { rate: offer.vat_rate }) : t('offers.noVat')}`}
      </p>
      <OfferForm
        action={`${OFFERS_PATH}/${offer.id}`}
        readOnly={readOnly}
        answer={answer}
        initial={{
          price_gross: offer.price_gross === null ? '' : String(offer.price_gross).replace('.', ','),
          availability: offer.availability,
          stock: text(offer.stock),
          min_order: String(offer.min_order),
          step: String(offer.step),
          warehouse_city: offer.warehouse_city,
          article: offer.article ?? '',
        }}
      />
    </section>
  )
}
