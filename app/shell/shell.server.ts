/**
 * What every page's chrome needs, from the start-up call (SPEC §7). Start data with its error set, or without
 * categories, brands or sellers, means the marketplace cannot be shown: the 500 page (SPEC §7 "Handling").
 * Only what the header and footer draw goes to the browser, to keep every page light.
 */

import type { StartAnswer } from '#app/context/startup.server.ts'

/** `start`: the request's start-up answer (`context.startup()`). `guestCartCount`: the pieces in a guest's `cart`
 * cookie (app/context/guest-cart.server.ts); a signed-in buyer's count comes with the start-up call. */
export function loadShell(start: StartAnswer, guestCartCount = 0) {
  const data = start.data
  if (!data || data.categories.length === 0 || data.brandList.length === 0 || data.merchantList.length === 0) {
    if (start.error) console.error(`Start-up call failed (${start.status}): ${start.error}`)
    else console.error('Start-up data is incomplete: categories, brands or sellers are missing')
    throw new Response('Internal Server Error', { status: 500, statusText: 'Internal Server Error' })
  }
  return {
    // The search field greets a signed-in user by name (SPEC §1); without a name it asks as it asks a guest.
    user: data.user ? { name: data.user.name?.trim() || null } : null,
    cartCount: data.user ? data.cart.reduce((sum, item) => sum + item.quantity, 0) : guestCartCount,
    productCount: data.master_product_count,
    merchantCount: data.merchantList.length,
    topCategories: data.categories
      .filter((c) => c.parent_id === 0)
      .map((c) => ({ id: c.id, slug: c.slug, name: c.name })),
  }
}

export type Shell = ReturnType<typeof loadShell>
