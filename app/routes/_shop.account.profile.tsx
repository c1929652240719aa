/**
 * /account/profile (SPEC §2 "personal data"): surname, name, middle name, e-mail, birthday, gender; the phone, shown
 * there and changed in a section of its own by a code sent to the new number (decision 026: a number nobody proved
 * must not lead into an account); the photo; the password — changed with the current one, or set for the first time
 * by an account made by SMS (`has_password` false). Each form posts here with its `intent`; success goes back with a
 * notice (post/redirect/get), a refused post answers 4xx with the Russian errors and what was typed.
 *
 * The phone's code step lives between two posts in the HttpOnly `bh_phone_step` cookie (app/account/phone-step.server.ts),
 * never in the URL; its posts come back to the page's phone section (`#profile-phone`).
 */
import { parseWithZod } from '@conform-to/zod'
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  MaxPartSizeExceededError,
  type MetaFunction,
  redirect,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
} from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import {
  ACCOUNT_HEADERS,
  accountApi,
  accountPage,
  backendErrors,
  formAgain,
  redirectDone,
  refusedStatus,
  signedIn,
} from '#app/account/account.server.ts'
import {
  accountTexts,
  INTENT_FIELD,
  PHOTO_MAX_BYTES,
  PHOTO_TYPES,
  passwordSchema,
  phoneCodeSchema,
  phoneResendSchema,
  phoneSendSchema,
  profileSchema,
} from '#app/account/account-schema.ts'
import { DoneAlert } from '#app/account/done-alert.tsx'
import { accountMeta } from '#app/account/meta.ts'
import { PhoneSection } from '#app/account/phone-forms.tsx'
import {
  clearPhoneStepCookie,
  type PhoneStep,
  phoneStepCookie,
  phoneStepView,
  readPhoneStep,
  stepOwner,
} from '#app/account/phone-step.server.ts'
import {
  PasswordForm,
  PHONE_SECTION_ID,
  PhotoForm,
  PROFILE_INTENTS,
  type ProfileAnswer,
  ProfileForm,
} from '#app/account/profile-forms.tsx'
import { ACCOUNT_PATHS, keepAccountData } from '#app/account/urls.ts'
import { useAccountUser } from '#app/account/use-account-user.ts'
import type { ApiClient } from '#app/lib/api/client.server.ts'
import { readForm, unreadableForm } from '#app/lib/forms/read-form.server.ts'
import { confirmPhoneChangeCall, sendPhoneChangeCodeCall } from '#contract/phone-change.ts'
import { changePasswordCall, updateProfileCall, uploadProfileImageCall } from '#contract/users.ts'

const PATH = ACCOUNT_PATHS.profile
/** Where the phone's posts come back to: the page, at its phone section (no number in the URL). */
const PHONE_PATH = `${PATH}#${PHONE_SECTION_ID}`
const PROFILE_FIELDS = ['surname', 'name', 'middle_name', 'email', 'birthday', 'gender'] as const
const PASSWORD_FIELDS = ['password_old', 'password', 'password_confirm'] as const
/** When the back-end's answer says nothing of the next code, the SPEC's 60 s. */
const DEFAULT_RETRY_SECONDS = 60

export const handle = { i18n: 'account' }

/**
 * The page's own data besides the layout's user (who has the phone and whether it is proven): the code step waiting
 * in this session's cookie, if any (the number masked).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = context.session
  return accountPage(context, 'profile', async () => ({
    phoneStep: phoneStepView(readPhoneStep(request, token)),
  }))
}

export async function action({ request, context }: ActionFunctionArgs) {
  const api = await accountApi(context)
  if ((request.headers.get('Content-Type') ?? '').startsWith('multipart/form-data')) return photoAction(request, api)
  const form = await readForm(request)
  // accountApi let only a visitor with a token through; the phone's code step belongs to that token.
  const token = context.session.token ?? ''
  switch (form.get(INTENT_FIELD)) {
    case PROFILE_INTENTS.password:
      return passwordAction(form, api)
    case PROFILE_INTENTS.phoneSend:
    case PROFILE_INTENTS.phoneVerify:
      return phoneSendAction(form, api, stepOwner(token))
    case PROFILE_INTENTS.phoneConfirm:
      return phoneConfirmAction(readPhoneStep(request, token), form, api)
    case PROFILE_INTENTS.phoneResend:
      return phoneResendAction(readPhoneStep(request, token), form, api)
    case PROFILE_INTENTS.phoneCancel:
      return phoneStepRedirect(clearPhoneStepCookie())
    default:
      return profileAction(form, api)
  }
}

async function profileAction(form: FormData, api: ApiClient) {
  const submission = parseWithZod(form, { schema: profileSchema })
  if (submission.status !== 'success') {
    return data<ProfileAnswer>({ form: 'profile', result: submission.reply() }, { status: 400 })
  }
  const v = submission.value
  const answer = signedIn(
    await api.call(updateProfileCall, {
      body: {
        surname: v.surname ?? null,
        name: v.name ?? null,
        middle_name: v.middle_name ?? null,
        email: v.email ?? null,
        // No `phone`: left out, the back-end keeps the account's own (a new one needs its code).
        birthday: v.birthday ?? null,
        gender: v.gender ?? null,
      },
    }),
  )
  if (answer.error !== null) {
    return data<ProfileAnswer>(
      { form: 'profile', result: submission.reply(backendErrors(answer, PROFILE_FIELDS)) },
      { status: refusedStatus(answer.status) },
    )
  }
  return redirectDone(PATH, 'profile')
}

async function passwordAction(form: FormData, api: ApiClient) {
  // Passwords are never written back into the page.
  const hideFields = [...PASSWORD_FIELDS]
  const submission = parseWithZod(form, { schema: passwordSchema })
  if (submission.status !== 'success') {
    return data<ProfileAnswer>({ form: 'password', result: submission.reply({ hideFields }) }, { status: 400 })
  }
  const { mode, password_old, password } = submission.value
  const answer = signedIn(
    await api.call(changePasswordCall, {
      body: mode === 'change' && password_old ? { password_old, password } : { password },
    }),
  )
  if (answer.error !== null) {
    return data<ProfileAnswer>(
      { form: 'password', result: submission.reply({ ...backendErrors(answer, PASSWORD_FIELDS), hideFields }) },
      { status: refusedStatus(answer.status) },
    )
  }
  return redirectDone(PATH, mode === 'change' ? 'password' : 'password-set')
}

// ---- The phone: a code to the new number, then the code (decision 026) ----

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
async function phoneSendAction(form: FormData, api: ApiClient, owner: string) {
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
async function phoneConfirmAction(step: PhoneStep | null, form: FormData, api: ApiClient) {
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
async function phoneResendAction(step: PhoneStep | null, form: FormData, api: ApiClient) {
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

const photoTexts = accountTexts.profile.photo

/**
 * The photo, as a multipart post: its size is bounded while it streams in (nothing larger is kept in memory), its
 * type checked here for a quick answer; the back-end checks the file's own bytes again.
 */
async function photoAction(request: Request, api: ApiClient) {
  const refuse = (error: string, status = 400) => data<ProfileAnswer>({ form: 'photo', error }, { status })
  let form: FormData
  try {
    form = await unstable_parseMultipartFormData(
      request,
      unstable_createMemoryUploadHandler({ maxPartSize: PHOTO_MAX_BYTES }),
    )
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError) return refuse(photoTexts.size, 413)
    return unreadableForm()
  }
  const file = form.get('image')
  if (!(file instanceof Blob) || file.size === 0) return refuse(photoTexts.required)
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return refuse(photoTexts.type)
  if (file.size > PHOTO_MAX_BYTES) return refuse(photoTexts.size, 413)
  const upload = new FormData()
  upload.set('image', file, file instanceof File ? file.name : 'photo')
  const answer = signedIn(await api.call(uploadProfileImageCall, { form: upload }))
  if (answer.error !== null) {
    return refuse(answer.fields?.image?.[0] ?? answer.error, refusedStatus(answer.status))
  }
  return redirectDone(PATH, 'photo')
}

export const shouldRevalidate = keepAccountData

export default function ProfilePage() {
  const { t } = useTranslation('account')
  const { title, phoneStep } = useLoaderData<typeof loader>()
  const user = useAccountUser()
  const phone = { number: user.phone, verified: user.phone_verified }
  const answer = useActionData<typeof action>()
  const lastOf = (form: 'profile' | 'password') =>
    answer && answer.form === form && 'result' in answer ? answer.result : undefined
  return (
    <>
      <h1>{title}</h1>
      <DoneAlert
        texts={{
          profile: t('profile.saved'),
          photo: t('profile.photo.saved'),
          password: t('profile.password.changed'),
          'password-set': t('profile.password.wasSet'),
          phone: t('profile.phoneChange.changed'),
        }}
      />
      <section className="account-section" aria-labelledby="profile-personal">
        <h2 id="profile-personal">{t('profile.personal')}</h2>
        <ProfileForm action={PATH} user={user} phone={phone} lastResult={lastOf('profile')} />
      </section>
      <PhoneSection action={PATH} phone={phone} step={phoneStep} answer={answer} />
      <section className="account-section" aria-labelledby="profile-photo">
        <h2 id="profile-photo">{t('profile.photo.title')}</h2>
        <PhotoForm
          action={PATH}
          image={user.image}
          error={answer && answer.form === 'photo' && 'error' in answer ? answer.error : null}
        />
      </section>
      <section className="account-section" aria-labelledby="profile-password">
        <h2 id="profile-password">
          {user.has_password ? t('profile.password.title') : t('profile.password.setTitle')}
        </h2>
        <PasswordForm action={PATH} hasPassword={user.has_password} lastResult={lastOf('password')} />
      </section>
    </>
  )
}

export const meta: MetaFunction<typeof loader> = ({ data }) => accountMeta(data)
