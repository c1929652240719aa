/**
 * Every call the contract defines, read from its modules: what the back-end's entry needs to know about a route
 * before the route runs (whether its call is a signed-in user's), and what the cross-cutting tests walk. A contract
 * module added later is listed here too; a test checks that none is left out.
 */
import * as addresses from '#contract/addresses.ts'
import * as admin from '#contract/admin.ts'
import * as auth from '#contract/auth.ts'
import type { CallDefinition } from '#contract/call.ts'
import * as cart from '#contract/cart.ts'
import * as catalog from '#contract/catalog.ts'
import * as delivery from '#contract/delivery.ts'
import * as home from '#contract/home.ts'
import * as location from '#contract/location.ts'
import * as lookups from '#contract/lookups.ts'
import * as messages from '#contract/messages.ts'
import * as notifications from '#contract/notifications.ts'
import * as orders from '#contract/orders.ts'
import * as payments from '#contract/payments.ts'
import * as phoneChange from '#contract/phone-change.ts'
import * as priceLists from '#contract/price-lists.ts'
import * as productProposals from '#contract/product-proposals.ts'
import * as products from '#contract/products.ts'
import * as requisites from '#contract/requisites.ts'
import * as seller from '#contract/seller.ts'
import * as sellerOffers from '#contract/seller-offers.ts'
import * as sellerOrders from '#contract/seller-orders.ts'
import * as sellerQuestions from '#contract/seller-questions.ts'
import * as sellers from '#contract/sellers.ts'
import * as sitemap from '#contract/sitemap.ts'
import * as start from '#contract/start.ts'
import * as users from '#contract/users.ts'

/** The contract's modules by file name (without `.ts`). */
export const contractModules: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  addresses,
  admin,
  auth,
  cart,
  catalog,
  delivery,
  home,
  location,
  lookups,
  messages,
  notifications,
  orders,
  payments,
  'phone-change': phoneChange,
  'price-lists': priceLists,
  'product-proposals': productProposals,
  products,
  requisites,
  seller,
  'seller-offers': sellerOffers,
  'seller-orders': sellerOrders,
  'seller-questions': sellerQuestions,
  sellers,
  sitemap,
  start,
  users,
}

const METHODS = new Set(['GET', 'POST', 'PUT', 'DELETE'])

/** Whether an export is a call made by `defineCall` (a method, a path and the schemas). */
export function isCallDefinition(value: unknown): value is CallDefinition {
  if (value === null || typeof value !== 'object') return false
  const call = value as Partial<CallDefinition>
  return (
    typeof call.method === 'string' &&
    METHODS.has(call.method) &&
    typeof call.path === 'string' &&
    call.path.startsWith('/api/') &&
    typeof call.auth === 'boolean' &&
    call.query !== undefined &&
    call.body !== undefined &&
    call.response !== undefined
  )
}

/** Every call of the contract, once each, by export name (`module.exportName`). */
export const contractCalls: readonly (CallDefinition & { name: string })[] = Object.entries(contractModules).flatMap(
  ([module, exports]) =>
    Object.entries(exports)
      .filter((entry): entry is [string, CallDefinition] => isCallDefinition(entry[1]))
      .map(([name, call]) => ({ ...call, name: `${module}.${name}` })),
)

/** `METHOD path` of a call, as a route of the app is keyed. */
export const routeKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`

/** The calls whose contract says they are a signed-in user's (`auth: true`), by `routeKey`. */
export const signedInCallKeys: ReadonlySet<string> = new Set(
  contractCalls.filter((call) => call.auth).map((call) => routeKey(call.method, call.path)),
)
