/**
 * HTTP of sign-in, SMS codes, a seller's registration, a new phone by SMS and sign-out: thin, the contract decides
 * paths and shapes.
 */
import { type Context, Hono } from 'hono'
import { clientIp } from '#backend/lib/client-ip.ts'
import { handle } from '#backend/lib/http.ts'
import {
  getMerchantSmsRegCodeCall,
  sendSmsCodeCall,
  signInBySmsCall,
  signInCall,
  signOutCall,
  signUpMerchantCall,
} from '#contract/auth.ts'
import { confirmPhoneChangeCall, sendPhoneChangeCodeCall } from '#contract/phone-change.ts'
import type { AuthGuard } from './auth.guard.ts'
import type { AuthService, SignedInUser } from './auth.service.ts'
import type { SmsAuthService } from './sms-auth.service.ts'

export function authRoutes(auth: AuthService, smsAuth: SmsAuthService, guard: AuthGuard): Hono {
  const app = new Hono()
  handle(app, signInCall, ({ body, c }) => auth.signIn(body.email, body.password, { ip: clientIp(c) }, body.cart))
  handle(app, sendSmsCodeCall, ({ body, c }) => smsAuth.sendSignInCode(body, { ip: clientIp(c) }))
  handle(app, signInBySmsCall, ({ body, c }) => smsAuth.signInBySms(body, { ip: clientIp(c) }))
  handle(app, getMerchantSmsRegCodeCall, ({ body, c }) => smsAuth.sendMerchantCode(body, { ip: clientIp(c) }))
  handle(app, signUpMerchantCall, ({ body, c }) => smsAuth.signUpMerchant(body, { ip: clientIp(c) }))

  for (const call of [sendPhoneChangeCodeCall, confirmPhoneChangeCall, signOutCall]) {
    app.use(call.path, guard.requireUser)
  }
  // requireUser has run: the caller is known.
  const signedIn = (c: Context) => c.get('signedIn') as SignedInUser
  handle(app, sendPhoneChangeCodeCall, ({ body, c }) =>
    smsAuth.sendPhoneChangeCode(signedIn(c), body, { ip: clientIp(c) }),
  )
  handle(app, confirmPhoneChangeCall, ({ body, c }) =>
    smsAuth.confirmPhoneChange(signedIn(c), body, { ip: clientIp(c) }),
  )

  handle(app, signOutCall, async ({ c }) => {
    const signedIn = await guard.authenticate(c)
    if (signedIn) await auth.revokeByHash(signedIn.tokenHash)
    return { result: true as const }
  })
  return app
}
