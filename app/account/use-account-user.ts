/** The signed-in user's profile, as the account layout's loader gives it to every account page. */
import { useRouteLoaderData } from '@remix-run/react'
import type { accountLayoutLoader } from './account.server.ts'

export const ACCOUNT_ROUTE_ID = 'routes/_shop.account'

export function useAccountUser() {
  const loaded = useRouteLoaderData<typeof accountLayoutLoader>(ACCOUNT_ROUTE_ID)
  if (!loaded) throw new Error('Account pages render inside the account layout')
  return loaded.user
}
