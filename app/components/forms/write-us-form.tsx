/** Write-us (SPEC §3, §5): name, e-mail, phone, message; name, phone and message are required. */
import { useTranslation } from 'react-i18next'
import { formCaptchaActions, limits, writeUsSchema } from '#app/lib/forms/contact.ts'
import { type ContactFormProps, ContactFormShell } from './contact-form.tsx'
import { EmailField, formFrame, PhoneField, TextareaField, TextField, useZodForm } from './fields.tsx'

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
      <TextField meta={fields.name} label={t('forms.name')} required autoComplete="name" maxLength={limits.name} />
      <EmailField meta={fields.email} label={t('forms.email')} />
      <PhoneField meta={fields.phone} label={t('forms.phone')} hint={t('forms.phoneHint')} />
      <TextareaField meta={fields.message} label={t('forms.message')} required maxLength={limits.message} />
    </ContactFormShell>
  )
}
