/**
 * The account pages' addresses and page states, shared by their loaders, actions and components:
 * - `?done=…` names the success notice after a save (post/redirect/get; SPEC §8 success alerts);
 * - `?edit=new` / `?edit=12` opens the add / edit form of an address or requisites;
 * - the confirmations are dialogs in the URL (`?dialog=address-delete&item=12`, app/lib/dialog.ts).
 */
import type { ShouldRevalidateFunctionArgs } from '@remix-run/react'
import { DIALOG_PARAMS } from '#app/lib/dialog.ts'

export const DONE_PARAM = 'done'
export const EDIT_PARAM = 'edit'
export const NEW_ITEM = 'new'

export const ACCOUNT_PATHS = {
  profile: '/account/profile',
  addresses: '/account/addresses',
  requisites: '/account/requisites',
  orders: '/account/orders',
  wishlist: '/account/wishlist',
  questions: '/account/questions',
  notifications: '/account/notifications',
} as const

/** Questions «Мои вопросы» shows at first, and how many «Показать ещё» adds (`?shown=N`). */
export const MY_QUESTIONS_STEP = 20

/** The items of the list pages, and what is done to one from its confirmation. */
export type ItemKind = 'address' | 'requisite'
export const ITEM_INTENTS = ['default', 'delete'] as const
export type ItemIntent = (typeof ITEM_INTENTS)[number]

/**
 * The confirmations of the list pages (SPEC §8), make default and delete of an address or of requisites:
 * `address-default`, `address-delete`, `requisite-default`, `requisite-delete`.
 */
export function confirmDialog(kind: ItemKind, intent: ItemIntent): string {
  return `${kind}-${intent}`
}

/** Which form is open: `null` (none), `'new'` or an item's id. */
export function readEdit(search: URLSearchParams): 'new' | number | null {
  const value = search.get(EDIT_PARAM)
  if (value === NEW_ITEM) return NEW_ITEM
  const id = Number(value)
  return value && Number.isSafeInteger(id) && id > 0 ? id : null
}

export function editHref(pathname: string, item: 'new' | number): string {
  return `${pathname}?${EDIT_PARAM}=${item}`
}

/** The page without the success notice, the dialogs and their parameters. */
function pageKey(url: URL): string {
  const params = new URLSearchParams(url.search)
  for (const key of DIALOG_PARAMS) params.delete(key)
  params.delete(DONE_PARAM)
  params.sort()
  return `${url.pathname}?${params}`
}

/**
 * For the account routes' `shouldRevalidate`: opening or closing a confirmation, or the success notice going away,
 * keeps the page's data; a post (a save, a fetcher's delete) or another page follows Remix's default.
 */
export function keepAccountData({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (!formMethod && pageKey(currentUrl) === pageKey(nextUrl)) return false
  return defaultShouldRevalidate
}
