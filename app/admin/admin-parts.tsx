/**
 * Pieces every console page shares: the record of operators' actions on an object, the page links under a list,
 * and a table that scrolls sideways on a phone instead of widening the page.
 */
import { Form } from '@remix-run/react'
import type { ReactNode } from 'react'
import { formatDateTime } from '#app/account/orders/order-parts.tsx'
import { ListingPager } from '#app/catalog/listing-pager.tsx'
import { formatPhone } from '#app/lib/client/phone-format.ts'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import type { AuditEntry } from '#contract/admin.ts'

/** Who did what and when to this object, oldest first. */
export function AuditLog({ entries }: { entries: readonly AuditEntry[] }) {
  const { t } = useTranslation('admin')
  return (
    <section className="panel seller-section" aria-labelledby="admin-audit-title">
      <h2 id="admin-audit-title" className="seller-section__title">
        {t('audit.title')}
      </h2>
      {entries.length === 0 ? (
        <p>{t('audit.empty')}</p>
      ) : (
        <ol className="seller-history admin-audit">
          {entries.map((entry) => (
            <li key={entry.id} className="seller-history__entry">
              <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>{' '}
              <strong>{t(`audit.actions.${entry.action}`)}</strong>
              {entry.details ? <span className="seller-history__comment">{entry.details}</span> : null}{' '}
              <span className="admin-audit__actor">
                {entry.actor.email ?? (entry.actor.phone ? formatPhone(entry.actor.phone) : `#${entry.actor.id}`)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}

/** The page links under a list: one page shown at a time. */
export function AdminPager({ page, lastPage }: { page: number; lastPage: number }) {
  return <ListingPager firstPage={page} lastShownPage={page} lastPage={lastPage} />
}

/** A list's table, labelled, that scrolls sideways within itself on a narrow screen. */
export function AdminTable({ label, head, children }: { label: string; head: readonly string[]; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable from the keyboard
    <section className="admin-table" aria-label={label} tabIndex={0}>
      <table>
        <thead>
          <tr>
            {head.map((title) => (
              <th key={title} scope="col">
                {title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </section>
  )
}

/** «Найдено: N», or the list's empty text. */
export function ListCount({ total }: { total: number }) {
  const { t } = useTranslation('admin')
  return <p aria-live="polite">{total === 0 ? t('common.empty') : t('common.total', { count: total })}</p>
}

/** A field of a list's GET filter form: its label, hint and the error of what was typed. */
export function FilterField({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string
  label: string
  hint?: string
  error?: string | false
  children: (described: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: true }) => ReactNode
}) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ')
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        ...(described ? { 'aria-describedby': described } : {}),
        ...(error ? { 'aria-invalid': true as const } : {}),
      })}
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** A select of a status filter: «Все» and each value with its text. */
export function StatusSelect({
  id,
  label,
  name = 'status',
  value,
  options,
}: {
  id: string
  label: string
  name?: string
  value: string | null
  options: readonly { value: string; text: string }[]
}) {
  const { t } = useTranslation('admin')
  return (
    <FilterField id={id} label={label}>
      {(props) => (
        <select {...props} name={name} className="field__input" defaultValue={value ?? ''} key={value ?? ''}>
          <option value="">{t('common.all')}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.text}
            </option>
          ))}
        </select>
      )}
    </FilterField>
  )
}

/** A required text of an action's form (a reason, a reply): its label, hint and the error it came back with. */
export function ActionText({
  id,
  name,
  label,
  hint,
  error,
  defaultValue,
  maxLength,
  rows = 3,
}: {
  id: string
  name: string
  label: string
  hint: string
  error: string | undefined
  defaultValue: string
  maxLength: number
  rows?: number
}) {
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        rows={rows}
        required
        maxLength={maxLength}
        className="field__input"
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint ${id}-error`}
      />
      <p id={`${id}-hint`} className="field__hint">
        {hint}
      </p>
      <p id={`${id}-error`} className="field__error" role={error ? 'alert' : undefined}>
        {error ?? ''}
      </p>
    </div>
  )
}

/** A list's one filter, its status: a GET form of the select and «Показать» (`kept`: parameters it keeps). */
export function StatusFilter({
  action,
  id,
  label,
  value,
  options,
  kept = {},
}: {
  action: string
  id: string
  label: string
  value: string | null
  options: readonly { value: string; text: string }[]
  kept?: Readonly<Record<string, string>>
}) {
  const { t } = useTranslation('admin')
  return (
    <section className="panel seller-filters" aria-label={label}>
      <Form method="get" action={action} className="seller-filters__form">
        {Object.entries(kept).map(([name, kept]) => (
          <input key={name} type="hidden" name={name} value={kept} />
        ))}
        <StatusSelect id={id} label={label} value={value} options={options} />
        <button type="submit" className="button button--secondary">
          {t('common.show')}
        </button>
      </Form>
    </section>
  )
}
