/**
 * HTTP of the seller cabinet's orders: thin, the contract decides paths, shapes and who may call (a seller for its
 * merchant; an administrator reads, naming the merchant). The invoice PDF is passed on from the invoices module.
 */
import { Hono } from 'hono'
import { guardRoute, handle } from '#backend/lib/http.ts'
import { sellerMerchantId } from '#backend/modules/auth/auth.guard.ts'
import { invoiceDownload } from '#backend/modules/invoices/invoices.routes.ts'
import type { InvoicesService } from '#backend/modules/invoices/invoices.service.ts'
import { getSellerOrderCall, listSellerOrdersCall, sellerBillDownloadPath } from '#contract/seller-orders.ts'
import type { SellerOrdersService } from './seller-orders.service.ts'

export function sellerOrdersRoutes(orders: SellerOrdersService, invoices: InvoicesService): Hono {
  const app = new Hono()
  handle(app, listSellerOrdersCall, async ({ query, c }) => orders.list(await sellerMerchantId(c), query))
  handle(app, getSellerOrderCall, async ({ params, c }) => orders.one(await sellerMerchantId(c), params.id))

  // No contract call (a PDF, not JSON), but reserved like one: the merchant's own order's invoice.
  guardRoute(app, sellerBillDownloadPath, { auth: true, role: 'seller' })
  app.get(sellerBillDownloadPath, async (c) =>
    invoiceDownload(c, await invoices.pdfOfMerchant(await sellerMerchantId(c), c.req.param('id') ?? '')),
  )
  return app
}
