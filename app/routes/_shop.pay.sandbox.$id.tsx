/**
 * /pay/sandbox/{id} — the embedded sandbox payment gateway (contract/payments.ts): where a card payment goes when no
 * real acquirer is configured. It shows the amount and the orders, and «Оплатить» / «Отклонить» post the outcome;
 * then the thanks page shows the result. The payment's owner only (anyone else gets a 404); a finished payment shows
 * how it ended and a link to the thanks page. Never indexed (robots.txt disallows /pay/).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { cartHeaders, cartMeta, checkoutLinks } from '#app/cart/meta.ts'
import { completeSandbox, loadGatewayPage } from '#app/cart/thanks.server.ts'
import { formatPrice } from '#app/lib/format.ts'

export const handle = { i18n: 'checkout' }

export const links = checkoutLinks

export const headers = cartHeaders

export const loader = ({ context, params }: LoaderFunctionArgs) => loadGatewayPage(context, params.id)

export const action = ({ request, context, params }: ActionFunctionArgs) => completeSandbox(request, context, params.id)

export default function SandboxGatewayPage() {
  const { t } = useTranslation('checkout')
  const { title, payment, orders } = useLoaderData<typeof loader>()
  const refused = useActionData<typeof action>()
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle' && navigation.formMethod?.toLowerCase() === 'post'
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

export const meta: MetaFunction<typeof loader> = ({ data }) => cartMeta(data)
