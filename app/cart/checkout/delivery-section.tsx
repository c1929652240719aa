/**
 * Delivery per seller (SPEC §3 "delivery per merchant", §9 delivery cost): each seller's lines and goods sum, and the
 * options for the chosen address (`getCalculationForMerchant`) as radios named `delivery.{merchant_id}` — tariff,
 * cost or «Бесплатно», days. «Рассчитать доставку» posts the form for the options of the address typed (without
 * JavaScript); with it, the options follow the address by themselves (the page's fetcher). Then the sums.
 */

import { formatPrice } from '#app/lib/format.ts'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { useDaysText } from '#app/ui/days-text.ts'
import { SumsList } from '#app/ui/sums-list.tsx'
import { TitledSection } from '#app/ui/titled-section.tsx'
import type { CartMerchantGroup } from '#contract/cart.ts'
import { toKopecks, toRubles } from '#contract/money.ts'
import { CHECKOUT_INTENTS, type DeliveryChoice, type DeliveryQuote } from './checkout-schema.ts'
import { checkoutSums, SHOWN_TOTAL_FIELD } from './sums.ts'
import type { AnyField, CheckoutFields } from './types.ts'

export function DeliverySection({
  fields,
  groups,
  quote,
  quoting,
  chosen,
  onChoose,
  onQuote,
}: {
  fields: CheckoutFields
  groups: CartMerchantGroup[]
  quote: DeliveryQuote
  quoting: boolean
  chosen: Record<string, string>
  onChoose: (merchantId: string, code: string) => void
  /** With JavaScript: ask for the options now instead of posting the form. */
  onQuote: (event: React.MouseEvent<HTMLButtonElement>) => void
}) {
  const { t } = useTranslation('checkout')
  const days = useDaysText()
  const delivery = fields.delivery.getFieldset() as Record<string, AnyField>
  const ready = quote.status === 'ready' ? quote : null

  return (
    <TitledSection
      className="panel checkout-section"
      aria-busy={quoting}
      titleId="checkout-delivery-title"
      titleClassName="checkout-section__title"
      title={t('delivery.title')}
    >
      <div className="checkout-quote" role="status">
        {quoting ? (
          <p>{t('delivery.quoting')}</p>
        ) : quote.status === 'no-address' ? (
          <p>{t('delivery.noAddress')}</p>
        ) : quote.status === 'failed' ? (
          <p className="checkout-quote__error">{t('delivery.failed', { error: quote.error })}</p>
        ) : (
          <p>{t('delivery.to', { city: quote.city })}</p>
        )}
      </div>
      <p className="checkout-quote__action">
        <button
          type="submit"
          name="intent"
          value={CHECKOUT_INTENTS.quote}
          formNoValidate
          className="button button--secondary"
          onClick={onQuote}
        >
          {t('delivery.quote')}
        </button>
        <span className="field__hint">{t('delivery.quoteHint')}</span>
      </p>

      {groups.map((group) => {
        const merchantId = String(group.merchant.id)
        const field = delivery[merchantId] as AnyField
        const merchant = ready?.merchants.find((entry) => entry.merchant_id === group.merchant.id)
        const options: DeliveryChoice[] = merchant?.options ?? []
        const titleId = `checkout-seller-${merchantId}`
        const invalid = Boolean(field.errors?.length)
        return (
          <article key={merchantId} className="checkout-seller" aria-labelledby={titleId}>
            <h3 id={titleId} className="checkout-seller__title">
              {t('delivery.seller', { name: group.merchant.name })}
              {merchant?.from_city ? (
                <span className="checkout-seller__from"> — {t('delivery.from', { city: merchant.from_city })}</span>
              ) : null}
            </h3>
            <ul className="checkout-seller__lines" aria-label={t('delivery.lines')}>
              {group.items.map((item) => (
                <li key={item.product_id}>
                  <span>{t('delivery.line', { name: item.name, quantity: item.quantity, units: item.units })}</span>
                  <span className="checkout-seller__price">
                    {formatPrice(toRubles(toKopecks(item.price_gross ?? item.price) * item.quantity))}
                  </span>
                </li>
              ))}
            </ul>
            <p className="checkout-seller__goods">{t('delivery.goods', { sum: formatPrice(group.total) })}</p>
            <fieldset className="checkout-choices" aria-describedby={invalid ? field.errorId : undefined}>
              <legend className="checkout-choices__legend">
                {t('delivery.methods', { name: group.merchant.name })}
              </legend>
              {ready && options.length === 0 ? <p className="field__hint">{t('delivery.noOptions')}</p> : null}
              {options.length === 0 ? <span id={field.id} tabIndex={-1} /> : null}
              {options.map((option, index) => (
                <label key={option.code} className="checkout-choice checkout-choice--delivery">
                  <input
                    type="radio"
                    id={index === 0 ? field.id : `${field.id}-${index}`}
                    name={field.name}
                    value={option.code}
                    checked={chosen[merchantId] === option.code}
                    onChange={() => onChoose(merchantId, option.code)}
                    aria-invalid={invalid ? true : undefined}
                  />
                  <span className="checkout-choice__name">
                    {option.tariff_name}
                    <span className="checkout-choice__detail">
                      {option.type === 'pickup' ? t('delivery.pickup') : t('delivery.courier')},{' '}
                      {days(option.days_min, option.days_max)}
                    </span>
                  </span>
                  <span className="checkout-choice__cost">
                    {option.cost === 0 ? t('delivery.free') : formatPrice(option.cost)}
                  </span>
                </label>
              ))}
              <p id={field.errorId} className="field__error">
                {field.errors?.[0] ?? ''}
              </p>
            </fieldset>
          </article>
        )
      })}
    </TitledSection>
  )
}

/** The sums (SPEC §9): goods, delivery (the chosen options), and the total. */
export function Sums({
  groups,
  quote,
  chosen,
}: {
  groups: CartMerchantGroup[]
  quote: DeliveryQuote
  chosen: Record<string, string>
}) {
  const { t } = useTranslation('checkout')
  const { goods, vat, delivery, total, allChosen } = checkoutSums(groups, quote, chosen)
  return (
    <TitledSection
      className="panel checkout-sums"
      titleId="checkout-sums-title"
      titleClassName="checkout-section__title"
      title={t('sums.title')}
    >
      <SumsList
        block="checkout-sums"
        rows={[
          { term: t('sums.goods'), value: formatPrice(toRubles(goods)) },
          {
            term: t('sums.delivery'),
            value: (
              <>
                {formatPrice(toRubles(delivery))}
                {allChosen ? null : <span className="field__hint"> ({t('sums.deliveryUnchosen')})</span>}
              </>
            ),
          },
          { term: t('sums.total'), value: formatPrice(toRubles(total)), total: true },
          { term: t('sums.vat'), value: vat > 0 ? formatPrice(toRubles(vat)) : t('sums.noVat') },
        ]}
      />
      <input type="hidden" name={SHOWN_TOTAL_FIELD} value={total} />
    </TitledSection>
  )
}
