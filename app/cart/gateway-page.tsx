/**
 * The embedded sandbox payment gateway's page (contract/payments.ts): the amount and the orders, «Оплатить» /
 * «Отклонить» while the payment is pending; afterwards how it ended and a link to the thanks page.
 */
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { formatPrice } from '#app/lib/format.ts'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import type { completeSandbox, loadGatewayPage } from './thanks.server.ts'
import { usePosting } from './thanks-page.tsx'

export function SandboxGatewayPage() {
  const { t } = useTranslation('checkout')
  const { title, payment, orders } = useLoaderData<typeof loadGatewayPage>()
  const refused = useActionData<typeof completeSandbox>()
  const busy = usePosting()
  const thanks = `/cart/thanks?${new URLSearchParams({ payment: payment.id })}`
  return (
    <div className="container checkout-page">
      <h1>{title}</h1>
      <section className="gateway" aria-labelledby="gateway-amount">
        <p>{t('gateway.note')}</p>
        <p id="gateway-amount">
          {t('gateway.amount')}: <span className="gateway__amount">{formatPrice(payment.amount)}</span>
        </p>
        <h2 className="checkout-section__subtitle">{t('gateway.orders')}</h2>
        <ul className="thanks-orders">
          {orders.map((order) => (
            <li key={order.id}>{t('gateway.order', { number: order.number, sum: formatPrice(order.total) })}</li>
          ))}
        </ul>
        {payment.status === 'pending' ? (
          <Form method="post" className="gateway-actions">
            <button type="submit" name="outcome" value="pay" className="button" disabled={busy}>
              {t('gateway.pay')}
            </button>
            <button type="submit" name="outcome" value="decline" className="button button--secondary" disabled={busy}>
              {t('gateway.decline')}
            </button>
          </Form>
        ) : (
          <div className={`alert ${payment.status === 'succeeded' ? 'alert--success' : 'alert--error'}`} role="status">
            <p>
              <strong>{payment.status === 'succeeded' ? t('gateway.succeeded') : t('gateway.failed')}</strong>
            </p>
            {payment.error ? <p>{payment.error}</p> : null}
            <p>{t('gateway.finished')}</p>
            <p>
              <Link to={thanks}>{t('gateway.toThanks')}</Link>
            </p>
          </div>
        )}
        {refused?.error ? (
          <p className="alert alert--error" role="alert">
            {refused.error}
          </p>
        ) : null}
      </section>
    </div>
  )
}
