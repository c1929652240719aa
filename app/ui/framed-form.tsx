/**
 * A conform form posted through Remix — the one wiring every form with a submit row shares: `method="post"` to its
 * action without scrolling, conform's props, conform's check first and then (for a form that names a reCAPTCHA v3
 * action) the wait for a token, the form's own error, its fields, and the submit button, busy while the post
 * (`busy`, the caller's to judge) or the token is under way. Through a fetcher when given one, else navigating.
 */
import { type FetcherWithComponents, Form } from '@remix-run/react'
import type { FormEvent, ReactNode } from 'react'
import type { FormFrame } from './fields.tsx'
import { FormErrors, SubmitRow } from './form-parts.tsx'
import { useCaptchaSubmit } from './use-captcha-submit.ts'

export interface FormSubmit {
  label: string
  busyLabel: string
  secondary?: boolean | undefined
  disabled?: boolean | undefined
}

export interface FramedFormProps {
  /** conform's form: `formFrame(form)`. */
  frame: FormFrame
  action: string
  fetcher?: FetcherWithComponents<unknown> | undefined
  captchaAction?: string | undefined
  className: string
  /** What stands before the form's error: hidden fields, a lead. */
  head: ReactNode
  busy: boolean
  submit: FormSubmit
  children: ReactNode
}

export function FramedForm({
  frame,
  action,
  fetcher,
  captchaAction,
  className,
  head,
  busy,
  submit,
  children,
}: FramedFormProps) {
  // A form without a token still calls the hook (rules of hooks), with an action it never uses.
  const captcha = useCaptchaSubmit(captchaAction ?? '', fetcher)
  const FormElement = fetcher ? fetcher.Form : Form
  return (
    <FormElement
      method="post"
      action={action}
      preventScrollReset
      className={className}
      {...frame.props}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        // conform first: an invalid form is stopped there, and the captcha leaves a stopped submission alone.
        frame.props.onSubmit(event)
        if (captchaAction) captcha.onSubmit(event)
      }}
    >
      {head}
      <FormErrors id={frame.errorId} errors={frame.errors} />
      {children}
      <SubmitRow
        label={submit.label}
        busyLabel={submit.busyLabel}
        busy={captcha.pending || busy}
        disabled={submit.disabled}
        secondary={submit.secondary}
      />
    </FormElement>
  )
}
