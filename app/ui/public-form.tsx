/**
 * The frame of every public form (contact and auth: the visitor may be a bot) and of the contact forms in particular,
 * the same in the dialog and on the page route: conform with the form's zod schema (checked as the visitor leaves a
 * field, rechecked as they type), the hidden way back, the honeypot, the reCAPTCHA v3 token, the form's own error,
 * the required-fields note and the submit button.
 *
 * On the page the form navigates (a plain post; success is a redirect to the page's sent state). In a dialog it goes
 * through the dialog's fetcher and, once hydrated, says so (`via=dialog`), so the action answers with data and the
 * dialog shows the success itself. Without JavaScript the dialog's form is a plain post to the page route.
 */
import type { SubmissionResult } from '@conform-to/react'
import { type FetcherWithComponents, useNavigation } from '@remix-run/react'
import type { ReactNode } from 'react'
import { type formCaptchaActions, VIA_DIALOG, VIA_FIELD } from '#app/lib/forms/public-form.ts'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { safeRedirectPath } from '#app/lib/redirect-target.ts'
import { useHydrated } from '#app/lib/use-hydrated.ts'
import type { FormFrame } from './fields.tsx'
import { Honeypot } from './form-parts.tsx'
import { FramedForm, type FramedFormProps } from './framed-form.tsx'

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

/**
 * What a public form is besides its fields: its intent (when it has one), the way back, its other hidden fields,
 * the honeypot, the form's own error and the submit
 * button, busy while the post (`busy`, the caller's to judge) or the token is under way. A form with a
 * `captchaAction` waits for a reCAPTCHA v3 token (at most 5 s) and goes with it as `token`; without a site key, or
 * without JavaScript, it posts as it is. In a dialog it goes through the dialog's fetcher; on a page it navigates.
 */
export function PublicForm({
  intent,
  back,
  hidden,
  ...form
}: Omit<FramedFormProps, 'head'> & {
  /** Which of the action's forms this is (`intent`). */
  intent?: string | undefined
  /** The page to go back to (`redirectTo`). */
  back: string
  hidden?: ReactNode
}) {
  return (
    <FramedForm
      {...form}
      head={
        <>
          {intent ? <input type="hidden" name="intent" value={intent} /> : null}
          <input type="hidden" name="redirectTo" value={back} />
          {hidden}
          <Honeypot />
        </>
      }
    />
  )
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
  /** conform's form: `formFrame(form)`. */
  form: FormFrame
  submitLabel: string
  children: ReactNode
}) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const navigation = useNavigation()
  const busy = fetcher
    ? fetcher.state !== 'idle'
    : navigation.state !== 'idle' && navigation.formMethod === 'POST' && navigation.formAction === action
  // After a refused post the way back is the one that was sent, not the page route's own URL.
  const sentBack = lastResult?.initialValue?.redirectTo
  const back = safeRedirectPath(typeof sentBack === 'string' ? sentBack : redirectTo)
  return (
    <PublicForm
      frame={form}
      action={action}
      fetcher={fetcher}
      captchaAction={captchaAction}
      className="form"
      back={back}
      hidden={fetcher && hydrated ? <input type="hidden" name={VIA_FIELD} value={VIA_DIALOG} /> : null}
      busy={busy}
      submit={{ label: submitLabel, busyLabel: t('forms.sending') }}
    >
      <p className="field__hint">{t('forms.requiredNote')}</p>
      {children}
    </PublicForm>
  )
}
