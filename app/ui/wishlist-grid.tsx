/**
 * The visitor's favourites as product cards, or, when there are none, a word and the way to the catalogue — the same
 * in the favourites dialog and on the account's page, each with its own texts and extras.
 */
import { Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import { ProductCard, type ProductCardView } from './product-card.tsx'

export function WishlistGrid({
  products,
  texts,
  className = 'wishlist-grid',
  itemClassName,
  extra,
}: {
  products: ProductCardView[]
  texts: { empty: string; toCatalog: string }
  className?: string
  itemClassName?: string
  /** What goes under a card (the account page's «Удалить»). */
  extra?: (product: ProductCardView) => ReactNode
}) {
  if (products.length === 0) {
    return (
      <>
        <p>{texts.empty}</p>
        <Link to="/catalog" className="button">
          {texts.toCatalog}
        </Link>
      </>
    )
  }
  return (
    <ul className={className}>
      {products.map((product) => (
        <li key={product.id} className={itemClassName}>
          <ProductCard product={product} />
          {extra?.(product)}
        </li>
      ))}
    </ul>
  )
}
