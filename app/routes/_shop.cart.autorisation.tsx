/**
 * /cart/autorisation — step 2 (SPEC §2): a guest signs in here, by phone and SMS code or by e-mail and password (or
 * registers), with the same panel and action as the auth dialog; its forms post to this page so a refusal shows here,
 * with JavaScript or without. The guest's cart goes with the sign-in and the back-end merges it into the account's.
 * Signed in, the guard sends the visitor on to checkout — or back to step 1 when the merged cart is not the one they
 * confirmed, saying why. The panel's state (mode, code step) is the auth dialog's URL state (`?dialog=signin…`);
 * the dialog itself stays closed on this page (`handle.authInline`). Decision 023.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { authAction } from '#app/auth/auth-action.server.ts'
import { autorisationLoader } from '#app/cart/autorisation.server.ts'
import { CartAutorisationPage } from '#app/cart/autorisation-page.tsx'
import { cartMeta } from '#app/cart/meta.ts'

export const handle = { authInline: true }

export const loader = ({ request, context }: LoaderFunctionArgs) => autorisationLoader(request, context)

export const action = ({ request, context }: ActionFunctionArgs) => authAction({ request, context, page: 'signin' })

export default CartAutorisationPage

export const meta: MetaFunction<typeof loader> = ({ data }) => cartMeta(data)
