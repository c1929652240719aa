/**
 * HTTP of the cart: thin, the contract decides paths and shapes. The guest's calls (`listByIds`, the held guest cart)
 * are public, the rest need a user.
 */
import { Hono } from 'hono'
import { handle } from '#backend/lib/http.ts'
import { callerId } from '#backend/modules/auth/caller.ts'
import {
  addItemsToCartCall,
  addToCartCall,
  changeCartQuantityCall,
  changeGuestCartCall,
  listCartByIdsCall,
  listCartCall,
  listGuestCartCall,
  removeFromCartCall,
} from '#contract/cart.ts'
import type { CartService } from './cart.service.ts'
import type { GuestCartService } from './guest-cart.service.ts'

export function cartRoutes(cart: CartService, guestCart: GuestCartService): Hono {
  const app = new Hono()
  handle(app, listCartCall, ({ body, c }) => cart.list(callerId(c), body?.merchants))
  handle(app, addToCartCall, ({ body, c }) => cart.add(callerId(c), body))
  handle(app, addItemsToCartCall, ({ body, c }) => cart.addItems(callerId(c), body.items))
  handle(app, removeFromCartCall, ({ body, c }) => cart.remove(callerId(c), body.product_id))
  handle(app, changeCartQuantityCall, ({ body, c }) => cart.changeQuantity(callerId(c), body))
  handle(app, listCartByIdsCall, ({ body }) => cart.listByIds(body.data, body.merchants))
  // A guest's held cart: the random key is the guest's only credential (decision 026).
  handle(app, changeGuestCartCall, ({ body }) => guestCart.change(body))
  handle(app, listGuestCartCall, ({ body }) => guestCart.list(body))
  return app
}
