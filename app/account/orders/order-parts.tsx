/**
 * What an order shows alike to its buyer (the orders page's card, order-card.tsx) and to its seller (the cabinet's
 * orders list and order page, app/seller/orders/): the words of a status, a history entry's moment, the delivery's
 * address and kind, how the order is paid, the buyer's contacts, the payer, the shipment and a goods line's sums.
 * Each renders the text alone; the page around it keeps its own markup.
 */
import { formatPhone } from '#app/lib/client/phone-format.ts'
import { formatPrice } from '#app/lib/format.ts'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import type { OrderStatus } from '#contract/order-statuses.ts'
import type { Order } from '#contract/orders.ts'

/** A status's label: the account's words (account.json `notifications.statuses`), so buyer and seller read the same. */
export const statusKey = <S extends OrderStatus>(status: S) => `account:notifications.statuses.${status}` as const

/** «12.03.2026 14:05» of an ISO date-time, in Moscow time as the orders' own dates are. */
const historyDate = new Intl.DateTimeFormat('ru-RU', {
  timeZone: 'Europe/Moscow',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
})

export function formatDateTime(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : historyDate.format(date).replace(',', '')
}

/** The buyer as given at checkout: name, phone and e-mail, those there are. */
export const buyerContacts = (order: Pick<Order, 'name' | 'phone' | 'email'>) =>
  [order.name, order.phone && formatPhone(order.phone), order.email].filter(Boolean).join(', ')

/** The delivery address in one line: city, street and house, then the apartment, entrance, floor and intercom given. */
export function DeliveryAddress({ delivery }: { delivery: Order['delivery'] }) {
  const { t } = useTranslation('orders')
  const extras = [
    delivery.apartment ? t('address.apartment', { value: delivery.apartment }) : null,
    delivery.entrance ? t('address.entrance', { value: delivery.entrance }) : null,
    delivery.floor ? t('address.floor', { value: delivery.floor }) : null,
    delivery.intercom ? t('address.intercom', { value: delivery.intercom }) : null,
  ].filter(Boolean)
  return <>{[delivery.city_full, delivery.street, delivery.house, ...extras].filter(Boolean).join(', ')}</>
}

/** «Курьером» or «Самовывоз». */
export function DeliveryKind({ type }: { type: Order['delivery']['type'] }) {
  const { t } = useTranslation('orders')
  return <>{type === 'pickup' ? t('deliveryPickup') : t('deliveryCourier')}</>
}

/**
 * How the order is paid: the payment type, then its state («, оплачено») — or, given a refund, the refund's, which
 * says more (decision 032).
 */
export function PaymentText({
  type,
  status,
  refund = null,
}: {
  type: Order['payment_type']
  status: Order['payment_status']
  refund?: Order['refund']
}) {
  const { t } = useTranslation('orders')
  const state = refund
    ? t(`refundStatuses.${refund.status}`, { sum: formatPrice(refund.amount) })
    : t(`paymentStatuses.${status}`)
  return (
    <>
      {t(`paymentTypes.${type}`)}
      {state ? `, ${state}` : null}
    </>
  )
}

/** The company that pays: its name, INN and KPP, those there are. */
export function PayerText({ payer }: { payer: NonNullable<Order['payer']> }) {
  const { t } = useTranslation('orders')
  return (
    <>
      {[
        payer.campaign_name,
        payer.inn ? t('payerInn', { inn: payer.inn }) : null,
        payer.kpp ? t('payerKpp', { kpp: payer.kpp }) : null,
      ]
        .filter(Boolean)
        .join(', ')}
    </>
  )
}

/** «СДЭК, трек-номер 123». */
export function ShipmentText({ shipment }: { shipment: NonNullable<Order['shipment']> }) {
  const { t } = useTranslation('orders')
  return <>{t('shipmentValue', { carrier: shipment.carrier, number: shipment.tracking_number })}</>
}

/** A goods line's quantity, price and sum: «3 шт. × 100 ₽ = 300 ₽». */
export function LineSums({ item }: { item: Pick<Order['items'][number], 'quantity' | 'units' | 'price'> }) {
  const { t } = useTranslation('orders')
  return (
    <>
      {t('line', { quantity: item.quantity, units: item.units, price: formatPrice(item.price) })}{' '}
      {t('lineSum', { sum: formatPrice(item.price * item.quantity) })}
    </>
  )
}
