/**
 * Sign-in by SMS and a seller's registration by SMS (docs/decisions/013). A code is checked first (a wrong one
 * counts as a try and as a failed sign-in of the IP); then, in one transaction, the code is used up, the account is
 * found or made with its consent recorded, and a token issued — so a refusal at any step (no consent yet, an e-mail
 * taken meanwhile) leaves the code valid and writes nothing.
 *
 * The guest cart that comes with a sign-in by SMS is merged into the account's in that same transaction, and the
 * merged cart answered (docs/decisions/020). A seller's registration takes the guest cart the same way.
 */
import type { z } from 'zod'
import type { Database } from '#backend/db/client.ts'
import { roles } from '#backend/db/schema.ts'
import { violatesUnique } from '#backend/db/unique-violation.ts'
import { AppError, badRequest } from '#backend/lib/errors.ts'
import { insertPendingMerchant } from '#backend/modules/merchants/merchants.repository.ts'
import {
  authMessages as contractAuthMessages,
  type getMerchantSmsRegCodeCall,
  type signInBySmsCall,
  type signUpMerchantCall,
  smsCaptchaActions,
} from '#contract/auth.ts'
import { normalizeRussianPhone, phoneMessage } from '#contract/phone.ts'
import {
  type confirmPhoneChangeCall,
  PHONE_CHANGE_CAPTCHA_ACTION,
  phoneChangeMessages,
  type sendPhoneChangeCodeCall,
} from '#contract/phone-change.ts'
import { contactsTaken, findUserByPhone, insertUser, releaseUnprovenPhone, setProvenPhone } from './auth.repository.ts'
import { type AuthService, type Caller, type SignedInUser, toUser } from './auth.service.ts'
import { consentPurposes, recordConsent } from './consent.ts'
import type { SmsCodes } from './sms-codes.ts'

export const registrationMessages = {
  emailRegistered: 'Пользователь с таким E-mail уже зарегистрирован',
  phoneRegistered: 'Пользователь с таким телефоном уже зарегистрирован',
} as const

const smsText = {
  signin: (code: string) => `Медмаркет: код для входа ${code}. Никому не сообщайте его.`,
  merchantSignup: (code: string) => `Медмаркет: код регистрации продавца ${code}. Никому не сообщайте его.`,
  phoneChange: (code: string) => `Медмаркет: код для смены телефона в профиле ${code}. Никому не сообщайте его.`,
}

const invalidCode = () =>
  new AppError(422, contractAuthMessages.codeInvalid, { code_notification: [contractAuthMessages.codeInvalid] })

const consentRequired = () =>
  new AppError(422, contractAuthMessages.consentRequired, {
    personal_data_consent: [contractAuthMessages.consentRequired],
  })

/** 409 naming each field another account holds; the message is the first of them. */
function conflict(taken: { email: boolean; phone: boolean }): AppError | null {
  const fields: Record<string, string[]> = {}
  if (taken.email) fields.email = [registrationMessages.emailRegistered]
  if (taken.phone) fields.phone = [registrationMessages.phoneRegistered]
  const [first] = Object.values(fields)
  return first?.[0] ? new AppError(409, first[0], fields) : null
}

type SignInBySms = z.output<typeof signInBySmsCall.body>
type PhoneChangeCodeRequest = z.output<typeof sendPhoneChangeCodeCall.body>
type PhoneChangeConfirmation = z.output<typeof confirmPhoneChangeCall.body>
type MerchantCodeRequest = z.output<typeof getMerchantSmsRegCodeCall.body>
type MerchantSignUp = z.output<typeof signUpMerchantCall.body>

const sameEmail = (a: string | undefined, b: string) => a?.toLowerCase() === b.toLowerCase()

/**
 * The contract takes any +7 and ten digits; a code goes only to a number that is really Russian (Kazakhstan shares
 * +7), so no SMS is paid for abroad or to a number that does not exist.
 */
function assertRussianPhone(phone: string) {
  if (normalizeRussianPhone(phone) !== phone) throw badRequest({ phone: [phoneMessage] }, phoneMessage)
}

export function createSmsAuthService(db: Database, deps: { auth: AuthService; codes: SmsCodes; now?: () => Date }) {
  const { auth, codes } = deps
  const now = deps.now ?? (() => new Date())

  /** The live code of the phone and purpose, or 422; a wrong code counts against the IP's sign-in failures. */
  async function checkedCode(caller: Caller, ...args: Parameters<SmsCodes['check']>) {
    const attempt = await auth.signInFailures.begin(caller)
    const row = await codes.check(...args)
    if (!row) throw invalidCode()
    await attempt.succeeded()
    return row
  }

  return {
    /** A sign-in code to any Russian phone: an unknown one becomes a buyer's account at sign-in. */
    sendSignInCode(body: { phone: string; token?: string }, caller: Caller) {
      assertRussianPhone(body.phone)
      return codes.send({
        phone: body.phone,
        purpose: 'signin',
        token: body.token,
        captchaAction: smsCaptchaActions.signIn,
        ip: caller.ip,
        text: smsText.signin,
      })
    },

    async signInBySms(body: SignInBySms, caller: Caller) {
      const code = await checkedCode(caller, body.phone, 'signin', body.code_notification)
      return db.transaction(async (tx) => {
        if (!(await codes.use(tx, code))) throw invalidCode()
        let user = await findUserByPhone(tx, body.phone)
        if (user && !user.phoneVerifiedAt) {
          // Never into an account through a phone it did not prove: the number is the one who proved it now, and
          // they get an account of their own (decision 026).
          await releaseUnprovenPhone(tx, body.phone)
          user = undefined
        }
        if (!user) {
          // Thrown inside the transaction: the code's use is rolled back, so the visitor can tick the box and retry.
          if (!body.personal_data_consent) throw consentRequired()
          user = await insertUser(tx, { phone: body.phone, phoneVerifiedAt: now(), roleId: roles.buyer })
          await recordConsent(tx, user.id, consentPurposes.buyerRegistration, caller)
        }
        return auth.completeSignIn(tx, user, body.cart ?? [])
      })
    },

    /** Step 1 of a seller's registration: 409 when the e-mail or phone has an account, else a code. */
    sendMerchantCode(body: MerchantCodeRequest, caller: Caller) {
      assertRussianPhone(body.phone)
      return codes.send({
        phone: body.phone,
        purpose: 'merchant_signup',
        payload: { company: body.company, email: body.email },
        token: body.token,
        captchaAction: smsCaptchaActions.merchantSignUp,
        ip: caller.ip,
        text: smsText.merchantSignup,
        beforeSending: async () => {
          const refused = conflict(await contactsTaken(db, body))
          if (refused) throw refused
        },
      })
    },

    /** Step 2: the code confirms the phone and the company and e-mail it was sent for; the seller is signed in. */
    async signUpMerchant(body: MerchantSignUp, caller: Caller) {
      const code = await checkedCode(
        caller,
        body.phone,
        'merchant_signup',
        body.code_notification,
        (payload) => payload.company === body.company && sameEmail(payload.email, body.email),
      )
      try {
        return await db.transaction(async (tx) => {
          if (!(await codes.use(tx, code))) throw invalidCode()
          const refused = conflict(await contactsTaken(tx, body))
          if (refused) throw refused
          await releaseUnprovenPhone(tx, body.phone)
          // The seller's merchant, on moderation until an administrator approves it (docs/decisions/039).
          const merchant = await insertPendingMerchant(tx, { name: body.company, phone: body.phone, email: body.email })
          const user = await insertUser(tx, {
            roleId: roles.merchant,
            company: body.company,
            email: body.email,
            phone: body.phone,
            phoneVerifiedAt: now(),
            merchantId: merchant.id,
          })
          await recordConsent(tx, user.id, consentPurposes.merchantRegistration, caller)
          return auth.completeSignIn(tx, user, body.cart ?? [])
        })
      } catch (error) {
        // Another registration took the e-mail or phone between our check and our insert.
        const raced = conflict({
          email: violatesUnique(error, 'users_email_key'),
          phone: violatesUnique(error, 'users_phone_key'),
        })
        throw raced ?? error
      }
    },

    /**
     * Step 1 of a new phone for the signed-in account: a code to that phone, unless another account has proven it
     * (409) or it is the account's own already. Each such check counts against the account's and the IP's limits.
     */
    async sendPhoneChangeCode(signedIn: SignedInUser, body: PhoneChangeCodeRequest, caller: Caller) {
      assertRussianPhone(body.phone)
      if (signedIn.user.phone === body.phone && signedIn.user.phone_verified) {
        throw new AppError(422, phoneChangeMessages.same, { phone: [phoneChangeMessages.same] })
      }
      return codes.send({
        phone: body.phone,
        purpose: 'phone_change',
        payload: { user_id: String(signedIn.user.id) },
        token: body.token,
        captchaAction: PHONE_CHANGE_CAPTCHA_ACTION,
        ip: caller.ip,
        text: smsText.phoneChange,
        beforeSending: async () => {
          await auth.countContactCheck(signedIn.user.id, caller)
          if ((await contactsTaken(db, { phone: body.phone }, signedIn.user.id)).phone) throw phoneTaken()
        },
      })
    },

    /** Step 2: the code sent to the new phone for this account puts the phone on it, proven. */
    async confirmPhoneChange(signedIn: SignedInUser, body: PhoneChangeConfirmation, caller: Caller) {
      const userId = signedIn.user.id
      const code = await checkedCode(
        caller,
        body.phone,
        'phone_change',
        body.code_notification,
        (payload) => payload.user_id === String(userId),
      )
      try {
        return await db.transaction(async (tx) => {
          if (!(await codes.use(tx, code))) throw invalidCode()
          if ((await contactsTaken(tx, { phone: body.phone }, userId)).phone) throw phoneTaken()
          await releaseUnprovenPhone(tx, body.phone)
          return { profile: toUser(await setProvenPhone(tx, userId, body.phone, now())) }
        })
      } catch (error) {
        // Another account proved the number between our check and our update.
        throw violatesUnique(error, 'users_phone_key') ? phoneTaken() : error
      }
    },
  }
}

const phoneTaken = () => new AppError(409, phoneChangeMessages.taken, { phone: [phoneChangeMessages.taken] })
export type SmsAuthService = ReturnType<typeof createSmsAuthService>
