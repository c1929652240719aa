/**
 * A price as the buyer pays it (with VAT, SPEC §9), «от» when other sellers ask more, and on a sale the old price
 * crossed out beside the discount badge. The caller decides the element around it (a card's paragraph, a cell).
 * Product cards draw it as markup (decision 056); the component draws the same markup.
 */

import { formatPrice } from '#app/lib/format.ts'
import { html, innerMarkup, type Markup } from '#app/lib/html.ts'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import type { Translate } from '#app/lib/i18n/translate.ts'
import { priceBeforeSale } from '#contract/money.ts'

export interface Price {
  price: number
  sale: number | null
  from?: boolean
}

/** What goes inside `<span class="price-tag">`; `t` reads the `common` texts. */
export function priceTagContent({ price, sale, from = false }: Price, t: Translate): Markup {
  const now = html`<span class="price-tag__now">${from ? t('product.priceFrom', { price: formatPrice(price) }) : formatPrice(price)}</span>`
  if (!sale) return now
  return html`${now} <s class="price-tag__old"><span class="visually-hidden">${t('product.oldPrice')} </span>${formatPrice(priceBeforeSale(price, sale))}</s> <span class="price-tag__sale">${t('product.sale', { percent: sale })}</span>`
}

export function PriceTag(price: Price) {
  const { t } = useTranslation()
  return <span className="price-tag" {...innerMarkup(priceTagContent(price, t as Translate))} />
}
