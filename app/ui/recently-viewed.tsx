/**
 * "Recently viewed" (SPEC §1): the products of the visitor's bh_lastviews cookie, streamed in after the page; it
 * shows nothing when the list is empty or could not be loaded.
 */
import { Await } from '@remix-run/react'
import { Suspense } from 'react'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import type { ProductCardView } from './product-card.tsx'
import { ProductSlider, Section } from './section.tsx'

export function RecentlyViewed({ products }: { products: Promise<ProductCardView[]> }) {
  const { t } = useTranslation()
  return (
    <Suspense fallback={null}>
      <Await resolve={products} errorElement={null}>
        {(items) =>
          items.length > 0 ? (
            <Section id="recently-viewed" title={t('home.recentlyViewed')}>
              <ProductSlider products={items} />
            </Section>
          ) : null
        }
      </Await>
    </Suspense>
  )
}
