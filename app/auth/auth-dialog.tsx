/**
 * The auth dialog over the current page (`?dialog=signin`, `?dialog=signup&tab=2&role=merchant`…), loaded lazily by
 * auth-dialogs.tsx: conform, zod and the phone rules weigh nothing on a page until it opens. Its forms go through one
 * fetcher: a refusal comes back as data and shows in the dialog; a success is a redirect the fetcher follows — to the
 * code step, or back to the page, signed in, with the dialog closed.
 */
import { useFetcher, useLocation, useRouteLoaderData, useSearchParams } from '@remix-run/react'
import { closeDialogHref, DIALOG_PARAM, dialogHref } from '#app/lib/dialog.ts'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { useShell } from '#app/lib/use-shell.ts'
import { SHOP_ROUTE_ID } from '#app/lib/visitor.ts'
import { Dialog } from '#app/ui/dialog.tsx'
import { AuthPanel } from './auth-panel.tsx'
import {
  type AuthActionData,
  type AuthView,
  authViewFrom,
  authViewParams,
  type PendingCodeView,
} from './auth-schema.ts'

/**
 * The code waiting to be typed, as the shop layout's loader read it from the `bh_auth_step` cookie. (Here, not in
 * auth-dialogs.tsx: a lazy chunk that imported from the layout's own chunk would split that chunk in two.)
 */
function useAuthStep(): PendingCodeView | null {
  return useRouteLoaderData<{ authStep?: PendingCodeView | null }>(SHOP_ROUTE_ID)?.authStep ?? null
}

/** The dialog; nothing for a visitor who is signed in already. */
export function AuthDialog() {
  const shell = useShell()
  if (shell?.user) return null
  return <OpenAuthDialog />
}

function OpenAuthDialog() {
  const { t } = useTranslation('auth')
  const [params] = useSearchParams()
  const location = useLocation()
  const fetcher = useFetcher<AuthActionData>()
  const pending = useAuthStep()
  const view = authViewFrom(params.get(DIALOG_PARAM) ?? 'signin', params)
  const hrefFor = (next: AuthView) => {
    const { name, params: extra } = authViewParams(next)
    return dialogHref(location, name, extra)
  }
  return (
    <Dialog title={t(view.tab === 'signin' ? 'title.signin' : 'title.signup')}>
      <AuthPanel
        view={view}
        pending={pending}
        back={closeDialogHref(location)}
        hrefFor={hrefFor}
        answer={fetcher.data}
        fetcher={fetcher}
      />
    </Dialog>
  )
}
