/**
 * The fields of every form (contact, auth, account, checkout): conform with the form's zod schema and a labelled
 * field with its reserved error line. Fields take conform's metadata: the label is tied to the input, the error line
 * has the id `aria-describedby` points at, and `aria-invalid` follows the error. The rest of a form's frame (the
 * honeypot, the form's own error, the submit row, the sent notice) is `form-parts.tsx`.
 *
 * Where Rollup puts the two is its own business: forced into one chunk, they dragged the translations the entry
 * loads before hydrating along with them (+69 KB before the page came alive); `npm run bench` watches both.
 */
import {
  type DefaultValue,
  type FieldMetadata,
  type FormMetadata,
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type SubmissionResult,
  useForm,
} from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import type { InputHTMLAttributes, ReactNode } from 'react'
import type { ZodTypeAny, z } from 'zod'
import { EMAIL_MAX, PASSWORD_MAX } from '#app/lib/forms/rules.ts'
import { PhoneInput } from './phone-input.tsx'

// Forms' code takes it from here too; the catalogue from app/lib, without the forms' kit.
export { useHydrated } from '#app/lib/use-hydrated.ts'

/**
 * conform with a form's zod schema, as every form of the storefront uses it: checked as the visitor leaves a field,
 * rechecked as they type, the action's last answer (errors and what was typed) shown again. The schema is the one the
 * route's action parses with, so the browser refuses what the server would.
 */
export function useZodForm<S extends ZodTypeAny>(
  schema: S,
  lastResult: SubmissionResult<string[]> | null | undefined,
  options: {
    /** The form's id (its fields' ids derive from it); conform makes one up without it. */
    id?: string
    defaultValue?: DefaultValue<z.input<S>> | undefined
  } = {},
) {
  const conform = useForm<z.input<S>>({
    id: options.id,
    lastResult,
    defaultValue: options.defaultValue,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  // Re-render this form on any field's error, whoever shows it (decision 029). conform re-renders the form only for
  // what was read in its last render, and every render forgets the reads before; the field components read their
  // `errors`, and a render of the form that React stops before its children (a state set to the value it had, as
  // texts arriving after hydration cause) left the form deaf to them: an empty submit changed nothing on screen.
  void conform[0].allErrors
  return conform
}

/** What a form's frame needs of conform's form (its metadata's generics are invariant, so it is taken apart here). */
export interface FormFrame {
  props: ReturnType<typeof getFormProps>
  errorId: string
  errors: string[] | undefined
}

export function formFrame<S extends Record<string, unknown>>(form: FormMetadata<S, string[]>): FormFrame {
  return { props: getFormProps(form), errorId: form.errorId, errors: form.errors }
}

/** What the shell reads of a field: conform's metadata, or the same three for a field conform does not manage. */
type FieldIds = Pick<FieldMetadata<unknown>, 'id' | 'errorId' | 'errors'>

interface FieldShellProps {
  meta: FieldIds
  label: string
  required?: boolean | undefined
  hint?: string | undefined
  /** Said under the field besides its error (what a look-up found or did not). */
  note?: ReactNode
  children: ReactNode
}

export function FieldShell({ meta, label, required, hint, note, children }: FieldShellProps) {
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
      {note}
      {/* Always present: the reserved line keeps the layout still as errors come and go. */}
      <p id={meta.errorId} className="field__error">
        {meta.errors?.[0] ?? ''}
      </p>
    </div>
  )
}

/** aria-describedby: the error (when there is one) and the hint. */
export function describedBy(meta: FieldIds, hint?: string): string | undefined {
  const ids = [meta.errors?.length ? meta.errorId : null, hint ? `${meta.id}-hint` : null].filter(Boolean)
  return ids.length > 0 ? ids.join(' ') : undefined
}

type InputKind = 'text' | 'email' | 'number' | 'tel' | 'date'

/** What else an input may be given (autoComplete, maxLength, inputMode…); conform owns the rest. */
type ExtraInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'name' | 'id' | 'defaultValue' | 'value' | 'required' | 'form' | 'className'
>

export function TextField({
  meta,
  label,
  type = 'text',
  required,
  hint,
  ...rest
}: {
  meta: FieldMetadata<unknown>
  label: string
  type?: InputKind
  required?: boolean
  hint?: string
} & ExtraInputProps) {
  const { key, ...props } = getInputProps(meta, { type, ariaAttributes: true })
  return (
    <FieldShell meta={meta} label={label} required={required} hint={hint}>
      <input
        key={key}
        {...props}
        {...rest}
        className="field__input"
        required={required}
        aria-describedby={describedBy(meta, hint)}
      />
    </FieldShell>
  )
}

/** An e-mail address, as long as the contract allows; `username` where it signs in. */
export function EmailField({
  meta,
  label,
  required,
  autoComplete = 'email',
}: {
  meta: FieldMetadata<unknown>
  label: string
  required?: boolean
  autoComplete?: 'email' | 'username'
}) {
  return (
    <TextField
      meta={meta}
      label={label}
      type="email"
      required={required}
      autoComplete={autoComplete}
      maxLength={EMAIL_MAX}
    />
  )
}

/**
 * A password, always required. It is never sent back into the page: after a refused post the field is empty, with
 * JavaScript too (`resetKey` changes with each answer and remounts the input).
 */
export function PasswordField({
  meta,
  label,
  autoComplete,
  hint,
  resetKey = 0,
}: {
  meta: FieldMetadata<unknown>
  label: string
  autoComplete: 'current-password' | 'new-password'
  hint?: string
  resetKey?: number
}) {
  const { key, ...props } = getInputProps(meta, { type: 'password', ariaAttributes: true })
  return (
    <FieldShell meta={meta} label={label} required hint={hint}>
      <input
        key={`${key}-${resetKey}`}
        {...props}
        className="field__input"
        required
        autoComplete={autoComplete}
        maxLength={PASSWORD_MAX}
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

/**
 * The phone, formatted as it is typed (+7 (916) 123-45-67) once JavaScript runs; a plain tel input before. Required
 * unless told otherwise (the profile's phone is not).
 */
export function PhoneField({
  meta,
  label,
  hint,
  required = true,
}: {
  meta: FieldMetadata<unknown>
  label: string
  hint?: string
  required?: boolean
}) {
  const { key, type: _type, ...props } = getInputProps(meta, { type: 'tel', ariaAttributes: true })
  return (
    <FieldShell meta={meta} label={label} required={required} hint={hint}>
      <PhoneInput
        key={key}
        {...props}
        className="field__input"
        required={required}
        maxLength={40}
        aria-describedby={describedBy(meta, hint)}
      />
    </FieldShell>
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
    <FieldShell meta={meta} label={label}>
      <select key={key} {...props} className="field__input" aria-describedby={describedBy(meta)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
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
