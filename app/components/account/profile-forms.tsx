/**
 * The personal-data page's three forms (SPEC §3 User profile, §7): the profile's fields, the photo (a multipart
 * upload that works without JavaScript) and the password. Each posts to the page's action with its own `intent`,
 * and a refused post comes back with the Russian errors and what was typed (conform + zod).
 */
import type { SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import { type ReactNode, useId } from 'react'
import { useTranslation } from 'react-i18next'
import {
  describedBy,
  EmailField,
  FieldShell,
  FormErrors,
  type FormFrame,
  formFrame,
  PasswordField,
  PhoneField,
  SelectField,
  SubmitRow,
  TextField,
  useZodForm,
} from '#app/components/forms/fields.tsx'
import { accountLimits, INTENT_FIELD, PHOTO_TYPES, passwordSchema, profileSchema } from '#app/lib/forms/account.ts'
import { ipxUrl } from '#app/lib/images.ts'
import type { User } from '#contract/users.ts'
import { useSubmitting } from './use-submitting.ts'

export const PROFILE_INTENTS = { profile: 'profile', photo: 'photo', password: 'password' } as const
export type ProfileIntent = (typeof PROFILE_INTENTS)[keyof typeof PROFILE_INTENTS]

export type ProfileAnswer =
  | { form: 'profile' | 'password'; result: SubmissionResult<string[]> }
  | { form: 'photo'; error: string }

/** The profile's view the page gets (the contract's user, what the page shows). */
export type ProfileUser = Pick<
  User,
  'surname' | 'name' | 'middle_name' | 'email' | 'phone' | 'birthday' | 'gender' | 'image' | 'has_password'
>

/** A form of the page: its intent, a lead, its own error, and the submit button, busy while that form is sent. */
function ProfilePageForm({
  frame,
  action,
  intent,
  lead,
  submit,
  children,
}: {
  frame: FormFrame
  action: string
  intent: ProfileIntent
  lead?: ReactNode
  submit: string
  children: ReactNode
}) {
  const { t } = useTranslation('account')
  const saving = useSubmitting(action, intent)
  return (
    <Form method="post" action={action} preventScrollReset className="form account-form" {...frame.props}>
      <input type="hidden" name={INTENT_FIELD} value={intent} />
      {lead}
      <FormErrors id={frame.errorId} errors={frame.errors} />
      {children}
      <SubmitRow label={submit} busyLabel={t('saving')} busy={saving} />
    </Form>
  )
}

export function ProfileForm({
  action,
  user,
  lastResult,
}: {
  action: string
  user: ProfileUser
  lastResult: SubmissionResult<string[]> | undefined
}) {
  const { t } = useTranslation('account')
  const [form, fields] = useZodForm(profileSchema, lastResult, {
    id: 'profile-form',
    defaultValue: {
      surname: user.surname ?? '',
      name: user.name ?? '',
      middle_name: user.middle_name ?? '',
      email: user.email ?? '',
      phone: user.phone ?? '',
      birthday: user.birthday ?? '',
      gender: user.gender ?? '',
    },
  })
  return (
    <ProfilePageForm
      frame={formFrame(form)}
      action={action}
      intent={PROFILE_INTENTS.profile}
      submit={t('profile.save')}
    >
      <div className="account-form__row">
        <TextField
          meta={fields.surname}
          label={t('profile.surname')}
          autoComplete="family-name"
          maxLength={accountLimits.name}
        />
        <TextField
          meta={fields.name}
          label={t('profile.name')}
          autoComplete="given-name"
          maxLength={accountLimits.name}
        />
        <TextField
          meta={fields.middle_name}
          label={t('profile.middle_name')}
          autoComplete="additional-name"
          maxLength={accountLimits.name}
        />
      </div>
      <div className="account-form__row">
        <EmailField meta={fields.email} label={t('profile.email')} />
        <PhoneField meta={fields.phone} label={t('profile.phone')} hint={t('profile.phoneHint')} required={false} />
      </div>
      <div className="account-form__row">
        <TextField meta={fields.birthday} label={t('profile.birthday')} type="date" autoComplete="bday" />
        <SelectField
          meta={fields.gender}
          label={t('profile.gender')}
          options={[
            { value: '', label: t('profile.genderNone') },
            { value: 'male', label: t('profile.male') },
            { value: 'female', label: t('profile.female') },
          ]}
        />
      </div>
    </ProfilePageForm>
  )
}

/** The photo's address under /api/media, shown resized through /_ipx (app/lib/images.ts). */
export function photoSource(image: string): string {
  return image.startsWith('/') ? image : `/api/media/${image}`
}

const PHOTO_WIDTH = 192

export function PhotoForm({ action, image, error }: { action: string; image: string | null; error: string | null }) {
  const { t } = useTranslation('account')
  const uploading = useSubmitting(action, PROFILE_INTENTS.photo)
  const inputId = useId()
  // Not a conform form (a multipart post): the field's ids and error, as the shared field shell reads them.
  const meta = { id: inputId, errorId: `${inputId}-error`, errors: error ? [error] : undefined }
  const hint = t('profile.photo.hint')
  const src = image ? photoSource(image) : null
  return (
    <div className="account-photo">
      <div className="account-photo__frame">
        {src ? (
          <img
            // Twice the frame's 96 px: sharp on a dense screen, still a few kilobytes.
            src={ipxUrl(src, PHOTO_WIDTH)}
            alt={t('profile.photo.current')}
            width="96"
            height="96"
            className="account-photo__image"
          />
        ) : (
          <span className="account-photo__empty">{t('profile.photo.none')}</span>
        )}
      </div>
      <Form method="post" action={action} encType="multipart/form-data" preventScrollReset className="form">
        <input type="hidden" name={INTENT_FIELD} value={PROFILE_INTENTS.photo} />
        <FieldShell meta={meta} label={t('profile.photo.file')} hint={hint}>
          <input
            id={inputId}
            type="file"
            name="image"
            accept={PHOTO_TYPES.join(',')}
            className="field__input field__input--file"
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(meta, hint)}
          />
        </FieldShell>
        <SubmitRow label={t('profile.photo.upload')} busyLabel={t('saving')} busy={uploading} secondary />
      </Form>
    </div>
  )
}

export function PasswordForm({
  action,
  hasPassword,
  lastResult,
}: {
  action: string
  hasPassword: boolean
  lastResult: SubmissionResult<string[]> | undefined
}) {
  const { t } = useTranslation('account')
  const mode = hasPassword ? 'change' : 'set'
  const [form, fields] = useZodForm(passwordSchema, lastResult, { id: 'password-form' })
  return (
    <ProfilePageForm
      frame={formFrame(form)}
      action={action}
      intent={PROFILE_INTENTS.password}
      lead={hasPassword ? null : <p>{t('profile.password.noPassword')}</p>}
      submit={hasPassword ? t('profile.password.change') : t('profile.password.set')}
    >
      <input type="hidden" name="mode" value={mode} />
      {hasPassword ? (
        <PasswordField meta={fields.password_old} label={t('profile.password.old')} autoComplete="current-password" />
      ) : null}
      <div className="account-form__row">
        <PasswordField
          meta={fields.password}
          label={t('profile.password.new')}
          hint={t('profile.password.hint')}
          autoComplete="new-password"
        />
        <PasswordField
          meta={fields.password_confirm}
          label={t('profile.password.confirm')}
          autoComplete="new-password"
        />
      </div>
    </ProfilePageForm>
  )
}
