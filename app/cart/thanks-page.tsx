/**
 * /cart/thanks — cart step 4 (SPEC §2): the orders just placed, with links to the orders page, how their payment went
 * (paid; declined with the bank's reason and «Оплатить ещё раз»; waiting) and for invoice orders «Скачать счёт».
 */
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { formatPrice } from '#app/lib/format.ts'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import type { loadThanksPage, OrderSummary, payAgain } from './thanks.server.ts'
import { WaysOn } from './ways-on.tsx'

/** Whether a post of this page is under way (its buttons wait). */
export function usePosting(): boolean {
  const navigation = useNavigation()
  return navigation.state !== 'idle' && navigation.formMethod?.toLowerCase() === 'post'
}

export function ThanksPage() {
  const { t } = useTranslation(['checkout', 'account'])
  const { title, orders, payment } = useLoaderData<typeof loadThanksPage>()
  const refused = useActionData<typeof payAgain>()
  const unpaid = orders.filter(
    (order) => order.payment_type === 3 && (order.payment_status === 'pending' || order.payment_status === 'failed'),
  )
  const invoices = orders.filter((order) => order.bill !== null)
  const payError = refused && 'error' in refused ? refused.error : null

  return (
    <div className="checkout-page thanks">
      <h1>{title}</h1>
      <p>{orders.length === 1 ? t('thanks.leadSingle') : t('thanks.lead', { count: orders.length })}</p>

      {payment?.status === 'succeeded' ? (
        <div className="alert alert--success" role="status">
          <p>
            <strong>{orders.length > 1 ? t('thanks.paidMany') : t('thanks.paid')}</strong>
          </p>
          <p>{t('thanks.paidNote', { sum: formatPrice(payment.amount) })}</p>
        </div>
      ) : payment?.status === 'failed' ? (
        <div className="alert alert--error" role="alert">
          <p>
            <strong>{t('thanks.declined')}</strong>
          </p>
          {payment.error ? <p>{payment.error}</p> : null}
          <PayForm orders={unpaid.length > 0 ? unpaid : orders} label={t('thanks.payAgain')} />
        </div>
      ) : payment?.status === 'pending' ? (
        <div className="alert alert--info" role="status">
          <p>
            <strong>{t('thanks.pending')}</strong>
          </p>
          <p>{t('thanks.pendingNote', { sum: formatPrice(payment.amount) })}</p>
          <p>
            <a href={payment.confirmation_url} className="button">
              {t('thanks.pay')}
            </a>
          </p>
        </div>
      ) : unpaid.length > 0 ? (
        <div className="alert alert--info" role="status">
          <p>
            <strong>{t('thanks.pending')}</strong>
          </p>
          <PayForm orders={unpaid} label={t('thanks.pay')} />
        </div>
      ) : null}
      {payError ? (
        <p className="alert alert--error" role="alert">
          {t('thanks.payFailed', { error: payError })}
        </p>
      ) : null}

      <ul className="thanks-orders" aria-label={t('thanks.ordersLabel')}>
        {orders.map((order) => (
          <li key={order.id}>
            <Link to="/account/orders">{t('thanks.order', { number: order.number })}</Link>
            <span className="thanks-orders__detail">{t('thanks.orderSeller', { name: order.merchant })}</span>
            <span className="thanks-orders__detail">{t('thanks.orderTotal', { sum: formatPrice(order.total) })}</span>
            <span className="thanks-orders__detail">{t(`account:notifications.statuses.${order.status_id}`)}</span>
            {order.bill ? (
              <a
                href={order.bill}
                download
                className="button button--secondary"
                aria-label={t('thanks.billNamed', { number: order.number })}
              >
                {t('thanks.bill')}
              </a>
            ) : null}
          </li>
        ))}
      </ul>
      {invoices.length > 0 ? <p>{t('thanks.invoiceNote')}</p> : null}

      <WaysOn
        className="thanks-actions"
        links={[
          { to: '/account/orders', label: t('thanks.toOrders') },
          { to: '/catalog', label: t('thanks.toCatalog') },
        ]}
      />
    </div>
  )
}

/** «Оплатить» / «Оплатить ещё раз»: a new payment of these orders, then the gateway. */
function PayForm({ orders, label }: { orders: OrderSummary[]; label: string }) {
  const { t } = useTranslation('checkout')
  const busy = usePosting()
  return (
    <Form method="post">
      {orders.map((order) => (
        <input key={order.id} type="hidden" name="order" value={order.id} />
      ))}
      <button type="submit" className="button" disabled={busy}>
        {busy ? t('thanks.paying') : label}
      </button>
    </Form>
  )
}
