/**
 * The frame of every form around its fields (`fields.tsx`): the honeypot, the form's own error, the submit row and the
 * sent notice.
 */
import { Link } from '@remix-run/react'
import { HONEYPOT_FIELD } from '#app/lib/forms/rules.ts'
import { useTranslation } from '#app/lib/i18n/texts.tsx'

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

/**
 * The submit button, which says it is busy (and cannot be pressed twice) while its post is under way, and for an
 * edit form the way out without saving. `name` and `value` say which button sent a form that has several.
 */
export function SubmitRow({
  label,
  busyLabel,
  busy,
  disabled = false,
  secondary = false,
  name,
  value,
  cancel,
}: {
  label: string
  busyLabel: string
  busy: boolean
  disabled?: boolean
  secondary?: boolean
  name?: string
  value?: string
  cancel?: { to: string; label: string }
}) {
  return (
    <div className="form-actions">
      <button
        type="submit"
        name={name}
        value={value}
        className={secondary ? 'button button--secondary' : 'button'}
        disabled={busy || disabled}
      >
        {busy ? busyLabel : label}
      </button>
      {cancel ? (
        <Link to={cancel.to} className="button button--secondary">
          {cancel.label}
        </Link>
      ) : null}
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
