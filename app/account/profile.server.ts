/**
 * /account/profile (SPEC §2 "personal data"): surname, name, middle name, e-mail, birthday, gender; the phone, changed
 * in a section of its own by a code sent to the new number (`phone-change.server.ts`, decision 026); the photo; the
 * password — changed with the current one, or set for the first time by an account made by SMS (`has_password`
 * false). Each form posts here with its `intent`; success goes back with a notice (post/redirect/get), a refused post
 * answers 4xx with the Russian errors and what was typed.
 */
import { parseWithZod } from '@conform-to/zod'
import { type AppLoadContext, data } from '@remix-run/node'
import type { ApiClient } from '#app/lib/api/client.server.ts'
import { readForm, readUploadForm } from '#app/lib/forms/read-form.server.ts'
import { changePasswordCall, updateProfileCall, uploadProfileImageCall } from '#contract/users.ts'
import { accountApi, accountPage, backendErrors, redirectDone, refusedStatus, signedIn } from './account.server.ts'
import {
  accountTexts,
  INTENT_FIELD,
  PHOTO_MAX_BYTES,
  PHOTO_TYPES,
  passwordSchema,
  profileSchema,
} from './account-schema.ts'
import { cancelPhoneStep, confirmPhoneChange, resendPhoneCode, sendPhoneCode } from './phone-change.server.ts'
import { phoneStepView, readPhoneStep, stepOwner } from './phone-step.server.ts'
import { PROFILE_INTENTS, type ProfileAnswer } from './profile-forms.tsx'
import { ACCOUNT_PATHS } from './urls.ts'

const PATH = ACCOUNT_PATHS.profile
const PROFILE_FIELDS = ['surname', 'name', 'middle_name', 'email', 'birthday', 'gender'] as const
const PASSWORD_FIELDS = ['password_old', 'password', 'password_confirm'] as const

/**
 * The page's own data besides the layout's user (who has the phone and whether it is proven): the code step waiting
 * in this session's cookie, if any (the number masked).
 */
export async function profileLoader(request: Request, context: AppLoadContext) {
  const { token } = context.session
  return accountPage(context, 'profile', async () => ({
    phoneStep: phoneStepView(readPhoneStep(request, token)),
  }))
}

export async function profileAction(request: Request, context: AppLoadContext) {
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
      return sendPhoneCode(form, api, stepOwner(token))
    case PROFILE_INTENTS.phoneConfirm:
      return confirmPhoneChange(readPhoneStep(request, token), form, api)
    case PROFILE_INTENTS.phoneResend:
      return resendPhoneCode(readPhoneStep(request, token), form, api)
    case PROFILE_INTENTS.phoneCancel:
      return cancelPhoneStep()
    default:
      return saveProfile(form, api)
  }
}

async function saveProfile(form: FormData, api: ApiClient) {
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

const photoTexts = accountTexts.profile.photo

/**
 * The photo, as a multipart post: its size is bounded while it streams in (nothing larger is kept in memory), its
 * type checked here for a quick answer; the back-end checks the file's own bytes again.
 */
async function photoAction(request: Request, api: ApiClient) {
  const refuse = (error: string, status = 400) => data<ProfileAnswer>({ form: 'photo', error }, { status })
  const form = await readUploadForm(request, PHOTO_MAX_BYTES)
  if (!form) return refuse(photoTexts.size, 413)
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
