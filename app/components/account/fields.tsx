/**
 * The account forms' fields: a label tied to its control, a hint, and an error line that is always there (so the
 * layout stays still as errors come and go). They take conform's field metadata: `aria-invalid` follows the error
 * and `aria-describedby` names the error and the hint. The same look as the contact forms (app/components/forms).
 */
import { type FieldMetadata, getInputProps, getSelectProps } from '@conform-to/react'
import type { InputHTMLAttributes, ReactNode } from 'react'
import { PhoneInput } from '#app/components/phone-input.tsx'

export interface FieldFrameProps {
  meta: FieldMetadata<unknown>
  label: string
  required?: boolean | undefined
  hint?: string | undefined
  /** Extra error shown when conform has none (a look-up's "not found"). */
  note?: ReactNode
  children: ReactNode
  className?: string | undefined
}

export function FieldFrame({ meta, label, required, hint, note, children, className }: FieldFrameProps) {
  return (
    <div className={`field${className ? ` ${className}` : ''}`}>
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
      {note}
      <p id={meta.errorId} className="field__error">
        {meta.errors?.[0] ?? ''}
      </p>
    </div>
  )
}

/** aria-describedby: the error (when there is one) and the hint. */
export function describedBy(meta: FieldMetadata<unknown>, hint?: string): string | undefined {
  const ids = [meta.errors?.length ? meta.errorId : null, hint ? `${meta.id}-hint` : null].filter(Boolean)
  return ids.length > 0 ? ids.join(' ') : undefined
}

type InputType = 'text' | 'email' | 'date' | 'password'

type ExtraInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'name' | 'id' | 'defaultValue' | 'value' | 'required' | 'form'
>

export function InputField({
  meta,
  label,
  type = 'text',
  required,
  hint,
  className,
  ...rest
}: {
  meta: FieldMetadata<unknown>
  label: string
  type?: InputType
  required?: boolean
  hint?: string
  className?: string
} & ExtraInputProps) {
  const { key, ...props } = getInputProps(meta, { type, ariaAttributes: true })
  return (
    <FieldFrame meta={meta} label={label} required={required} hint={hint} className={className}>
      <input
        key={key}
        {...props}
        {...rest}
        className="field__input"
        required={required}
        aria-describedby={describedBy(meta, hint)}
      />
    </FieldFrame>
  )
}

/** The phone, formatted as it is typed once JavaScript runs; a plain tel input before (app/components/phone-input). */
export function PhoneField({
  meta,
  label,
  hint,
  required,
}: {
  meta: FieldMetadata<unknown>
  label: string
  hint?: string
  required?: boolean
}) {
  const { key, type: _type, ...props } = getInputProps(meta, { type: 'tel', ariaAttributes: true })
  return (
    <FieldFrame meta={meta} label={label} required={required} hint={hint}>
      <PhoneInput
        key={key}
        {...props}
        className="field__input"
        required={required}
        maxLength={40}
        aria-describedby={describedBy(meta, hint)}
      />
    </FieldFrame>
  )
}

export function SelectField({
  meta,
  label,
  options,
}: {
  meta: FieldMetadata<unknown>
  label: string
  options: { value: string; label: string }[]
}) {
  const { key, ...props } = getSelectProps(meta, { ariaAttributes: true })
  return (
    <FieldFrame meta={meta} label={label}>
      <select key={key} {...props} className="field__input" aria-describedby={describedBy(meta)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  )
}

/** A checkbox with its label beside it. */
export function CheckboxField({ meta, label }: { meta: FieldMetadata<unknown>; label: string }) {
  const { key, ...props } = getInputProps(meta, { type: 'checkbox', ariaAttributes: true })
  return (
    <div className="field field--checkbox">
      <label className="account-check">
        <input key={key} {...props} aria-describedby={describedBy(meta)} />
        <span>{label}</span>
      </label>
      <p id={meta.errorId} className="field__error">
        {meta.errors?.[0] ?? ''}
      </p>
    </div>
  )
}

/** The whole form's error (the back-end refused, a look-up failed): announced as it appears. */
export function FormError({ id, errors }: { id: string; errors: string[] | undefined }) {
  if (!errors?.length) return null
  return (
    <div id={id} className="alert alert--error" role="alert">
      {errors.map((error) => (
        <p key={error}>{error}</p>
      ))}
    </div>
  )
}
