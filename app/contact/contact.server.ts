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
import {
  type ContactActionData,
  priceRequestSchema,
  productQuestionSchema,
  VIA_DIALOG,
  VIA_FIELD,
  writeUsSchema,
} from './contact-schema.ts'

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

/**
 * Each contact form by its name (the log line of a caught bot says it): its schema, and the fields it shows — where
 * the back-end's field errors can appear, after `rename` of the back-end's names; others show above the form.
 */
const CONTACT_FORMS = {
  'write-us': { schema: writeUsSchema, visibleFields: ['name', 'email', 'phone', 'message'] },
  'price-request': {
    schema: priceRequestSchema,
    visibleFields: ['name', 'email', 'phone', 'quantity', 'message', 'location'],
  },
  'product-question': {
    schema: productQuestionSchema,
    visibleFields: ['name', 'phone', 'email', 'question', 'location', 'quantity'],
    rename: { 'product.quantity': 'quantity' },
  },
} as const satisfies Record<string, { schema: ZodTypeAny; visibleFields: readonly string[]; rename?: object }>

type ContactFormName = keyof typeof CONTACT_FORMS

/** `send` makes the call with the valid form (the route builds its API client only when there is something to send). */
export async function contactAction<F extends ContactFormName>(
  request: Request,
  form: F,
  send: (value: z.output<(typeof CONTACT_FORMS)[F]['schema']>) => Promise<ApiResult<unknown>>,
) {
  const contactForm: { schema: ZodTypeAny; visibleFields: readonly string[]; rename?: Record<string, string> } =
    CONTACT_FORMS[form]
  const { schema } = contactForm
  const formData = await readForm(request)
  const pathname = new URL(request.url).pathname
  const viaDialog = formData.get(VIA_FIELD) === VIA_DIALOG
  const back = safeRedirectPath(formData.get('redirectTo'))
  const sent = () =>
    viaDialog ? data<ContactActionData>({ status: 'sent' }) : redirect(sentPageHref(pathname, back), 303)

  if (isHoneypotFilled(formData)) {
    console.info(`contact form ${form}: honeypot filled, answered as sent, nothing passed on`)
    return sent()
  }

  const submission = parseWithZod(formData, { schema })
  if (submission.status !== 'success') {
    return data<ContactActionData>({ status: 'error', result: submission.reply() }, { status: 400 })
  }
  const answer = await send(submission.value)
  if (answer.error !== null) {
    const errors = mapBackendErrors(answer, contactForm.visibleFields, contactForm.rename)
    return data<ContactActionData>(
      { status: 'error', result: submission.reply(errors) },
      { status: answer.status >= 400 && answer.status < 500 ? answer.status : 400 },
    )
  }
  return sent()
}
