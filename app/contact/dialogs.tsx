/**
 * The contact dialogs themselves, loaded lazily by contact-dialogs.tsx (conform, zod and the phone rules weigh
 * nothing on a page until one opens). Each posts through a fetcher to its page route's action; errors show in the
 * dialog, and a sent message shows the success alert, which closes the dialog after 3000 ms (SPEC §8).
 */
import { useFetcher, useLocation, useNavigate, useRouteLoaderData } from '@remix-run/react'
import { useEffect } from 'react'
import { closeDialogHref } from '#app/lib/dialog.ts'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { Dialog } from '#app/ui/dialog.tsx'
import { SentNotice } from '#app/ui/form-parts.tsx'
import type { ContactActionData } from './contact-schema.ts'
import { PriceRequestForm, priceRequestAction } from './price-request-form.tsx'
import { ProductQuestionForm, productQuestionAction } from './product-question-form.tsx'
import { WRITE_US_ACTION, WriteUsForm } from './write-us-form.tsx'

function positiveId(value: string | null): number | undefined {
  const id = Number(value)
  return Number.isSafeInteger(id) && id > 0 ? id : undefined
}

/** The dialog the URL names; the product dialogs need a product (`item`), the price request may name a seller. */
export function ContactDialog({ name, item, offer }: { name: string; item: string | null; offer: string | null }) {
  const productId = positiveId(item)
  if (name === 'write-us') return <WriteUsDialog />
  if (name === 'price-request' && productId) {
    return <PriceRequestDialog productId={productId} merchantId={positiveId(offer)} />
  }
  if (name === 'question' && productId) return <ProductQuestionDialog productId={productId} />
  return null
}

/** SPEC §8: success alerts close after 3000 ms. */
export const SENT_ALERT_MS = 3000

/** What the dialogs read of the product page's loader data, when they open over it. */
interface ProductPageData {
  product: { id: number; name: string; offers: { merchant: { id: number; name: string } }[] }
}

const PRODUCT_ROUTE_ID = 'routes/_shop.product.($slug)'

function useProductOnPage(productId: number) {
  const page = useRouteLoaderData<ProductPageData>(PRODUCT_ROUTE_ID)
  return page?.product.id === productId ? page.product : undefined
}

/** The dialog's fetcher, its last answer for the form, and the closing after a sent message. */
function useDialogSubmission() {
  const fetcher = useFetcher<ContactActionData>()
  const location = useLocation()
  const navigate = useNavigate()
  const back = closeDialogHref(location)
  const sent = fetcher.data?.status === 'sent'
  useEffect(() => {
    if (!sent) return
    const timer = setTimeout(() => navigate(back, { replace: true, preventScrollReset: true }), SENT_ALERT_MS)
    return () => clearTimeout(timer)
  }, [sent, back, navigate])
  const lastResult = fetcher.data?.status === 'error' ? fetcher.data.result : undefined
  return { fetcher, back, sent, lastResult, pathname: location.pathname }
}

export function WriteUsDialog() {
  const { t } = useTranslation()
  const { fetcher, back, sent, lastResult } = useDialogSubmission()
  return (
    <Dialog title={t('forms.writeUs.title')}>
      {sent ? (
        <SentNotice title={t('forms.writeUs.sent')} note={t('forms.writeUs.sentNote')} />
      ) : (
        <>
          <p>{t('forms.writeUs.lead')}</p>
          <WriteUsForm action={WRITE_US_ACTION} redirectTo={back} fetcher={fetcher} lastResult={lastResult} />
        </>
      )}
    </Dialog>
  )
}

export function PriceRequestDialog({ productId, merchantId }: { productId: number; merchantId?: number | undefined }) {
  const { t } = useTranslation()
  const { fetcher, back, sent, lastResult } = useDialogSubmission()
  const product = useProductOnPage(productId)
  const merchant = merchantId ? product?.offers.find((offer) => offer.merchant.id === merchantId)?.merchant : undefined
  return (
    <Dialog title={t('forms.priceRequest.title')}>
      {sent ? (
        <SentNotice title={t('forms.priceRequest.sent')} note={t('forms.priceRequest.sentNote')} />
      ) : (
        <>
          {product ? <p>{t('forms.priceRequest.product', { product: product.name })}</p> : null}
          {merchant ? <p>{t('forms.priceRequest.merchant', { merchant: merchant.name })}</p> : null}
          <p>{t('forms.priceRequest.lead')}</p>
          <PriceRequestForm
            action={priceRequestAction(productId, merchantId)}
            productId={productId}
            merchantId={merchantId}
            redirectTo={back}
            fetcher={fetcher}
            lastResult={lastResult}
          />
        </>
      )}
    </Dialog>
  )
}

export function ProductQuestionDialog({ productId }: { productId: number }) {
  const { t } = useTranslation()
  const { fetcher, back, sent, lastResult, pathname } = useDialogSubmission()
  const product = useProductOnPage(productId)
  return (
    <Dialog title={t('forms.question.title')}>
      {sent ? (
        <SentNotice title={t('forms.question.sent')} note={t('forms.question.sentNote')} />
      ) : (
        <>
          {product ? <p>{t('forms.question.product', { product: product.name })}</p> : null}
          <p>{t('forms.question.lead')}</p>
          <ProductQuestionForm
            action={productQuestionAction(productId)}
            productId={productId}
            page={pathname}
            redirectTo={back}
            fetcher={fetcher}
            lastResult={lastResult}
          />
        </>
      )}
    </Dialog>
  )
}
