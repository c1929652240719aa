/** The loader of the /signin and /signup pages: where the panel stands, the waiting code, the way back. */
import type { AppLoadContext } from '@remix-run/node'
import { safeRedirectPath } from '#app/lib/redirect-target.ts'
import { pendingCodeView, readPendingCode } from './auth.server.ts'
import type { AuthPageData } from './auth-page.tsx'
import { type AuthTab, authViewFrom } from './auth-schema.ts'

export async function authPageData(request: Request, context: AppLoadContext, tab: AuthTab): Promise<AuthPageData> {
  const url = new URL(request.url)
  const t = await context.t('auth')
  const back = safeRedirectPath(url.searchParams.get('redirectTo'))
  return {
    view: authViewFrom(tab, url.searchParams),
    pending: pendingCodeView(readPendingCode(request)),
    back,
    title: t(tab === 'signin' ? 'pageTitle.signin' : 'pageTitle.signup'),
  }
}
