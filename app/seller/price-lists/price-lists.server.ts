/**
 * The cabinet's price lists (issue 15): `/seller/price-lists` uploads a CSV or XLSX file (a plain multipart form, its
 * size bounded while it streams in) and goes to its preview; `/seller/price-lists/:id` shows every change and every
 * bad row, and «Применить» writes the changes (post/redirect/get with a notice). `/seller/price-lists/offers.csv` and
 * `.xlsx` pass on the seller's offers as a file, as the back-end makes it.
 */
import {
  type AppLoadContext,
  data,
  MaxPartSizeExceededError,
  redirect,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
} from '@remix-run/node'
import { redirectDone } from '#app/account/account.server.ts'
import { signOutTo } from '#app/context/session.server.ts'
import { unreadableForm } from '#app/lib/forms/read-form.server.ts'
import { SELLER_HEADERS, sellerApi, sellersData, sellersOwn, viewedMerchant } from '#app/seller/seller-access.server.ts'
import {
  applyPriceListCall,
  exportOffersCall,
  getPriceListCall,
  PRICE_LIST_MAX_BYTES,
  priceListMessages,
  uploadPriceListCall,
} from '#contract/price-lists.ts'
import { PRICE_LISTS_PATH } from './price-list-urls.ts'

export async function priceListsLoader(context: AppLoadContext) {
  sellerApi(context)
  const t = await context.t('seller')
  return data({ title: t('priceLists.title') }, { headers: SELLER_HEADERS })
}

export async function uploadAction(request: Request, context: AppLoadContext) {
  const api = sellerApi(context)
  const refuse = (error: string, status = 400) => data({ error }, { status, headers: SELLER_HEADERS })
  let form: FormData
  try {
    form = await unstable_parseMultipartFormData(
      request,
      unstable_createMemoryUploadHandler({ maxPartSize: PRICE_LIST_MAX_BYTES }),
    )
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError) return refuse(priceListMessages.fileSize, 413)
    return unreadableForm()
  }
  const file = form.get('file')
  if (!(file instanceof Blob) || file.size === 0) return refuse(priceListMessages.fileRequired)
  const upload = new FormData()
  upload.set('file', file, file instanceof File ? file.name : 'price-list')
  const answer = sellersOwn(await api.call(uploadPriceListCall, { form: upload }))
  if (!answer.data) return refuse(answer.fields?.file?.[0] ?? answer.error, answer.status === 413 ? 413 : 400)
  return redirect(`${PRICE_LISTS_PATH}/${answer.data.price_list.id}`, { status: 303, headers: SELLER_HEADERS })
}

const notFound = () => new Response('Not Found', { status: 404, headers: SELLER_HEADERS })
const listIdOf = (raw: string | undefined) => (raw && /^[0-9a-f-]{36}$/.test(raw) ? raw : null)

export async function priceListLoader(request: Request, context: AppLoadContext, rawId: string | undefined) {
  const api = sellerApi(context)
  const id = listIdOf(rawId)
  if (!id) throw notFound()
  const [answer, t] = await Promise.all([
    api.call(getPriceListCall, { params: { id }, query: viewedMerchant(request) }),
    context.t('seller'),
  ])
  if (answer.status === 404) throw notFound()
  const { price_list } = sellersData(answer)
  return data({ title: t('priceLists.previewTitle'), priceList: price_list }, { headers: SELLER_HEADERS })
}

export async function applyAction(context: AppLoadContext, rawId: string | undefined) {
  const api = sellerApi(context)
  const id = listIdOf(rawId)
  if (!id) throw notFound()
  const answer = sellersOwn(await api.call(applyPriceListCall, { params: { id } }))
  if (answer.status === 404) throw notFound()
  if (!answer.data) return data({ error: answer.error }, { status: 409, headers: SELLER_HEADERS })
  return redirectDone(`${PRICE_LISTS_PATH}/${id}`, 'applied')
}

const FILE_HEADERS = ['Content-Type', 'Content-Disposition', 'Content-Length'] as const

/** The seller's offers as a file, passed on as the back-end makes it. */
export async function exportLoader(request: Request, context: AppLoadContext, format: 'csv' | 'xlsx') {
  sellerApi(context)
  const response = await context.api.raw(exportOffersCall.path, {
    query: { format, ...viewedMerchant(request) },
    signal: request.signal,
  })
  if (response.status === 401) throw signOutTo('/')
  if (response.status === 403 || response.status === 400) throw redirect('/', { headers: SELLER_HEADERS })
  if (!response.ok) {
    console.error(`Offers export: the back-end answered ${response.status}`)
    return new Response('Bad Gateway', { status: 502, headers: SELLER_HEADERS })
  }
  const headers = new Headers(SELLER_HEADERS)
  for (const name of FILE_HEADERS) {
    const value = response.headers.get(name)
    if (value) headers.set(name, value)
  }
  return new Response(response.body, { status: 200, headers })
}
