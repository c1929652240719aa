/**
 * The refusals of a post, at the top of the form: each field's error as a link to its field (named, since several
 * fields may say «Это поле — обязательно для заполнения»), and the form's own errors (an empty cart, a seller's
 * minimum, a failure of the back-end) as text. Announced as it appears.
 */
import { useTranslation } from '#app/lib/i18n/texts.tsx'

export function ErrorSummary({
  errors,
  formId,
  formErrorId,
  labelOf,
}: {
  errors: Record<string, string[] | null | undefined>
  formId: string
  formErrorId: string
  labelOf: (name: string) => string | null
}) {
  const { t } = useTranslation('checkout')
  const entries = Object.entries(errors).filter((entry): entry is [string, string[]] => Boolean(entry[1]?.length))
  if (entries.length === 0) return null
  const own = entries.filter(([name]) => name === '').flatMap(([, messages]) => messages)
  const fields = entries.filter(([name]) => name !== '')
  return (
    <div className="alert alert--error checkout-summary" role="alert" aria-labelledby={`${formId}-summary-title`}>
      <p id={`${formId}-summary-title`} className="checkout-summary__title">
        <strong>{t('summary.title')}</strong>
      </p>
      <div id={formErrorId}>
        {own.map((message) => (
          <p key={message}>{message}</p>
        ))}
      </div>
      {fields.length > 0 ? (
        <>
          <p>{t('summary.intro')}</p>
          <ul className="checkout-summary__list">
            {fields.map(([name, messages]) => {
              const label = labelOf(name)
              return (
                <li key={name}>
                  <a href={`#${formId}-${name}`}>{label ? `${label}: ${messages[0]}` : messages[0]}</a>
                </li>
              )
            })}
          </ul>
        </>
      ) : null}
    </div>
  )
}
