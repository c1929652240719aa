/**
 * "Заполнить по ИНН" and "Найти банк" in the browser, as the account's requisites form and checkout's new requisites
 * both have them (their fields under a `prefix`: '' or 'new_requisite.'): the code checked here, the company or bank
 * asked of /account/lookup, the form filled in place with what was found, and a notice under the code's field.
 * Without JavaScript the buttons post the form and the server does the same (`requisite-form.server.ts`).
 */
import { useFetcher } from '@remix-run/react'
import { type MouseEvent, type ReactNode, useEffect, useState } from 'react'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { useHydrated } from '#app/lib/use-hydrated.ts'
import { type LookupAnswer, onlyDigits } from './account-schema.ts'
import { CODE_LOOKUPS, type LookupNotice, lookupOutcome } from './requisite-form.tsx'

type CodeField = LookupNotice['field']

export function useRequisiteLookups<Prefix extends '' | 'new_requisite.'>({
  prefix,
  answered,
  answerKey = answered,
  fill,
  validate,
}: {
  prefix: Prefix
  /** The notice of the server's last answer (without JavaScript). */
  answered: { field: `${Prefix}${CodeField}`; found: boolean; text: string } | null
  /** What a new answer of the form is (the notice is the server's again when it changes). */
  answerKey?: unknown
  /** Fill the form with what a look-up found (its fields without the prefix, the empty ones left out). */
  fill: (found: Record<string, string>) => void
  /** Show a code that fails its checksum as the field's own error; without it, the notice says so. */
  validate?: (name: string) => void
}) {
  const { t } = useTranslation('account')
  const hydrated = useHydrated()
  const lookup = useFetcher<LookupAnswer>()
  const [notice, setNotice] = useState(answered)
  const [asking, setAsking] = useState<CodeField | null>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new answer of the form brings the server's notice
  useEffect(() => setNotice(answered), [answerKey])
  const nameOf = (field: CodeField) => `${prefix}${field}` as const

  // A company or bank found with JavaScript fills the form in place.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new answer of the look-up fills the form
  useEffect(() => {
    const outcome = lookup.data && lookup.state === 'idle' ? lookupOutcome(lookup.data) : null
    if (!outcome) return
    const texts = CODE_LOOKUPS[outcome.field].texts
    const field = nameOf(outcome.field)
    if (!outcome.fill) {
      setNotice({ field, found: false, text: t(`requisites.${texts.notFound}`) })
      return
    }
    fill(
      Object.fromEntries(
        Object.entries(outcome.fill).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
        ),
      ),
    )
    setNotice({ field, found: true, text: t(`requisites.${texts.filled}`, { name: outcome.name }) })
  }, [lookup.data, lookup.state])

  /** With JavaScript: check the code here, then ask the look-up; without, the button posts the form. */
  const lookUp = (event: MouseEvent<HTMLButtonElement>, field: CodeField) => {
    if (!hydrated) return
    event.preventDefault()
    const name = nameOf(field)
    const input = event.currentTarget.form?.elements.namedItem(name)
    const value = onlyDigits(input instanceof HTMLInputElement ? input.value : '')
    const { isValid, url, texts, message } = CODE_LOOKUPS[field]
    if (!value) {
      setNotice({ field: name, found: false, text: t(`requisites.${texts.first}`) })
      return
    }
    if (!isValid(value)) {
      if (validate) {
        setNotice(null)
        validate(name)
      } else {
        setNotice({ field: name, found: false, text: message })
      }
      return
    }
    setNotice(null)
    setAsking(field)
    lookup.load(url(value))
  }

  return {
    /** A code field's look-up button, labelled `idle` until it asks. */
    button: (field: CodeField, idle: string, intent: string) => ({
      label: lookup.state === 'loading' && asking === field ? t('requisites.searching') : idle,
      intent,
      onClick: (event: MouseEvent<HTMLButtonElement>) => lookUp(event, field),
    }),
    /** What the look-up said under a code field. */
    note: (field: CodeField): ReactNode =>
      notice?.field === nameOf(field) ? (
        <p className={`field__note${notice.found ? '' : ' field__note--warn'}`} role="status">
          {notice.text}
        </p>
      ) : null,
  }
}
