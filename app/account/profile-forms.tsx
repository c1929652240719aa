/**
 * The personal-data page's forms (SPEC §3 User profile, §7): the profile's fields, the photo (a multipart upload
 * that works without JavaScript) and the password; the phone's own forms are in phone-forms.tsx (a new number
 * takes effect by a code sent to it, decision 026). Each posts to the page's action with its own `intent`, and a
 * refused post comes back with the Russian errors and what was typed (conform + zod).
 */
import type { SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import { type ReactNode, useId } from 'react'
import { formatPhone } from '#app/lib/client/phone-format.ts'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { ipxUrl } from '#app/lib/images.ts'
import {
  describedBy,
  EmailField,
  FieldShell,
  type FormFrame,
  formFrame,
  PasswordField,
  SelectField,
  TextField,
  useZodForm,
} from '#app/ui/fields.tsx'
import { SubmitRow } from '#app/ui/form-parts.tsx'
import { FramedForm } from '#app/ui/framed-form.tsx'
import { useSubmitting } from '#app/ui/use-submitting.ts'
import type { User } from '#contract/users.ts'
import { accountLimits, INTENT_FIELD, PHOTO_TYPES, passwordSchema, profileSchema } from './account-schema.ts'

export const PROFILE_INTENTS = {
  profile: 'profile',
  photo: 'photo',
  password: 'password',
  /** A code to a new phone (or to the account's own, not yet proven). */
  phoneSend: 'phone-send',
  /** A code to the account's own phone, set before codes were asked for. */
  phoneVerify: 'phone-verify',
  phoneConfirm: 'phone-confirm',
  phoneResend: 'phone-resend',
  phoneCancel: 'phone-cancel',
} as const
export type ProfileIntent = (typeof PROFILE_INTENTS)[keyof typeof PROFILE_INTENTS]

/** The forms whose refused post comes back as conform's result. */
export type ResultForm = 'profile' | 'password' | 'phone-send' | 'phone-confirm' | 'phone-resend'

export type ProfileAnswer = { form: ResultForm; result: SubmissionResult<string[]> } | { form: 'photo'; error: string }

/** The profile's view the page gets (the contract's user, what the page shows). */
export type ProfileUser = Pick<
  User,
  'surname' | 'name' | 'middle_name' | 'email' | 'phone' | 'birthday' | 'gender' | 'image' | 'has_password'
>

/** The account's phone as the page shows it: the number (E.164) or none, and whether a code proved it. */
export interface ProfilePhone {
  number: string | null
  verified: boolean
}

/** The anchor of the page's phone section, where the profile form's phone links to and the phone's steps land. */
export const PHONE_SECTION_ID = 'profile-phone'

/**
 * A form of the page: its intent, a lead, its own error, and the submit button, busy while that form is sent. A
 * form that sends an SMS names its reCAPTCHA v3 action: with JavaScript and a site key its post waits for a token.
 */
export function ProfilePageForm({
  frame,
  action,
  intent,
  lead,
  submit,
  busyLabel,
  secondary,
  disabled,
  captchaAction,
  className = 'form account-form',
  children,
}: {
  frame: FormFrame
  action: string
  intent: ProfileIntent
  lead?: ReactNode
  submit: string
  busyLabel?: string
  secondary?: boolean
  disabled?: boolean
  captchaAction?: string
  className?: string
  children?: ReactNode
}) {
  const { t } = useTranslation('account')
  const saving = useSubmitting(action, intent)
  return (
    <FramedForm
      frame={frame}
      action={action}
      captchaAction={captchaAction}
      className={className}
      head={
        <>
          <input type="hidden" name={INTENT_FIELD} value={intent} />
          {lead}
        </>
      }
      busy={saving}
      submit={{ label: submit, busyLabel: busyLabel ?? t('saving'), secondary, disabled }}
    >
      {children}
    </FramedForm>
  )
}

/** The number as the site writes phones (+7 (916) 123-45-67). */
export function displayPhone(e164: string): string {
  return formatPhone(e164)
}

/**
 * The profile's phone, shown, not edited: a new number is proven by a code first (the page's phone section, which
 * the link leads to), and one set before that rule is offered to be proven.
 */
function CurrentPhone({ phone }: { phone: ProfilePhone }) {
  const { t } = useTranslation('account')
  const link = !phone.number
    ? t('profile.phoneChange.toAdd')
    : phone.verified
      ? t('profile.phoneChange.toChange')
      : null
  return (
    <dl className="field account-phone-current">
      <dt className="field__label">{t('profile.phoneChange.current')}</dt>
      <dd>{phone.number ? displayPhone(phone.number) : t('profile.phoneChange.none')}</dd>
      <dd className="field__hint">
        {phone.number && !phone.verified ? (
          <>
            <span className="account-phone-current__warn">{t('profile.phoneChange.notVerified')}</span>{' '}
            <a href={`#${PHONE_SECTION_ID}`}>{t('profile.phoneChange.toVerify')}</a>
          </>
        ) : (
          <a href={`#${PHONE_SECTION_ID}`}>{link}</a>
        )}
      </dd>
    </dl>
  )
}

export function ProfileForm({
  action,
  user,
  phone,
  lastResult,
}: {
  action: string
  user: ProfileUser
  phone: ProfilePhone
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
        <CurrentPhone phone={phone} />
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
