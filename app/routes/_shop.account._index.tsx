/** /account itself has no page of its own: it opens the personal data (the account menu's first item). */
import { type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { ACCOUNT_PATHS } from '#app/components/account/urls.ts'
import { ACCOUNT_HEADERS, requireAccount } from '#app/lib/account.server.ts'

export async function loader({ context }: LoaderFunctionArgs) {
  // The layout's guard, here too: a guest or a dead token goes straight home, not to the profile and then home.
  await requireAccount(context)
  return redirect(ACCOUNT_PATHS.profile, { headers: ACCOUNT_HEADERS })
}
