/**
 * One order of the orders page (SPEC §3 Order): its number, date and time, seller, total and status; the goods with
 * their thumbnails; delivery, payment, recipient and payer; the cancel reason; the status history folded in a
 * <details> (no JavaScript needed); and what the buyer can do with it — download the invoice, cancel (when the
 * back-end says it still may be), repeat. Cancel and repeat are links to their dialogs in the URL.
 */
import { Form, Link, useLocation, useNavigation } from '@remix-run/react'
import { INTENT_FIELD } from '#app/account/account-schema.ts'
import { formatPhone } from '#app/lib/client/phone-format.ts'
import { dialogHref } from '#app/lib/dialog.ts'
import { formatPrice } from '#app/lib/format.ts'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { ipxUrl } from '#app/lib/images.ts'
import { useDaysText } from '#app/ui/days-text.ts'
import { DialogLink } from '#app/ui/dialog-link.tsx'
import type { Order } from '#contract/orders.ts'
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
} from './order-parts.tsx'
import { billHref, ORDER_DIALOGS, ORDER_FIELD, ORDER_INTENTS } from './order-urls.ts'

const THUMBNAIL_WIDTH = 320

/** A status's CSS tone: canceled and not realised in red, realised in green, the rest neutral. */
function statusTone(status: Order['status_id']): string {
  if (status.startsWith('canceled') || status === 'closed') return 'order-status--canceled'
  if (status === 'successfully' || status === 'goods_received') return 'order-status--done'
  return ''
}

export function OrderCard({ order }: { order: Order }) {
  const { t } = useTranslation(['orders', 'account'])
  const days = useDaysText()
  const location = useLocation()
  const titleId = `order-${order.id}-title`
  const statusLabel = (status: Order['status_id']) => t(statusKey(status))
  const { delivery } = order

  return (
    <article className="panel order-card" aria-labelledby={titleId} data-order={order.number}>
      <header className="order-card__head">
        <h2 id={titleId} className="order-card__title">
          {t('orders:heading', { number: order.number, date: order.date, time: order.time })}
        </h2>
        <p className={`order-status ${statusTone(order.status_id)}`}>
          <span className="visually-hidden">{t('orders:status')}: </span>
          {statusLabel(order.status_id)}
        </p>
      </header>

      <dl className="order-card__facts">
        <div>
          <dt>{t('orders:seller')}</dt>
          <dd>{order.merchant.name}</dd>
        </div>
        <div>
          <dt>{t('orders:total')}</dt>
          <dd className="order-card__total">{formatPrice(order.total_cost)}</dd>
        </div>
        {order.shipment ? (
          <div className="order-card__shipment">
            <dt>{t('orders:shipment')}</dt>
            <dd>
              <ShipmentText shipment={order.shipment} />
            </dd>
          </div>
        ) : null}
        {order.cancel_reason ? (
          <div className="order-card__cancel-reason">
            <dt>{t('orders:cancelReason')}</dt>
            <dd>{t(`orders:reasons.${order.cancel_reason}`)}</dd>
          </div>
        ) : null}
      </dl>

      <h3 className="order-card__subtitle">{t('orders:goods')}</h3>
      <ul className="order-items">
        {order.items.map((item) => (
          <li key={item.product_id} className="order-item">
            <img
              className="order-item__thumb"
              src={ipxUrl(item.thumbnail.url, THUMBNAIL_WIDTH)}
              // The link beside names the product: the picture adds nothing for a screen reader.
              alt=""
              width={64}
              height={64}
              loading="lazy"
              decoding="async"
            />
            <div className="order-item__body">
              <Link to={`/product/${item.slug}`} className="order-item__name">
                {item.master_product_name}
              </Link>
              <p className="order-item__line">
                <LineSums item={item} />
              </p>
              {item.available ? null : <p className="order-item__unavailable">{t('orders:unavailable')}</p>}
            </div>
          </li>
        ))}
      </ul>

      <dl className="order-card__facts order-card__facts--details">
        <div>
          <dt>{t('orders:goodsCost')}</dt>
          <dd>{formatPrice(order.goods_cost)}</dd>
        </div>
        <div>
          <dt>{t('orders:delivery')}</dt>
          <dd>
            <DeliveryAddress delivery={delivery} />
            <br />
            {delivery.tariffName} (
            <DeliveryKind type={delivery.type} />, {days(delivery.days_min, delivery.days_max)})
          </dd>
        </div>
        <div>
          <dt>{t('orders:deliveryCost')}</dt>
          <dd>{formatPrice(order.delivery_cost)}</dd>
        </div>
        <div>
          <dt>{t('orders:payment')}</dt>
          <dd>
            {/* A refund says more than «оплачено»: the money went back, or is on its way (decision 032). */}
            <PaymentText type={order.payment_type} status={order.payment_status} refund={order.refund} />
          </dd>
        </div>
        <div>
          <dt>{t('orders:buyer')}</dt>
          <dd>{buyerContacts(order)}</dd>
        </div>
        {order.recipient ? (
          <div>
            <dt>{t('orders:recipient')}</dt>
            <dd>
              {order.recipient.fio}, {formatPhone(order.recipient.phone)}
            </dd>
          </div>
        ) : null}
        {order.payer ? (
          <div>
            <dt>{t('orders:payer')}</dt>
            <dd>
              <PayerText payer={order.payer} />
            </dd>
          </div>
        ) : null}
        {order.comment ? (
          <div>
            <dt>{t('orders:comment')}</dt>
            <dd>{order.comment}</dd>
          </div>
        ) : null}
      </dl>

      <details className="order-history">
        <summary>{t('orders:history')}</summary>
        <table className="order-history__table">
          <thead>
            <tr>
              <th scope="col">{t('orders:historyDate')}</th>
              <th scope="col">{t('orders:historyStatus')}</th>
              <th scope="col">{t('orders:historyComment')}</th>
              <th scope="col">{t('orders:historyFile')}</th>
            </tr>
          </thead>
          <tbody>
            {order.statuses.map((entry, index) => (
              // Entries have no id; their order (oldest first) is fixed.
              // biome-ignore lint/suspicious/noArrayIndexKey: the history only grows at its end
              <tr key={index}>
                <td>{formatDateTime(entry.created_at)}</td>
                <td>{statusLabel(entry.status_id)}</td>
                <td>{entry.comment ?? ''}</td>
                <td>
                  {entry.file ? (
                    <a href={entry.file.url} download>
                      {entry.file.name}
                    </a>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>

      <div className="order-card__actions">
        {order.can_pay ? <PayForm order={order} /> : null}
        {order.bill_download ? (
          <a
            href={billHref(order.id)}
            className="button button--secondary"
            download
            aria-label={t('orders:downloadBillNamed', { number: order.number })}
          >
            {t('orders:downloadBill')}
          </a>
        ) : null}
        <DialogLink
          to={dialogHref(location, ORDER_DIALOGS.repeat, { [ORDER_FIELD]: order.id })}
          className="button button--secondary"
          aria-label={t('orders:repeatNamed', { number: order.number })}
        >
          {t('orders:repeat')}
        </DialogLink>
        {order.can_cancel ? (
          <DialogLink
            to={dialogHref(location, ORDER_DIALOGS.cancel, { [ORDER_FIELD]: order.id })}
            className="button button--secondary order-card__cancel"
            aria-label={t('orders:cancelNamed', { number: order.number })}
          >
            {t('orders:cancel')}
          </DialogLink>
        ) : null}
      </div>
    </article>
  )
}

/** «Оплатить»: a plain form posting to the page's action, which starts a new payment and sends the buyer to pay it. */
function PayForm({ order }: { order: Order }) {
  const { t } = useTranslation('orders')
  const navigation = useNavigation()
  const busy =
    navigation.state !== 'idle' &&
    navigation.formData?.get(INTENT_FIELD) === ORDER_INTENTS.pay &&
    navigation.formData?.get(ORDER_FIELD) === String(order.id)
  return (
    <Form method="post" className="order-card__pay">
      <input type="hidden" name={INTENT_FIELD} value={ORDER_INTENTS.pay} />
      <input type="hidden" name={ORDER_FIELD} value={order.id} />
      <button type="submit" className="button" disabled={busy} aria-label={t('payNamed', { number: order.number })}>
        {busy ? t('paying') : t('pay')}
      </button>
    </Form>
  )
}
