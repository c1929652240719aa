/**
 * The buy box at the top of the product page (decision 034): the best offer — the soonest available, then the
 * cheapest to pay, as the listing's card names it — with its price, availability and seller, a quantity and
 * «В корзину»; then the delivery to the visitor's city. On a phone its price and button stay pinned to the bottom of
 * the screen, so the buyer can add the product from anywhere on the page. A plain form: it works without JavaScript.
 */
import type { ReactNode } from 'react'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { sellerPagePath } from '#app/lib/seller-path.ts'
import { AddToCartForm, isOrderable } from '#app/ui/add-to-cart.tsx'
import { PageLink } from '#app/ui/page-link.tsx'
import { PriceTag } from '#app/ui/price-tag.tsx'
import { payablePrice } from '#contract/money.ts'
import type { Offer, ProductDetail } from '#contract/products.ts'

export function BuyBox({ product, children }: { product: ProductDetail; children: ReactNode }) {
  const { t } = useTranslation(['catalog', 'common'])
  const best = product.offers[0]
  const others = product.offers.length - 1
  return (
    <section className="panel buy-box" aria-labelledby="buy-box-title">
      <h2 id="buy-box-title" className="visually-hidden">
        {t('product.buy.title')}
      </h2>
      {best ? <BestOffer product={product} offer={best} /> : <p>{t('product.offers.none')}</p>}
      {others > 0 ? (
        <p className="buy-box__others">
          <a href="#prices">{t('product.buy.others', { count: others })}</a>
        </p>
      ) : null}
      {children}
    </section>
  )
}

function BestOffer({ product, offer }: { product: ProductDetail; offer: Offer }) {
  const { t } = useTranslation(['catalog', 'common'])
  const price = payablePrice(offer)
  const orderable = isOrderable(offer) && price !== null
  return (
    <>
      <p className="buy-box__seller">
        {t('product.buy.seller')}{' '}
        <strong>
          <PageLink to={sellerPagePath(offer.merchant.slug)}>{offer.merchant.name}</PageLink>
        </strong>
      </p>
      {offer.availability === 'price_on_request' ? null : (
        <p className={`availability availability--${offer.availability}`}>
          {t(`common:product.availability.${offer.availability}`)}
        </p>
      )}
      {orderable ? (
        <AddToCartForm offerId={offer.id} className="buy-box__bar">
          <p className="buy-box__price">
            <PriceTag price={price} sale={offer.sale} />
          </p>
          <label className="buy-box__quantity">
            <span className="visually-hidden visually-hidden--phone">
              {t('product.buy.quantity', { units: product.units })}
            </span>
            <input
              type="number"
              name="quantity"
              inputMode="numeric"
              min={offer.min_order}
              step={offer.step}
              defaultValue={offer.min_order}
              className="field__input"
            />
          </label>
        </AddToCartForm>
      ) : (
        <p className="buy-box__price">
          {price === null ? t('common:product.priceOnRequest') : <PriceTag price={price} sale={offer.sale} />}
        </p>
      )}
    </>
  )
}
