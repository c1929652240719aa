/**
 * The seller's settings page: the merchant's moderation status, then one form — the shop (name, warehouse city,
 * minimum order, VAT), contacts, and the company's and bank's requisites with "Заполнить по ИНН" and "Найти банк"
 * (the buyer's requisites' own fieldsets and look-ups). Enter in any field saves (the hidden save button comes
 * first). The logo has forms of its own above (logo-form.tsx). Read-only, without a save button, for an administrator.
 */
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { DoneAlert } from '#app/account/done-alert.tsx'
import { CompanyAndBankFieldsets, type RequisiteFormAnswer } from '#app/account/requisite-form.tsx'
import { useRequisiteLookups } from '#app/account/use-requisite-lookups.tsx'
import { INTENT_FIELD } from '#app/lib/forms/public-form.ts'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { CheckboxField, EmailField, formFrame, PhoneField, TextField, useZodForm } from '#app/ui/fields.tsx'
import { FormErrors, SubmitRow } from '#app/ui/form-parts.tsx'
import { useSubmitting } from '#app/ui/use-submitting.ts'
import type { SellerMerchant } from '#contract/seller.ts'
import type { LogoAnswer } from './logo.server.ts'
import { LogoSection } from './logo-form.tsx'
import type { settingsLoader } from './settings.server.ts'
import { SETTINGS_INTENTS, sellerSettingsSchema, settingsLimits } from './settings-schema.ts'

const ACTION = '/seller/settings'

const STATUS_ALERTS = { approved: 'alert--success', pending: 'alert--info', blocked: 'alert--error' } as const

function initialValues(m: SellerMerchant): Record<string, string | boolean> {
  const text = (v: string | null) => v ?? ''
  return {
    name: m.name,
    city: text(m.city),
    min_order: String(m.min_order),
    vat_payer: m.vat_payer,
    phone: text(m.phone),
    email: text(m.email),
    campaign_name: text(m.campaign_name),
    inn: text(m.inn),
    kpp: text(m.kpp),
    ogrn: text(m.ogrn),
    addr_jur: text(m.addr_jur),
    bank_bik: text(m.bank_bik),
    bank_name: text(m.bank_name),
    bank_account: text(m.bank_account),
    bank_corr_account: text(m.bank_corr_account),
  }
}

export function SettingsPage() {
  const { t } = useTranslation('seller')
  const { title, merchant, readOnly } = useLoaderData<typeof settingsLoader>()
  const posted = useActionData<RequisiteFormAnswer | LogoAnswer>()
  const answer = posted && 'result' in posted ? posted : undefined
  const logoError = posted && 'logoError' in posted ? posted.logoError : undefined
  const [form, fields] = useZodForm(sellerSettingsSchema, answer?.result, {
    id: 'seller-settings',
    defaultValue: initialValues(merchant),
  })
  const lookups = useRequisiteLookups({
    prefix: '',
    answered: answer?.notice ?? null,
    answerKey: answer,
    fill: (found) => form.update({ value: { ...(form.value ?? {}), ...found } }),
    validate: (name) => form.validate({ name }),
  })
  const saving = useSubmitting(ACTION, SETTINGS_INTENTS.save)
  const frame = formFrame(form)

  return (
    <section className="seller-settings" aria-labelledby="seller-settings-title">
      <h1 id="seller-settings-title">{title}</h1>
      <DoneAlert
        texts={{
          settings: t('settings.saved'),
          logo: t('settings.logo.uploaded'),
          logoRemoved: t('settings.logo.removed'),
        }}
      />
      <div className={`alert ${STATUS_ALERTS[merchant.status]}`} role="note">
        <p>
          <strong>{t(`settings.status.${merchant.status}`)}</strong> {t(`settings.statusNote.${merchant.status}`)}
        </p>
      </div>
      <LogoSection action={ACTION} merchant={merchant} readOnly={readOnly} error={logoError} />
      <Form method="post" action={ACTION} preventScrollReset className="form account-form" {...frame.props}>
        {readOnly ? null : (
          <button
            type="submit"
            name={INTENT_FIELD}
            value={SETTINGS_INTENTS.save}
            className="visually-hidden"
            tabIndex={-1}
            aria-hidden="true"
          >
            {t('settings.save')}
          </button>
        )}
        <FormErrors id={frame.errorId} errors={frame.errors} />
        <fieldset disabled={readOnly} className="seller-settings__all">
          <legend className="visually-hidden">{title}</legend>
          <fieldset className="account-form__group">
            <legend>{t('settings.shop')}</legend>
            <TextField
              meta={fields.name}
              label={t('settings.name')}
              hint={t('settings.nameHint')}
              required
              maxLength={settingsLimits.name}
            />
            <TextField
              meta={fields.city}
              label={t('settings.city')}
              hint={t('settings.cityHint')}
              required
              autoComplete="address-level2"
              maxLength={settingsLimits.city}
            />
            <TextField
              meta={fields.min_order}
              label={t('settings.minOrder')}
              hint={t('settings.minOrderHint')}
              required
              inputMode="decimal"
              maxLength={14}
            />
            <CheckboxField meta={fields.vat_payer} label={t('settings.vatPayer')} />
          </fieldset>
          <fieldset className="account-form__group">
            <legend>{t('settings.contacts')}</legend>
            <div className="account-form__row">
              <PhoneField meta={fields.phone} label={t('settings.phone')} />
              <EmailField meta={fields.email} label={t('settings.email')} />
            </div>
          </fieldset>
          <CompanyAndBankFieldsets
            fields={fields}
            innRequired
            codeLookup={(field, idle) => ({
              meta: fields[field],
              button: lookups.button(
                field,
                idle,
                field === 'inn' ? SETTINGS_INTENTS.fillByInn : SETTINGS_INTENTS.findBank,
              ),
              note: lookups.note(field),
            })}
          />
        </fieldset>
        {readOnly ? null : (
          <SubmitRow
            name={INTENT_FIELD}
            value={SETTINGS_INTENTS.save}
            label={t('settings.save')}
            busyLabel={t('settings.saving')}
            busy={saving}
          />
        )}
      </Form>
    </section>
  )
}
