/**
 * One proposed product: its status (and the reason when rejected, the product's link when approved), what was
 * proposed, and its pictures — each with «Удалить», and a plain multipart form to add one while it waits.
 */
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { DoneAlert } from '#app/account/done-alert.tsx'
import { formatPrice } from '#app/lib/format.ts'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { sellerHref } from '#app/seller/urls.ts'
import { useSubmitting } from '#app/ui/use-submitting.ts'
import { type Proposal, proposalLimits } from '#contract/product-proposals.ts'
import { PRODUCTS_PATH, proposalPath } from './product-urls.ts'
import type { proposalLoader } from './proposals.server.ts'

export function ProposalPage() {
  const { t } = useTranslation('seller')
  const { proposal, readOnly, merchantParam } = useLoaderData<typeof proposalLoader>()
  const answer = useActionData<{ error: string }>()
  const action = proposalPath(proposal.id)
  const uploading = useSubmitting(action)
  const editable = !readOnly && proposal.status === 'pending'
  return (
    <section className="seller-offer-page" aria-labelledby="seller-product-title">
      <p>
        <Link to={sellerHref(PRODUCTS_PATH, merchantParam)}>{t('products.back')}</Link>
      </p>
      <h1 id="seller-product-title">{proposal.name}</h1>
      <DoneAlert
        texts={{
          created: t('products.created'),
          'picture-added': t('products.uploaded'),
          'picture-removed': t('products.removed'),
        }}
      />
      <p>
        <strong>
          {t('products.statusLabel')}: {t(`products.status.${proposal.status}`)}.
        </strong>{' '}
        {proposal.status === 'pending' ? t('products.pendingNote') : null}
        {proposal.status === 'approved' ? t('products.approvedNote') : null}
      </p>
      {proposal.status === 'rejected' && proposal.reason ? (
        <p>
          {t('products.reason')}: {proposal.reason}
        </p>
      ) : null}
      {proposal.product ? (
        <p>
          <Link to={`/product/${proposal.product.slug}`}>{t('products.openProduct')}</Link>
        </p>
      ) : null}
      <ProposalTerms proposal={proposal} />
      <h2 id="seller-product-pictures">{t('products.pictures')}</h2>
      {proposal.pictures.length === 0 ? (
        <p>{t('products.picturesEmpty')}</p>
      ) : (
        <ul className="seller-product__pictures" aria-labelledby="seller-product-pictures">
          {proposal.pictures.map((picture, i) => (
            <li key={picture.id}>
              <img
                src={picture.url}
                alt={t('products.pictureAlt', { n: i + 1, name: proposal.name })}
                width={120}
                height={120}
                loading="lazy"
              />
              {editable ? (
                <Form method="post" action={action}>
                  <input type="hidden" name="picture" value={picture.id} />
                  <button
                    type="submit"
                    className="button button--secondary"
                    aria-label={t('products.removeLabel', { n: i + 1 })}
                  >
                    {t('products.remove')}
                  </button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {editable && proposal.pictures.length < proposalLimits.pictures ? (
        <Form method="post" action={action} encType="multipart/form-data" className="form account-form">
          <div className="field">
            <label htmlFor="proposal-picture" className="field__label">
              {t('products.pictureFile')}
            </label>
            <input
              id="proposal-picture"
              type="file"
              name="file"
              required
              accept="image/jpeg,image/png,image/webp"
              className="field__input"
              aria-invalid={answer?.error ? true : undefined}
              aria-describedby={
                answer?.error ? 'proposal-picture-hint proposal-picture-error' : 'proposal-picture-hint'
              }
            />
            <p id="proposal-picture-hint" className="field__hint">
              {t('products.picturesHint')}
            </p>
            <p id="proposal-picture-error" className="field__error" role={answer?.error ? 'alert' : undefined}>
              {answer?.error ?? ''}
            </p>
          </div>
          <div className="form-actions">
            <button type="submit" className="button" disabled={uploading}>
              {t('products.upload')}
            </button>
          </div>
        </Form>
      ) : null}
    </section>
  )
}

/** What was proposed: category, brand, articles, VAT, the offer's terms, the description and the specifications. */
export function ProposalTerms({ proposal }: { proposal: Proposal }) {
  const { t } = useTranslation('seller')
  const { t: common } = useTranslation()
  const { offer } = proposal
  return (
    <>
      <dl className="seller-offer__terms">
        <div>
          <dt>{t('products.category')}</dt>
          <dd>{proposal.category.name}</dd>
        </div>
        {proposal.brand ? (
          <div>
            <dt>{t('products.brand')}</dt>
            <dd>{proposal.brand}</dd>
          </div>
        ) : null}
        {proposal.article ? (
          <div>
            <dt>{t('products.productArticle')}</dt>
            <dd>{proposal.article}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('products.vatRate')}</dt>
          <dd>{t(`products.vat.${proposal.vat_rate as 22 | 10 | 0}`)}</dd>
        </div>
        <div>
          <dt>{t('offers.priceGross')}</dt>
          <dd>{offer.price_gross === null ? t('offers.onRequest') : formatPrice(offer.price_gross)}</dd>
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
      {proposal.description ? <p>{proposal.description}</p> : null}
      {proposal.specs.length > 0 ? (
        <>
          <h2>{t('products.specs')}</h2>
          <dl className="seller-offer__terms">
            {proposal.specs.map((spec) => (
              <div key={spec.name}>
                <dt>{spec.name}</dt>
                <dd>{spec.value}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
    </>
  )
}
