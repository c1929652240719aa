/**
 * /admin/orders/:id: the order as its seller sees it (the cabinet's pieces, app/seller/orders/order-page.tsx), its
 * seller, the administrator's moves and the operators' record.
 */
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { DoneAlert } from '#app/account/done-alert.tsx'
import { statusKey } from '#app/account/orders/order-parts.tsx'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { ADMIN_MOVES } from '#app/seller/orders/move-schema.ts'
import {
  Documents,
  Goods,
  History,
  type MoveActionData,
  MovesSection,
  OrderFacts,
} from '#app/seller/orders/order-page.tsx'
import { orderStatuses } from '#contract/order-statuses.ts'
import type { SellerOrder } from '#contract/seller-orders.ts'
import { AuditLog } from '../admin-parts.tsx'
import { ADMIN_PATHS, adminSellerPath } from '../urls.ts'
import type { adminOrderLoader } from './order.server.ts'

export function AdminOrderPage() {
  const { t } = useTranslation(['seller', 'admin', 'orders', 'account'])
  const { order, merchant, audit } = useLoaderData<typeof adminOrderLoader>()
  const answer = useActionData<MoveActionData>()
  const doneTexts = Object.fromEntries(
    orderStatuses.map((status) => [status, t('seller:order.done.moved', { status: t(statusKey(status)) })]),
  )
  const full = order as SellerOrder
  return (
    <>
      <p className="seller-order__back">
        <Link to={ADMIN_PATHS.orders}>{t('admin:common.back')}</Link>
      </p>
      <h1 className="seller__page-title">
        {t('seller:order.heading', { number: order.number, date: order.date, time: order.time })}
      </h1>
      <DoneAlert texts={doneTexts} />
      <p>
        <Link to={adminSellerPath(merchant.id)}>{t('admin:orders.sellerLink', { name: merchant.name })}</Link>
      </p>
      <OrderFacts order={full} />
      <Goods order={full} />
      {/* The seller cabinet's files, read as an administrator reads a cabinet (?merchant=). */}
      <Documents order={full} merchantParam={merchant.id} />
      <History order={full} />
      <MovesSection order={order} offered={ADMIN_MOVES} cancelStatus="canceled_by_admin" answer={answer} />
      <AuditLog entries={audit} />
    </>
  )
}
