/**
 * Checkout, step 3 of the cart (SPEC §2 /cart/checkout, §3 Order draft, §5). One form, posted as multipart/form-data
 * (the passport copy is a file), that works without JavaScript; every button of it posts to one action with an
 * `intent`:
 * - place (the default): `place-order.server.ts`;
 * - quote («Рассчитать доставку»): the same form again with the delivery options for the address typed
 *   (`delivery-quote.server.ts`);
 * - find-city / find-street and a chosen suggestion: the new address's suggestions, the account form's own steps
 *   under `new_address.` (`app/account/address-form.server.ts`);
 * - fill-inn / find-bank: the new requisites filled from the company or bank found, the account form's own steps
 *   under `new_requisite.` (`app/account/requisite-form.server.ts`).
 * Every answer but a success carries the delivery quote for the address the form holds. Decision 024.
 */
import { randomUUID } from 'node:crypto'
import { type AppLoadContext, data, redirect } from '@remix-run/node'
import { addressStep, isAddressStep } from '#app/account/address-form.server.ts'
import { requisiteLookupOf, requisiteStep } from '#app/account/requisite-form.server.ts'
import { currentUser } from '#app/auth/auth.server.ts'
import { CART_PATHS, guardCartStep } from '#app/cart/cart-steps.server.ts'
import { formAgain } from '#app/lib/forms/form-values.ts'
import { listAddressesCall } from '#contract/addresses.ts'
import { listRequisitesCall } from '#contract/requisites.ts'
import type { User } from '#contract/users.ts'
import { again, formValues, type Posted, readPost, required, signedOut } from './checkout-post.server.ts'
import { CHECKOUT_HEADERS, CHECKOUT_INTENTS, NEW_ENTRY_ID } from './checkout-schema.ts'
import { destinationOfAddress, quoteDelivery, quoteKeyOf } from './delivery-quote.server.ts'
import { cartHasPrecursor, placeOrder } from './place-order.server.ts'

/** The buyer as the profile knows them: the form's first values. */
export function buyerOf(user: User) {
  const fio = [user.surname, user.name, user.middle_name].filter((part) => part?.trim()).join(' ')
  return { fio, phone: user.phone ?? '', email: user.email ?? '' }
}

/** Guarded like every cart step (SPEC §2), then the buyer, their addresses and requisites, and a fresh key. */
export async function loadCheckoutPage(request: Request, context: AppLoadContext) {
  const { cart } = await guardCartStep('checkout', request, context)
  const api = context.api
  const [user, addresses, requisites, t] = await Promise.all([
    currentUser(api),
    api.call(listAddressesCall),
    api.call(listRequisitesCall),
    context.t('checkout'),
  ])
  if (!user || addresses.status === 401 || requisites.status === 401) throw signedOut()
  const savedAddresses = required(addresses).addresses
  const savedRequisites = required(requisites).requisites
  const chosen = savedAddresses.find((address) => address.default) ?? savedAddresses[0]
  const quote = await quoteDelivery(api, cart.groups, chosen ? destinationOfAddress(chosen) : null)
  return data(
    {
      title: t('title'),
      cart: { items: cart.items, groups: cart.groups },
      buyer: buyerOf(user),
      addresses: savedAddresses,
      requisites: savedRequisites,
      needsPassport: cartHasPrecursor(cart),
      // A new key each time the form is shown; a refused post keeps the one it carried (the form shows it again).
      idempotencyKey: randomUUID(),
      quote,
      quoteFor: chosen ? quoteKeyOf.saved(chosen.id) : quoteKeyOf.none,
    },
    { headers: CHECKOUT_HEADERS },
  )
}

export async function checkoutAction(request: Request, context: AppLoadContext) {
  const api = context.api
  if (!api.hasToken) throw redirect(CART_PATHS.order, { status: 303, headers: CHECKOUT_HEADERS })
  const form = await readPost(request)
  const intent = String(form.get('intent') ?? CHECKOUT_INTENTS.place)
  // Placing is not guarded by the cart's state: a repeated post of an order already placed (its cart now empty)
  // must reach the back-end, which answers the same orders for the same key. Everything else is a cart step.
  const placing = intent === CHECKOUT_INTENTS.place && !isAddressStep(form, intent)
  const cart = placing ? await context.cart.list() : (await guardCartStep('checkout', request, context)).cart
  if (!cart.signedIn) throw signedOut()
  const [addresses, requisites] = await Promise.all([api.call(listAddressesCall), api.call(listRequisitesCall)])
  if (addresses.status === 401 || requisites.status === 401) throw signedOut()
  const posted: Posted = {
    api,
    t: await context.t('checkout'),
    form,
    cart,
    addresses: required(addresses).addresses,
    requisites: required(requisites).requisites,
  }

  const values = formValues(form)
  const addressAnswer = await addressStep(api, form, values, 'new_address.')
  if (addressAnswer) {
    const { values: filled, fieldErrors, status, ...found } = addressAnswer
    if (found.cityChosen) {
      filled.address_id = String(NEW_ENTRY_ID)
      // The quote follows the form's values, so the chosen city is what gets priced.
      for (const [key, value] of Object.entries(filled)) if (typeof value === 'string') form.set(key, value)
    }
    return again(posted, { result: formAgain(filled, fieldErrors), ...found }, status)
  }
  const lookup = requisiteLookupOf(intent)
  if (lookup) {
    const { values: filled, fieldErrors, status, notice } = await requisiteStep(api, values, lookup, 'new_requisite.')
    return again(posted, { result: formAgain(filled, fieldErrors), notice }, status)
  }
  if (intent === CHECKOUT_INTENTS.quote) return again(posted, { result: formAgain(values) })
  return placeOrder(posted)
}
