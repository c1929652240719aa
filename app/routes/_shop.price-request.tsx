/**
 * The price request as a page (SPEC §3), `/price-request?item=<product>&offer=<merchant>`: the `?dialog=price-request`
 * dialog posts here. Without JavaScript this page answers with the errors and the typed values, or, after a
 * redirect, «Запрос отправлен» with a link back.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { contactAction, pageState } from '#app/contact/contact.server.ts'
import { priceRequestSchema } from '#app/contact/contact-schema.ts'
import { PriceRequestForm, priceRequestAction } from '#app/contact/price-request-form.tsx'
import { loadContactProduct } from '#app/contact/product.server.ts'
import { ContactPage, contactPageMeta } from '#app/ui/form-page.tsx'
import { addPriceRequestCall } from '#contract/messages.ts'

export async function loader({ request, context }: LoaderFunctionArgs) {
  const state = pageState(request)
  const t = await context.t('common')
  const product = state.sent ? null : await loadContactProduct(context.api, new URL(request.url))
  return { ...state, product, title: t('forms.priceRequest.title') }
}

export async function action({ request, context }: ActionFunctionArgs) {
  return contactAction({
    request,
    schema: priceRequestSchema,
    form: 'price-request',
    visibleFields: ['name', 'email', 'phone', 'quantity', 'message', 'location'],
    send: async ({ redirectTo: _back, website: _honeypot, via: _via, ...body }) => {
      const api = context.api
      return api.call(addPriceRequestCall, { body })
    },
  })
}

export default function PriceRequestPage() {
  const { t } = useTranslation()
  const { sent, back, title, product } = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  return (
    <ContactPage
      title={title}
      intro={
        <>
          {product ? (
            <p>
              <Link to={product.path}>{t('forms.priceRequest.product', { product: product.name })}</Link>
            </p>
          ) : null}
          {product?.merchant ? <p>{t('forms.priceRequest.merchant', { merchant: product.merchant.name })}</p> : null}
          <p>{t('forms.priceRequest.lead')}</p>
        </>
      }
      sent={sent ? { title: t('forms.priceRequest.sent'), note: t('forms.priceRequest.sentNote'), back } : null}
    >
      <PriceRequestForm
        action={priceRequestAction(product?.id, product?.merchant?.id)}
        productId={product?.id}
        merchantId={product?.merchant?.id}
        redirectTo={back === '/' && product ? product.path : back}
        lastResult={answer?.status === 'error' ? answer.result : undefined}
      />
    </ContactPage>
  )
}

export const meta: MetaFunction<typeof loader> = ({ data }) => contactPageMeta(data?.title)
