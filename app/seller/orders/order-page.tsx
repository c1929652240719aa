/**
 * /seller/orders/:id: one of the merchant's orders — goods, buyer and recipient, delivery, payment and payer, the
 * shipment, documents (invoice, passport copy), the status history — and one form per move the status machine
 * allows the seller now (move-form.tsx).
 */
import type { SubmissionResult } from '@conform-to/react'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { DoneAlert } from '#app/account/done-alert.tsx'
import {
  buyerContacts,
  DeliveryAddress,
  DeliveryKind,
  formatDateTime,
  LineSums,
  PayerText,
  PaymentText,
  ShipmentText,
  statusKey,
} from '#app/account/orders/order-parts.tsx'
import { formatPhone } from '#app/lib/client/phone-format.ts'
import { formatPrice } from '#app/lib/format.ts'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { type OrderStatus, orderStatuses } from '#contract/order-statuses.ts'
import type { SellerOrder } from '#contract/seller-orders.ts'
import { billPath, passportPath, SELLER_PATHS, sellerHref } from '../urls.ts'
import { MoveForm } from './move-form.tsx'
import { MOVES_WITH_BUTTONS } from './move-schema.ts'
import type { sellerOrderLoader } from './order.server.ts'

export type MoveActionData = {
  move?: { status: string; result: SubmissionResult<string[]> }
  confirmCancel?: { comment: string }
}

export function SellerOrderPage() {
  const { t } = useTranslation(['seller', 'orders', 'account'])
  const { order, readOnly, merchantParam } = useLoaderData<typeof sellerOrderLoader>()
  const answer = useActionData<MoveActionData>()
  const doneTexts = Object.fromEntries(
    orderStatuses.map((status) => [status, t('seller:order.done.moved', { status: t(statusKey(status)) })]),
  )

  return (
    <>
      <p className="seller-order__back">
        <Link to={sellerHref(SELLER_PATHS.orders, merchantParam)}>{t('seller:order.back')}</Link>
      </p>
      <h1 className="seller__page-title">
        {t('seller:order.heading', { number: order.number, date: order.date, time: order.time })}
      </h1>
      <DoneAlert texts={doneTexts} />
      <OrderFacts order={order as SellerOrder} />
      <Goods order={order as SellerOrder} />
      <Documents order={order as SellerOrder} merchantParam={merchantParam} />
      <History order={order as SellerOrder} />
      {readOnly ? null : (
        <MovesSection order={order} offered={MOVES_WITH_BUTTONS} cancelStatus="canceled_by_seller" answer={answer} />
      )}
    </>
  )
}

export function OrderFacts({ order }: { order: SellerOrder }) {
  const { t } = useTranslation(['seller', 'orders', 'account'])
  const { delivery } = order
  return (
    <section className="panel seller-section" aria-labelledby="seller-order-facts">
      <h2 id="seller-order-facts" className="visually-hidden">
        {t('seller:order.details')}
      </h2>
      <dl className="seller-facts">
        <div>
          <dt>{t('seller:order.status')}</dt>
          <dd className="seller-order__status">{t(statusKey(order.status_id))}</dd>
        </div>
        <div>
          <dt>{t('seller:order.total')}</dt>
          <dd>{formatPrice(order.total_cost)}</dd>
        </div>
        <div>
          <dt>{t('seller:order.buyer')}</dt>
          <dd>{buyerContacts(order)}</dd>
        </div>
        <div>
          <dt>{t('seller:order.recipient')}</dt>
          <dd>
            {order.recipient
              ? `${order.recipient.fio}, ${formatPhone(order.recipient.phone)}`
              : t('seller:order.recipientSame')}
          </dd>
        </div>
        <div>
          <dt>{t('seller:order.delivery')}</dt>
          <dd>
            <DeliveryAddress delivery={delivery} />
            <br />
            {delivery.tariffName} (
            <DeliveryKind type={delivery.type} />
            ), {formatPrice(order.delivery_cost)}
          </dd>
        </div>
        <div>
          <dt>{t('seller:order.payment')}</dt>
          <dd>
            <PaymentText type={order.payment_type} status={order.payment_status} />
          </dd>
        </div>
        {order.payer ? (
          <div>
            <dt>{t('seller:order.payer')}</dt>
            <dd>
              <PayerText payer={order.payer} />
            </dd>
          </div>
        ) : null}
        {order.shipment ? (
          <div>
            <dt>{t('seller:order.shipment')}</dt>
            <dd>
              <ShipmentText shipment={order.shipment} />
            </dd>
          </div>
        ) : null}
        {order.comment ? (
          <div>
            <dt>{t('seller:order.comment')}</dt>
            <dd>{order.comment}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  )
}

export function Goods({ order }: { order: SellerOrder }) {
  const { t } = useTranslation(['seller', 'orders'])
  return (
    <section className="panel seller-section" aria-labelledby="seller-order-goods">
      <h2 id="seller-order-goods" className="seller-section__title">
        {t('seller:order.goods')}
      </h2>
      <ul className="seller-goods">
        {order.items.map((item) => (
          <li key={item.product_id} className="seller-goods__item">
            <Link to={`/product/${item.slug}`}>{item.master_product_name}</Link>
            <span>
              <LineSums item={item} />
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}

export function Documents({ order, merchantParam }: { order: SellerOrder; merchantParam: number | null }) {
  const { t } = useTranslation('seller')
  if (!order.bill_download && !order.passport_download) return null
  return (
    <section className="panel seller-section" aria-labelledby="seller-order-documents">
      <h2 id="seller-order-documents" className="seller-section__title">
        {t('order.documents')}
      </h2>
      <ul className="seller-documents">
        {order.bill_download ? (
          <li>
            <a href={sellerHref(billPath(order.id), merchantParam)} download>
              {t('order.bill')}
            </a>
          </li>
        ) : null}
        {order.passport_download ? (
          <li>
            <a href={sellerHref(passportPath(order.id), merchantParam)} download>
              {t('order.passport')}
            </a>
          </li>
        ) : null}
      </ul>
    </section>
  )
}

export function History({ order }: { order: SellerOrder }) {
  const { t } = useTranslation(['seller', 'account'])
  return (
    <section className="panel seller-section" aria-labelledby="seller-order-history">
      <h2 id="seller-order-history" className="seller-section__title">
        {t('seller:order.history')}
      </h2>
      <ol className="seller-history">
        {order.statuses.map((entry, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the history only grows at its end
          <li key={index} className="seller-history__entry">
            <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>{' '}
            <strong>{t(statusKey(entry.status_id))}</strong>
            {entry.comment ? <span className="seller-history__comment">{entry.comment}</span> : null}
          </li>
        ))}
      </ol>
    </section>
  )
}

/**
 * The moves the status machine allows now, of those `offered`, one form each; `cancelStatus` is whose cancellation
 * the page offers (it asks «Вы уверены?» first). The seller's page and the operator's console show it alike.
 */
export function MovesSection({
  order,
  offered,
  cancelStatus,
  answer,
}: {
  order: Pick<SellerOrder, 'moves' | 'number'>
  offered: readonly OrderStatus[]
  cancelStatus: OrderStatus
  answer: MoveActionData | undefined
}) {
  const { t } = useTranslation('seller')
  const moves = offered.filter((status) => order.moves.includes(status))
  return (
    <section className="panel seller-section seller-moves" aria-labelledby="seller-moves-title">
      <h2 id="seller-moves-title" className="seller-section__title">
        {t('order.moves')}
      </h2>
      {moves.length === 0 ? (
        <p>{t('order.noMoves')}</p>
      ) : (
        <ul className="seller-moves__list">
          {moves.map((status) => (
            <li key={status}>
              <MoveForm
                status={status}
                number={order.number}
                lastResult={answer?.move?.status === status ? answer.move.result : undefined}
                confirmCancel={status === cancelStatus ? answer?.confirmCancel : undefined}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
