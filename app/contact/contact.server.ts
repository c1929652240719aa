/**
 * What the three contact forms' actions share: read the post, catch the honeypot, validate with the form's schema,
 * send the call, and answer —
 * - invalid, or refused by the back-end: 400 with conform's reply (Russian field errors, the typed values kept);
 * - sent, to the dialog's fetcher: `{ status: 'sent' }`;
 * - sent, as a plain post (JavaScript off, the page's own form): a redirect to the page's success state
 *   (post/redirect/get), which links back to `redirectTo`.
 * A filled honeypot gets the very same success without a call (decision 010).
 */
import { parseWithZod } from '@conform-to/zod'
import { data, redirect } from '@remix-run/node'
import type { ZodTypeAny, z } from 'zod'
import type { ApiResult } from '#app/lib/api/client.server.ts'
import { readForm } from '#app/lib/forms/read-form.server.ts'
import { isHoneypotFilled } from '#app/lib/forms/rules.ts'
import { safeRedirectPath } from '#app/lib/redirect-target.ts'
import { type ContactActionData, VIA_DIALOG, VIA_FIELD } from './contact-schema.ts'

export type { ContactActionData }

/** The page route's query that shows its success state, and the way back from it. */
export const SENT_PARAM = 'sent'
export const BACK_PARAM = 'redirectTo'

export function sentPageHref(pathname: string, back: string): string {
  const params = new URLSearchParams({ [SENT_PARAM]: '1', [BACK_PARAM]: back })
  return `${pathname}?${params}`
}

/** What the page route's loader reads from its URL: the success state and where to go back. */
export function pageState(request: Request) {
  const url = new URL(request.url)
  return {
    sent: url.searchParams.get(SENT_PARAM) === '1',
    back: safeRedirectPath(url.searchParams.get(BACK_PARAM)),
  }
}

/**
 * Back-end field names (`product.quantity`) onto the form's (`quantity`); a field the form does not show (the
 * product, the seller, the token) becomes an error of the whole form.
 */
export function mapBackendErrors(
  failure: { error: string; status: number; fields?: Record<string, string[]> },
  visibleFields: readonly string[],
  rename: Record<string, string> = {},
): { fieldErrors: Record<string, string[]>; formErrors: string[] } {
  const fieldErrors: Record<string, string[]> = {}
  const formErrors: string[] = []
  for (const [key, messages] of Object.entries(failure.fields ?? {})) {
    const field = rename[key] ?? key
    if (visibleFields.includes(field)) fieldErrors[field] = [...(fieldErrors[field] ?? []), ...messages]
    else for (const message of messages) if (!formErrors.includes(message)) formErrors.push(message)
  }
  if (Object.keys(fieldErrors).length === 0 && formErrors.length === 0) formErrors.push(failure.error)
  return { fieldErrors, formErrors }
}

interface ContactActionOptions<S extends ZodTypeAny> {
  request: Request
  schema: S
  /** Which form, for the log line of a caught bot. */
  form: string
  /** The fields the form shows, where the back-end's field errors can appear. */
  visibleFields: readonly string[]
  rename?: Record<string, string>
  /** Makes the call (the route builds its API client only when there is something to send). */
  send: (value: z.output<S>) => Promise<ApiResult<unknown>>
}

export async function contactAction<S extends ZodTypeAny>(options: ContactActionOptions<S>) {
  const { request, schema } = options
  const formData = await readForm(request)
  const pathname = new URL(request.url).pathname
  const viaDialog = formData.get(VIA_FIELD) === VIA_DIALOG
  const back = safeRedirectPath(formData.get('redirectTo'))
  const sent = () =>
    viaDialog ? data<ContactActionData>({ status: 'sent' }) : redirect(sentPageHref(pathname, back), 303)

  if (isHoneypotFilled(formData)) {
    console.info(`contact form ${options.form}: honeypot filled, answered as sent, nothing passed on`)
    return sent()
  }

  const submission = parseWithZod(formData, { schema })
  if (submission.status !== 'success') {
    return data<ContactActionData>({ status: 'error', result: submission.reply() }, { status: 400 })
  }
  const answer = await options.send(submission.value)
  if (answer.error !== null) {
    const errors = mapBackendErrors(answer, options.visibleFields, options.rename)
    return data<ContactActionData>(
      { status: 'error', result: submission.reply(errors) },
      { status: answer.status >= 400 && answer.status < 500 ? answer.status : 400 },
    )
  }
  return sent()
}
