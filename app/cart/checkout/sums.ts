/**
 * Checkout's sums (SPEC §9) in kopecks: the goods and the VAT inside them, the chosen deliveries and whether every
 * seller has one. The
 * page shows them, and the form carries the total it showed (`SHOWN_TOTAL_FIELD`): placing refuses a total the
 * buyer has not seen — without JavaScript the sums are the server's, and choosing a paid delivery changes them.
 */
import type { CartMerchantGroup } from '#contract/cart.ts'
import { toKopecks } from '#contract/money.ts'
import type { DeliveryQuote } from './checkout-schema.ts'

export const SHOWN_TOTAL_FIELD = 'shown_total'

export function checkoutSums(
  groups: readonly CartMerchantGroup[],
  quote: DeliveryQuote,
  chosen: Readonly<Record<string, string>>,
): { goods: number; vat: number; delivery: number; total: number; allChosen: boolean } {
  const goods = groups.reduce((sum, group) => sum + toKopecks(group.total), 0)
  const vat = groups.reduce((sum, group) => sum + toKopecks(group.vat), 0)
  let delivery = 0
  let allChosen = true
  for (const group of groups) {
    const options =
      quote.status === 'ready'
        ? (quote.merchants.find((entry) => entry.merchant_id === group.merchant.id)?.options ?? [])
        : []
    const option = options.find((candidate) => candidate.code === chosen[String(group.merchant.id)])
    if (option) delivery += toKopecks(option.cost)
    else allChosen = false
  }
  return { goods, vat, delivery, total: goods + delivery, allChosen }
}
