/**
 * "Add to cart" for a card or an offer: a plain form to the cart action (no script of its own, so it weighs nothing
 * on the budget pages). The action answers with the add-to-cart dialog opened over the same page — rendered by the
 * server without JavaScript, a lazy chunk with it (decision 023).
 */
import { useLocation } from '@remix-run/react'
import type { ReactNode } from 'react'
import { CART_PATHS } from '#app/lib/cart-paths.ts'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { PageForm } from './page-link.tsx'

/** Whether an offer can go into the cart: priced, and in stock or to order (as the back-end decides). */
export function isOrderable(offer: { price: number | null; availability: string }): boolean {
  return offer.price !== null && (offer.availability === 'in_stock' || offer.availability === 'on_order')
}

export function AddToCartForm({
  offerId,
  name,
  seller,
  className,
  children,
}: {
  offerId: number
  /**
   * The product's name, and the seller's for an offer: what a screen reader hears the button add. None for the
   * product page's buy box, whose button is the page's own «В корзину».
   */
  name?: string
  seller?: string
  className?: string
  /** Before the button: the buy box's price and quantity. */
  children?: ReactNode
}) {
  const { t } = useTranslation('cart')
  const label =
    name === undefined ? undefined : seller ? t('add.offerLabel', { name, seller }) : t('add.label', { name })
  const location = useLocation()
  return (
    <PageForm method="post" action={CART_PATHS.actions} preventScrollReset className={className ?? 'add-to-cart'}>
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="product_id" value={offerId} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      {children}
      <button type="submit" className="button add-to-cart__button" aria-label={label}>
        {t('add.submit')}
      </button>
    </PageForm>
  )
}
