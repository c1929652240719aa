/**
 * "Recently viewed" (SPEC §1): the products of the visitor's bh_lastviews cookie, streamed in after the page; it
 * shows nothing when the list is empty or could not be loaded.
 */
import { Await } from '@remix-run/react'
import { Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { ProductCard, type ProductCardView } from './product-card.tsx'
import { Slider } from './slider.tsx'

export function RecentlyViewed({ products }: { products: Promise<ProductCardView[]> }) {
  const { t } = useTranslation()
  return (
    <Suspense fallback={null}>
      <Await resolve={products} errorElement={null}>
        {(items) =>
          items.length > 0 ? (
            <section className="section" aria-labelledby="recently-viewed">
              <div className="section__head">
                <h2 id="recently-viewed">{t('home.recentlyViewed')}</h2>
              </div>
              <Slider
                className="product-slider"
                items={items.map((product) => ({ key: product.id, node: <ProductCard product={product} /> }))}
              />
            </section>
          ) : null
        }
      </Await>
    </Suspense>
  )
}
