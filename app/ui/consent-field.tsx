/**
 * The auth forms' own field, beside the shared ones (app/ui/fields.tsx): the 152-FZ consent — a
 * separate box, never ticked in advance, with the policy a click away (reference: 152-FZ). Same markup as the others:
 * the label tied to the input, a reserved error line, `aria-invalid` and `aria-describedby` following the error.
 */
import { type FieldMetadata, getInputProps } from '@conform-to/react'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { describedBy } from './fields.tsx'

/**
 * The consent to personal-data processing; the policy opens in a new tab so the form keeps what was typed. Required
 * unless the form may go on without it (sign-in by phone, where only a new phone needs it: `hint` says so).
 */
export function ConsentField({
  meta,
  required = true,
  hint,
}: {
  meta: FieldMetadata<unknown>
  required?: boolean
  hint?: string
}) {
  const { t } = useTranslation('auth')
  const { key, ...props } = getInputProps(meta, { type: 'checkbox', ariaAttributes: true })
  return (
    <div className="field field--check">
      <div className="field__check">
        <input
          key={key}
          {...props}
          className="field__checkbox"
          required={required}
          aria-describedby={describedBy(meta, hint)}
        />
        <label htmlFor={meta.id}>
          {t('consent.label')}{' '}
          <a href="/privacy-policy" target="_blank" rel="noopener">
            {t('consent.policy')}
            <span className="visually-hidden"> {t('consent.policyNote')}</span>
          </a>
        </label>
      </div>
      {hint ? (
        <p id={`${meta.id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      <p id={meta.errorId} className="field__error">
        {meta.errors?.[0] ?? ''}
      </p>
    </div>
  )
}
