import { parseWithZod } from '@conform-to/zod'
import { describe, expect, it } from 'vitest'
import { authMessages, smsCaptchaActions } from '#contract/auth.ts'
import { profileMessages } from '#contract/users.ts'
import {
  authCaptchaActions,
  authTexts,
  authViewFrom,
  authViewParams,
  buyerSignUpSchema,
  codeSchema,
  codeView,
  emailSignInSchema,
  flowOfView,
  intentOf,
  maskPhone,
  merchantSignUpSchema,
  phoneSignInSchema,
  recoverSchema,
  resetSchema,
} from './auth-schema.ts'

const REQUIRED = 'Это поле — обязательно для заполнения'
const FORMAT = 'Неправильный формат'
const PHONE = 'Пожалуйста, скорректируйте номер телефона'
const CODE_FORMAT = 'Некорректный формат введенного кода'
const CONSENT = 'Нужно ваше согласие на обработку персональных данных'

function form(fields: Record<string, string>): FormData {
  const data = new FormData()
  for (const [key, value] of Object.entries(fields)) data.set(key, value)
  return data
}

const errorsOf = (submission: { reply: () => { error?: Record<string, string[] | null> | null } }) =>
  submission.reply().error

describe('sign-in by e-mail', () => {
  it('needs the e-mail and the password (SPEC §5 required fields)', () => {
    const submission = parseWithZod(form({ intent: 'email', email: '', password: '' }), { schema: emailSignInSchema })
    expect(errorsOf(submission)).toEqual({ email: [REQUIRED], password: [REQUIRED] })
  })

  it('refuses a malformed e-mail and keeps the password as typed (no trimming of passwords)', () => {
    const bad = parseWithZod(form({ intent: 'email', email: 'ivan@', password: 'x' }), { schema: emailSignInSchema })
    expect(errorsOf(bad)).toEqual({ email: [FORMAT] })
    const good = parseWithZod(form({ intent: 'email', email: ' ivan@example.ru ', password: ' secret ' }), {
      schema: emailSignInSchema,
    })
    expect(good.status).toBe('success')
    if (good.status === 'success') expect(good.value).toMatchObject({ email: 'ivan@example.ru', password: ' secret ' })
  })
})

describe('phone step', () => {
  it('normalises what a person types to E.164 and refuses what is not a Russian number', () => {
    const good = parseWithZod(form({ intent: 'signin-phone', phone: '8 (916) 123-45-67' }), {
      schema: phoneSignInSchema,
    })
    expect(good.status === 'success' && good.value.phone).toBe('+79161234567')
    const foreign = parseWithZod(form({ intent: 'signin-phone', phone: '+7 700 123 45 67' }), {
      schema: phoneSignInSchema,
    })
    expect(errorsOf(foreign)).toEqual({ phone: [PHONE] })
    const empty = parseWithZod(form({ intent: 'signin-phone', phone: '' }), { schema: phoneSignInSchema })
    expect(errorsOf(empty)).toEqual({ phone: [REQUIRED] })
  })

  it("a buyer's registration needs the separate consent; an unticked box is refused in Russian", () => {
    const unticked = parseWithZod(form({ intent: 'buyer', phone: '9161234567' }), { schema: buyerSignUpSchema })
    expect(errorsOf(unticked)).toEqual({ personal_data_consent: [CONSENT] })
    const forged = parseWithZod(form({ intent: 'buyer', phone: '9161234567', personal_data_consent: 'no' }), {
      schema: buyerSignUpSchema,
    })
    expect(errorsOf(forged)).toEqual({ personal_data_consent: [CONSENT] })
    for (const ticked of ['on', 'true', '1']) {
      const submission = parseWithZod(form({ intent: 'buyer', phone: '9161234567', personal_data_consent: ticked }), {
        schema: buyerSignUpSchema,
      })
      expect(submission.status === 'success' && submission.value.personal_data_consent).toBe(true)
    }
  })

  it("a seller's registration needs company, e-mail, phone and the consent", () => {
    const empty = parseWithZod(form({ intent: 'merchant' }), { schema: merchantSignUpSchema })
    expect(errorsOf(empty)).toEqual({
      company: [REQUIRED],
      email: [REQUIRED],
      phone: [REQUIRED],
      personal_data_consent: [CONSENT],
    })
    const good = parseWithZod(
      form({
        intent: 'merchant',
        company: ' ООО «Медтехника» ',
        email: 'sales@medtech.ru',
        phone: '+7 916 123-45-67',
        personal_data_consent: 'on',
      }),
      { schema: merchantSignUpSchema },
    )
    expect(good.status === 'success' && good.value).toMatchObject({
      company: 'ООО «Медтехника»',
      email: 'sales@medtech.ru',
      phone: '+79161234567',
      personal_data_consent: true,
    })
  })
})

describe('code step', () => {
  it('takes six digits, spaces dropped, and names a wrong format with the SPEC §5 text', () => {
    const spaced = parseWithZod(form({ intent: 'code', code_notification: '123 456' }), { schema: codeSchema })
    expect(spaced.status === 'success' && spaced.value.code_notification).toBe('123456')
    for (const wrong of ['12345', '1234567', '12a456']) {
      const submission = parseWithZod(form({ intent: 'code', code_notification: wrong }), { schema: codeSchema })
      expect(errorsOf(submission)).toEqual({ code_notification: [CODE_FORMAT] })
    }
    const empty = parseWithZod(form({ intent: 'code', code_notification: '' }), { schema: codeSchema })
    expect(errorsOf(empty)).toEqual({ code_notification: [REQUIRED] })
  })

  it('leaves the consent optional (the back-end asks for it when the phone is new) and reads a ticked box', () => {
    const without = parseWithZod(form({ intent: 'code', code_notification: '123456' }), { schema: codeSchema })
    expect(without.status === 'success' && without.value.personal_data_consent).toBeUndefined()
    const ticked = parseWithZod(form({ intent: 'code', code_notification: '123456', personal_data_consent: 'on' }), {
      schema: codeSchema,
    })
    expect(ticked.status === 'success' && ticked.value.personal_data_consent).toBe(true)
  })

  it("takes a script's phone, flow, company and e-mail when posted without the cookie", () => {
    const submission = parseWithZod(
      form({
        intent: 'code',
        flow: 'merchant',
        code_notification: '654321',
        phone: '8 916 765 43 21',
        company: 'ИП Петров',
        email: 'petrov@example.ru',
      }),
      { schema: codeSchema },
    )
    expect(submission.status === 'success' && submission.value).toMatchObject({
      flow: 'merchant',
      phone: '+79167654321',
      company: 'ИП Петров',
      email: 'petrov@example.ru',
    })
  })
})

describe('which form a post is for', () => {
  it('reads the intent, or guesses it from the spec field names a script posts', () => {
    expect(intentOf(form({ intent: 'resend' }), 'signin')).toBe('resend')
    expect(intentOf(form({ email: 'a@b.ru', password: 'x' }), 'signin')).toBe('email')
    expect(intentOf(form({ phone: '+79161234567', code_notification: '123456' }), 'signin')).toBe('code')
    expect(intentOf(form({ company: 'ООО', email: 'a@b.ru', phone: '1' }), 'signup')).toBe('merchant')
    expect(intentOf(form({ phone: '+79161234567' }), 'signin')).toBe('signin-phone')
    expect(intentOf(form({ phone: '+79161234567' }), 'signup')).toBe('buyer')
    expect(intentOf(form({ intent: 'drop table', phone: '1' }), 'signin')).toBe('signin-phone')
  })
})

describe('the dialog in the URL', () => {
  it('opens registration on tab 2 with the seller chosen from the "Продавцам" link (SPEC §4)', () => {
    const view = authViewFrom('signup', new URLSearchParams('dialog=signup&tab=2&role=merchant'))
    expect(view).toEqual({ tab: 'signup', mode: 'email', role: 'merchant', code: false })
    expect(flowOfView(view)).toBe('merchant')
  })

  it('defaults to tab 1, sign-in by e-mail; tab=2 alone means registration', () => {
    expect(authViewFrom('signin', new URLSearchParams(''))).toEqual({
      tab: 'signin',
      mode: 'email',
      role: 'buyer',
      code: false,
    })
    expect(authViewFrom('signin', new URLSearchParams('tab=2')).tab).toBe('signup')
    expect(flowOfView(authViewFrom('signin', new URLSearchParams('')))).toBeNull()
  })

  it('writes only what differs from the defaults and round-trips every code view', () => {
    expect(authViewParams({ tab: 'signin', mode: 'email', role: 'buyer', code: false })).toEqual({
      name: 'signin',
      params: {},
    })
    for (const flow of ['signin', 'buyer', 'merchant', 'recover'] as const) {
      const { name, params } = authViewParams(codeView(flow))
      const back = authViewFrom(name, new URLSearchParams(params))
      expect(back).toEqual(codeView(flow))
      expect(flowOfView(back)).toBe(flow)
      expect(Object.values(params).join(' ')).not.toMatch(/\d{5,}/)
    }
  })

  it('masks the phone the code went to', () => {
    expect(maskPhone('+79161234567')).toBe('+7 916 ***-**-67')
    expect(maskPhone('garbage')).toBe('***')
  })
})

describe("the browser's copies of the contract", () => {
  it('uses the same reCAPTCHA actions and the same Russian texts as the back-end', () => {
    expect(authCaptchaActions).toEqual(smsCaptchaActions)
    expect(authTexts.wrongLogin).toBe(authMessages.wrongLogin)
    expect(authTexts.codeFormat).toBe(authMessages.codeFormat)
    expect(authTexts.codeInvalid).toBe(authMessages.codeInvalid)
    expect(authTexts.consentRequired).toBe(authMessages.consentRequired)
    expect(authTexts.noPassword).toBe(authMessages.noPassword)
    expect(authTexts.passwordTooShort).toBe(profileMessages.passwordTooShort)
  })
})

describe('decision 031: the consent with the phone, the cart on the phone, password recovery', () => {
  it('takes the consent with the phone at sign-in, optional', () => {
    const without = parseWithZod(form({ intent: 'signin-phone', phone: '9161234567' }), { schema: phoneSignInSchema })
    expect(without.status).toBe('success')
    expect(without.status === 'success' && without.value.personal_data_consent).toBeUndefined()
    const ticked = parseWithZod(form({ intent: 'signin-phone', phone: '9161234567', personal_data_consent: 'on' }), {
      schema: phoneSignInSchema,
    })
    expect(ticked.status === 'success' && ticked.value.personal_data_consent).toBe(true)
  })

  it('opens a page on sign-in by phone when the page says so, and links back to e-mail with mode=email', () => {
    expect(authViewFrom('signin', new URLSearchParams(''), 'phone').mode).toBe('phone')
    expect(authViewFrom('signin', new URLSearchParams('mode=email'), 'phone').mode).toBe('email')
    expect(authViewFrom('signin', new URLSearchParams('mode=recover'), 'phone').mode).toBe('recover')
    expect(authViewFrom('signin', new URLSearchParams('mode=nonsense')).mode).toBe('email')
    const email = { tab: 'signin', mode: 'email', role: 'buyer', code: false } as const
    expect(authViewParams(email, 'phone').params).toEqual({ mode: 'email' })
    expect(authViewParams({ ...email, mode: 'phone' }, 'phone').params).toEqual({})
    expect(authViewParams({ ...email, mode: 'recover' }).params).toEqual({ mode: 'recover' })
  })

  it('asks the phone for recovery, then the code and the new password twice, by the account form’s rules', () => {
    const phoneStep = parseWithZod(form({ intent: 'recover', phone: '12' }), { schema: recoverSchema })
    expect(errorsOf(phoneStep)).toEqual({ phone: [PHONE] })
    const empty = parseWithZod(form({ intent: 'reset' }), { schema: resetSchema })
    expect(errorsOf(empty)).toEqual({
      code_notification: [REQUIRED],
      password: [REQUIRED],
      password_confirm: [REQUIRED],
    })
    const bad = parseWithZod(
      form({ intent: 'reset', code_notification: '12 34 56', password: 'short', password_confirm: 'other' }),
      { schema: resetSchema },
    )
    expect(errorsOf(bad)).toEqual({
      password: [profileMessages.passwordTooShort],
      password_confirm: ['Пароли не совпадают'],
    })
    const good = parseWithZod(
      form({
        intent: 'reset',
        code_notification: '12 34 56',
        password: 'длинный пароль',
        password_confirm: 'длинный пароль',
      }),
      { schema: resetSchema },
    )
    expect(good.status === 'success' && good.value.code_notification).toBe('123456')
  })

  it('reads a script’s code and password as recovery, a password alone as sign-in by e-mail', () => {
    expect(intentOf(form({ phone: '+79161234567', code_notification: '123456', password: 'x' }), 'signin')).toBe(
      'reset',
    )
    expect(intentOf(form({ email: 'a@b.test', password: 'x' }), 'signin')).toBe('email')
  })
})
