/**
 * Mounts the auth dialog when the URL names it (`?dialog=signin`, `?dialog=signup`).
 * Tiny on purpose: it is part of every shop page, and the dialog itself (auth-dialog.tsx with conform, zod and the
 * phone rules) is a lazy chunk — fetched when the dialog opens, rendered whole by the server (decision 012, 015).
 */
import { useMatches, useSearchParams } from '@remix-run/react'
import { Suspense } from 'react'
import { lazyDialog } from '#app/contact/contact-dialogs.tsx'
import { AUTH_DIALOGS, DIALOG_PARAM } from '#app/lib/dialog.ts'

const AuthDialog = lazyDialog(() => import('./auth-dialog.tsx').then((module) => module.AuthDialog))

export function AuthDialogs() {
  const [params] = useSearchParams()
  const name = params.get(DIALOG_PARAM)
  const matches = useMatches()
  if (!name || !AUTH_DIALOGS.has(name)) return null
  // A page that shows the panel itself (the cart's sign-in step, `handle.authInline`) takes the dialog's URL state.
  if (matches.some((match) => (match.handle as { authInline?: boolean } | undefined)?.authInline)) return null
  return (
    <Suspense fallback={null}>
      <AuthDialog />
    </Suspense>
  )
}
