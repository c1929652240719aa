/** HTTP of the account's delivery addresses: thin, the contract decides paths and shapes; every call needs a user. */
import { type Context, Hono } from 'hono'
import { AppError } from '#backend/lib/errors.ts'
import { handle } from '#backend/lib/http.ts'
import type { AuthGuard } from '#backend/modules/auth/auth.guard.ts'
import { authMessages } from '#backend/modules/auth/auth.service.ts'
import { addAddressCall, deleteAddressCall, listAddressesCall, updateAddressCall } from '#contract/addresses.ts'
import type { AddressesService } from './addresses.service.ts'

/** The caller's user id; `requireUser` has run before, so a guest never gets here. */
export function callerId(c: Context): number {
  const signedIn = c.get('signedIn')
  if (!signedIn) throw new AppError(401, authMessages.signInRequired)
  return signedIn.user.id
}

export function addressesRoutes(addresses: AddressesService, guard: AuthGuard): Hono {
  const app = new Hono()
  // Who asks is checked before what is asked: a guest gets 401 even for a malformed body.
  for (const call of [listAddressesCall, addAddressCall, updateAddressCall, deleteAddressCall]) {
    app.use(call.path, guard.requireUser)
  }
  handle(app, listAddressesCall, ({ c }) => addresses.list(callerId(c)))
  handle(app, addAddressCall, ({ body, c }) => addresses.add(callerId(c), body))
  handle(app, updateAddressCall, ({ body, params, c }) => addresses.update(callerId(c), params.id, body))
  handle(app, deleteAddressCall, ({ params, c }) => addresses.remove(callerId(c), params.id))
  return app
}
