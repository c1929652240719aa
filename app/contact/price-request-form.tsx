/**
 * Price request (SPEC §3, §5): name, e-mail, phone, quantity, message and the delivery location (the visitor's
 * city to begin with); name, phone and quantity are required. It is about a product, and about one seller's offer
 * when asked from that offer's row.
 */
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { EmailField, formFrame, PhoneField, TextareaField, TextField, useZodForm } from '#app/ui/fields.tsx'
import { type ContactFormProps, ContactFormShell } from '#app/ui/public-form.tsx'
import { LocationField, NameField, useLocationDefault } from './contact-fields.tsx'
import { formCaptchaActions, limits, priceRequestSchema } from './contact-schema.ts'

/** The page route of the form, for a product and optionally one seller's offer. */
export function priceRequestAction(productId?: number, merchantId?: number): string {
  const params = new URLSearchParams()
  if (productId) params.set('item', String(productId))
  if (merchantId) params.set('offer', String(merchantId))
  const query = params.toString()
  return `/price-request${query ? `?${query}` : ''}`
}

export function PriceRequestForm({
  productId,
  merchantId,
  ...props
}: ContactFormProps & { productId?: number | undefined; merchantId?: number | undefined }) {
  const { t } = useTranslation()
  const location = useLocationDefault()
  const [form, fields] = useZodForm(priceRequestSchema, props.lastResult, { defaultValue: location })
  return (
    <ContactFormShell
      {...props}
      form={formFrame(form)}
      captchaAction={formCaptchaActions.priceRequest}
      submitLabel={t('forms.priceRequest.submit')}
    >
      {productId ? <input type="hidden" name="master_product_id" value={productId} /> : null}
      {merchantId ? <input type="hidden" name="merchant_id" value={merchantId} /> : null}
      <NameField meta={fields.name} />
      <EmailField meta={fields.email} label={t('forms.email')} />
      <PhoneField meta={fields.phone} label={t('forms.phone')} hint={t('forms.phoneHint')} />
      <TextField
        meta={fields.quantity}
        label={t('forms.quantity')}
        type="number"
        required
        min={1}
        inputMode="numeric"
      />
      <TextareaField meta={fields.message} label={t('forms.message')} maxLength={limits.message} />
      <LocationField meta={fields.location} />
    </ContactFormShell>
  )
}
