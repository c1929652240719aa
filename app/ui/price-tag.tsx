/**
 * A price as the buyer pays it (with VAT, SPEC §9), «от» when other sellers ask more, and on a sale the old price
 * crossed out beside the discount badge. The caller decides the element around it (a card's paragraph, a cell).
 */

import { formatPrice } from '#app/lib/format.ts'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { priceBeforeSale } from '#contract/money.ts'

export function PriceTag({ price, sale, from = false }: { price: number; sale: number | null; from?: boolean }) {
  const { t } = useTranslation()
  return (
    <span className="price-tag">
      <span className="price-tag__now">
        {from ? t('product.priceFrom', { price: formatPrice(price) }) : formatPrice(price)}
      </span>
      {sale ? (
        <>
          {' '}
          <s className="price-tag__old">
            <span className="visually-hidden">{t('product.oldPrice')} </span>
            {formatPrice(priceBeforeSale(price, sale))}
          </s>{' '}
          <span className="price-tag__sale">{t('product.sale', { percent: sale })}</span>
        </>
      ) : null}
    </span>
  )
}
