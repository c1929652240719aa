/**
 * The auth forms' own fields, beside the contact forms' (app/components/forms/fields.tsx): the password, and the
 * 152-FZ consent — a separate box, never ticked in advance, with the policy a click away (reference: 152-FZ).
 * Same markup as the others: the label tied to the input, a reserved error line, `aria-invalid` and
 * `aria-describedby` following the error.
 */
import { type FieldMetadata, getInputProps } from '@conform-to/react'
import { useTranslation } from 'react-i18next'
import { authLimits } from '#app/lib/forms/auth.ts'

/**
 * A password is never sent back into the page: after a refused post the field is empty, with JavaScript too
 * (`resetKey` changes with each answer and remounts the input).
 */
export function PasswordField({
  meta,
  label,
  autoComplete,
  resetKey = 0,
}: {
  meta: FieldMetadata<unknown>
  label: string
  autoComplete: 'current-password' | 'new-password'
  resetKey?: number
}) {
  const { key, ...props } = getInputProps(meta, { type: 'password', ariaAttributes: true })
  return (
    <div className="field">
      <label htmlFor={meta.id} className="field__label">
        {label}
        <span className="field__required" aria-hidden="true">
          {' *'}
        </span>
      </label>
      <input
        key={`${key}-${resetKey}`}
        {...props}
        className="field__input"
        required
        autoComplete={autoComplete}
        maxLength={authLimits.password}
        aria-describedby={meta.errors?.length ? meta.errorId : undefined}
      />
      <p id={meta.errorId} className="field__error">
        {meta.errors?.[0] ?? ''}
      </p>
    </div>
  )
}

/** The consent to personal-data processing; the policy opens in a new tab so the form keeps what was typed. */
export function ConsentField({ meta }: { meta: FieldMetadata<unknown> }) {
  const { t } = useTranslation('auth')
  const { key, ...props } = getInputProps(meta, { type: 'checkbox', ariaAttributes: true })
  return (
    <div className="field field--check">
      <div className="field__check">
        <input
          key={key}
          {...props}
          className="field__checkbox"
          required
          aria-describedby={meta.errors?.length ? meta.errorId : undefined}
        />
        <label htmlFor={meta.id}>
          {t('consent.label')}{' '}
          <a href="/privacy-policy" target="_blank" rel="noopener">
            {t('consent.policy')}
            <span className="visually-hidden"> {t('consent.policyNote')}</span>
          </a>
        </label>
      </div>
      <p id={meta.errorId} className="field__error">
        {meta.errors?.[0] ?? ''}
      </p>
    </div>
  )
}
