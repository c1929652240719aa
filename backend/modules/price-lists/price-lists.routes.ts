/**
 * HTTP of price lists: the upload is multipart (the file in `file`), read by the route itself; the export answers
 * the file. Every call acts for the caller's merchant (`sellerMerchantId`, decision 039).
 */
import { Hono } from 'hono'
import { badRequest } from '#backend/lib/errors.ts'
import { guardRoute, handle, uploadedPart } from '#backend/lib/http.ts'
import { sellerMerchantId } from '#backend/modules/auth/auth.guard.ts'
import {
  applyPriceListCall,
  exportOffersCall,
  getPriceListCall,
  priceListMessages,
  uploadPriceListCall,
} from '#contract/price-lists.ts'
import type { PriceListsService } from './price-lists.service.ts'

const FILE_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const

export function priceListsRoutes(priceLists: PriceListsService): Hono {
  const app = new Hono()
  guardRoute(app, uploadPriceListCall.path, uploadPriceListCall)
  app.post(uploadPriceListCall.path, async (c) => {
    const merchantId = await sellerMerchantId(c)
    const file = await uploadedPart(c, 'file')
    if (file === null || typeof file === 'string') {
      throw badRequest({ file: [priceListMessages.fileRequired] }, priceListMessages.fileRequired)
    }
    const answer = await priceLists.upload(merchantId, {
      name: file.name,
      bytes: new Uint8Array(await file.arrayBuffer()),
    })
    return c.json(uploadPriceListCall.response.parse(answer))
  })
  guardRoute(app, exportOffersCall.path, exportOffersCall)
  app.get(exportOffersCall.path, async (c) => {
    const merchantId = await sellerMerchantId(c)
    const query = exportOffersCall.query.safeParse(c.req.query())
    if (!query.success) throw badRequest({ format: [priceListMessages.format] }, priceListMessages.format)
    const { format } = query.data
    const bytes = await priceLists.export(merchantId, format)
    return c.body(bytes as unknown as ArrayBuffer, 200, {
      'Content-Type': FILE_TYPES[format],
      'Content-Disposition': `attachment; filename="offers.${format}"`,
      'Cache-Control': 'private, no-store',
    })
  })
  handle(app, getPriceListCall, async ({ params, c }) => priceLists.get(await sellerMerchantId(c), params.id))
  handle(app, applyPriceListCall, async ({ params, c }) => priceLists.apply(await sellerMerchantId(c), params.id))
  return app
}
