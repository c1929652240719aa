import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { responsiveImage } from '#app/lib/images.ts'
import type { ProductCard as ProductCardData } from '#contract/catalog.ts'
import { payablePrice } from '#contract/money.ts'
import { AddToCartForm, isOrderable } from './add-to-cart.tsx'
import { PageLink } from './page-link.tsx'
import { PriceTag } from './price-tag.tsx'
import { WishlistButton } from './wishlist-button.tsx'

const CARD_WIDTHS = [320, 640] as const

/**
 * What a card draws; loaders send only this to the browser, to keep pages light on a slow connection. `price` is what
 * the buyer pays, with VAT (SPEC §9), the price the cart then charges.
 */
export type ProductCardView = Pick<
  ProductCardData,
  'id' | 'slug' | 'name' | 'price' | 'sale' | 'promotion_label' | 'availability' | 'offers_count' | 'offer_id'
> & { brand: string | null; image: string }

export function toProductCardView(product: ProductCardData): ProductCardView {
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    price: payablePrice(product),
    sale: product.sale,
    promotion_label: product.promotion_label,
    availability: product.availability,
    offers_count: product.offers_count,
    offer_id: product.offer_id,
    brand: product.brand?.name ?? null,
    image: product.thumbnail.url,
  }
}

/** `eager` for the cards of the first screen; the rest load as they scroll into view. */
export function ProductCard({ product, eager = false }: { product: ProductCardView; eager?: boolean }) {
  const { t } = useTranslation()
  return (
    <article className="panel product-card">
      <PageLink to={`/product/${product.slug}`} className="product-card__link">
        <div className="product-card__image">
          <img
            {...responsiveImage(product.image, CARD_WIDTHS)}
            sizes="(min-width: 1460px) 16vw, (min-width: 992px) 22vw, (min-width: 768px) 30vw, 46vw"
            // The card's title names the link; the picture adds nothing for a screen reader.
            alt=""
            width="200"
            height="200"
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
          {product.promotion_label ? <span className="product-card__label">{product.promotion_label}</span> : null}
        </div>
        <h3 className="product-card__title">{product.name}</h3>
      </PageLink>
      <div className="product-card__wish">
        <WishlistButton productId={product.id} name={product.name} />
      </div>
      {product.brand ? <p className="product-card__brand">{product.brand}</p> : null}
      <p className="product-card__price">
        {product.price === null ? (
          t('product.priceOnRequest')
        ) : (
          <PriceTag price={product.price} sale={product.sale} from={product.offers_count > 1} />
        )}
      </p>
      {/* «Цена по запросу» is said once, as the price. */}
      {product.availability === 'price_on_request' ? null : (
        <p className={`availability availability--${product.availability}`}>
          {t(`product.availability.${product.availability}`)}
        </p>
      )}
      {product.offers_count > 1 ? (
        <p className="product-card__offers">{t('product.offers', { count: product.offers_count })}</p>
      ) : null}
      {product.offer_id !== null && isOrderable(product) ? (
        <AddToCartForm offerId={product.offer_id} name={product.name} className="add-to-cart product-card__cart" />
      ) : null}
    </article>
  )
}
