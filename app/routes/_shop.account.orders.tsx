/**
 * /account/orders (SPEC §2 "order status"). Orders are placed at checkout, which comes with the cart (issue 6);
 * until then no account has any, and this page says so rather than the menu leading to a 404.
 */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { accountMeta } from '#app/components/account/meta.ts'
import { accountPage } from '#app/lib/account.server.ts'

export const handle = { i18n: 'account' }

export const loader = ({ request, context }: LoaderFunctionArgs) => accountPage(request, context, 'orders')

export default function OrdersPage() {
  const { t } = useTranslation('account')
  const { title } = useLoaderData<typeof loader>()
  return (
    <>
      <h1>{title}</h1>
      <p>{t('orders.empty')}</p>
      <Link to="/catalog" className="button">
        {t('orders.toCatalog')}
      </Link>
    </>
  )
}

export const meta: MetaFunction<typeof loader> = ({ data }) => accountMeta(data)
