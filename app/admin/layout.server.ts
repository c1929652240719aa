/** The console layout's loader: the guard, and who is signed in for the heading. */
import type { AppLoadContext } from '@remix-run/node'
import { adminData, requireAdmin } from './admin.server.ts'

export async function adminLayoutLoader(context: AppLoadContext) {
  const { user } = await requireAdmin(context)
  const t = await context.t('admin')
  return adminData({ title: t('title'), operator: user.email ?? user.phone ?? '' })
}
