/**
 * The frame every auth form shares (auth-panel.tsx): the panel's props, which answer belongs to which form, and
 * the public form with the form's intent and the way back.
 */
import type { SubmissionResult } from '@conform-to/react'
import { type FetcherWithComponents, useNavigation } from '@remix-run/react'
import { type ReactNode, useRef } from 'react'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import type { FormFrame } from '#app/ui/fields.tsx'
import { PublicForm } from '#app/ui/public-form.tsx'
import type { AuthActionData, AuthIntent, AuthView, authCaptchaActions, PendingCodeView } from './auth-schema.ts'

export interface AuthPanelProps {
  view: AuthView
  /** The code waiting to be typed, if one was sent (from the server's cookie). */
  pending: PendingCodeView | null
  /** The page to come back to after sign-in. */
  back: string
  /** The link to another state of the panel (another tab, mode, role, or back from the code step). */
  hrefFor: (view: AuthView) => string
  /** The last refused post's answer. */
  answer: AuthActionData | undefined
  /** The dialog's fetcher; without it the forms navigate. */
  fetcher?: FetcherWithComponents<unknown> | undefined
  /**
   * Where every form posts, when not /signin and /signup: a page that embeds the panel (the cart's sign-in step) and
   * answers with `authAction` itself, so a refused post shows on that page.
   */
  action?: string | undefined
}

/**
 * The last answer, for the form it belongs to. A code step that could not go on (its cookie expired) answers with
 * the start view: that answer's message shows on the form of step 1.
 */
export function resultFor(
  answer: AuthActionData | undefined,
  intents: readonly AuthIntent[],
): SubmissionResult<string[]> | undefined {
  return answer && intents.includes(answer.intent) ? answer.result : undefined
}

export function expiredCodeFor(answer: AuthActionData | undefined): AuthIntent[] {
  return answer && !answer.view.code && ['code', 'resend', 'reset'].includes(answer.intent) ? [answer.intent] : []
}

/** A number that changes whenever `value` (an answer object) does. */
export function useVersion(value: unknown): number {
  const seen = useRef({ value, version: 0 })
  if (seen.current.value !== value) seen.current = { value, version: seen.current.version + 1 }
  return seen.current.version
}

type CaptchaAction = (typeof authCaptchaActions)[keyof typeof authCaptchaActions]

/**
 * The frame of each auth form: a public form (the honeypot, the form's own error, the submit button) with its intent
 * and the way back; the reCAPTCHA v3 token for the forms that send an SMS.
 */
export function AuthForm({
  intent,
  submit,
  secondary,
  disabled,
  ...form
}: {
  intent: AuthIntent
  action: string
  frame: FormFrame
  back: string
  fetcher?: FetcherWithComponents<unknown> | undefined
  captchaAction?: CaptchaAction
  submit: string
  secondary?: boolean
  disabled?: boolean
  children: ReactNode
}) {
  const { t } = useTranslation('auth')
  const navigation = useNavigation()
  const { fetcher } = form
  const busy = fetcher ? fetcher.state !== 'idle' : navigation.state !== 'idle'
  const submitting = fetcher ? fetcher.formData?.get('intent') : navigation.formData?.get('intent')
  return (
    <PublicForm
      {...form}
      className="form auth__form"
      intent={intent}
      busy={busy && submitting === intent}
      submit={{ label: submit, busyLabel: t('submit.sending'), secondary, disabled }}
    />
  )
}
