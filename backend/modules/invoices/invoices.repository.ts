/** SQL of invoices: a company-paid order of its buyer with its lines and its seller's requisites. */
import { and, asc, eq } from 'drizzle-orm'
import type { Database } from '#backend/db/client.ts'
import { merchants, orderItems, orders } from '#backend/db/schema.ts'

/** Whose invoice is asked for: the order's buyer's, or its seller's (the merchant). */
/** Whose the invoice is: the buyer's, the seller's, or the order's own e-mail to its payer (the notifications). */
export type InvoiceOwner = { userId: number } | { merchantId: number } | { orderItself: true }

/** The order, when it is the owner's; undefined otherwise (another's order reads as no order at all). */
export async function invoiceOrder(db: Database, orderId: number, owner: InvoiceOwner) {
  const [row] = await db
    .select({
      order: {
        id: orders.id,
        number: orders.number,
        paymentType: orders.paymentType,
        payer: orders.payer,
        delivery: orders.delivery,
        deliveryCost: orders.deliveryCost,
        createdAt: orders.createdAt,
      },
      merchant: {
        legalName: merchants.legalName,
        name: merchants.name,
        inn: merchants.inn,
        kpp: merchants.kpp,
        ogrn: merchants.ogrn,
        addrJur: merchants.addrJur,
        bankName: merchants.bankName,
        bankBik: merchants.bankBik,
        bankAccount: merchants.bankAccount,
        bankCorrAccount: merchants.bankCorrAccount,
        vatPayer: merchants.vatPayer,
      },
    })
    .from(orders)
    .innerJoin(merchants, eq(merchants.id, orders.merchantId))
    .where(
      and(
        eq(orders.id, orderId),
        'userId' in owner
          ? eq(orders.userId, owner.userId)
          : 'merchantId' in owner
            ? eq(orders.merchantId, owner.merchantId)
            : undefined,
      ),
    )
  if (!row) return undefined
  const items = await db
    .select({
      name: orderItems.name,
      quantity: orderItems.quantity,
      units: orderItems.units,
      priceGross: orderItems.priceGross,
      vatRate: orderItems.vatRate,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id))
  return { ...row, items }
}
