/**
 * Sign-out (SPEC §4 Authentication): POST /logout revokes the token at the back-end, clears `bh_token`, the cart and
 * the code step, and goes back to the page the visitor was on (`redirectTo`) — home when that is an account page
 * (SPEC §2).
 */
import { type AppLoadContext, redirect } from '@remix-run/node'
import { cookieHeaders, pathAfterSignOut, signedOutCookies } from '#app/context/session.server.ts'
import { readForm } from '#app/lib/forms/read-form.server.ts'
import { safeRedirectPath } from '#app/lib/redirect-target.ts'
import { signOutCall } from '#contract/auth.ts'

export async function signOut(request: Request, context: AppLoadContext) {
  const form = await readForm(request)
  const back = pathAfterSignOut(safeRedirectPath(form.get('redirectTo')))
  const api = context.api
  if (api.hasToken) {
    // The visitor is signed out here whatever the back-end answers; a failure only leaves the token to expire.
    const answer = await api.call(signOutCall)
    if (answer.error !== null && answer.status !== 401) {
      console.error(`logout: the back-end did not revoke the token (${answer.status}): ${answer.error}`)
    }
  }
  return redirect(back, { status: 303, headers: cookieHeaders(signedOutCookies()) })
}
