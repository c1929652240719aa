/**
 * The personal-data page's three forms (SPEC §3 User profile, §7): the profile's fields, the photo (a multipart
 * upload that works without JavaScript) and the password. Each posts to the page's action with its own `intent`,
 * and a refused post comes back with the Russian errors and what was typed (conform + zod).
 */
import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { Form, useNavigation } from '@remix-run/react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { accountLimits, INTENT_FIELD, PHOTO_TYPES, passwordSchema, profileSchema } from '#app/lib/forms/account.ts'
import { ipxUrl } from '#app/lib/images.ts'
import type { User } from '#contract/users.ts'
import { FormError, InputField, PhoneField, SelectField } from './fields.tsx'

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

function useSubmitting(action: string, intent: ProfileIntent) {
  const navigation = useNavigation()
  return (
    navigation.state !== 'idle' && navigation.formAction === action && navigation.formData?.get(INTENT_FIELD) === intent
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
  const saving = useSubmitting(action, PROFILE_INTENTS.profile)
  const [form, fields] = useForm({
    id: 'profile-form',
    lastResult,
    defaultValue: {
      surname: user.surname ?? '',
      name: user.name ?? '',
      middle_name: user.middle_name ?? '',
      email: user.email ?? '',
      phone: user.phone ?? '',
      birthday: user.birthday ?? '',
      gender: user.gender ?? '',
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: profileSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  return (
    <Form method="post" action={action} preventScrollReset className="form account-form" {...getFormProps(form)}>
      <input type="hidden" name={INTENT_FIELD} value={PROFILE_INTENTS.profile} />
      <FormError id={form.errorId} errors={form.errors} />
      <div className="account-form__row">
        <InputField
          meta={fields.surname}
          label={t('profile.surname')}
          autoComplete="family-name"
          maxLength={accountLimits.name}
        />
        <InputField
          meta={fields.name}
          label={t('profile.name')}
          autoComplete="given-name"
          maxLength={accountLimits.name}
        />
        <InputField
          meta={fields.middle_name}
          label={t('profile.middle_name')}
          autoComplete="additional-name"
          maxLength={accountLimits.name}
        />
      </div>
      <div className="account-form__row">
        <InputField
          meta={fields.email}
          label={t('profile.email')}
          type="email"
          autoComplete="email"
          maxLength={accountLimits.email}
        />
        <PhoneField meta={fields.phone} label={t('profile.phone')} hint={t('profile.phoneHint')} />
      </div>
      <div className="account-form__row">
        <InputField meta={fields.birthday} label={t('profile.birthday')} type="date" autoComplete="bday" />
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
      <div className="form-actions">
        <button type="submit" className="button" disabled={saving}>
          {saving ? t('saving') : t('profile.save')}
        </button>
      </div>
    </Form>
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
  const errorId = `${inputId}-error`
  const hintId = `${inputId}-hint`
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
        <div className="field">
          <label htmlFor={inputId} className="field__label">
            {t('profile.photo.file')}
          </label>
          <input
            id={inputId}
            type="file"
            name="image"
            accept={PHOTO_TYPES.join(',')}
            className="field__input field__input--file"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          />
          <p id={hintId} className="field__hint">
            {t('profile.photo.hint')}
          </p>
          <p id={errorId} className="field__error">
            {error ?? ''}
          </p>
        </div>
        <div className="form-actions">
          <button type="submit" className="button button--secondary" disabled={uploading}>
            {uploading ? t('saving') : t('profile.photo.upload')}
          </button>
        </div>
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
  const saving = useSubmitting(action, PROFILE_INTENTS.password)
  const mode = hasPassword ? 'change' : 'set'
  const [form, fields] = useForm({
    id: 'password-form',
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: passwordSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  return (
    <Form method="post" action={action} preventScrollReset className="form account-form" {...getFormProps(form)}>
      <input type="hidden" name={INTENT_FIELD} value={PROFILE_INTENTS.password} />
      <input type="hidden" name="mode" value={mode} />
      {hasPassword ? null : <p>{t('profile.password.noPassword')}</p>}
      <FormError id={form.errorId} errors={form.errors} />
      {hasPassword ? (
        <InputField
          meta={fields.password_old}
          label={t('profile.password.old')}
          type="password"
          required
          autoComplete="current-password"
          maxLength={accountLimits.password}
        />
      ) : null}
      <div className="account-form__row">
        <InputField
          meta={fields.password}
          label={t('profile.password.new')}
          type="password"
          required
          hint={t('profile.password.hint')}
          autoComplete="new-password"
          maxLength={accountLimits.password}
        />
        <InputField
          meta={fields.password_confirm}
          label={t('profile.password.confirm')}
          type="password"
          required
          autoComplete="new-password"
          maxLength={accountLimits.password}
        />
      </div>
      <div className="form-actions">
        <button type="submit" className="button" disabled={saving}>
          {saving ? t('saving') : hasPassword ? t('profile.password.change') : t('profile.password.set')}
        </button>
      </div>
    </Form>
  )
}
