/**
 * /account/profile (SPEC §2 "personal data"): surname, name, middle name, e-mail, phone, birthday, gender; the photo;
 * the password — changed with the current one, or set for the first time by an account made by SMS
 * (`has_password` false). Each form posts here with its `intent`; success goes back with a notice (post/redirect/get),
 * a refused post answers 400 with the Russian errors and what was typed.
 */
import { parseWithZod } from '@conform-to/zod'
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  MaxPartSizeExceededError,
  type MetaFunction,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
} from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { DoneAlert } from '#app/components/account/done-alert.tsx'
import { accountMeta } from '#app/components/account/meta.ts'
import {
  PasswordForm,
  PhotoForm,
  PROFILE_INTENTS,
  type ProfileAnswer,
  ProfileForm,
} from '#app/components/account/profile-forms.tsx'
import { ACCOUNT_PATHS, keepAccountData } from '#app/components/account/urls.ts'
import { useAccountUser } from '#app/components/account/use-account-user.ts'
import {
  accountApi,
  accountPage,
  backendErrors,
  redirectDone,
  refusedStatus,
  signedIn,
} from '#app/lib/account.server.ts'
import type { ApiClient } from '#app/lib/api/client.server.ts'
import {
  accountTexts,
  INTENT_FIELD,
  PHOTO_MAX_BYTES,
  PHOTO_TYPES,
  passwordSchema,
  profileSchema,
} from '#app/lib/forms/account.ts'
import { changePasswordCall, updateProfileCall, uploadProfileImageCall } from '#contract/users.ts'

const PATH = ACCOUNT_PATHS.profile
const PROFILE_FIELDS = ['surname', 'name', 'middle_name', 'email', 'phone', 'birthday', 'gender'] as const
const PASSWORD_FIELDS = ['password_old', 'password', 'password_confirm'] as const

export const handle = { i18n: 'account' }

export const loader = ({ request, context }: LoaderFunctionArgs) => accountPage(request, context, 'profile')

export async function action({ request, context }: ActionFunctionArgs) {
  const api = await accountApi(request, context)
  if ((request.headers.get('Content-Type') ?? '').startsWith('multipart/form-data')) return photoAction(request, api)
  const form = await request.formData()
  if (form.get(INTENT_FIELD) === PROFILE_INTENTS.password) return passwordAction(form, api)
  return profileAction(form, api)
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
        phone: v.phone ?? null,
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
  let form: FormData
  try {
    form = await unstable_parseMultipartFormData(
      request,
      unstable_createMemoryUploadHandler({ maxPartSize: PHOTO_MAX_BYTES }),
    )
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError) return refuse(photoTexts.size, 413)
    throw error
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
  const { title } = useLoaderData<typeof loader>()
  const user = useAccountUser()
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
        }}
      />
      <section className="account-section" aria-labelledby="profile-personal">
        <h2 id="profile-personal">{t('profile.personal')}</h2>
        <ProfileForm action={PATH} user={user} lastResult={lastOf('profile')} />
      </section>
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
