/**
 * Delivery of the product to the visitor's city (SPEC §1): each seller's cheapest option, streamed in after the
 * page; a failed or empty estimate says so and never fails the page.
 */
import { Await } from '@remix-run/react'
import { Suspense } from 'react'
import { formatPrice } from '#app/lib/format.ts'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { sellerPagePath } from '#app/lib/seller-path.ts'
import { useDaysText } from '#app/ui/days-text.ts'
import { PageLink } from '#app/ui/page-link.tsx'
import type { CallResponse } from '#contract/call.ts'
import type { getDeliveryForMasterProductCall, ProductDetail } from '#contract/products.ts'

type DeliveryAnswer = CallResponse<typeof getDeliveryForMasterProductCall>

export function DeliveryEstimate({
  product,
  city,
  delivery,
}: {
  product: ProductDetail
  city: string
  delivery: Promise<DeliveryAnswer | null>
}) {
  const { t } = useTranslation(['catalog', 'common'])
  const days = useDaysText()
  return (
    <section className="panel delivery" aria-labelledby="delivery-title">
      <h2 id="delivery-title">{t('product.delivery.title', { city })}</h2>
      <Suspense fallback={<p className="offer__muted">{t('product.delivery.loading')}</p>}>
        <Await resolve={delivery} errorElement={<p>{t('product.delivery.failed')}</p>}>
          {(answer) =>
            answer && answer.delivery.length > 0 ? (
              <ul className="delivery__list">
                {answer.delivery.map((entry) => {
                  const cheapest = [...entry.options].sort((a, b) => a.cost - b.cost)[0]
                  const offer = product.offers.find((o) => o.merchant.id === entry.merchant_id)
                  if (!cheapest) return null
                  // Days are promised only for goods on the seller's shelf; the rest go once they come.
                  const when =
                    offer?.availability === 'in_stock'
                      ? days(cheapest.days_min, cheapest.days_max)
                      : t('product.delivery.whenInStock')
                  return (
                    <li key={entry.merchant_id}>
                      {offer ? (
                        <PageLink to={sellerPagePath(offer.merchant.slug)}>{offer.merchant.name}</PageLink>
                      ) : null}{' '}
                      <span className="delivery__from">{t('product.delivery.from', { city: entry.from_city })}</span>
                      {': '}
                      <strong>{cheapest.cost === 0 ? t('product.delivery.free') : formatPrice(cheapest.cost)}</strong>
                      {', '}
                      {cheapest.tariff_name.toLowerCase()}, {when}
                    </li>
                  )
                })}
              </ul>
            ) : (
              <p>{t('product.delivery.failed')}</p>
            )
          }
        </Await>
      </Suspense>
    </section>
  )
}
