/**
 * What every page's chrome needs, from the start-up call (SPEC §7). Start data with its error set, or without
 * categories, brands or sellers, means the marketplace cannot be shown: the 500 page (SPEC §7 "Handling").
 * Only what the header and footer draw goes to the browser, to keep every page light.
 */
import { startCall } from '#contract/start.ts'
import type { ApiClient } from './api/client.server.ts'

export async function loadShell(api: ApiClient) {
  const start = await api.call(startCall)
  const data = start.data
  if (!data || data.categories.length === 0 || data.brandList.length === 0 || data.merchantList.length === 0) {
    if (start.error) console.error(`Start-up call failed (${start.status}): ${start.error}`)
    else console.error('Start-up data is incomplete: categories, brands or sellers are missing')
    throw new Response('Internal Server Error', { status: 500, statusText: 'Internal Server Error' })
  }
  return {
    user: data.user ? { name: data.user.name ?? data.user.email ?? '' } : null,
    cartCount: data.cart.reduce((sum, item) => sum + item.quantity, 0),
    productCount: data.master_product_count,
    merchantCount: data.merchantList.length,
    topCategories: data.categories
      .filter((c) => c.parent_id === 0)
      .map((c) => ({ id: c.id, slug: c.slug, name: c.name })),
  }
}

export type Shell = Awaited<ReturnType<typeof loadShell>>
