/**
 * The contact forms as pages (SPEC §3): where each dialog's form lands without JavaScript — with the errors and the
 * typed values, or, after a redirect, the success message with a link back.
 */
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import type { ReactNode } from 'react'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { ContactPage } from '#app/ui/form-page.tsx'
import type { loadPriceRequestPage, loadProductQuestionPage, loadWriteUsPage } from './contact-pages.server.ts'
import type { ContactActionData } from './contact-schema.ts'
import { PriceRequestForm, priceRequestAction } from './price-request-form.tsx'
import type { ContactProduct } from './product.server.ts'
import { ProductQuestionForm, productQuestionAction } from './product-question-form.tsx'
import { WRITE_US_ACTION, WriteUsForm } from './write-us-form.tsx'

/** The refused post's conform result, for the form to show again. */
function useRefusal() {
  const answer = useActionData<ContactActionData>()
  return answer?.status === 'error' ? answer.result : undefined
}

type FormTexts = 'writeUs' | 'priceRequest' | 'question'

/**
 * A contact form's page: the title, the product asked about and the lead (`intro` between them), then the form; or,
 * once sent, the success message with the way back.
 */
function FormPage({
  texts,
  page,
  product,
  intro,
  children,
}: {
  texts: FormTexts
  page: { sent: boolean; back: string; title: string }
  product?: ContactProduct | null
  intro?: ReactNode
  children: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <ContactPage
      title={page.title}
      intro={
        <>
          {product ? (
            <p>
              {/* Only the product forms have this text, and only they pass a product. */}
              <Link to={product.path}>{t(`forms.${texts as 'priceRequest'}.product`, { product: product.name })}</Link>
            </p>
          ) : null}
          {intro}
          <p>{t(`forms.${texts}.lead`)}</p>
        </>
      }
      sent={page.sent ? { title: t(`forms.${texts}.sent`), note: t(`forms.${texts}.sentNote`), back: page.back } : null}
    >
      {children}
    </ContactPage>
  )
}

export function WriteUsPage() {
  const page = useLoaderData<typeof loadWriteUsPage>()
  const lastResult = useRefusal()
  return (
    <FormPage texts="writeUs" page={page}>
      <WriteUsForm action={WRITE_US_ACTION} redirectTo={page.back} lastResult={lastResult} />
    </FormPage>
  )
}

export function PriceRequestPage() {
  const { t } = useTranslation()
  const page = useLoaderData<typeof loadPriceRequestPage>()
  const { back, product } = page
  const lastResult = useRefusal()
  return (
    <FormPage
      texts="priceRequest"
      page={page}
      product={product}
      intro={product?.merchant ? <p>{t('forms.priceRequest.merchant', { merchant: product.merchant.name })}</p> : null}
    >
      <PriceRequestForm
        action={priceRequestAction(product?.id, product?.merchant?.id)}
        productId={product?.id}
        merchantId={product?.merchant?.id}
        redirectTo={back === '/' && product ? product.path : back}
        lastResult={lastResult}
      />
    </FormPage>
  )
}

export function ProductQuestionPage() {
  const page = useLoaderData<typeof loadProductQuestionPage>()
  const { back, product } = page
  const lastResult = useRefusal()
  return (
    <FormPage texts="question" page={page} product={product}>
      {product ? (
        <ProductQuestionForm
          action={productQuestionAction(product.id)}
          productId={product.id}
          page={product.path}
          redirectTo={back === '/' ? product.path : back}
          lastResult={lastResult}
        />
      ) : null}
    </FormPage>
  )
}
