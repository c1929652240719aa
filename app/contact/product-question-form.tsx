/**
 * A question about a product, or a callback request when the question is left empty (SPEC §3 question dialog):
 * quantity, name, phone, e-mail, question and location; name and phone are required. The product and the page it
 * was asked from travel as hidden fields; the quantity becomes positive on the way (SPEC §5, app/lib/forms).
 */
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { EmailField, formFrame, PhoneField, TextareaField, TextField, useZodForm } from '#app/ui/fields.tsx'
import { type ContactFormProps, ContactFormShell } from '#app/ui/public-form.tsx'
import { LocationField, NameField, useLocationDefault } from './contact-fields.tsx'
import { formCaptchaActions, limits, productQuestionSchema } from './contact-schema.ts'

export function productQuestionAction(productId: number): string {
  return `/product-question?item=${productId}`
}

export function ProductQuestionForm({
  productId,
  page,
  ...props
}: ContactFormProps & { productId: number; page: string }) {
  const { t } = useTranslation()
  const location = useLocationDefault()
  const [form, fields] = useZodForm(productQuestionSchema, props.lastResult, {
    defaultValue: { quantity: '1', ...location },
  })
  return (
    <ContactFormShell
      {...props}
      form={formFrame(form)}
      captchaAction={formCaptchaActions.productQuestion}
      submitLabel={t('forms.question.submit')}
    >
      <input type="hidden" name="product_id" value={productId} />
      <input type="hidden" name="page" value={page} />
      <NameField meta={fields.name} />
      <PhoneField meta={fields.phone} label={t('forms.phone')} hint={t('forms.phoneHint')} />
      <EmailField meta={fields.email} label={t('forms.email')} />
      <TextareaField
        meta={fields.question}
        label={t('forms.questionLabel')}
        hint={t('forms.questionHint')}
        maxLength={limits.message}
      />
      <TextField meta={fields.quantity} label={t('forms.quantity')} type="number" inputMode="numeric" />
      <LocationField meta={fields.location} />
    </ContactFormShell>
  )
}
