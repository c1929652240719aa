/** /cart is no step of its own: the first step (SPEC §4 "an unknown value resets to the first"). */
import { redirect } from '@remix-run/node'

export const loader = () => redirect('/cart/order')
