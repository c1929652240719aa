/**
 * The profile's phone (decision 026): a number nobody proved must not lead into an account, so a new number is put on
 * the account only with the code sent to it. Step 1 sends the code and keeps the step in the HttpOnly `bh_phone_step`
 * cookie (`phone-step.server.ts`), never in the URL; step 2 takes the code. Every post comes back to the profile's
 * phone section (`#profile-phone`).
 */
import { parseWithZod } from '@conform-to/zod'
import { data, redirect } from '@remix-run/node'
import type { ApiClient } from '#app/lib/api/client.server.ts'
import { formAgain } from '#app/lib/forms/form-values.ts'
import { confirmPhoneChangeCall, sendPhoneChangeCodeCall } from '#contract/phone-change.ts'
import { ACCOUNT_HEADERS, backendErrors, redirectDone, refusedStatus, signedIn } from './account.server.ts'
import { accountTexts, phoneCodeSchema, phoneResendSchema, phoneSendSchema } from './account-schema.ts'
import { clearPhoneStepCookie, type PhoneStep, phoneStepCookie } from './phone-step.server.ts'
import { PHONE_SECTION_ID, type ProfileAnswer } from './profile-forms.tsx'
import { ACCOUNT_PATHS } from './urls.ts'

const PATH = ACCOUNT_PATHS.profile
/** Where the phone's posts come back to: the page, at its phone section (no number in the URL). */
const PHONE_PATH = `${PATH}#${PHONE_SECTION_ID}`
/** When the back-end's answer says nothing of the next code, the SPEC's 60 s. */
const DEFAULT_RETRY_SECONDS = 60

const phoneTexts = accountTexts.profile.phoneChange
/** The captcha token is the browser's business; it never goes back into the page. */
const HIDE_TOKEN = ['token']

/** Back to the page's phone section, the step remembered, renewed or forgotten by `cookie`. */
function phoneStepRedirect(cookie: string) {
  return redirect(PHONE_PATH, { status: 303, headers: { ...ACCOUNT_HEADERS, 'Set-Cookie': cookie } })
}

const retryAt = (seconds: number | undefined) => Date.now() + (seconds ?? DEFAULT_RETRY_SECONDS) * 1000

/** No step waits (it expired, or was another session's): step 1 again, saying so. */
function stepExpired() {
  return data<ProfileAnswer>(
    { form: 'phone-send', result: formAgain({}, { '': [phoneTexts.stepExpired] }) },
    { status: 400, headers: { 'Set-Cookie': clearPhoneStepCookie() } },
  )
}

/** Step 1 (and proving the account's own number): a code to the phone; the step waits in the cookie. */
export async function sendPhoneCode(form: FormData, api: ApiClient, owner: string) {
  const submission = parseWithZod(form, { schema: phoneSendSchema })
  if (submission.status !== 'success') {
    return data<ProfileAnswer>(
      { form: 'phone-send', result: submission.reply({ hideFields: HIDE_TOKEN }) },
      { status: 400 },
    )
  }
  const { phone, token } = submission.value
  const answer = signedIn(await api.call(sendPhoneChangeCodeCall, { body: { phone, ...(token ? { token } : {}) } }))
  if (answer.error !== null) {
    return data<ProfileAnswer>(
      {
        form: 'phone-send',
        result: submission.reply({ ...backendErrors(answer, ['phone']), hideFields: HIDE_TOKEN }),
      },
      { status: refusedStatus(answer.status) },
    )
  }
  const step: PhoneStep = { phone, retryAt: retryAt(answer.data.retry_after), owner }
  return phoneStepRedirect(phoneStepCookie(step))
}

/** Step 2: the code puts the number on the account; the step is forgotten and the page says so. */
export async function confirmPhoneChange(step: PhoneStep | null, form: FormData, api: ApiClient) {
  // A QA script may post the number along with the code; a person's browser posts only the code.
  if (!step && !form.get('phone')) return stepExpired()
  const submission = parseWithZod(form, { schema: phoneCodeSchema })
  if (submission.status !== 'success') {
    return data<ProfileAnswer>({ form: 'phone-confirm', result: submission.reply() }, { status: 400 })
  }
  const { code_notification } = submission.value
  const phone = submission.value.phone ?? step?.phone
  if (!phone) return stepExpired()
  const answer = signedIn(await api.call(confirmPhoneChangeCall, { body: { phone, code_notification } }))
  if (answer.error !== null) {
    // The step stays: a wrong code may be typed again, or another one asked for.
    return data<ProfileAnswer>(
      { form: 'phone-confirm', result: submission.reply(backendErrors(answer, ['code_notification'])) },
      { status: refusedStatus(answer.status) },
    )
  }
  const done = redirectDone(PATH, 'phone')
  done.headers.append('Set-Cookie', clearPhoneStepCookie())
  return done
}

/** Another code to the step's number. Too soon, the back-end refuses with the seconds left (its 429 text). */
export async function resendPhoneCode(step: PhoneStep | null, form: FormData, api: ApiClient) {
  if (!step) return stepExpired()
  const submission = parseWithZod(form, { schema: phoneResendSchema })
  if (submission.status !== 'success') {
    return data<ProfileAnswer>(
      { form: 'phone-resend', result: submission.reply({ hideFields: HIDE_TOKEN }) },
      { status: 400 },
    )
  }
  const { token } = submission.value
  const answer = signedIn(
    await api.call(sendPhoneChangeCodeCall, { body: { phone: step.phone, ...(token ? { token } : {}) } }),
  )
  if (answer.error !== null) {
    return data<ProfileAnswer>(
      { form: 'phone-resend', result: submission.reply({ ...backendErrors(answer, []), hideFields: HIDE_TOKEN }) },
      { status: refusedStatus(answer.status) },
    )
  }
  return phoneStepRedirect(phoneStepCookie({ ...step, retryAt: retryAt(answer.data.retry_after) }))
}

/** "Отмена": the step is forgotten, back to the phone section. */
export const cancelPhoneStep = () => phoneStepRedirect(clearPhoneStepCookie())
