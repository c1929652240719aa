/**
 * HTTP of sign-in, SMS codes, a seller's registration, password recovery and a new phone by SMS, and sign-out: thin,
 * the contract decides paths and shapes.
 */
import { Hono } from 'hono'
import { clientIp } from '#backend/lib/client-ip.ts'
import { handle } from '#backend/lib/http.ts'
import {
  getMerchantSmsRegCodeCall,
  resetPasswordBySmsCall,
  sendPasswordResetCodeCall,
  sendSmsCodeCall,
  signInBySmsCall,
  signInCall,
  signOutCall,
  signUpMerchantCall,
} from '#contract/auth.ts'
import { confirmPhoneChangeCall, sendPhoneChangeCodeCall } from '#contract/phone-change.ts'
import { authenticate } from './auth.guard.ts'
import type { AuthService } from './auth.service.ts'
import { signedInCaller as signedIn } from './caller.ts'
import type { PasswordResetService } from './password-reset.service.ts'
import type { SmsAuthService } from './sms-auth.service.ts'

export function authRoutes(auth: AuthService, smsAuth: SmsAuthService, reset: PasswordResetService): Hono {
  const app = new Hono()
  handle(app, signInCall, ({ body, c }) => auth.signIn(body.email, body.password, { ip: clientIp(c) }, body.cart))
  handle(app, sendSmsCodeCall, ({ body, c }) => smsAuth.sendSignInCode(body, { ip: clientIp(c) }))
  handle(app, signInBySmsCall, ({ body, c }) => smsAuth.signInBySms(body, { ip: clientIp(c) }))
  handle(app, getMerchantSmsRegCodeCall, ({ body, c }) => smsAuth.sendMerchantCode(body, { ip: clientIp(c) }))
  handle(app, signUpMerchantCall, ({ body, c }) => smsAuth.signUpMerchant(body, { ip: clientIp(c) }))

  handle(app, sendPasswordResetCodeCall, ({ body, c }) => reset.sendResetCode(body, { ip: clientIp(c) }))
  handle(app, resetPasswordBySmsCall, ({ body, c }) => reset.resetPassword(body, { ip: clientIp(c) }))

  handle(app, sendPhoneChangeCodeCall, ({ body, c }) =>
    smsAuth.sendPhoneChangeCode(signedIn(c), body, { ip: clientIp(c) }),
  )
  handle(app, confirmPhoneChangeCall, ({ body, c }) =>
    smsAuth.confirmPhoneChange(signedIn(c), body, { ip: clientIp(c) }),
  )

  handle(app, signOutCall, async ({ c }) => {
    const caller = await authenticate(c)
    if (caller) await auth.revokeByHash(caller.tokenHash)
    return { result: true as const }
  })
  return app
}
