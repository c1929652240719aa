/**
 * A price list's preview: how many rows change, stay, or cannot be read; every bad row with its error; each change
 * as «поле: было → стало»; and «Применить» (one form, one button) while it is not applied.
 */
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { DoneAlert } from '#app/account/done-alert.tsx'
import { formatPrice } from '#app/lib/format.ts'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { useSubmitting } from '#app/ui/use-submitting.ts'
import type { PriceListChange } from '#contract/price-lists.ts'
import { PRICE_LISTS_PATH } from './price-list-urls.ts'
import type { priceListLoader } from './price-lists.server.ts'

const moscowTime = new Intl.DateTimeFormat('ru-RU', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Moscow',
})

type Field = keyof PriceListChange['fields']

export function PriceListPage() {
  const { t } = useTranslation('seller')
  const { title, priceList } = useLoaderData<typeof priceListLoader>()
  const answer = useActionData<{ error: string }>()
  const action = `${PRICE_LISTS_PATH}/${priceList.id}`
  const applying = useSubmitting(action)
  return (
    <section className="seller-price-list" aria-labelledby="seller-price-list-title">
      <p>
        <Link to={PRICE_LISTS_PATH}>{t('priceLists.another')}</Link>
      </p>
      <h1 id="seller-price-list-title">{title}</h1>
      <DoneAlert texts={{ applied: t('priceLists.applied') }} />
      <p>
        {t('priceLists.summary', {
          file: priceList.file_name,
          rows: priceList.rows,
          changes: priceList.changes_count,
          unchanged: priceList.unchanged,
          errors: priceList.errors_count,
        })}
      </p>
      {answer?.error ? (
        <div className="alert alert--error" role="alert">
          <p>{answer.error}</p>
        </div>
      ) : null}
      {priceList.applied_at ? (
        <p>{t('priceLists.appliedAt', { date: moscowTime.format(new Date(priceList.applied_at)) })}</p>
      ) : priceList.changes_count === 0 ? (
        <p>{t('priceLists.nothing')}</p>
      ) : (
        <Form method="post" action={action}>
          <button type="submit" className="button" disabled={applying}>
            {applying ? t('priceLists.applying') : t('priceLists.apply', { count: priceList.changes_count })}
          </button>
        </Form>
      )}
      {priceList.errors_count > 0 ? (
        <>
          <h2>{t('priceLists.errorsTitle')}</h2>
          <p>{t('priceLists.errorsNote')}</p>
          <ul className="seller-price-list__errors" aria-label={t('priceLists.errorsTitle')}>
            {priceList.errors.map((error) => (
              <li key={error.row}>{error.message}</li>
            ))}
          </ul>
          {priceList.errors_count > priceList.errors.length ? (
            <p>{t('priceLists.moreShown', { shown: priceList.errors.length, count: priceList.errors_count })}</p>
          ) : null}
        </>
      ) : null}
      {priceList.changes_count > 0 ? (
        <>
          <h2>{t('priceLists.changesTitle')}</h2>
          <ul className="seller-price-list__changes" aria-label={t('priceLists.changesTitle')}>
            {priceList.changes.map((change) => (
              <ChangeItem key={change.row} change={change} />
            ))}
          </ul>
          {priceList.changes_count > priceList.changes.length ? (
            <p>{t('priceLists.moreShown', { shown: priceList.changes.length, count: priceList.changes_count })}</p>
          ) : null}
        </>
      ) : null}
    </section>
  )
}

function ChangeItem({ change }: { change: PriceListChange }) {
  const { t } = useTranslation('seller')
  const { t: common } = useTranslation()
  const shown = (field: Field, value: string | number | null): string => {
    if (value === null) return t('priceLists.none')
    if (field === 'price_gross') return formatPrice(value)
    if (field === 'availability') return common(`product.availability.${value as 'in_stock'}`)
    return String(value)
  }
  const fields = Object.entries(change.fields) as [
    Field,
    { from: string | number | null; to: string | number | null },
  ][]
  return (
    <li>
      <p>
        {t('priceLists.row')} {change.row}: <strong>{change.product_name}</strong>
        {change.article ? ` · ${change.article}` : ''}
        {change.offer_id === null ? ` · ${t('priceLists.newOffer')}` : ''}
      </p>
      <ul>
        {fields.map(([field, { from, to }]) => (
          <li key={field}>
            {t(`priceLists.fields.${field}`)}: {shown(field, from)} → {shown(field, to)}
          </li>
        ))}
      </ul>
    </li>
  )
}
