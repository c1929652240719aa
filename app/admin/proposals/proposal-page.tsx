/**
 * /admin/proposals/:id: what a seller proposed (the cabinet's view of it, app/seller/products), its pictures, the
 * decision — «Одобрить» or «Отклонить» with a reason — while it waits, and the operators' record.
 */
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { DoneAlert } from '#app/account/done-alert.tsx'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { ProposalTerms } from '#app/seller/products/proposal-page.tsx'
import { proposalLimits } from '#contract/product-proposals.ts'
import { ActionText, AuditLog } from '../admin-parts.tsx'
import { ADMIN_PATHS, adminSellerPath } from '../urls.ts'
import type { adminProposalLoader } from './proposals.server.ts'

export function AdminProposalPage() {
  const { t } = useTranslation(['admin', 'seller'])
  const { proposal, audit } = useLoaderData<typeof adminProposalLoader>()
  const refused = useActionData<{ error: string; reason?: string }>()
  const busy = useNavigation().state === 'submitting'
  return (
    <>
      <p className="seller-order__back">
        <Link to={ADMIN_PATHS.proposals}>{t('admin:common.back')}</Link>
      </p>
      <h1 className="seller__page-title">{proposal.name}</h1>
      <DoneAlert
        texts={{ approved: t('admin:proposals.done.approved'), rejected: t('admin:proposals.done.rejected') }}
      />
      <p>
        <strong>
          {t('seller:products.statusLabel')}: {t(`seller:products.status.${proposal.status}`)}.
        </strong>{' '}
        <Link to={adminSellerPath(proposal.merchant.id)}>
          {t('admin:orders.sellerLink', { name: proposal.merchant.name })}
        </Link>
      </p>
      {proposal.status === 'rejected' && proposal.reason ? (
        <p>
          {t('seller:products.reason')}: {proposal.reason}
        </p>
      ) : null}
      {proposal.product ? (
        <p>
          <Link to={`/product/${proposal.product.slug}`}>{t('seller:products.openProduct')}</Link>
        </p>
      ) : null}
      <section className="panel seller-section" aria-labelledby="admin-proposal-decision">
        <h2 id="admin-proposal-decision" className="seller-section__title">
          {t('admin:proposals.decision')}
        </h2>
        {proposal.status !== 'pending' ? (
          <p>{t('admin:proposals.decided')}</p>
        ) : (
          <div className="admin-actions">
            <Form method="post">
              <button type="submit" name="intent" value="approve" className="button" disabled={busy}>
                {t('admin:proposals.approve')}
              </button>
            </Form>
            <Form method="post" className="form">
              <ActionText
                id="admin-proposal-reason"
                name="reason"
                label={t('admin:proposals.reason')}
                hint={t('admin:proposals.reasonHint')}
                error={refused?.error}
                defaultValue={refused?.reason ?? ''}
                maxLength={proposalLimits.reason}
              />
              <button type="submit" name="intent" value="reject" className="button button--secondary" disabled={busy}>
                {t('admin:proposals.reject')}
              </button>
            </Form>
          </div>
        )}
      </section>
      <section className="panel seller-section" aria-labelledby="admin-proposal-terms">
        <h2 id="admin-proposal-terms" className="seller-section__title">
          {t('seller:products.product')}
        </h2>
        <ProposalTerms proposal={proposal} />
        {proposal.pictures.length > 0 ? (
          <ul className="seller-product__pictures" aria-label={t('seller:products.pictures')}>
            {proposal.pictures.map((picture, i) => (
              <li key={picture.id}>
                <img
                  src={picture.url}
                  alt={t('seller:products.pictureAlt', { n: i + 1, name: proposal.name })}
                  width={120}
                  height={120}
                  loading="lazy"
                />
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('seller:products.picturesEmpty')}</p>
        )}
      </section>
      <AuditLog entries={audit} />
    </>
  )
}
