/**
 * /admin/sellers/:id: a seller's card and requisites, its offers (counted, and its cabinet open read-only), its
 * accounts, «Одобрить» / «Заблокировать» — each a plain post — and the operators' record.
 */
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { DoneAlert } from '#app/account/done-alert.tsx'
import { formatDateTime } from '#app/account/orders/order-parts.tsx'
import { formatPhone } from '#app/lib/client/phone-format.ts'
import { formatPrice } from '#app/lib/format.ts'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { sellerPagePath } from '#app/lib/seller-path.ts'
import { SELLER_PATHS, sellerHref } from '#app/seller/urls.ts'
import { AuditLog } from '../admin-parts.tsx'
import { ADMIN_PATHS, adminUserPath } from '../urls.ts'
import type { adminSellerLoader } from './sellers.server.ts'

export function AdminSellerPage() {
  const { t } = useTranslation('admin')
  const { merchant, offers, accounts, audit } = useLoaderData<typeof adminSellerLoader>()
  const refused = useActionData<{ error: string }>()
  const busy = useNavigation().state === 'submitting'
  const fact = (label: string, value: string | null) => (
    <div>
      <dt>{label}</dt>
      <dd>{value ?? t('sellers.none')}</dd>
    </div>
  )
  return (
    <>
      <p className="seller-order__back">
        <Link to={ADMIN_PATHS.sellers}>{t('common.back')}</Link>
      </p>
      <h1 className="seller__page-title">{merchant.name}</h1>
      <DoneAlert texts={{ approved: t('sellers.done.approved'), blocked: t('sellers.done.blocked') }} />
      <p>
        <strong>
          {t('sellers.status')}: {t(`sellers.statuses.${merchant.status}`)}
        </strong>
      </p>
      <section className="panel seller-section" aria-labelledby="admin-seller-actions">
        <h2 id="admin-seller-actions" className="seller-section__title">
          {t('sellers.actions')}
        </h2>
        {refused ? (
          <div className="alert alert--error" role="alert">
            <p>{refused.error}</p>
          </div>
        ) : null}
        <div className="admin-actions">
          {merchant.status !== 'approved' ? (
            <Form method="post">
              <p>{t('sellers.approveNote')}</p>
              <button type="submit" name="intent" value="approve" className="button" disabled={busy}>
                {t('sellers.approve')}
              </button>
            </Form>
          ) : null}
          {merchant.status !== 'blocked' ? (
            <Form method="post">
              <p>{t('sellers.blockNote')}</p>
              <button type="submit" name="intent" value="block" className="button button--secondary" disabled={busy}>
                {t('sellers.block')}
              </button>
            </Form>
          ) : null}
        </div>
      </section>
      <section className="panel seller-section" aria-labelledby="admin-seller-card">
        <h2 id="admin-seller-card" className="seller-section__title">
          {t('sellers.card')}
        </h2>
        <dl className="seller-facts">
          {fact(t('sellers.city'), merchant.city)}
          {fact(t('sellers.minOrder'), formatPrice(merchant.min_order))}
          {fact(t('sellers.vatPayer'), merchant.vat_payer ? t('sellers.yes') : t('sellers.no'))}
          {fact(t('sellers.phone'), merchant.phone && formatPhone(merchant.phone))}
          {fact(t('sellers.email'), merchant.email)}
          {fact(t('sellers.created'), formatDateTime(merchant.created_at))}
          {fact(t('sellers.approvedAt'), merchant.approved_at && formatDateTime(merchant.approved_at))}
        </dl>
        {merchant.status === 'approved' ? (
          <p>
            <Link to={sellerPagePath(merchant.slug)}>{t('sellers.publicPage')}</Link>
          </p>
        ) : null}
      </section>
      <section className="panel seller-section" aria-labelledby="admin-seller-requisites">
        <h2 id="admin-seller-requisites" className="seller-section__title">
          {t('sellers.requisites')}
        </h2>
        <dl className="seller-facts">
          {fact(t('sellers.legalName'), merchant.campaign_name)}
          {fact(t('sellers.inn'), merchant.inn)}
          {fact(t('sellers.kpp'), merchant.kpp)}
          {fact(t('sellers.ogrn'), merchant.ogrn)}
          {fact(t('sellers.address'), merchant.addr_jur)}
          {fact(t('sellers.bank'), merchant.bank_name)}
          {fact(t('sellers.bik'), merchant.bank_bik)}
          {fact(t('sellers.account'), merchant.bank_account)}
          {fact(t('sellers.corrAccount'), merchant.bank_corr_account)}
        </dl>
      </section>
      <section className="panel seller-section" aria-labelledby="admin-seller-offers">
        <h2 id="admin-seller-offers" className="seller-section__title">
          {t('sellers.offers')}
        </h2>
        <p>{t('sellers.offersCount', offers)}</p>
        <p>
          <Link to={sellerHref(SELLER_PATHS.offers, merchant.id)}>{t('sellers.openCabinet')}</Link>
        </p>
      </section>
      <section className="panel seller-section" aria-labelledby="admin-seller-accounts">
        <h2 id="admin-seller-accounts" className="seller-section__title">
          {t('sellers.accounts')}
        </h2>
        {accounts.length === 0 ? (
          <p>{t('sellers.noAccounts')}</p>
        ) : (
          <ul className="seller-documents">
            {accounts.map((account) => (
              <li key={account.id}>
                <Link to={adminUserPath(account.id)}>
                  {[account.email, account.phone && formatPhone(account.phone)].filter(Boolean).join(', ') ||
                    `#${account.id}`}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <AuditLog entries={audit} />
    </>
  )
}
