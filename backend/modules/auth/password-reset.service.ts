/**
 * Password recovery by SMS (decision 031): a code to the phone, then the code and a new password. Everything a
 * sign-in code has applies — the same code rules (5 minutes, once, 5 wrong tries), the same sending limits (per
 * phone whatever the purpose, per IP, captcha, 60 s between codes) and the same failure limits when it is checked
 * (a wrong code is a failed sign-in of the IP).
 *
 * Who has an account is told no more than sign-in by SMS tells: asking for a code answers the same for every
 * Russian phone (and sends the code, so the time taken is the same too); only a right code — which only the phone's
 * owner has — learns that no account has proven the number. An account that holds the phone unproven is not entered
 * through it (decision 026): for recovery it is no account of this phone.
 */
import type { z } from 'zod'
import type { Database } from '#backend/db/client.ts'
import { AppError, badRequest } from '#backend/lib/errors.ts'
import type { Outbox } from '#backend/modules/notifications/outbox.ts'
import { passwordChangedEmail } from '#backend/modules/notifications/texts.ts'
import { authMessages, type resetPasswordBySmsCall, smsCaptchaActions } from '#contract/auth.ts'
import { normalizeRussianPhone, phoneMessage } from '#contract/phone.ts'
import { findUserByPhone, revokeAllAccessTokens, setUserPasswordHash } from './auth.repository.ts'
import type { AuthService, Caller } from './auth.service.ts'
import { hashPassword } from './password.ts'
import type { SmsCodes } from './sms-codes.ts'

const resetText = (code: string) => `Медмаркет: код для восстановления пароля ${code}. Никому не сообщайте его.`

type PasswordReset = z.output<typeof resetPasswordBySmsCall.body>

const invalidCode = () => new AppError(422, authMessages.codeInvalid, { code_notification: [authMessages.codeInvalid] })

export function createPasswordResetService(
  db: Database,
  deps: {
    auth: AuthService
    codes: SmsCodes
    now?: () => Date
    /** Tells the account's e-mail that its password was changed (decision 047); without it nobody is told. */
    outbox?: Pick<Outbox, 'write' | 'kick' | 'link'>
  },
) {
  const { auth, codes } = deps
  const now = deps.now ?? (() => new Date())

  return {
    /** Step 1: a code to any Russian phone, whether or not an account has it. */
    sendResetCode(body: { phone: string; token?: string }, caller: Caller) {
      if (normalizeRussianPhone(body.phone) !== body.phone) throw badRequest({ phone: [phoneMessage] }, phoneMessage)
      return codes.send({
        phone: body.phone,
        purpose: 'password_reset',
        token: body.token,
        captchaAction: smsCaptchaActions.passwordReset,
        ip: caller.ip,
        text: resetText,
      })
    },

    /**
     * Step 2: the code sets the password of the account that has proven the phone; every token of it dies (a device
     * that knew the old password is signed out) and the person is signed in with a new one, the guest cart merged.
     * A refusal after the check (no account) rolls the code's use back and writes nothing.
     */
    async resetPassword(body: PasswordReset, caller: Caller) {
      const attempt = await auth.signInFailures.begin(caller)
      const code = await codes.check(body.phone, 'password_reset', body.code_notification)
      if (!code) throw invalidCode()
      await attempt.succeeded()
      const passwordHash = await hashPassword(body.password)
      const signedIn = await db.transaction(async (tx) => {
        if (!(await codes.use(tx, code))) throw invalidCode()
        const user = await findUserByPhone(tx, body.phone)
        if (!user?.phoneVerifiedAt) throw new AppError(422, authMessages.noAccountForPhone)
        await revokeAllAccessTokens(tx, user.id, now())
        const row = await setUserPasswordHash(tx, user.id, passwordHash)
        // A security notice to the account's e-mail (the phone has just had the code): if it was not the owner,
        // they learn of it where the intruder is not.
        if (row.email && deps.outbox) {
          const email = passwordChangedEmail({ signIn: deps.outbox.link('/signin') })
          await deps.outbox.write(tx, [
            {
              key: `password_changed:${row.id}:${code.id}`,
              event: 'password_changed',
              channel: 'email',
              recipient: row.email,
              userId: row.id,
              ...email,
            },
          ])
        }
        return auth.completeSignIn(tx, row, body.cart ?? [])
      })
      deps.outbox?.kick()
      return signedIn
    },
  }
}
export type PasswordResetService = ReturnType<typeof createPasswordResetService>
