/**
 * The terms of an offer, for a change of an offer and a new one: the price buyers pay, availability, stock, minimum
 * order, step, warehouse city and the seller's article. One action — «Сохранить»; Enter in any field sends it. A
 * refused post comes back with the Russian errors and what was typed (conform + zod).
 */
import type { FieldMetadata, SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import type { ReactNode } from 'react'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { formFrame, SelectField, TextField, useZodForm } from '#app/ui/fields.tsx'
import { FormErrors, SubmitRow } from '#app/ui/form-parts.tsx'
import { useSubmitting } from '#app/ui/use-submitting.ts'
import { availabilitySchema } from '#contract/catalog.ts'
import { offerLimits } from '#contract/seller-offers.ts'
import { type OFFER_FIELDS, offerSchema } from './offer-schema.ts'

export type OfferFormValues = Partial<
  Record<'price_gross' | 'availability' | 'stock' | 'min_order' | 'step' | 'warehouse_city' | 'article', string>
>

export function OfferForm({
  action,
  initial,
  answer,
  readOnly = false,
  children,
}: {
  action: string
  initial: OfferFormValues
  answer: { result: SubmissionResult<string[]> } | undefined
  readOnly?: boolean
  /** Hidden fields of the post (the product of a new offer). */
  children?: ReactNode
}) {
  const { t } = useTranslation('seller')
  const [form, fields] = useZodForm(offerSchema, answer?.result, { id: 'offer-form', defaultValue: initial })
  const frame = formFrame(form)
  const saving = useSubmitting(action)
  return (
    <Form method="post" action={action} className="form account-form" {...frame.props}>
      {children}
      <FormErrors id={frame.errorId} errors={frame.errors} />
      <OfferTermsFieldset fields={fields} readOnly={readOnly} legend={t('offers.newTitle')} hidden />
      {readOnly ? null : <SubmitRow label={t('offers.save')} busyLabel={t('offers.saving')} busy={saving} />}
    </Form>
  )
}

type TermsFields = Record<(typeof OFFER_FIELDS)[number], FieldMetadata<unknown>>

/**
 * The terms' fields in a fieldset: in the offer's own form (its legend for screen readers only) and in a proposed
 * product's form (a visible legend).
 */
export function OfferTermsFieldset({
  fields,
  readOnly,
  legend,
  hidden = false,
}: {
  fields: TermsFields
  readOnly: boolean
  legend: string
  /** Whether the legend is for screen readers only. */
  hidden?: boolean
}) {
  const { t } = useTranslation('seller')
  const { t: common } = useTranslation()
  return (
    <fieldset disabled={readOnly} className="seller-offer__fields">
      <legend className={hidden ? 'visually-hidden' : undefined}>{legend}</legend>
      <div className="account-form__row">
        <TextField
          meta={fields.price_gross}
          label={t('offers.priceGross')}
          hint={t('offers.priceGrossHint')}
          inputMode="decimal"
          maxLength={16}
        />
        <SelectField
          meta={fields.availability}
          label={t('offers.availability')}
          options={availabilitySchema.options.map((value) => ({
            value,
            label: common(`product.availability.${value}`),
          }))}
        />
      </div>
      <div className="account-form__row">
        <TextField
          meta={fields.stock}
          label={t('offers.stock')}
          hint={t('offers.stockHint')}
          inputMode="numeric"
          maxLength={9}
        />
        <TextField meta={fields.min_order} label={t('offers.minOrder')} required inputMode="numeric" maxLength={9} />
        <TextField meta={fields.step} label={t('offers.step')} required inputMode="numeric" maxLength={9} />
      </div>
      <div className="account-form__row">
        <TextField
          meta={fields.warehouse_city}
          label={t('offers.warehouseCity')}
          required
          maxLength={offerLimits.city}
        />
        <TextField meta={fields.article} label={t('offers.article')} maxLength={offerLimits.article} />
      </div>
    </fieldset>
  )
}
