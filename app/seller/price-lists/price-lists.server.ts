/**
 * The cabinet's price lists (issue 15): `/seller/price-lists` uploads a CSV or XLSX file (a plain multipart form, its
 * size bounded while it streams in) and goes to its preview; `/seller/price-lists/:id` shows every change and every
 * bad row, and «Применить» writes the changes (post/redirect/get with a notice). `/seller/price-lists/offers.csv` and
 * `.xlsx` pass on the seller's offers as a file, as the back-end makes it.
 */
import { type AppLoadContext, data, redirect } from '@remix-run/node'
import { redirectDone } from '#app/account/account.server.ts'
import { fileToPass, readUploadForm } from '#app/lib/forms/read-form.server.ts'
import {
  notFound,
  passOn,
  required,
  requireSeller,
  SELLER_HEADERS,
  sellerData,
  sellersOwn,
} from '#app/seller/seller.server.ts'
import {
  applyPriceListCall,
  exportOffersCall,
  getPriceListCall,
  PRICE_LIST_MAX_BYTES,
  priceListMessages,
  uploadPriceListCall,
} from '#contract/price-lists.ts'
import { PRICE_LISTS_PATH } from './price-list-urls.ts'

export async function priceListsLoader(request: Request, context: AppLoadContext) {
  await requireSeller(context, request)
  const t = await context.t('seller')
  return sellerData({ title: t('priceLists.title') })
}

export async function uploadAction(request: Request, context: AppLoadContext) {
  const { api } = await requireSeller(context, request)
  const refuse = (error: string, status = 400) => data({ error }, { status, headers: SELLER_HEADERS })
  const form = await readUploadForm(request, PRICE_LIST_MAX_BYTES)
  if (!form) return refuse(priceListMessages.fileSize, 413)
  const upload = fileToPass(form, 'file', 'price-list')
  if (!upload) return refuse(priceListMessages.fileRequired)
  const answer = sellersOwn(await api.call(uploadPriceListCall, { form: upload }))
  if (!answer.data) return refuse(answer.fields?.file?.[0] ?? answer.error, answer.status === 413 ? 413 : 400)
  return redirect(`${PRICE_LISTS_PATH}/${answer.data.price_list.id}`, { status: 303, headers: SELLER_HEADERS })
}

const listIdOf = (raw: string | undefined) => (raw && /^[0-9a-f-]{36}$/.test(raw) ? raw : null)

export async function priceListLoader(request: Request, context: AppLoadContext, rawId: string | undefined) {
  const { api, query } = await requireSeller(context, request)
  const id = listIdOf(rawId)
  if (!id) throw notFound()
  const [{ price_list }, t] = await Promise.all([
    api.call(getPriceListCall, { params: { id }, query }).then(required),
    context.t('seller'),
  ])
  return sellerData({ title: t('priceLists.previewTitle'), priceList: price_list })
}

export async function applyAction(request: Request, context: AppLoadContext, rawId: string | undefined) {
  const { api } = await requireSeller(context, request)
  const id = listIdOf(rawId)
  if (!id) throw notFound()
  const answer = sellersOwn(await api.call(applyPriceListCall, { params: { id } }))
  if (answer.status === 404) throw notFound()
  if (!answer.data) return data({ error: answer.error }, { status: 409, headers: SELLER_HEADERS })
  return redirectDone(`${PRICE_LISTS_PATH}/${id}`, 'applied')
}

/** The seller's offers as a file, passed on as the back-end makes it. */
export async function exportLoader(request: Request, context: AppLoadContext, format: 'csv' | 'xlsx') {
  const { api, query } = await requireSeller(context, request)
  const response = await api.raw(exportOffersCall.path, { query: { format, ...query }, signal: request.signal })
  if (response.status === 403 || response.status === 400) throw redirect('/', { headers: SELLER_HEADERS })
  return passOn(response, 'Offers export')
}
