/** HTTP of checkout and orders: thin, the contract decides paths and shapes; every call needs a signed-in user. */
import { type Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { bodyLimitOf } from '#backend/lib/body-limit.ts'
import { badRequest, messages } from '#backend/lib/errors.ts'
import { guardRoute, handle, uploadedPart } from '#backend/lib/http.ts'
import { callerId, signedInCaller } from '#backend/modules/auth/caller.ts'
import {
  addOrderCall,
  cancelOrderCall,
  changeOrderStatusCall,
  listOrdersOfUserCall,
  orderMessages,
  uploadPassportCall,
} from '#contract/orders.ts'
import { orderPassportPath } from '#contract/seller-orders.ts'
import type { CheckoutService } from './checkout.service.ts'
import { checkoutBodySchema } from './checkout-draft.ts'
import type { OrderCaller, OrdersService } from './orders.service.ts'

/** The order's passport copy, for its seller and administrators (never the public, never a page of the shop). */
export { orderPassportPath }

const orderCaller = (c: Context): OrderCaller => {
  const { user } = signedInCaller(c)
  return { id: user.id, roleId: user.role_id }
}

export function ordersRoutes(checkout: CheckoutService, orders: OrdersService): Hono {
  const app = new Hono()

  // The refusals SPEC §5 words itself are checked with the cross rules (checkout-draft.ts), all in one 422.
  handle(app, { ...addOrderCall, body: checkoutBodySchema }, ({ body, c }) => checkout.add(callerId(c), body))
  handle(app, listOrdersOfUserCall, ({ query, c }) => orders.listOfBuyer(callerId(c), query))
  handle(app, cancelOrderCall, ({ body, params, c }) => orders.cancel(orderCaller(c), params.id, body))
  handle(app, changeOrderStatusCall, ({ body, params, c }) => orders.changeStatus(orderCaller(c), params.id, body))

  // Multipart, so not through handle(): the route reads the file itself and checks its answer against the contract.
  // The app's entry reads no more of the body than this call's limit (backend/lib/body-limit.ts); the route keeps the
  // same limit, and refusal, for wherever else it is mounted.
  const passportLimit = bodyLimitOf(uploadPassportCall.path)
  guardRoute(app, uploadPassportCall.path, uploadPassportCall)
  app.post(
    uploadPassportCall.path,
    bodyLimit({
      maxSize: passportLimit.maxBytes,
      onError: () => {
        throw passportLimit.refusal()
      },
    }),
    async (c) => {
      const file = await uploadedPart(c, 'file')
      if (file === null) throw badRequest({ file: [messages.required] }, messages.required)
      if (typeof file === 'string') throw badRequest({ file: [orderMessages.passportType] }, orderMessages.passportType)
      return c.json(uploadPassportCall.response.parse(await orders.uploadPassport(callerId(c), file)))
    },
  )

  // No contract call (a file, not JSON), but reserved like one: the seller's and administrators' only.
  guardRoute(app, orderPassportPath, { auth: true })
  app.get(orderPassportPath, async (c) => {
    const file = await orders.passportOfOrder(orderCaller(c), c.req.param('orderId'))
    return c.body(new Uint8Array(file.bytes), 200, {
      'Content-Type': file.contentType,
      'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    })
  })
  return app
}
