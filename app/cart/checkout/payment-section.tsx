/**
 * Payment (SPEC §3 payment types): «Картой онлайн» (3, the default), «По счёту — реквизиты из профиля» (1, a choice
 * of the buyer's requisites) or «По счёту — новые реквизиты» (2, the account's requisites fields inline, the company
 * filled by INN and the bank by BIK). What belongs to a type shows when it is chosen (CSS, so also without
 * JavaScript). A private buyer (card) ordering a precursor attaches a passport copy; once uploaded it is kept in
 * hidden fields across refusals, and another file replaces it.
 */
import { getSelectProps } from '@conform-to/react'
import { RequisiteFieldsets } from '#app/account/requisite-form.tsx'
import { useRequisiteLookups } from '#app/account/use-requisite-lookups.tsx'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { PASSPORT_FILE_TYPES } from '#contract/orders.ts'
import type { Requisite } from '#contract/requisites.ts'
import {
  CHECKOUT_INTENTS,
  PASSPORT_FIELD,
  PASSPORT_ID_FIELD,
  PASSPORT_NAME_FIELD,
  paymentTypes,
} from './checkout-schema.ts'
import { ChoiceSection } from './choice-group.tsx'
import type { AnyField, CheckoutFields, RequisiteNotice } from './types.ts'

type CodeField = 'inn' | 'bank_bik'

export function PaymentSection({
  fields,
  formUpdate,
  formValue,
  requisites,
  paymentType,
  onPaymentType,
  needsPassport,
  passport,
  passportError,
  notice: answeredNotice,
}: {
  fields: CheckoutFields
  /** conform's `form.update`, to fill the new requisites from a look-up. */
  formUpdate: (options: { name: string; value: unknown }) => void
  formValue: unknown
  requisites: Requisite[]
  paymentType: string
  onPaymentType: (value: string) => void
  needsPassport: boolean
  /** The passport copy uploaded by an earlier post of this form. */
  passport: { id: string; name: string } | null
  passportError: string | undefined
  notice: RequisiteNotice | null
}) {
  const { t } = useTranslation(['checkout', 'account'])
  const requisite = fields.new_requisite.getFieldset() as Record<string, AnyField>
  const lookups = useRequisiteLookups({
    prefix: 'new_requisite.',
    answered: answeredNotice,
    fill: (found) => {
      const current = ((formValue as Record<string, unknown> | undefined)?.new_requisite ?? {}) as Record<
        string,
        unknown
      >
      formUpdate({ name: 'new_requisite', value: { ...current, ...found } })
    },
  })
  /** A code field's wiring to its look-up: its button (labelled `idle` until it asks) and what the look-up said. */
  const codeLookup = (field: CodeField, idle: string, intent: string) => ({
    meta: requisite[field] as AnyField,
    button: lookups.button(field, idle, intent),
    note: lookups.note(field),
  })

  const typeChoice = (value: number, label: string, hint: string) => ({
    value: String(value),
    label: (
      <span className="checkout-choice__name">
        {label}
        <span className="checkout-choice__detail">{hint}</span>
      </span>
    ),
  })
  const types = [
    typeChoice(paymentTypes.card, t('payment.card'), t('payment.cardHint')),
    typeChoice(paymentTypes.existingRequisite, t('payment.existing'), t('payment.invoiceHint')),
    typeChoice(paymentTypes.newRequisite, t('payment.new'), t('payment.invoiceHint')),
  ]
  const requisiteField = fields.requisite_id
  const { key: selectKey, ...selectProps } = getSelectProps(requisiteField, { ariaAttributes: true })

  const choice = { field: fields.payment_type, choices: types, value: paymentType, onChange: onPaymentType }

  return (
    <ChoiceSection section="payment" {...choice}>
      <div className="checkout-pay checkout-pay--existing">
        {requisites.length === 0 ? <p className="field__hint">{t('payment.noRequisites')}</p> : null}
        <div className="field">
          <label htmlFor={requisiteField.id} className="field__label">
            {t('payment.requisite')}
          </label>
          <select
            key={selectKey}
            {...selectProps}
            className="field__input"
            aria-describedby={requisiteField.errors?.length ? requisiteField.errorId : undefined}
          >
            <option value="">{t('payment.chooseRequisite')}</option>
            {requisites.map((item) => (
              <option key={item.id} value={item.id}>
                {item.inn
                  ? t('payment.requisiteLine', { name: item.campaign_name, inn: item.inn })
                  : item.campaign_name}
              </option>
            ))}
          </select>
          <p id={requisiteField.errorId} className="field__error">
            {requisiteField.errors?.[0] ?? ''}
          </p>
        </div>
      </div>

      <div className="checkout-pay checkout-pay--new">
        <h3 className="checkout-section__subtitle">{t('payment.newTitle')}</h3>
        <p className="field__hint">{t('payment.newHint')}</p>
        <RequisiteFieldsets
          fields={requisite as Parameters<typeof RequisiteFieldsets>[0]['fields']}
          codeLookup={(field, idle) =>
            codeLookup(field, idle, field === 'inn' ? CHECKOUT_INTENTS.fillByInn : CHECKOUT_INTENTS.findBank)
          }
        />
      </div>

      {needsPassport ? (
        <PassportField id={(fields[PASSPORT_FIELD] as AnyField).id} passport={passport} error={passportError} />
      ) : null}
    </ChoiceSection>
  )
}

/** The passport copy: a file input, and the copy an earlier post uploaded (kept in hidden fields). */
function PassportField({
  id,
  passport,
  error,
}: {
  id: string
  passport: { id: string; name: string } | null
  error: string | undefined
}) {
  const { t } = useTranslation('checkout')
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  return (
    <div className="checkout-pay checkout-pay--card checkout-passport">
      <h3 className="checkout-section__subtitle">{t('passport.title')}</h3>
      {passport ? (
        <>
          <input type="hidden" name={PASSPORT_ID_FIELD} value={passport.id} />
          <input type="hidden" name={PASSPORT_NAME_FIELD} value={passport.name} />
          <p className="field__note" role="status">
            {t('passport.uploaded', { name: passport.name })} {t('passport.replace')}
          </p>
        </>
      ) : null}
      <div className="field">
        <label htmlFor={id} className="field__label">
          {t('passport.label')}
          {passport ? null : (
            <span className="field__required" aria-hidden="true">
              {' *'}
            </span>
          )}
        </label>
        <input
          // A copy the post uploaded empties the input, so the same file is not sent again.
          key={passport?.id ?? 'none'}
          type="file"
          id={id}
          name={PASSPORT_FIELD}
          accept={PASSPORT_FILE_TYPES.join(',')}
          className="field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={[error ? errorId : null, hintId].filter(Boolean).join(' ')}
        />
        <p id={hintId} className="field__hint">
          {t('passport.hint')}
        </p>
        <p id={errorId} className="field__error">
          {error ?? ''}
        </p>
      </div>
    </div>
  )
}
