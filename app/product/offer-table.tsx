/** Every seller's offer of the product (SPEC §2): price or a price request, availability, terms, add to cart. */
import { Link, useLocation } from '@remix-run/react'
import { dialogHref } from '#app/lib/dialog.ts'
import { formatPrice } from '#app/lib/format.ts'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { sellerPagePath } from '#app/lib/seller-path.ts'
import { AddToCartForm, isOrderable } from '#app/ui/add-to-cart.tsx'
import { PageLink } from '#app/ui/page-link.tsx'
import { PriceTag } from '#app/ui/price-tag.tsx'
import type { Offer, ProductDetail } from '#contract/products.ts'

const dateFormat = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric' })

export function OfferTable({ product }: { product: ProductDetail }) {
  const { t } = useTranslation(['catalog', 'common'])
  if (product.offers.length === 0) return <p>{t('product.offers.none')}</p>
  return (
    <div className="table-scroll">
      <table className="offers">
        <thead>
          <tr>
            <th scope="col">{t('product.offers.seller')}</th>
            <th scope="col">{t('product.offers.price')}</th>
            <th scope="col">{t('product.offers.availability')}</th>
            <th scope="col">{t('product.offers.terms')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('product.offers.cart')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {product.offers.map((offer) => (
            <OfferRow
              key={offer.id}
              offer={offer}
              units={product.units}
              productId={product.id}
              productName={product.name}
            />
          ))}
        </tbody>
      </table>
    </div>
  )
}

function OfferRow({
  offer,
  units,
  productId,
  productName,
}: {
  offer: Offer
  units: string
  productId: number
  productName: string
}) {
  const { t } = useTranslation(['catalog', 'common', 'cart'])
  const location = useLocation()
  return (
    <tr>
      <th scope="row">
        <PageLink to={sellerPagePath(offer.merchant.slug)} className="offer__seller">
          {offer.merchant.name}
        </PageLink>
        {offer.merchant.is_official ? <span className="tag">{t('product.offers.official')}</span> : null}
        <span className="offer__muted">{t('product.offers.warehouse', { city: offer.warehouse_city })}</span>
      </th>
      <td>
        {offer.price === null ? (
          <>
            <span className="offer__price">{t('common:product.priceOnRequest')}</span>
            <Link
              to={dialogHref(location, 'price-request', { item: productId, offer: offer.merchant.id })}
              preventScrollReset
              rel="nofollow"
              className="offer__request"
              aria-label={t('common:forms.priceRequest.linkOffer', { merchant: offer.merchant.name })}
            >
              {t('common:forms.priceRequest.link')}
            </Link>
          </>
        ) : (
          <>
            <span className="offer__price">
              <PriceTag price={offer.price_gross ?? offer.price} sale={offer.sale} />
            </span>
            {offer.price_gross !== null ? (
              <span className="offer__muted">{t('product.offers.priceNet', { price: formatPrice(offer.price) })}</span>
            ) : null}
            {offer.promotion_label ? <span className="tag">{offer.promotion_label}</span> : null}
          </>
        )}
      </td>
      <td>
        {/* «Цена по запросу» is said once, in the price's cell. */}
        {offer.availability === 'price_on_request' ? null : (
          <span className={`availability availability--${offer.availability}`}>
            {t(`common:product.availability.${offer.availability}`)}
          </span>
        )}
      </td>
      <td>
        <ul className="offer__terms">
          {offer.merchant.min_order > 0 ? (
            <li>{t('product.offers.minOrder', { sum: formatPrice(offer.merchant.min_order) })}</li>
          ) : null}
          {offer.min_order > 1 ? <li>{t('product.offers.minQuantity', { count: offer.min_order, units })}</li> : null}
          {offer.step > 1 ? <li>{t('product.offers.step', { count: offer.step })}</li> : null}
          {offer.cashback ? <li>{t('product.offers.cashback', { percent: offer.cashback })}</li> : null}
          {offer.free_delivery ? <li className="offer__free">{t('product.offers.freeDelivery')}</li> : null}
          <li className="offer__muted">
            {t('product.offers.updated', { date: dateFormat.format(new Date(offer.price_updated_at)) })}
          </li>
        </ul>
      </td>
      <td>
        {isOrderable(offer) ? (
          <AddToCartForm offerId={offer.id} name={productName} seller={offer.merchant.name} />
        ) : null}
      </td>
    </tr>
  )
}
