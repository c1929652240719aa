/**
 * A question about a product, or a callback request when the question is left empty (SPEC §3 question dialog):
 * quantity, name, phone, e-mail, question and location; name and phone are required. The product and the page it
 * was asked from travel as hidden fields; the quantity becomes positive on the way (SPEC §5, app/lib/forms).
 */
import { useTranslation } from 'react-i18next'
import { useVisitor } from '#app/lib/visitor.ts'
import { EmailField, formFrame, PhoneField, TextareaField, TextField, useZodForm } from '#app/ui/fields.tsx'
import { type ContactFormProps, ContactFormShell } from '#app/ui/public-form.tsx'
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
  const city = useVisitor()?.location.city
  const [form, fields] = useZodForm(productQuestionSchema, props.lastResult, {
    defaultValue: { quantity: '1', ...(city ? { location: city } : {}) },
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
      <TextField meta={fields.name} label={t('forms.name')} required autoComplete="name" maxLength={limits.name} />
      <PhoneField meta={fields.phone} label={t('forms.phone')} hint={t('forms.phoneHint')} />
      <EmailField meta={fields.email} label={t('forms.email')} />
      <TextareaField
        meta={fields.question}
        label={t('forms.questionLabel')}
        hint={t('forms.questionHint')}
        maxLength={limits.message}
      />
      <TextField meta={fields.quantity} label={t('forms.quantity')} type="number" inputMode="numeric" />
      <TextField
        meta={fields.location}
        label={t('forms.location')}
        hint={t('forms.locationHint')}
        autoComplete="address-level2"
        maxLength={limits.location}
      />
    </ContactFormShell>
  )
}
