/**
 * /unsubscribe/:token: a status e-mail's one-click link (issue 16, decision 047). No sign-in: the token is signed by
 * the back-end and names the user and the status. The page says which status it turns off and asks once; the post
 * turns it off and comes back (post/redirect/get) saying so. A mail client's own one-click post (RFC 8058, body
 * `List-Unsubscribe=One-Click`) is answered 200 at once, with no redirect to follow.
 */
import { type AppLoadContext, data, redirect } from '@remix-run/node'
import { readForm } from '#app/lib/forms/read-form.server.ts'
import { readUnsubscribeCall, unsubscribeCall } from '#contract/notifications.ts'
import { ACCOUNT_HEADERS } from './account.server.ts'
import { DONE_PARAM } from './urls.ts'

/** What one link shows: the status it names and whether it is still on; or that the link is not ours. */
export async function unsubscribeLoader(request: Request, context: AppLoadContext, token = '') {
  const [answer, t] = await Promise.all([
    context.api.asGuest().call(readUnsubscribeCall, { params: { token } }),
    context.t('account'),
  ])
  const title = t('unsubscribe.title')
  if (answer.data === null) {
    if (answer.status !== 404) throw new Response('Internal Server Error', { status: 500, headers: ACCOUNT_HEADERS })
    return data({ title, link: null, error: answer.error, done: false }, { status: 404, headers: ACCOUNT_HEADERS })
  }
  const done = new URL(request.url).searchParams.get(DONE_PARAM) === '1'
  return data({ title, link: answer.data, error: null, done }, { headers: ACCOUNT_HEADERS })
}

export async function unsubscribeAction(request: Request, context: AppLoadContext, token = '') {
  const form = await readForm(request)
  const answer = await context.api.asGuest().call(unsubscribeCall, { params: { token } })
  if (answer.data === null && answer.status !== 404) {
    throw new Response('Internal Server Error', { status: 500, headers: ACCOUNT_HEADERS })
  }
  if (form.get('List-Unsubscribe') === 'One-Click') {
    return new Response(null, { status: answer.data ? 200 : 404, headers: ACCOUNT_HEADERS })
  }
  // A link that is not ours: the page says so (its loader answers 404).
  return redirect(`/unsubscribe/${encodeURIComponent(token)}${answer.data ? `?${DONE_PARAM}=1` : ''}`, {
    status: 303,
    headers: ACCOUNT_HEADERS,
  })
}
