/**
 * The profile page's phone section (decision 026): a new number takes effect only once the code sent to it by SMS
 * is entered. Step 1 asks for the number («Получить код»); step 2 — shown while the server keeps the step in its
 * HttpOnly cookie — asks for the code («Подтвердить»), with «Отправить код ещё раз» and «Отменить» as forms of their
 * own, so Enter in a field always sends that field's form. A number set before codes were asked for is offered to
 * be proven the same way. Every form is a plain post to the page's action (works without JavaScript); with
 * JavaScript and a reCAPTCHA site key the forms that send an SMS carry a token, and the step a post leads to takes
 * the focus (the pressed button is gone with the step it belonged to).
 */
import type { SubmissionResult } from '@conform-to/react'
import { Form, useNavigation } from '@remix-run/react'
import { type MutableRefObject, useEffect, useRef } from 'react'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { CodeField } from '#app/ui/code-field.tsx'
import { formFrame, PhoneField, useHydrated, useZodForm } from '#app/ui/fields.tsx'
import { useCaptchaSubmit } from '#app/ui/use-captcha-submit.ts'
import { useCountdown } from '#app/ui/use-countdown.ts'
import { useSubmitting } from '#app/ui/use-submitting.ts'
import type { PhoneStepView } from './account-schema.ts'
import {
  INTENT_FIELD,
  PHONE_CHANGE_CAPTCHA_ACTION,
  phoneCodeSchema,
  phoneResendSchema,
  phoneSendSchema,
} from './account-schema.ts'
import {
  displayPhone,
  PHONE_SECTION_ID,
  PROFILE_INTENTS,
  type ProfileAnswer,
  ProfilePageForm,
  type ProfilePhone,
  type ResultForm,
} from './profile-forms.tsx'

/** The code waiting to be typed, as the page may know it: the number masked, the seconds until another code. */

type Last = (form: ResultForm) => SubmissionResult<string[]> | undefined

/** The intent of the section's last post, until the step it led to has taken the focus. */
type Posted = MutableRefObject<string | null>

function usePostedIntent(action: string): Posted {
  const navigation = useNavigation()
  const posted = useRef<string | null>(null)
  useEffect(() => {
    const intent = navigation.formData?.get(INTENT_FIELD)
    if (navigation.state === 'submitting' && navigation.formAction === action && typeof intent === 'string') {
      posted.current = intent
    }
  }, [navigation, action])
  return posted
}

/** Focuses the field once a post of one of these intents has led here. */
function useFocusAfter(posted: Posted, intents: readonly string[], fieldId: string, key?: unknown) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names the moment (a new code sent) to look again.
  useEffect(() => {
    if (posted.current === null || !intents.includes(posted.current)) return
    posted.current = null
    document.getElementById(fieldId)?.focus()
  }, [posted, intents, fieldId, key])
}

const AFTER_SEND = [PROFILE_INTENTS.phoneSend, PROFILE_INTENTS.phoneVerify, PROFILE_INTENTS.phoneResend] as const
const AFTER_CANCEL = [PROFILE_INTENTS.phoneCancel] as const

export function PhoneSection({
  action,
  phone,
  step,
  answer,
}: {
  action: string
  phone: ProfilePhone
  step: PhoneStepView | null
  answer: ProfileAnswer | undefined
}) {
  const { t } = useTranslation('account')
  const last: Last = (form) => (answer && answer.form === form && 'result' in answer ? answer.result : undefined)
  const posted = usePostedIntent(action)
  return (
    <section
      className="panel account-section account-phone"
      id={PHONE_SECTION_ID}
      aria-labelledby="profile-phone-title"
    >
      <h2 id="profile-phone-title">{t('profile.phoneChange.title')}</h2>
      {step ? (
        <CodeStep action={action} step={step} last={last} posted={posted} />
      ) : (
        <>
          {phone.number && !phone.verified ? <VerifyForm action={action} number={phone.number} /> : null}
          <SendForm action={action} lastResult={last('phone-send')} posted={posted} />
        </>
      )}
    </section>
  )
}

/** Step 1: the new number; the code goes to it. */
function SendForm({
  action,
  lastResult,
  posted,
}: {
  action: string
  lastResult: SubmissionResult<string[]> | undefined
  posted: Posted
}) {
  const { t } = useTranslation('account')
  const [form, fields] = useZodForm(phoneSendSchema, lastResult, { id: 'phone-form' })
  useFocusAfter(posted, AFTER_CANCEL, fields.phone.id)
  return (
    <ProfilePageForm
      frame={formFrame(form)}
      action={action}
      intent={PROFILE_INTENTS.phoneSend}
      lead={<p className="account-phone__lead">{t('profile.phoneChange.lead')}</p>}
      submit={t('profile.phoneChange.getCode')}
      busyLabel={t('profile.phoneChange.sending')}
      captchaAction={PHONE_CHANGE_CAPTCHA_ACTION}
    >
      <PhoneField meta={fields.phone} label={t('profile.phoneChange.new')} hint={t('profile.phoneHint')} />
    </ProfilePageForm>
  )
}

/**
 * The account's own number, set before codes were asked for: a code to it proves it. A refusal shows on step 1's
 * phone field, with this number in it.
 */
function VerifyForm({ action, number }: { action: string; number: string }) {
  const { t } = useTranslation('account')
  const captcha = useCaptchaSubmit(PHONE_CHANGE_CAPTCHA_ACTION)
  const busy = useSubmitting(action, PROFILE_INTENTS.phoneVerify)
  return (
    <Form
      method="post"
      action={action}
      preventScrollReset
      className="account-phone__verify"
      onSubmit={captcha.onSubmit}
    >
      <input type="hidden" name={INTENT_FIELD} value={PROFILE_INTENTS.phoneVerify} />
      <input type="hidden" name="phone" value={number} />
      <p className="alert alert--info">{t('profile.phoneChange.verifyLead', { phone: displayPhone(number) })}</p>
      <div className="form-actions">
        <button type="submit" className="button" disabled={busy || captcha.pending}>
          {busy || captcha.pending ? t('profile.phoneChange.sending') : t('profile.phoneChange.verify')}
        </button>
      </div>
    </Form>
  )
}

/** Step 2: the code; then, each a form of its own, another code to the same number and the way back to step 1. */
function CodeStep({ action, step, last, posted }: { action: string; step: PhoneStepView; last: Last; posted: Posted }) {
  const { t } = useTranslation('account')
  const [form, fields] = useZodForm(phoneCodeSchema, last('phone-confirm'), { id: 'phone-code-form' })
  useFocusAfter(posted, AFTER_SEND, fields.code_notification.id, step.sentKey)
  const resendRefused = last('phone-resend')
  const left = useCountdown(step.retryIn, step.sentKey)
  return (
    <div className="account-phone__step">
      <p className="account-phone__lead account-phone__sent" role="status">
        {t('profile.phoneChange.sent', { phone: step.phone })}
      </p>
      <ProfilePageForm
        frame={formFrame(form)}
        action={action}
        intent={PROFILE_INTENTS.phoneConfirm}
        submit={t('profile.phoneChange.confirm')}
        busyLabel={t('profile.phoneChange.checking')}
      >
        <CodeField
          meta={fields.code_notification}
          label={t('profile.phoneChange.code')}
          hint={t('profile.phoneChange.codeHint')}
        />
      </ProfilePageForm>
      {/* After a refused resend its own text says how long (the back-end's); the hint would say it twice. */}
      {left > 0 && !resendRefused ? (
        <p className="field__hint account-phone__wait">{t('profile.phoneChange.resendIn', { seconds: left })}</p>
      ) : null}
      <div className="account-phone__more">
        <ResendForm action={action} waiting={left > 0} lastResult={resendRefused} />
        <CancelForm action={action} />
      </div>
    </div>
  )
}

function ResendForm({
  action,
  waiting,
  lastResult,
}: {
  action: string
  waiting: boolean
  lastResult: SubmissionResult<string[]> | undefined
}) {
  const { t } = useTranslation('account')
  const [form] = useZodForm(phoneResendSchema, lastResult, { id: 'phone-resend-form' })
  const hydrated = useHydrated()
  return (
    <ProfilePageForm
      frame={formFrame(form)}
      action={action}
      intent={PROFILE_INTENTS.phoneResend}
      submit={t('profile.phoneChange.resend')}
      busyLabel={t('profile.phoneChange.sending')}
      secondary
      // With JavaScript the button waits out the countdown; without it the back-end refuses with the seconds left.
      disabled={hydrated && waiting}
      captchaAction={PHONE_CHANGE_CAPTCHA_ACTION}
      className="form account-phone__resend"
    />
  )
}

/** Back to step 1: the server forgets the number (the code sent to it simply expires). */
function CancelForm({ action }: { action: string }) {
  const { t } = useTranslation('account')
  const busy = useSubmitting(action, PROFILE_INTENTS.phoneCancel)
  return (
    <Form method="post" action={action} preventScrollReset className="account-phone__cancel">
      <input type="hidden" name={INTENT_FIELD} value={PROFILE_INTENTS.phoneCancel} />
      <div className="form-actions">
        <button type="submit" className="button button--secondary" disabled={busy}>
          {t('profile.phoneChange.cancel')}
        </button>
      </div>
    </Form>
  )
}
