/**
 * A product's card in a list (catalogue, home, favourites, a product's related goods). A listing draws dozens, so the
 * card is drawn as markup from a string (decision 056): a link, the heart (`heartMarkup`), the price and a «В корзину»
 * form, at a fraction of the server's time of components, with the links and forms inside moving through the router
 * as PageLink's and PageForm's do (`useRoutedMarkup`).
 */
import { useLocation } from '@remix-run/react'
import { CART_PATHS } from '#app/lib/cart-paths.ts'
import { sameSitePathname } from '#app/lib/dialog.ts'
import { html, innerMarkup, type Markup } from '#app/lib/html.ts'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import type { Translate } from '#app/lib/i18n/translate.ts'
import { responsiveImage } from '#app/lib/images.ts'
import type { ProductCard as ProductCardData } from '#contract/catalog.ts'
import { payablePrice } from '#contract/money.ts'
import { isOrderable } from './add-to-cart.tsx'
import { KEEP_SCROLL_ATTRIBUTE, useRoutedMarkup } from './page-link.tsx'
import { priceTagContent } from './price-tag.tsx'
import { heartMarkup, useWishlisted } from './wishlist-button.tsx'

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

export interface CardState {
  /** The picture loads at once (the first screen's cards) rather than as it scrolls into view. */
  eager: boolean
  /** In the visitor's favourites: the heart is filled and links to the removal confirmation. */
  inList: boolean
  /** The page the card is on, which its forms come back to. */
  page: { pathname: string; search: string }
}

const SIZES = '(min-width: 1460px) 16vw, (min-width: 992px) 22vw, (min-width: 768px) 30vw, 46vw'

/** «В корзину», as AddToCartForm draws it on a card. */
function cartMarkup(offerId: number, name: string, { page }: CardState, t: Translate): Markup {
  const back = `${sameSitePathname(page.pathname)}${page.search}`
  return html`<form class="add-to-cart product-card__cart" action="${CART_PATHS.actions}" method="post" ${KEEP_SCROLL_ATTRIBUTE} data-discover="true"><input type="hidden" name="intent" value="add"><input type="hidden" name="product_id" value="${offerId}"><input type="hidden" name="redirectTo" value="${back}"><button type="submit" class="button add-to-cart__button" aria-label="${t('cart:add.label', { name })}">${t('cart:add.submit')}</button></form>`
}

/** What goes inside a card's `<article>`; `t` reads the `common` texts (and `cart:` keys). */
export function productCardContent(product: ProductCardView, state: CardState, t: Translate): Markup {
  const image = responsiveImage(product.image, CARD_WIDTHS)
  const srcset = 'srcSet' in image ? html` srcset="${image.srcSet}"` : null
  return html`<a class="product-card__link" href="/product/${product.slug}" data-discover="true"><div class="product-card__image"><img src="${image.src}"${srcset} sizes="${SIZES}" alt="" width="200" height="200" loading="${state.eager ? 'eager' : 'lazy'}" decoding="async">${
    product.promotion_label ? html`<span class="product-card__label">${product.promotion_label}</span>` : null
  }</div><h3 class="product-card__title">${product.name}</h3></a><div class="product-card__wish">${heartMarkup({ productId: product.id, name: product.name, variant: 'icon', inList: state.inList, page: state.page }, t)}</div>${
    product.brand ? html`<p class="product-card__brand">${product.brand}</p>` : null
  }<p class="product-card__price">${
    product.price === null
      ? t('product.priceOnRequest')
      : html`<span class="price-tag">${priceTagContent({ price: product.price, sale: product.sale, from: product.offers_count > 1 }, t)}</span>`
  }</p>${
    // «Цена по запросу» is said once, as the price.
    product.availability === 'price_on_request'
      ? null
      : html`<p class="availability availability--${product.availability}">${t(`product.availability.${product.availability}`)}</p>`
  }${
    product.offers_count > 1
      ? html`<p class="product-card__offers">${t('product.offers', { count: product.offers_count })}</p>`
      : null
  }${product.offer_id !== null && isOrderable(product) ? cartMarkup(product.offer_id, product.name, state, t) : null}`
}

/** `eager` for the cards of the first screen; the rest load as they scroll into view. */
export function ProductCard({ product, eager = false }: { product: ProductCardView; eager?: boolean }) {
  const { t } = useTranslation()
  const page = useLocation()
  const inList = useWishlisted(product.id)
  const { onClick, onSubmit } = useRoutedMarkup()
  const content = productCardContent(product, { eager, inList, page }, t as Translate)
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the links and buttons inside take the keys; this only routes them
    <article className="panel product-card" onClick={onClick} onSubmit={onSubmit} {...innerMarkup(content)} />
  )
}
