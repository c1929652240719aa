/**
 * HTTP of the cart: thin, the contract decides paths and shapes. The guest's calls (`listByIds`, the held guest cart)
 * are public, the rest need a user.
 */
import { type Context, Hono } from 'hono'
import { handle } from '#backend/lib/http.ts'
import type { AuthGuard } from '#backend/modules/auth/auth.guard.ts'
import type { SignedInUser } from '#backend/modules/auth/auth.service.ts'
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

export function cartRoutes(cart: CartService, guestCart: GuestCartService, guard: AuthGuard): Hono {
  const app = new Hono()
  // Who asks is checked before what is asked: a guest gets 401 even for a malformed body.
  for (const call of [addToCartCall, addItemsToCartCall, removeFromCartCall, changeCartQuantityCall, listCartCall]) {
    app.use(call.path, guard.requireUser)
  }
  // requireUser has run: the caller is known.
  const userId = (c: Context) => (c.get('signedIn') as SignedInUser).user.id

  handle(app, listCartCall, ({ body, c }) => cart.list(userId(c), body?.merchants))
  handle(app, addToCartCall, ({ body, c }) => cart.add(userId(c), body))
  handle(app, addItemsToCartCall, ({ body, c }) => cart.addItems(userId(c), body.items))
  handle(app, removeFromCartCall, ({ body, c }) => cart.remove(userId(c), body.product_id))
  handle(app, changeCartQuantityCall, ({ body, c }) => cart.changeQuantity(userId(c), body))
  handle(app, listCartByIdsCall, ({ body }) => cart.listByIds(body.data, body.merchants))
  // A guest's held cart: the random key is the guest's only credential (decision 026).
  handle(app, changeGuestCartCall, ({ body }) => guestCart.change(body))
  handle(app, listGuestCartCall, ({ body }) => guestCart.list(body))
  return app
}
