/** HTTP of the account's delivery addresses: thin, the contract decides paths and shapes; every call needs a user. */
import { Hono } from 'hono'
import { handle } from '#backend/lib/http.ts'
import { callerId } from '#backend/modules/auth/caller.ts'
import { addAddressCall, deleteAddressCall, listAddressesCall, updateAddressCall } from '#contract/addresses.ts'
import type { AddressesService } from './addresses.service.ts'

export function addressesRoutes(addresses: AddressesService): Hono {
  const app = new Hono()
  handle(app, listAddressesCall, ({ c }) => addresses.list(callerId(c)))
  handle(app, addAddressCall, ({ body, c }) => addresses.add(callerId(c), body))
  handle(app, updateAddressCall, ({ body, params, c }) => addresses.update(callerId(c), params.id, body))
  handle(app, deleteAddressCall, ({ params, c }) => addresses.remove(callerId(c), params.id))
  return app
}
