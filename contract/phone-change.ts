/**
 * A new phone of the account (decision 026): it takes effect only when the code sent to it by SMS is entered, so
 * nobody can put another person's number on an account — the number sign-in by SMS would then lead into. Step 1
 * sends the code (captcha and limits as every SMS code, docs/decisions/010 and 013; 409 when another account has
 * proven the number); step 2 enters it and answers the profile with the new phone.
 */
import { z } from 'zod'
import { codeSentSchema, smsCodeSchema } from './auth.ts'
import { defineCall } from './call.ts'
import { e164RussianPhone } from './phone.ts'
import { userSchema } from './users.ts'

/** reCAPTCHA v3 action of the code request. */
export const PHONE_CHANGE_CAPTCHA_ACTION = 'phone_change'

export const phoneChangeMessages = {
  /** updateProfile given a phone that is not the account's own. */
  needsCode: 'Новый телефон нужно подтвердить кодом из SMS',
  same: 'Этот телефон уже указан в профиле',
  taken: 'Этот телефон уже занят другим пользователем',
  /** Too many checks of whether a phone or an e-mail is someone else's (decision 026). */
  tooManyChecks: 'Слишком много проверок телефона и E-mail. Попробуйте через час.',
} as const

export const sendPhoneChangeCodeCall = defineCall({
  method: 'POST',
  path: '/api/user/phone/sendCode',
  auth: true,
  body: z.object({ phone: e164RussianPhone, token: z.string().max(4000).optional() }).strict(),
  response: codeSentSchema,
})

export const confirmPhoneChangeCall = defineCall({
  method: 'POST',
  path: '/api/user/phone/confirm',
  auth: true,
  body: z.object({ phone: e164RussianPhone, code_notification: smsCodeSchema }).strict(),
  response: z.object({ profile: userSchema }),
})
