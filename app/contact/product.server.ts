/** The product (and seller) a price request or question page is about, from the page's `?item=&offer=`. */
import type { ApiClient } from '#app/lib/api/client.server.ts'
import { getMasterProductByIdCall } from '#contract/products.ts'

function positiveId(value: string | null): number | undefined {
  const id = Number(value)
  return Number.isSafeInteger(id) && id > 0 ? id : undefined
}

export interface ContactProduct {
  id: number
  name: string
  path: string
  merchant: { id: number; name: string } | null
}

/**
 * The product named by `?item=` (404 when it does not exist), and the seller named by `?offer=` among its offers.
 * Null without an `item`.
 */
export async function loadContactProduct(api: ApiClient, url: URL): Promise<ContactProduct | null> {
  const item = positiveId(url.searchParams.get('item'))
  if (!item) return null
  const answer = await api.call(getMasterProductByIdCall, { params: { id: item }, cache: 'short' })
  if (answer.status === 404) throw new Response('Not Found', { status: 404 })
  if (!answer.data) throw new Response(answer.error, { status: 500 })
  const { product } = answer.data
  const offer = positiveId(url.searchParams.get('offer'))
  const merchant = offer ? (product.offers.find((o) => o.merchant.id === offer)?.merchant ?? null) : null
  return {
    id: product.id,
    name: product.name,
    path: `/product/${product.slug}`,
    merchant: merchant ? { id: merchant.id, name: merchant.name } : null,
  }
}
