/**
 * The seller cabinet's addresses (issue 15), shared by its loaders, actions and components:
 * - `?merchant=ID` is the merchant an administrator looks at (read-only); every link of the cabinet keeps it;
 * - `?done=moved` names the success notice after a move (post/redirect/get);
 * - the orders list: `?status=…` (a status or a group), `?number=…` (an order number or its beginning), `?page=N`
 *   (pages 1..N), `?more=1` (page N alone, for JavaScript's «Показать ещё»);
 * - the questions list: `?state=unanswered` (those without the seller's answer), `?shown=N` («Показать ещё»).
 * The cabinet's menu is `SELLER_MENU`: a new section is one more item here.
 */
export const SELLER_PATHS = {
  home: '/seller',
  orders: '/seller/orders',
  offers: '/seller/offers',
  products: '/seller/products',
  priceLists: '/seller/price-lists',
  questions: '/seller/questions',
  settings: '/seller/settings',
} as const

export const MERCHANT_PARAM = 'merchant'
export const DONE_PARAM = 'done'
export const STATUS_PARAM = 'status'
export const NUMBER_PARAM = 'number'
export const PAGE_PARAM = 'page'
export const MORE_PARAM = 'more'

/** The sections of the cabinet, in the menu's order; `key` is the item's text in seller.json's `menu`. */
export const SELLER_MENU = [
  { to: SELLER_PATHS.orders, key: 'orders' },
  { to: SELLER_PATHS.offers, key: 'offers' },
  { to: SELLER_PATHS.products, key: 'products' },
  { to: SELLER_PATHS.priceLists, key: 'priceLists' },
  { to: SELLER_PATHS.questions, key: 'questions' },
  { to: SELLER_PATHS.settings, key: 'settings' },
] as const

export const orderPath = (id: number) => `${SELLER_PATHS.orders}/${id}`
export const billPath = (id: number) => `${orderPath(id)}/bill`
export const passportPath = (id: number) => `${orderPath(id)}/passport`
/** Questions a list shows at first, and how many «Показать ещё» adds. */
export const QUESTIONS_STEP = 20

/** A product question (`question`) or a price request (`price_request`) and its answer form. */
export const questionPath = (kind: string, id: number) => `${SELLER_PATHS.questions}/${kind}/${id}`

/** A cabinet address with the administrator's `merchant` kept (none for a seller) and the given parameters. */
export function sellerHref(
  pathname: string,
  merchant: number | null,
  params: Record<string, string | number | null | undefined> = {},
): string {
  const search = new URLSearchParams()
  if (merchant !== null) search.set(MERCHANT_PARAM, String(merchant))
  for (const [key, value] of Object.entries(params)) {
    if (value !== null && value !== undefined && value !== '') search.set(key, String(value))
  }
  const query = search.toString()
  return query ? `${pathname}?${query}` : pathname
}

/** A whole number from 1 to `max` written as digits, or null. */
export function positiveInt(value: string | null, max: number): number | null {
  if (value === null || !/^\d{1,10}$/.test(value)) return null
  const n = Number(value)
  return n >= 1 && n <= max ? n : null
}

export const MAX_ID = 2 ** 31 - 1

/** The merchant an administrator named in the address, or null. */
export const readMerchant = (params: URLSearchParams): number | null => positiveInt(params.get(MERCHANT_PARAM), MAX_ID)
