/**
 * A form shown again by the server: what was posted (its text fields) and what a step filled in, with errors under
 * its fields, as conform's answer. Used by the forms whose buttons do more than submit (look-ups, suggestions chosen
 * without JavaScript, a quote).
 */
import { parse, type SubmissionResult } from '@conform-to/react'

/** The text fields of a post, as a form's values to show again (files and the buttons' own fields left out). */
export function postedValues(form: FormData, omit: readonly string[] = []): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {}
  for (const [key, value] of form.entries()) {
    if (typeof value !== 'string' || omit.includes(key)) continue
    const existing = values[key]
    values[key] = existing === undefined ? value : [...(Array.isArray(existing) ? existing : [existing]), value]
  }
  return values
}

/**
 * A form shown again with these values and errors but not refused as a whole (a look-up filled or did not fill
 * it): conform renders the values and the errors, and focuses nothing. Dotted names (`new_address.street`) become
 * the nested values conform reads.
 */
export function formAgain(
  values: Record<string, string | string[]>,
  fieldErrors: Record<string, string[]> = {},
): SubmissionResult<string[]> {
  const form = new FormData()
  for (const [name, value] of Object.entries(values)) for (const item of [value].flat()) form.append(name, item)
  const { payload } = parse(form, { resolve: () => ({ value: undefined }) })
  return { initialValue: payload as SubmissionResult<string[]>['initialValue'], error: fieldErrors }
}

/** The text a form's last answer (or its first values) holds for a field, by its dotted name. */
export function initialText(values: unknown, name: string): string {
  let value: unknown = values
  for (const part of name.split('.')) {
    if (value === null || typeof value !== 'object') return ''
    value = (value as Record<string, unknown>)[part]
  }
  return typeof value === 'string' ? value : ''
}
