/**
 * The operator's console's addresses (issue 16), shared by its loaders, actions and components. Lists take `?page=N`
 * and their filters as plain GET parameters; `?done=…` names the success notice after an action
 * (post/redirect/get). The console's menu is `ADMIN_MENU`: a new section is one more item here.
 */
import { sellerHref } from '#app/seller/urls.ts'

export const ADMIN_PATHS = {
  home: '/admin',
  orders: '/admin/orders',
  sellers: '/admin/sellers',
  proposals: '/admin/proposals',
  messages: '/admin/messages',
  outbox: '/admin/outbox',
  users: '/admin/users',
} as const

export const PAGE_PARAM = 'page'

/** The outbox pages: the newest SMS shown, and e-mails a page. */
export const SMS_SHOWN = 50
export const EMAILS_PER_PAGE = 20
export const DONE_PARAM = 'done'

/** The sections of the console, in the menu's order; `key` is the item's text in admin.json's `menu`. */
export const ADMIN_MENU = [
  { to: ADMIN_PATHS.home, key: 'home', end: true },
  { to: ADMIN_PATHS.orders, key: 'orders', end: false },
  { to: ADMIN_PATHS.sellers, key: 'sellers', end: false },
  { to: ADMIN_PATHS.proposals, key: 'proposals', end: false },
  { to: ADMIN_PATHS.messages, key: 'messages', end: false },
  { to: ADMIN_PATHS.outbox, key: 'outbox', end: false },
  { to: ADMIN_PATHS.users, key: 'users', end: false },
] as const

export const adminOrderPath = (id: number) => `${ADMIN_PATHS.orders}/${id}`
export const adminSellerPath = (id: number) => `${ADMIN_PATHS.sellers}/${id}`
export const adminProposalPath = (id: number) => `${ADMIN_PATHS.proposals}/${id}`
export const adminMessagePath = (kind: string, id: number) => `${ADMIN_PATHS.messages}/${kind}/${id}`
export const adminUserPath = (id: number) => `${ADMIN_PATHS.users}/${id}`

/** An address with the given parameters, empty ones left out. */
export const adminHref = (pathname: string, params: Record<string, string | number | null | undefined> = {}) =>
  sellerHref(pathname, null, params)
