/**
 * HTTP of invoices: the PDF download of a company-paid order (`billDownloadPath`); its buyer only. The seller's copy
 * (backend/modules/seller-orders/) is answered alike (`invoiceDownload`).
 */
import { type Context, Hono } from 'hono'
import { guardRoute } from '#backend/lib/http.ts'
import { callerId } from '#backend/modules/auth/caller.ts'
import { billDownloadPath } from '#contract/orders.ts'
import type { InvoicesService } from './invoices.service.ts'

/** An invoice PDF as a download of its buyer's or its seller's own: never kept by shared caches. */
export function invoiceDownload(c: Context, pdf: Awaited<ReturnType<InvoicesService['pdf']>>): Response {
  // The plain name for old clients, the Russian one (RFC 6266 / 5987) for the rest; both pure ASCII on the wire.
  const disposition = `attachment; filename="${pdf.fileName}"; filename*=UTF-8''${encodeURIComponent(pdf.russianFileName)}`
  return c.body(new Uint8Array(pdf.bytes), 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': disposition,
    'Content-Length': String(pdf.bytes.length),
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  })
}

export function invoicesRoutes(invoices: InvoicesService): Hono {
  const app = new Hono()
  // No contract call (a PDF, not JSON), but reserved like one: the buyer's own document.
  guardRoute(app, billDownloadPath, { auth: true })
  app.get(billDownloadPath, async (c) => invoiceDownload(c, await invoices.pdf(callerId(c), c.req.param('id') ?? '')))
  return app
}
