/**
 * The price lists' page: what a file needs, the upload (a plain multipart form: a file and one button), and the
 * seller's offers to download as CSV or XLSX — the same columns an upload reads.
 */
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { useSubmitting } from '#app/ui/use-submitting.ts'
import { OFFERS_FILE, PRICE_LISTS_PATH } from './price-list-urls.ts'
import type { priceListsLoader } from './price-lists.server.ts'

export function PriceListsPage() {
  const { t } = useTranslation('seller')
  const { title } = useLoaderData<typeof priceListsLoader>()
  const answer = useActionData<{ error: string }>()
  const uploading = useSubmitting(PRICE_LISTS_PATH)
  return (
    <section className="seller-price-lists" aria-labelledby="seller-price-lists-title">
      <h1 id="seller-price-lists-title">{title}</h1>
      <p>{t('priceLists.lead')}</p>
      <p className="field__hint">{t('priceLists.columns')}</p>
      <Form method="post" action={PRICE_LISTS_PATH} encType="multipart/form-data" className="form account-form">
        <div className="field">
          <label htmlFor="price-list-file" className="field__label">
            {t('priceLists.file')}
          </label>
          <input
            id="price-list-file"
            type="file"
            name="file"
            required
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            className="field__input"
            aria-invalid={answer?.error ? true : undefined}
            aria-describedby={answer?.error ? 'price-list-file-error' : undefined}
          />
          <p id="price-list-file-error" className="field__error">
            {answer?.error ?? ''}
          </p>
        </div>
        <div className="form-actions">
          <button type="submit" className="button" disabled={uploading}>
            {uploading ? t('priceLists.uploading') : t('priceLists.upload')}
          </button>
        </div>
      </Form>
      <h2>{t('priceLists.download')}</h2>
      <ul className="seller-price-lists__downloads">
        <li>
          <a href={OFFERS_FILE.csv} download>
            {t('priceLists.downloadCsv')}
          </a>
        </li>
        <li>
          <a href={OFFERS_FILE.xlsx} download>
            {t('priceLists.downloadXlsx')}
          </a>
        </li>
      </ul>
    </section>
  )
}
