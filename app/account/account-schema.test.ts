import { parseWithZod } from '@conform-to/zod'
import { describe, expect, it } from 'vitest'
import { authMessages } from '#contract/auth.ts'
import { orderStatuses } from '#contract/order-statuses.ts'
import { PHONE_CHANGE_CAPTCHA_ACTION as CONTRACT_PHONE_CHANGE_ACTION } from '#contract/phone-change.ts'
import { requisiteFieldsSchema } from '#contract/requisites.ts'
import { PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_TYPES, profileMessages } from '#contract/users.ts'
import {
  accountTexts,
  addressSchema,
  isPlausibleBirthday,
  notificationsSchema,
  PHONE_CHANGE_CAPTCHA_ACTION,
  PHOTO_MAX_BYTES,
  PHOTO_TYPES,
  passwordSchema,
  phoneCodeSchema,
  phoneResendSchema,
  phoneSendSchema,
  profileSchema,
  requisiteSchema,
} from './account-schema.ts'

const REQUIRED = 'Это поле — обязательно для заполнения'
const PHONE = 'Пожалуйста, скорректируйте номер телефона'
const FORMAT = 'Неправильный формат'

function form(fields: Record<string, string | string[]>): FormData {
  const data = new FormData()
  for (const [key, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) data.append(key, item)
  }
  return data
}

const errorsOf = (submission: { reply: () => { error?: Record<string, string[] | null> | null } }) =>
  submission.reply().error ?? {}

/** Valid requisites of Sberbank (reference §2): every check passes. */
const sber = {
  campaign_name: 'ПАО Сбербанк',
  inn: '7707083893',
  kpp: '773601001',
  ogrn: '1027700132195',
  addr_jur: 'г Москва, ул Вавилова, д 19',
  bank_bik: '044525225',
  bank_name: 'ПАО Сбербанк',
  bank_account: '40702810638000000123',
  bank_corr_account: '30101810400000000225',
  director_fio: 'Греф Герман Оскарович',
  director_phone: '8 (916) 123-45-67',
  director_email: 'buh@example.test',
}

describe('browser copies of the contract', () => {
  it('carry the contract’s messages and limits verbatim', () => {
    expect(accountTexts.profile.photo.type).toBe(profileMessages.imageType)
    expect(accountTexts.profile.photo.size).toBe(profileMessages.imageSize)
    expect(accountTexts.profile.password.tooShort).toBe(profileMessages.passwordTooShort)
    expect(accountTexts.profile.password.wrongOld).toBe(profileMessages.wrongOldPassword)
    expect(accountTexts.profile.birthdayInvalid).toBe(profileMessages.birthday)
    expect(PHOTO_TYPES).toEqual(PROFILE_IMAGE_TYPES)
    expect(PHOTO_MAX_BYTES).toBe(PROFILE_IMAGE_MAX_BYTES)
    expect(PHONE_CHANGE_CAPTCHA_ACTION).toBe(CONTRACT_PHONE_CHANGE_ACTION)
    expect(accountTexts.profile.phoneChange.codeFormat).toBe(authMessages.codeFormat)
  })

  it('label every order status in Russian', () => {
    for (const status of orderStatuses) expect(accountTexts.notifications.statuses[status]).toMatch(/[А-Яа-я]/)
  })
})

describe('requisites', () => {
  it('name every missing required field (SPEC §5)', () => {
    const submission = parseWithZod(form({ inn: '', kpp: '' }), { schema: requisiteSchema })
    expect(errorsOf(submission)).toEqual({
      campaign_name: [REQUIRED],
      bank_bik: [REQUIRED],
      bank_account: [REQUIRED],
      director_fio: [REQUIRED],
      director_phone: [REQUIRED],
      director_email: [REQUIRED],
    })
  })

  it('accept valid requisites typed with spaces and give what the contract takes', () => {
    const submission = parseWithZod(
      form({ ...sber, inn: '7707 083 893', bank_account: '40702 810 6 38000000123', kpp: '773601001' }),
      { schema: requisiteSchema },
    )
    expect(submission.status).toBe('success')
    if (submission.status !== 'success') return
    expect(submission.value).toMatchObject({
      inn: '7707083893',
      bank_account: '40702810638000000123',
      director_phone: '+79161234567',
    })
    expect(requisiteFieldsSchema.safeParse(submission.value).success).toBe(true)
  })

  // Each case breaks one rule; the form must refuse it with exactly the message the contract gives.
  const broken: [string, Record<string, string>][] = [
    ['INN checksum', { inn: '7707083894' }],
    ['INN length', { inn: '77070838' }],
    ['OGRN checksum', { ogrn: '1027700132196' }],
    ['OGRN of a sole trader with a company INN', { ogrn: '307760324100018' }],
    ['KPP format', { kpp: '77360100' }],
    ['KPP of a sole trader', { inn: '500100732259', ogrn: '307760324100018' }],
    ['BIK', { bank_bik: '144525225' }],
    ['settlement account key', { bank_account: '40702810638000000124' }],
    ['settlement account length', { bank_account: '4070281063800000012' }],
    ['correspondent account', { bank_corr_account: '30101810400000000226' }],
  ]
  it.each(broken)('refuse a bad %s with the contract’s message', (_name, change) => {
    const values = { ...sber, ...change }
    const mine = errorsOf(parseWithZod(form(values), { schema: requisiteSchema }))
    const theirs = requisiteFieldsSchema.safeParse({ ...values, director_phone: '+79161234567', default: false })
    expect(theirs.success).toBe(false)
    const contractErrors = theirs.success ? {} : theirs.error.flatten().fieldErrors
    expect(Object.keys(mine).length).toBeGreaterThan(0)
    expect(mine).toEqual(contractErrors)
  })

  it('refuse a bad phone and e-mail in Russian', () => {
    const submission = parseWithZod(form({ ...sber, director_phone: '123', director_email: 'buh@' }), {
      schema: requisiteSchema,
    })
    expect(errorsOf(submission)).toEqual({ director_phone: [PHONE], director_email: [FORMAT] })
  })
})

describe('address', () => {
  it('requires city, street and house', () => {
    const submission = parseWithZod(form({ city_full: ' ', street: '', house: '' }), { schema: addressSchema })
    expect(errorsOf(submission)).toEqual({ city_full: [REQUIRED], street: [REQUIRED], house: [REQUIRED] })
  })

  it('keeps the suggestion ids and refuses forged ones', () => {
    const ok = parseWithZod(
      form({
        city_full: 'г Новосибирск',
        street: 'ул Ленина',
        house: '5',
        kladr_id: '5400000100000',
        fias_id: '8dea00e3-9aab-4d8e-887c-ef2aaa546456',
        cdek_id: '270',
        default: 'on',
      }),
      { schema: addressSchema },
    )
    expect(ok.status).toBe('success')
    if (ok.status === 'success') expect(ok.value).toMatchObject({ kladr_id: '5400000100000', default: true })
    const forged = parseWithZod(form({ city_full: 'Город', street: 'Улица', house: '1', kladr_id: "1' OR 1=1" }), {
      schema: addressSchema,
    })
    expect(errorsOf(forged)).toEqual({ kladr_id: [FORMAT] })
  })
})

describe('profile', () => {
  it('leaves empty fields out, and the phone too: a new one is proven by a code first', () => {
    const submission = parseWithZod(
      form({ surname: ' Иванова ', name: 'Анна', middle_name: '', phone: '8 916 123 45 67', birthday: '' }),
      { schema: profileSchema },
    )
    expect(submission.status).toBe('success')
    if (submission.status !== 'success') return
    expect(submission.value).toEqual({ surname: 'Иванова', name: 'Анна' })
  })

  it('refuses an impossible birthday and a bad e-mail', () => {
    const submission = parseWithZod(form({ birthday: '2023-02-30', phone: 'not a phone', email: 'a@' }), {
      schema: profileSchema,
    })
    expect(errorsOf(submission)).toEqual({
      birthday: [profileMessages.birthday],
      email: [FORMAT],
    })
  })

  it('takes only real days from 1900 up to today as a birthday', () => {
    const today = new Date('2026-03-01T12:00:00Z')
    expect(isPlausibleBirthday('1990-05-17', today)).toBe(true)
    expect(isPlausibleBirthday('2026-03-01', today)).toBe(true)
    expect(isPlausibleBirthday('2026-03-02', today)).toBe(false)
    expect(isPlausibleBirthday('1899-12-31', today)).toBe(false)
    expect(isPlausibleBirthday('17.05.1990', today)).toBe(false)
  })
})

describe('a new phone by a code', () => {
  it('normalises the new number and keeps the captcha token', () => {
    const submission = parseWithZod(form({ phone: '8 (916) 123-45-67', token: 'tok' }), { schema: phoneSendSchema })
    expect(submission.status).toBe('success')
    if (submission.status !== 'success') return
    expect(submission.value).toEqual({ phone: '+79161234567', token: 'tok' })
  })

  it('refuses a missing, a foreign and a malformed number in the house words', () => {
    expect(errorsOf(parseWithZod(form({}), { schema: phoneSendSchema }))).toEqual({ phone: [REQUIRED] })
    expect(errorsOf(parseWithZod(form({ phone: '+7 700 123 45 67' }), { schema: phoneSendSchema }))).toEqual({
      phone: [PHONE],
    })
    expect(errorsOf(parseWithZod(form({ phone: '123' }), { schema: phoneSendSchema }))).toEqual({ phone: [PHONE] })
  })

  it('takes six digits as the code, spaces dropped; the number only when a script sends it', () => {
    const typed = parseWithZod(form({ code_notification: ' 123 456 ' }), { schema: phoneCodeSchema })
    expect(typed.status === 'success' && typed.value).toEqual({ code_notification: '123456' })
    const scripted = parseWithZod(form({ code_notification: '123456', phone: '+79161234567' }), {
      schema: phoneCodeSchema,
    })
    expect(scripted.status === 'success' && scripted.value).toEqual({
      code_notification: '123456',
      phone: '+79161234567',
    })
  })

  it('refuses a code that is not six digits, and a missing one', () => {
    for (const code of ['12345', '1234567', '12a456']) {
      expect(errorsOf(parseWithZod(form({ code_notification: code }), { schema: phoneCodeSchema }))).toEqual({
        code_notification: [authMessages.codeFormat],
      })
    }
    expect(errorsOf(parseWithZod(form({}), { schema: phoneCodeSchema }))).toEqual({ code_notification: [REQUIRED] })
  })

  it('sends the code again with an optional token; one that cannot be a token is dropped', () => {
    expect(parseWithZod(form({}), { schema: phoneResendSchema }).status).toBe('success')
    const forged = parseWithZod(form({ token: 'x'.repeat(4001) }), { schema: phoneResendSchema })
    expect(forged.status === 'success' && forged.value).toEqual({})
  })
})

describe('password', () => {
  it('asks for the current password when one is set, and for matching new ones', () => {
    const submission = parseWithZod(form({ mode: 'change', password: 'short', password_confirm: 'other' }), {
      schema: passwordSchema,
    })
    expect(errorsOf(submission)).toEqual({
      password_old: [REQUIRED],
      password: [profileMessages.passwordTooShort],
      password_confirm: ['Пароли не совпадают'],
    })
  })

  it('sets the first password without the current one', () => {
    const submission = parseWithZod(
      form({ mode: 'set', password: 'new-password-1', password_confirm: 'new-password-1' }),
      { schema: passwordSchema },
    )
    expect(submission.status).toBe('success')
  })
})

describe('notifications', () => {
  it('reads the ticked statuses, none ticked as an empty list, and refuses unknown ones', () => {
    const two = parseWithZod(form({ order_statuses_subscribes: ['created', 'billed'] }), {
      schema: notificationsSchema,
    })
    expect(two.status === 'success' && two.value.order_statuses_subscribes).toEqual(['created', 'billed'])
    const none = parseWithZod(form({}), { schema: notificationsSchema })
    expect(none.status === 'success' && none.value.order_statuses_subscribes).toEqual([])
    const forged = parseWithZod(form({ order_statuses_subscribes: ['<script>'] }), { schema: notificationsSchema })
    expect(forged.status).toBe('error')
  })
})
