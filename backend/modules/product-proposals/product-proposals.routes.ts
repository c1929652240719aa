/**
 * HTTP of product proposals: the seller's calls (`sellerMerchantId`, decision 039), the picture upload as
 * multipart (the file in `file`, read by the route itself), the operator's decisions, and the pictures themselves,
 * public by their random names and cached for a year (a picture never changes; a new one gets a new name).
 */
import { Hono } from 'hono'
import { badRequest, notFound } from '#backend/lib/errors.ts'
import { guardRoute, handle, uploadedPart } from '#backend/lib/http.ts'
import { sellerMerchantId } from '#backend/modules/auth/auth.guard.ts'
import { callerId } from '#backend/modules/auth/caller.ts'
import { imageTypeByExtension } from '#backend/modules/media/image-type.ts'
import { PHOTO_NAME, photoHeaders } from '#backend/modules/media/media.routes.ts'
import {
  addProposalPictureCall,
  approveProposalCall,
  createProposalCall,
  getProposalCall,
  listAdminProposalsCall,
  listProposalsCall,
  proposalMessages,
  rejectProposalCall,
  removeProposalPictureCall,
} from '#contract/product-proposals.ts'
import type { ProductProposalsService } from './product-proposals.service.ts'

export function productProposalsRoutes(proposals: ProductProposalsService): Hono {
  const app = new Hono()
  handle(app, listProposalsCall, async ({ query, c }) => proposals.list(await sellerMerchantId(c), query))
  handle(app, createProposalCall, async ({ body, c }) => proposals.create(await sellerMerchantId(c), body))
  handle(app, getProposalCall, async ({ params, c }) => proposals.get(await sellerMerchantId(c), params.id))
  guardRoute(app, addProposalPictureCall.path, addProposalPictureCall)
  app.post(addProposalPictureCall.path, async (c) => {
    const merchantId = await sellerMerchantId(c)
    const file = await uploadedPart(c, 'file')
    if (file === null || typeof file === 'string' || file.size === 0) {
      throw badRequest({ file: [proposalMessages.pictureRequired] }, proposalMessages.pictureRequired)
    }
    const answer = await proposals.addPicture(merchantId, c.req.param('id'), {
      size: file.size,
      bytes: async () => Buffer.from(await file.arrayBuffer()),
    })
    return c.json(addProposalPictureCall.response.parse(answer))
  })
  handle(app, removeProposalPictureCall, async ({ params, c }) =>
    proposals.removePicture(await sellerMerchantId(c), params.id, params.picture),
  )
  handle(app, listAdminProposalsCall, ({ query }) => proposals.adminList(query))
  handle(app, approveProposalCall, ({ params, c }) => proposals.approve(callerId(c), params.id))
  handle(app, rejectProposalCall, ({ params, body, c }) => proposals.reject(callerId(c), params.id, body))
  app.get('/api/media/pictures/:file', async (c) => {
    const [, id, extension] = PHOTO_NAME.exec(c.req.param('file')) ?? []
    const type = imageTypeByExtension(extension ?? '')
    const picture = id && type ? await proposals.picture(id) : null
    if (!picture || picture.contentType !== type?.contentType) throw notFound()
    return c.body(new Uint8Array(picture.bytes), 200, { ...photoHeaders, 'Content-Type': picture.contentType })
  })
  return app
}
