/**
 * A new product proposal: the product (name, brand, category, the maker's article, description, specifications,
 * VAT rate) and the seller's offer of it, in one form with one action, «Отправить на проверку»; Enter in a field
 * sends it. Pictures are added on the proposal's page, so a refused post never loses a chosen file.
 */
import type { SubmissionResult } from '@conform-to/react'
import { getSelectProps } from '@conform-to/react'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { OfferTermsFieldset } from '#app/seller/offers/offer-form.tsx'
import {
  describedBy,
  FieldShell,
  formFrame,
  SelectField,
  TextareaField,
  TextField,
  useZodForm,
} from '#app/ui/fields.tsx'
import { FormErrors, SubmitRow } from '#app/ui/form-parts.tsx'
import { useSubmitting } from '#app/ui/use-submitting.ts'
import { proposalLimits, VAT_RATES } from '#contract/product-proposals.ts'
import { NEW_PRODUCT_PATH, PRODUCTS_PATH } from './product-urls.ts'
import { proposalFormSchema } from './proposal-schema.ts'
import type { newProposalLoader } from './proposals.server.ts'

export function NewProposalPage() {
  const { t } = useTranslation('seller')
  const { title, categories, city, readOnly } = useLoaderData<typeof newProposalLoader>()
  const answer = useActionData<{ result: SubmissionResult<string[]> }>()
  const [form, fields] = useZodForm(proposalFormSchema, answer?.result, {
    id: 'proposal-form',
    defaultValue: { vat_rate: '22', availability: 'in_stock', min_order: '1', step: '1', warehouse_city: city },
  })
  const frame = formFrame(form)
  const sending = useSubmitting(NEW_PRODUCT_PATH)
  const { key: categoryKey, ...categoryProps } = getSelectProps(fields.category_id, { ariaAttributes: true })
  return (
    <section className="seller-offer-page" aria-labelledby="seller-new-product-title">
      <p>
        <Link to={PRODUCTS_PATH}>{t('products.back')}</Link>
      </p>
      <h1 id="seller-new-product-title">{title}</h1>
      <p>{t('products.lead')}</p>
      <Form method="post" action={NEW_PRODUCT_PATH} className="form account-form" {...frame.props}>
        <FormErrors id={frame.errorId} errors={frame.errors} />
        <fieldset disabled={readOnly} className="seller-offer__fields">
          <legend>{t('products.product')}</legend>
          <TextField
            meta={fields.name}
            label={t('products.name')}
            hint={t('products.nameHint')}
            required
            maxLength={proposalLimits.name}
          />
          <div className="account-form__row">
            <TextField
              meta={fields.brand}
              label={t('products.brand')}
              hint={t('products.brandHint')}
              maxLength={proposalLimits.brand}
            />
            <FieldShell meta={fields.category_id} label={t('products.category')} required>
              <select
                key={categoryKey}
                {...categoryProps}
                required
                className="field__input"
                aria-describedby={describedBy(fields.category_id)}
              >
                <option value="">{t('products.chooseCategory')}</option>
                {categories.map((top) =>
                  top.children.length === 0 ? (
                    <option key={top.id} value={top.id}>
                      {top.name}
                    </option>
                  ) : (
                    <optgroup key={top.id} label={top.name}>
                      <option value={top.id}>{top.name}</option>
                      {top.children.map((child) => (
                        <option key={child.id} value={child.id}>
                          {child.name}
                        </option>
                      ))}
                    </optgroup>
                  ),
                )}
              </select>
            </FieldShell>
          </div>
          <div className="account-form__row">
            <TextField
              meta={fields.product_article}
              label={t('products.productArticle')}
              maxLength={proposalLimits.article}
            />
            <SelectField
              meta={fields.vat_rate}
              label={t('products.vatRate')}
              options={VAT_RATES.map((rate) => ({ value: String(rate), label: t(`products.vat.${rate}`) }))}
            />
          </div>
          <TextareaField
            meta={fields.description}
            label={t('products.description')}
            maxLength={proposalLimits.description}
          />
          <TextareaField meta={fields.specs} label={t('products.specs')} hint={t('products.specsHint')} />
        </fieldset>
        <OfferTermsFieldset fields={fields} readOnly={readOnly} legend={t('products.offer')} />
        {readOnly ? null : <SubmitRow label={t('products.send')} busyLabel={t('products.sending')} busy={sending} />}
      </Form>
    </section>
  )
}
