/**
 * A new offer: find a catalogue product by name or article (a GET form), pick it («Продавать: …», a link), then give
 * the terms. A product the seller already sells links to that offer instead.
 */
import type { SubmissionResult } from '@conform-to/react'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { NEW_PRODUCT_PATH } from '#app/seller/products/product-urls.ts'
import { OfferForm } from './offer-form.tsx'
import { OFFERS_PATH } from './offer-urls.ts'
import type { newOfferLoader } from './offers.server.ts'

const NEW_PATH = `${OFFERS_PATH}/new`

export function NewOfferPage() {
  const { t } = useTranslation('seller')
  const { title, q, products, product, city } = useLoaderData<typeof newOfferLoader>()
  const answer = useActionData<{ result: SubmissionResult<string[]> }>()
  return (
    <section className="seller-offer-page" aria-labelledby="seller-new-offer-title">
      <p>
        <Link to={OFFERS_PATH}>{t('offers.back')}</Link>
      </p>
      <h1 id="seller-new-offer-title">{title}</h1>
      {product ? (
        <>
          <p>
            {t('offers.product')}: <Link to={`/product/${product.slug}`}>{product.name}</Link> ·{' '}
            <Link to={NEW_PATH}>{t('offers.otherProduct')}</Link>
          </p>
          <OfferForm
            action={`${NEW_PATH}?product=${encodeURIComponent(product.slug)}`}
            answer={answer}
            initial={{ availability: 'in_stock', min_order: '1', step: '1', warehouse_city: city }}
          >
            <input type="hidden" name="master_product_id" value={product.id} />
          </OfferForm>
        </>
      ) : (
        <>
          <p>{t('offers.findLead')}</p>
          <Form
            method="get"
            action={NEW_PATH}
            className="seller-offers__filter"
            role="search"
            aria-label={t('offers.findLabel')}
          >
            <label className="field">
              <span className="field__label">{t('offers.search')}</span>
              <input type="search" name="q" defaultValue={q} required maxLength={200} className="field__input" />
            </label>
            <button type="submit" className="button">
              {t('offers.find')}
            </button>
          </Form>
          <p>
            {t('offers.proposeLead')} <Link to={NEW_PRODUCT_PATH}>{t('offers.propose')}</Link>
          </p>
          {products === null ? null : products.length === 0 ? (
            <p>{t('offers.notFound')}</p>
          ) : (
            <ul className="seller-offers__found" aria-label={t('offers.found')}>
              {products.map((p) => (
                <li key={p.id}>
                  <span>
                    {p.name}
                    {p.article ? ` · ${p.article}` : ''}
                  </span>{' '}
                  {p.offer_id === null ? (
                    <Link to={`${NEW_PATH}?product=${encodeURIComponent(p.slug)}`}>
                      {t('offers.offerThis', { name: p.name })}
                    </Link>
                  ) : (
                    <Link to={`${OFFERS_PATH}/${p.offer_id}`}>{t('offers.offered')}</Link>
                  )}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  )
}
