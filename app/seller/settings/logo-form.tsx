/**
 * The logo in the seller's settings (decision 044): the current logo, a plain multipart form with one file and
 * «Загрузить логотип», and «Удалить логотип» in a form of its own. Both work without JavaScript (post/redirect/get);
 * an administrator reading the cabinet sees the logo only.
 */
import { Form } from '@remix-run/react'
import { INTENT_FIELD } from '#app/lib/forms/public-form.ts'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { sellerPagePath } from '#app/lib/seller-path.ts'
import { PageLink } from '#app/ui/page-link.tsx'
import { useSubmitting } from '#app/ui/use-submitting.ts'
import { MERCHANT_LOGO_TYPES, type SellerMerchant } from '#contract/seller.ts'
import { SETTINGS_INTENTS } from './settings-schema.ts'

export function LogoSection({
  action,
  merchant,
  readOnly,
  error,
}: {
  action: string
  merchant: SellerMerchant
  readOnly: boolean
  error: string | undefined
}) {
  const { t } = useTranslation('seller')
  const uploading = useSubmitting(action, SETTINGS_INTENTS.logo)
  return (
    <section className="panel seller-logo" aria-labelledby="seller-logo-title">
      <h2 id="seller-logo-title">{t('settings.logo.title')}</h2>
      {merchant.logo ? (
        <img
          src={merchant.logo}
          alt={t('settings.logo.current')}
          width="96"
          height="96"
          className="seller-logo__image"
        />
      ) : (
        <p>{t('settings.logo.none')}</p>
      )}
      {merchant.status === 'approved' ? (
        <p>
          <PageLink to={sellerPagePath(merchant.slug)}>{t('settings.logo.publicPage')}</PageLink>
        </p>
      ) : null}
      {readOnly ? null : (
        <>
          <Form method="post" action={action} encType="multipart/form-data" className="form" preventScrollReset>
            <div className="field">
              <label htmlFor="seller-logo-file" className="field__label">
                {t('settings.logo.file')}
              </label>
              <input
                id="seller-logo-file"
                type="file"
                name="logo"
                required
                accept={MERCHANT_LOGO_TYPES.join(',')}
                className="field__input"
                aria-invalid={error ? true : undefined}
                aria-describedby={`seller-logo-hint${error ? ' seller-logo-error' : ''}`}
              />
              <p id="seller-logo-hint" className="field__hint">
                {t('settings.logo.hint')}
              </p>
              <p id="seller-logo-error" className="field__error">
                {error ?? ''}
              </p>
            </div>
            <div className="form-actions">
              <button
                type="submit"
                name={INTENT_FIELD}
                value={SETTINGS_INTENTS.logo}
                className="button"
                disabled={uploading}
              >
                {uploading ? t('settings.logo.uploading') : t('settings.logo.upload')}
              </button>
            </div>
          </Form>
          {merchant.logo ? (
            <Form method="post" action={action} preventScrollReset>
              <button
                type="submit"
                name={INTENT_FIELD}
                value={SETTINGS_INTENTS.removeLogo}
                className="button button--secondary"
              >
                {t('settings.logo.remove')}
              </button>
            </Form>
          ) : null}
        </>
      )}
    </section>
  )
}
