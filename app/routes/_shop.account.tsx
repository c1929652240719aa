/**
 * The personal account's layout (SPEC §2 "account" layout): the account menu beside the page. Its loader is the
 * guard — a guest, or a visitor whose token the back-end refuses, goes home (SPEC §2) — and gives the pages the
 * signed-in user's profile. Account pages are the visitor's own: never cached (decision 016).
 */
import type { HeadersFunction, LoaderFunctionArgs } from '@remix-run/node'
import accountStyles from '#app/account/account.css?url'
import { ACCOUNT_HEADERS, accountLayoutLoader } from '#app/account/account.server.ts'
import { AccountLayout } from '#app/account/account-layout.tsx'
import { keepAccountData } from '#app/account/urls.ts'

export const links = () => [{ rel: 'stylesheet', href: accountStyles }]

export const loader = ({ context }: LoaderFunctionArgs) => accountLayoutLoader(context)

/** Every account page, and the data requests of client navigations, carry "private, no-store". */
export const headers: HeadersFunction = () => ACCOUNT_HEADERS

export const shouldRevalidate = keepAccountData

export default AccountLayout
