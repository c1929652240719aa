/**
 * The invoice (счёт на оплату) of a company-paid order as a PDF (docs/decisions/019): for the order's buyer, and for
 * its seller in the seller cabinet (decision 041); a card order has none. Made on each request from the order's
 * snapshot (lines, prices, the payer as given at checkout) and the seller's current requisites, so nothing is stored
 * twice.
 */
import type { Database } from '#backend/db/client.ts'
import { AppError, notFound } from '#backend/lib/errors.ts'
import { orderMessages, paymentTypes } from '#contract/orders.ts'
import { renderInvoicePdf } from './invoice.pdf.ts'
import { buildInvoice, type Invoice } from './invoice.ts'
import { type InvoiceOwner, invoiceOrder } from './invoices.repository.ts'

/** Order ids are positive int4 values; anything else is no order (and never reaches SQL). */
const ORDER_ID = /^[1-9]\d{0,8}$/

export function createInvoicesService(db: Database) {
  async function invoiceOf(owner: InvoiceOwner, rawOrderId: string): Promise<Invoice> {
    const found = ORDER_ID.test(rawOrderId) ? await invoiceOrder(db, Number(rawOrderId), owner) : undefined
    if (!found || found.order.paymentType === paymentTypes.card) throw notFound(orderMessages.notFound)
    const { order, merchant, items } = found
    const payer = order.payer
    return buildInvoice({
      number: order.number,
      createdAt: order.createdAt,
      supplier: {
        name: merchant.legalName ?? merchant.name,
        inn: merchant.inn,
        kpp: merchant.kpp,
        ogrn: merchant.ogrn,
        address: merchant.addrJur,
        bankName: merchant.bankName,
        bankBik: merchant.bankBik,
        bankAccount: merchant.bankAccount,
        bankCorrAccount: merchant.bankCorrAccount,
        vatPayer: merchant.vatPayer,
      },
      buyer: {
        name: payer?.campaign_name ?? '—',
        inn: payer?.inn ?? null,
        kpp: payer?.kpp ?? null,
        address: payer?.addr_jur ?? payer?.addr_post ?? null,
      },
      items: items.map((item) => ({
        name: item.name,
        quantity: item.quantity,
        units: item.units,
        price: item.priceGross,
        vatRate: item.vatRate,
      })),
      delivery: { name: `Доставка: ${order.delivery.tariffName}`, cost: order.deliveryCost },
    })
  }

  async function pdfOf(owner: InvoiceOwner, rawOrderId: string) {
    const invoice = await invoiceOf(owner, rawOrderId)
    return {
      bytes: await renderInvoicePdf(invoice),
      fileName: `schet-${invoice.number}.pdf`,
      russianFileName: `счёт-${invoice.number}.pdf`,
    }
  }

  return {
    invoiceOf,
    /** The PDF and its file name (`schet-{number}.pdf`, and in Russian `счёт-{number}.pdf`). */
    pdf: (userId: number, rawOrderId: string) => pdfOf({ userId }, rawOrderId),
    /** The same invoice for the order's seller (the seller cabinet), of the merchant's orders only. */
    pdfOfMerchant: (merchantId: number, rawOrderId: string) => pdfOf({ merchantId }, rawOrderId),
    /** The invoice an order's e-mail to its payer carries (no route reaches it); null for a card order or none. */
    async pdfForNotification(orderId: number) {
      try {
        return await pdfOf({ orderItself: true }, String(orderId))
      } catch (error) {
        if (error instanceof AppError && error.status === 404) return null
        throw error
      }
    },
  }
}
export type InvoicesService = ReturnType<typeof createInvoicesService>
