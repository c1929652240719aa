/** /account itself has no page of its own: it opens the personal data (the account menu's first item). */
import { type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { ACCOUNT_HEADERS, requireAccount } from '#app/account/account.server.ts'
import { ACCOUNT_PATHS } from '#app/account/urls.ts'

export async function loader({ context }: LoaderFunctionArgs) {
  // The layout's guard, here too: a guest or a dead token goes straight home, not to the profile and then home.
  await requireAccount(context)
  return redirect(ACCOUNT_PATHS.profile, { headers: ACCOUNT_HEADERS })
}
