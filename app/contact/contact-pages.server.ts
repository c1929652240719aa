/**
 * The contact forms' own pages (SPEC §3): /write-us, /price-request?item=&offer= and /product-question?item=. Their
 * loaders read the success state and the product asked about; their actions send the form (contact.server.ts)
 * through the request's API client, which carries a signed-in visitor's token: the back-end stores the asker, whose
 * account then lists the sellers' answers (decision 043).
 */
import type { AppLoadContext } from '@remix-run/node'
import { safeRedirectPath } from '#app/lib/redirect-target.ts'
import { addAppealCall, addPriceRequestCall, addProductQuestionCall } from '#contract/messages.ts'
import { contactAction, pageState } from './contact.server.ts'
import { loadContactProduct } from './product.server.ts'

export async function loadWriteUsPage(request: Request, context: AppLoadContext) {
  const t = await context.t('common')
  return { ...pageState(request), title: t('forms.writeUs.title') }
}

/** A product's form page: the product asked about, unless the page shows its success state. */
async function productFormPage(request: Request, context: AppLoadContext) {
  const state = pageState(request)
  const t = await context.t('common')
  const product = state.sent ? null : await loadContactProduct(context.api, new URL(request.url))
  return { state, t, product }
}

export async function loadPriceRequestPage(request: Request, context: AppLoadContext) {
  const { state, t, product } = await productFormPage(request, context)
  return { ...state, product, title: t('forms.priceRequest.title') }
}

export async function loadProductQuestionPage(request: Request, context: AppLoadContext) {
  const { state, t, product } = await productFormPage(request, context)
  // A question is always about a product.
  if (!state.sent && !product) throw new Response('Not Found', { status: 404 })
  return { ...state, product, title: t('forms.question.title') }
}

export function sendAppeal(request: Request, context: AppLoadContext) {
  return contactAction(request, 'write-us', ({ name, email, phone, message, token }) =>
    context.api.call(addAppealCall, { body: { name, email, phone, message, token } }),
  )
}

export function sendPriceRequest(request: Request, context: AppLoadContext) {
  return contactAction(request, 'price-request', ({ redirectTo: _back, website: _honeypot, via: _via, ...body }) =>
    context.api.call(addPriceRequestCall, { body }),
  )
}

export function sendProductQuestion(request: Request, context: AppLoadContext) {
  return contactAction(
    request,
    'product-question',
    ({ product_id, page, quantity, name, phone, email, question, location, merchant_id, token }) =>
      context.api.call(addProductQuestionCall, {
        body: {
          // Only a path of this site counts as the page asked from.
          product: { id: product_id, page: safeRedirectPath(page, ''), quantity },
          name,
          phone,
          email,
          question,
          location,
          merchant_id,
          token,
        },
      }),
  )
}
