/**
 * The frame of every contact form, the same in the dialog and on the page route: conform with the form's zod
 * schema (checked as the visitor leaves a field, rechecked as they type), the hidden way back, the honeypot, the
 * form's own error, the required-fields note and the submit button.
 *
 * On the page the form navigates (a plain post; success is a redirect to the page's sent state). In a dialog it goes
 * through the dialog's fetcher and, once hydrated, says so (`via=dialog`), so the action answers with data and the
 * dialog shows the success itself. Without JavaScript the dialog's form is a plain post to the page route.
 */
import { type DefaultValue, type FormMetadata, getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { type FetcherWithComponents, Form, useNavigation } from '@remix-run/react'
import { type ReactNode, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ZodTypeAny, z } from 'zod'
import { useCaptchaSubmit } from '#app/lib/client/use-captcha-submit.ts'
import { safeRedirectPath } from '#app/lib/dialog.ts'
import { type formCaptchaActions, VIA_DIALOG, VIA_FIELD } from '#app/lib/forms/contact.ts'
import { FormErrors, Honeypot } from './fields.tsx'

export interface ContactFormProps {
  /** The page route whose action takes the form (with its query, e.g. `/price-request?item=5`). */
  action: string
  /** Where the success page links back to. */
  redirectTo: string
  /** The last answer of the action (errors and the values the visitor typed). */
  lastResult?: SubmissionResult<string[]> | null | undefined
  /** The dialog's fetcher; without it the form navigates. */
  fetcher?: FetcherWithComponents<unknown> | undefined
}

/** The reCAPTCHA v3 action a form's token is made for (`formCaptchaActions`). */
type CaptchaAction = (typeof formCaptchaActions)[keyof typeof formCaptchaActions]

export function useContactForm<S extends ZodTypeAny>(
  schema: S,
  lastResult: SubmissionResult<string[]> | null | undefined,
  defaultValue?: DefaultValue<z.input<S>>,
) {
  return useForm<z.input<S>>({
    lastResult,
    defaultValue,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
}

/** What the frame needs of conform's form (its metadata's generics are invariant, so it is taken apart here). */
export interface ContactFormFrame {
  props: ReturnType<typeof getFormProps>
  errorId: string
  errors: string[] | undefined
}

export function formFrame<S extends Record<string, unknown>>(form: FormMetadata<S, string[]>): ContactFormFrame {
  return { props: getFormProps(form), errorId: form.errorId, errors: form.errors }
}

function useHydrated() {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
}

export function ContactFormShell({
  form,
  action,
  redirectTo,
  lastResult,
  fetcher,
  captchaAction,
  submitLabel,
  children,
}: ContactFormProps & {
  captchaAction: CaptchaAction
  /** conform's form: `formProps(form)`. */
  form: ContactFormFrame
  submitLabel: string
  children: ReactNode
}) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const navigation = useNavigation()
  // With a site key the submission waits for a token (at most 5 s) and goes with it as `token`; without one, or
  // without JavaScript, the form posts as it is.
  const captcha = useCaptchaSubmit(captchaAction, fetcher)
  const FormElement = fetcher ? fetcher.Form : Form
  const pending =
    captcha.pending ||
    (fetcher
      ? fetcher.state !== 'idle'
      : navigation.state !== 'idle' && navigation.formMethod === 'POST' && navigation.formAction === action)
  // After a refused post the way back is the one that was sent, not the page route's own URL.
  const sentBack = lastResult?.initialValue?.redirectTo
  const back = safeRedirectPath(typeof sentBack === 'string' ? sentBack : redirectTo)
  return (
    <FormElement
      method="post"
      action={action}
      preventScrollReset
      className="form"
      {...form.props}
      onSubmit={(event) => {
        // conform first: an invalid form is stopped there, and the captcha leaves a stopped submission alone.
        form.props.onSubmit(event)
        captcha.onSubmit(event)
      }}
    >
      <input type="hidden" name="redirectTo" value={back} />
      {fetcher && hydrated ? <input type="hidden" name={VIA_FIELD} value={VIA_DIALOG} /> : null}
      <Honeypot />
      <FormErrors id={form.errorId} errors={form.errors} />
      <p className="field__hint">{t('forms.requiredNote')}</p>
      {children}
      <div className="form-actions">
        <button type="submit" className="button" disabled={pending}>
          {pending ? t('forms.sending') : submitLabel}
        </button>
      </div>
    </FormElement>
  )
}
