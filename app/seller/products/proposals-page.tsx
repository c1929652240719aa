/**
 * The seller's proposed products, newest first: each with its category, status and date, linking to its page;
 * «Показано X из Y» and «Показать ещё» (a link, which works without JavaScript); «Предложить товар».
 */
import { Link, useLoaderData } from '@remix-run/react'
import { formatDate } from '#app/lib/format.ts'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { sellerHref } from '#app/seller/urls.ts'
import { NEW_PRODUCT_PATH, PRODUCTS_PATH, PRODUCTS_STEP, proposalPath } from './product-urls.ts'
import type { proposalsLoader } from './proposals.server.ts'

export function ProposalsPage() {
  const { t } = useTranslation('seller')
  const { title, proposals, total, readOnly, merchantParam } = useLoaderData<typeof proposalsLoader>()
  return (
    <section className="seller-offers" aria-labelledby="seller-products-title">
      <div className="seller-offers__head">
        <h1 id="seller-products-title">{title}</h1>
        {readOnly ? null : (
          <Link to={NEW_PRODUCT_PATH} className="button">
            {t('products.add')}
          </Link>
        )}
      </div>
      <p>{t('products.lead')}</p>
      {proposals.length === 0 ? (
        <p>{t('products.empty')}</p>
      ) : (
        <>
          <p className="seller-offers__count">{t('products.shown', { shown: proposals.length, count: total })}</p>
          <ul className="seller-offers__list" aria-label={t('products.listLabel')}>
            {proposals.map((proposal) => (
              <li key={proposal.id} className="seller-offer">
                <p className="seller-offer__name">
                  <Link to={sellerHref(proposalPath(proposal.id), merchantParam)}>{proposal.name}</Link>
                </p>
                <dl className="seller-offer__terms">
                  <div>
                    <dt>{t('products.statusLabel')}</dt>
                    <dd>{t(`products.status.${proposal.status}`)}</dd>
                  </div>
                  <div>
                    <dt>{t('products.category')}</dt>
                    <dd>{proposal.category.name}</dd>
                  </div>
                  <div>
                    <dt>{t('products.pictures')}</dt>
                    <dd>{proposal.pictures.length}</dd>
                  </div>
                </dl>
                <p className="seller-offer__note">{t('products.sent', { date: formatDate(proposal.created_at) })}</p>
              </li>
            ))}
          </ul>
          {proposals.length < total ? (
            <Link
              to={sellerHref(PRODUCTS_PATH, merchantParam, { shown: proposals.length + PRODUCTS_STEP })}
              className="button button--secondary"
              preventScrollReset
            >
              {t('products.loadMore')}
            </Link>
          ) : null}
        </>
      )}
    </section>
  )
}
