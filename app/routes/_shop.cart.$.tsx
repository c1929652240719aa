/** An unknown cart step goes to the first (SPEC §2, §4 "an unknown value resets to the first"). */
import { redirect } from '@remix-run/node'

export const loader = () => redirect('/cart/order')
export const action = () => redirect('/cart/order', 303)
