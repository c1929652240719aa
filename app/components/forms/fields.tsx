/**
 * The building blocks of the contact forms: a labelled field with its reserved error line, the honeypot, the
 * form's own error and the sent notice. Fields take conform's metadata: the label is tied to the input, the error
 * line has the id `aria-describedby` points at, and `aria-invalid` follows the error.
 */
import { type FieldMetadata, getInputProps, getTextareaProps } from '@conform-to/react'
import { Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { PhoneInput } from '#app/components/phone-input.tsx'
import { HONEYPOT_FIELD } from '#app/lib/forms/contact.ts'

interface FieldShellProps {
  meta: FieldMetadata<unknown>
  label: string
  required?: boolean
  hint?: string
  children: ReactNode
}

function FieldShell({ meta, label, required, hint, children }: FieldShellProps) {
  return (
    <div className="field">
      <label htmlFor={meta.id} className="field__label">
        {label}
        {required ? (
          <span className="field__required" aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={`${meta.id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {/* Always present: the reserved line keeps the layout still as errors come and go. */}
      <p id={meta.errorId} className="field__error">
        {meta.errors?.[0] ?? ''}
      </p>
    </div>
  )
}

/** aria-describedby: the error (when there is one) and the hint. */
function describedBy(meta: FieldMetadata<unknown>, hint?: string): string | undefined {
  const ids = [meta.errors?.length ? meta.errorId : null, hint ? `${meta.id}-hint` : null].filter(Boolean)
  return ids.length > 0 ? ids.join(' ') : undefined
}

type InputKind = 'text' | 'email' | 'number' | 'tel'

export function TextField({
  meta,
  label,
  type = 'text',
  required,
  hint,
  autoComplete,
  maxLength,
  min,
  inputMode,
}: {
  meta: FieldMetadata<unknown>
  label: string
  type?: InputKind
  required?: boolean
  hint?: string
  autoComplete?: string
  maxLength?: number
  min?: number
  inputMode?: 'numeric' | 'text' | 'email' | 'tel'
}) {
  const { key, ...props } = getInputProps(meta, { type, ariaAttributes: true })
  return (
    <FieldShell meta={meta} label={label} required={required} hint={hint}>
      <input
        key={key}
        {...props}
        className="field__input"
        required={required}
        autoComplete={autoComplete}
        maxLength={maxLength}
        min={min}
        inputMode={inputMode}
        aria-describedby={describedBy(meta, hint)}
      />
    </FieldShell>
  )
}

export function TextareaField({
  meta,
  label,
  required,
  hint,
  maxLength,
}: {
  meta: FieldMetadata<unknown>
  label: string
  required?: boolean
  hint?: string
  maxLength?: number
}) {
  const { key, ...props } = getTextareaProps(meta, { ariaAttributes: true })
  return (
    <FieldShell meta={meta} label={label} required={required} hint={hint}>
      <textarea
        key={key}
        {...props}
        className="field__input"
        required={required}
        maxLength={maxLength}
        rows={4}
        aria-describedby={describedBy(meta, hint)}
      />
    </FieldShell>
  )
}

/** The phone, formatted as it is typed (+7 (916) 123-45-67) once JavaScript runs; a plain tel input before. */
export function PhoneField({ meta, label, hint }: { meta: FieldMetadata<unknown>; label: string; hint?: string }) {
  const { key, type: _type, ...props } = getInputProps(meta, { type: 'tel', ariaAttributes: true })
  return (
    <FieldShell meta={meta} label={label} required hint={hint}>
      <PhoneInput
        key={key}
        {...props}
        className="field__input"
        required
        maxLength={40}
        aria-describedby={describedBy(meta, hint)}
      />
    </FieldShell>
  )
}

/** People never see or reach it; a bot that fills it is answered as if its message went (decision 010). */
export function Honeypot() {
  const { t } = useTranslation()
  return (
    <div className="honeypot" aria-hidden="true">
      <label>
        {t('forms.honeypot')}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  )
}

/** The whole form's error (the back-end refused, too many messages…): announced as it appears. */
export function FormErrors({ id, errors }: { id: string; errors: string[] | undefined }) {
  if (!errors?.length) return null
  return (
    <div id={id} className="alert alert--error" role="alert">
      {errors.map((error) => (
        <p key={error}>{error}</p>
      ))}
    </div>
  )
}

/** The success message (SPEC §8), and on the page a link back to where the visitor came from. */
export function SentNotice({ title, note, back }: { title: string; note: string; back?: string }) {
  const { t } = useTranslation()
  return (
    <>
      <div className="alert alert--success" role="status">
        <p>
          <strong>{title}</strong>
        </p>
        <p>{note}</p>
      </div>
      {back ? (
        <p>
          <Link to={back} className="button">
            {t('forms.back')}
          </Link>
        </p>
      ) : null}
    </>
  )
}
