/** Write-us (SPEC §3, §5): name, e-mail, phone, message; name, phone and message are required. */
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { EmailField, formFrame, PhoneField, TextareaField, useZodForm } from '#app/ui/fields.tsx'
import { type ContactFormProps, ContactFormShell } from '#app/ui/public-form.tsx'
import { NameField } from './contact-fields.tsx'
import { formCaptchaActions, limits, writeUsSchema } from './contact-schema.ts'

export const WRITE_US_ACTION = '/write-us'

export function WriteUsForm(props: ContactFormProps) {
  const { t } = useTranslation()
  const [form, fields] = useZodForm(writeUsSchema, props.lastResult)
  return (
    <ContactFormShell
      {...props}
      form={formFrame(form)}
      captchaAction={formCaptchaActions.appeal}
      submitLabel={t('forms.writeUs.submit')}
    >
      <NameField meta={fields.name} />
      <EmailField meta={fields.email} label={t('forms.email')} />
      <PhoneField meta={fields.phone} label={t('forms.phone')} hint={t('forms.phoneHint')} />
      <TextareaField meta={fields.message} label={t('forms.message')} required maxLength={limits.message} />
    </ContactFormShell>
  )
}
