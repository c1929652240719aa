/** /account/profile: personal data, the phone, the photo and the password, each a form of its own. */
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import type { PhoneStepView } from './account-schema.ts'
import { DoneAlert } from './done-alert.tsx'
import { PhoneSection } from './phone-forms.tsx'
import { PasswordForm, PhotoForm, type ProfileAnswer, ProfileForm } from './profile-forms.tsx'
import { ACCOUNT_PATHS } from './urls.ts'
import { useAccountUser } from './use-account-user.ts'

const PATH = ACCOUNT_PATHS.profile

export function ProfilePage({
  title,
  phoneStep,
  answer,
}: {
  title: string
  phoneStep: PhoneStepView | null
  answer: ProfileAnswer | undefined
}) {
  const { t } = useTranslation('account')
  const user = useAccountUser()
  const phone = { number: user.phone, verified: user.phone_verified }
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
      <section className="panel account-section" aria-labelledby="profile-personal">
        <h2 id="profile-personal">{t('profile.personal')}</h2>
        <ProfileForm action={PATH} user={user} phone={phone} lastResult={lastOf('profile')} />
      </section>
      <PhoneSection action={PATH} phone={phone} step={phoneStep} answer={answer} />
      <section className="panel account-section" aria-labelledby="profile-photo">
        <h2 id="profile-photo">{t('profile.photo.title')}</h2>
        <PhotoForm
          action={PATH}
          image={user.image}
          error={answer && answer.form === 'photo' && 'error' in answer ? answer.error : null}
        />
      </section>
      <section className="panel account-section" aria-labelledby="profile-password">
        <h2 id="profile-password">
          {user.has_password ? t('profile.password.title') : t('profile.password.setTitle')}
        </h2>
        <PasswordForm action={PATH} hasPassword={user.has_password} lastResult={lastOf('password')} />
      </section>
    </>
  )
}
