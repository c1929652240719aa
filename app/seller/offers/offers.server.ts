/**
 * The cabinet's offers (issue 15): the list (`?q=` name or article, `?availability=`, «Показать ещё» by `?shown=N`,
 * a plain link that works without JavaScript), one offer's terms (`/seller/offers/:id`), and a new offer of a
 * catalogue product (`/seller/offers/new`: `?q=` finds products, `?product=slug` opens the terms form). Saves go
 * back to the list with a notice (post/redirect/get); a refused save answers the form again with the Russian errors
 * and what was typed. An administrator reads with `?merchant=ID` and posts nothing.
 */
import { parseWithZod } from '@conform-to/zod'
import { type AppLoadContext, data } from '@remix-run/node'
import { backendErrors, redirectDone, refusedStatus } from '#app/account/account.server.ts'
import type { ApiClient } from '#app/lib/api/client.server.ts'
import { readForm } from '#app/lib/forms/read-form.server.ts'
import {
  firstPages,
  notFound,
  required,
  requireSeller,
  sellerData,
  sellersOwn,
  shownOf,
} from '#app/seller/seller.server.ts'
import { availabilitySchema } from '#contract/catalog.ts'
import { getMasterProductBySlugCall } from '#contract/products.ts'
import { getSellerMerchantCall } from '#contract/seller.ts'
import {
  createSellerOfferCall,
  findCatalogueProductsCall,
  getSellerOfferCall,
  listSellerOffersCall,
  type SellerOffer,
  updateSellerOfferCall,
} from '#contract/seller-offers.ts'
import { OFFER_FIELDS, offerBody, offerSchema } from './offer-schema.ts'
import { OFFERS_PATH, OFFERS_STEP } from './offer-urls.ts'

function listParams(request: Request) {
  const params = new URL(request.url).searchParams
  const q = (params.get('q') ?? '').trim().slice(0, 200)
  const availability = availabilitySchema.safeParse(params.get('availability')).data
  return { q, availability, shown: shownOf(params, OFFERS_STEP) }
}

export async function offersLoader(request: Request, context: AppLoadContext) {
  const access = await requireSeller(context, request)
  const { q, availability, shown } = listParams(request)
  const filter = { ...access.query, ...(q ? { q } : {}), ...(availability ? { availability } : {}) }
  const [pages, t] = await Promise.all([
    firstPages(shown, (page) =>
      access.api.call(listSellerOffersCall, { query: { ...filter, ...page } }).then(required),
    ),
    context.t('seller'),
  ])
  const offers: SellerOffer[] = pages.flatMap((page) => page.offers).slice(0, shown)
  return sellerData({
    title: t('offers.title'),
    offers,
    total: pages[0]?.pagination.total ?? 0,
    filter: { q, availability: availability ?? '' },
    readOnly: access.readOnly,
    merchantParam: access.merchantParam,
  })
}

const offerIdOf = (raw: string | undefined) => (raw && /^\d{1,10}$/.test(raw) ? raw : null)

export async function offerLoader(request: Request, context: AppLoadContext, rawId: string | undefined) {
  const access = await requireSeller(context, request)
  const id = offerIdOf(rawId)
  if (!id) throw notFound()
  const [{ offer }, t] = await Promise.all([
    access.api.call(getSellerOfferCall, { params: { id }, query: access.query }).then(required),
    context.t('seller'),
  ])
  return sellerData({
    title: t('offers.editTitle', { name: offer.product.name }),
    offer,
    readOnly: access.readOnly,
    merchantParam: access.merchantParam,
  })
}

export async function offerAction(request: Request, context: AppLoadContext, rawId: string | undefined) {
  const { api } = await requireSeller(context, request)
  const id = offerIdOf(rawId)
  if (!id) throw notFound()
  const form = await readForm(request)
  const submission = parseWithZod(form, { schema: offerSchema })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const answer = sellersOwn(
    await api.call(updateSellerOfferCall, { params: { id }, body: offerBody(submission.value) }),
  )
  if (answer.status === 404) throw notFound()
  if (answer.error !== null) {
    return data(
      { result: submission.reply(backendErrors(answer, OFFER_FIELDS)) },
      { status: refusedStatus(answer.status) },
    )
  }
  return redirectDone(OFFERS_PATH, 'offer-saved')
}

/** The product a new offer is of, by its slug: its id and name; null when there is none. */
async function productBySlug(api: ApiClient, slug: string) {
  if (!/^[a-z0-9-]{1,200}$/.test(slug)) return null
  const answer = await api.call(getMasterProductBySlugCall, { params: { slug }, cache: 'short' })
  return answer.data ? { id: answer.data.product.id, slug, name: answer.data.product.name } : null
}

export async function newOfferLoader(request: Request, context: AppLoadContext) {
  const { api, query } = await requireSeller(context, request)
  const params = new URL(request.url).searchParams
  const q = (params.get('q') ?? '').trim().slice(0, 200)
  const slug = params.get('product') ?? ''
  const [merchant, found, product, t] = await Promise.all([
    api.call(getSellerMerchantCall, { query }).then(required),
    q ? api.call(findCatalogueProductsCall, { query: { q } }).then(required) : null,
    slug ? productBySlug(api, slug) : null,
    context.t('seller'),
  ])
  if (slug && !product) throw notFound()
  return sellerData({
    title: t('offers.newTitle'),
    q,
    products: found?.products ?? null,
    product,
    city: merchant.merchant.city ?? '',
  })
}

export async function newOfferAction(request: Request, context: AppLoadContext) {
  const { api } = await requireSeller(context, request)
  const form = await readForm(request)
  const productId = Number(form.get('master_product_id'))
  if (!Number.isSafeInteger(productId) || productId <= 0) throw notFound()
  const submission = parseWithZod(form, { schema: offerSchema })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const answer = sellersOwn(
    await api.call(createSellerOfferCall, { body: { ...offerBody(submission.value), master_product_id: productId } }),
  )
  if (answer.error !== null) {
    return data(
      { result: submission.reply(backendErrors(answer, OFFER_FIELDS)) },
      { status: refusedStatus(answer.status) },
    )
  }
  return redirectDone(OFFERS_PATH, 'offer-added')
}
