/** The cart's steps (SPEC §2), for server and browser alike. */
export const CART_PATHS = {
  order: '/cart/order',
  autorisation: '/cart/autorisation',
  checkout: '/cart/checkout',
  thanks: '/cart/thanks',
  empty: '/cart/empty',
  /** The one cart action (app/routes/cart.actions.tsx). */
  actions: '/cart/actions',
} as const
