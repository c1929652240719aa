/**
 * The product question (or callback request) as a page (SPEC §3), `/product-question?item=<product>`: the
 * `?dialog=question` dialog posts here. Without JavaScript this page answers with the errors and the typed values,
 * or, after a redirect, «Сообщение отправлено» with a link back.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { contactAction, pageState } from '#app/contact/contact.server.ts'
import { productQuestionSchema } from '#app/contact/contact-schema.ts'
import { loadContactProduct } from '#app/contact/product.server.ts'
import { ProductQuestionForm, productQuestionAction } from '#app/contact/product-question-form.tsx'
import { safeRedirectPath } from '#app/lib/redirect-target.ts'
import { ContactPage, contactPageMeta } from '#app/ui/form-page.tsx'
import { addProductQuestionCall } from '#contract/messages.ts'

export async function loader({ request, context }: LoaderFunctionArgs) {
  const state = pageState(request)
  const t = await context.t('common')
  const product = state.sent ? null : await loadContactProduct(context.api, new URL(request.url))
  // A question is always about a product.
  if (!state.sent && !product) throw new Response('Not Found', { status: 404 })
  return { ...state, product, title: t('forms.question.title') }
}

export async function action({ request, context }: ActionFunctionArgs) {
  return contactAction({
    request,
    schema: productQuestionSchema,
    form: 'product-question',
    visibleFields: ['name', 'phone', 'email', 'question', 'location', 'quantity'],
    rename: { 'product.quantity': 'quantity' },
    send: async ({ product_id, page, quantity, name, phone, email, question, location, token }) => {
      const api = context.api
      return api.call(addProductQuestionCall, {
        body: {
          // Only a path of this site counts as the page asked from.
          product: { id: product_id, page: safeRedirectPath(page, ''), quantity },
          name,
          phone,
          email,
          question,
          location,
          token,
        },
      })
    },
  })
}

export default function ProductQuestionPage() {
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
              <Link to={product.path}>{t('forms.question.product', { product: product.name })}</Link>
            </p>
          ) : null}
          <p>{t('forms.question.lead')}</p>
        </>
      }
      sent={sent ? { title: t('forms.question.sent'), note: t('forms.question.sentNote'), back } : null}
    >
      {product ? (
        <ProductQuestionForm
          action={productQuestionAction(product.id)}
          productId={product.id}
          page={product.path}
          redirectTo={back === '/' ? product.path : back}
          lastResult={answer?.status === 'error' ? answer.result : undefined}
        />
      ) : null}
    </ContactPage>
  )
}

export const meta: MetaFunction<typeof loader> = ({ data }) => contactPageMeta(data?.title)
