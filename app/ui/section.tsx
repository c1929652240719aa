/** A titled section of a shop page (home, recently viewed): the heading, an optional link beside it, the content. */
import type { ReactNode } from 'react'
import { ProductCard, type ProductCardView } from './product-card.tsx'
import { Slider } from './slider.tsx'

export function Section({
  id,
  title,
  more,
  children,
}: {
  /** The heading's id, which labels the section. */
  id: string
  title: string
  /** A link beside the heading («Весь каталог», «Все бренды»). */
  more?: ReactNode
  children: ReactNode
}) {
  return (
    <section className="section" aria-labelledby={id}>
      <div className="section__head">
        <h2 id={id}>{title}</h2>
        {more}
      </div>
      {children}
    </section>
  )
}

/** Product cards in a slider row. */
export function ProductSlider({ products }: { products: ProductCardView[] }) {
  return (
    <Slider
      className="product-slider"
      items={products.map((product) => ({ key: product.id, node: <ProductCard product={product} /> }))}
    />
  )
}
