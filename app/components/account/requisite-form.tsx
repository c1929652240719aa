/**
 * Add or edit payer requisites (SPEC §3 Requisite, §5). "Заполнить по ИНН" finds the company (getCompanyByParam)
 * and fills its name, INN, KPP, OGRN, legal address and director; "Найти банк" finds the bank by BIK
 * (getBankByBic) and fills its name and correspondent account. Without JavaScript both are submit buttons whose
 * answer is this form, filled; with JavaScript they ask /account/lookup and fill the form in place.
 *
 * The checksums are checked as the visitor leaves a field, by the same rules as the contract (decision 016).
 */
import { type FieldMetadata, getFormProps, getInputProps, type SubmissionResult, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { Form, Link, useFetcher, useNavigation } from '@remix-run/react'
import { type ReactNode, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  accountLimits,
  INTENT_FIELD,
  type LookupAnswer,
  onlyDigits,
  type RequisiteForm as RequisiteValues,
  requisiteSchema,
} from '#app/lib/forms/account.ts'
import { isValidBik, isValidInn } from '#contract/company-ids.ts'
import { CheckboxField, describedBy, FieldFrame, FormError, InputField, PhoneField } from './fields.tsx'
import { useHydrated } from './use-hydrated.ts'

export const REQUISITE_INTENTS = {
  save: 'save',
  fillByInn: 'fill-inn',
  findBank: 'find-bank',
} as const

/** A look-up's outcome, shown under its field. */
export interface LookupNotice {
  field: 'inn' | 'bank_bik'
  found: boolean
  text: string
}

export interface RequisiteFormAnswer {
  result: SubmissionResult<string[]>
  notice?: LookupNotice | null
}

export type RequisiteFormValues = Partial<Record<keyof RequisiteValues, string | boolean>>

export function RequisiteForm({
  action,
  cancelTo,
  itemId,
  initial,
  answer,
}: {
  action: string
  cancelTo: string
  itemId: number | null
  initial: RequisiteFormValues
  answer: RequisiteFormAnswer | undefined
}) {
  const { t } = useTranslation('account')
  const hydrated = useHydrated()
  const navigation = useNavigation()
  const lookup = useFetcher<LookupAnswer>()
  const [notice, setNotice] = useState<LookupNotice | null>(answer?.notice ?? null)
  const [asking, setAsking] = useState<LookupNotice['field'] | null>(null)
  const [form, fields] = useForm({
    id: 'requisite-form',
    lastResult: answer?.result,
    defaultValue: initial,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: requisiteSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  useEffect(() => setNotice(answer?.notice ?? null), [answer])

  // A company or bank found with JavaScript fills the form in place.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new answer of the look-up fills the form
  useEffect(() => {
    const data = lookup.data
    if (!data || lookup.state !== 'idle') return
    const current = (form.value ?? {}) as Record<string, unknown>
    if (data.kind === 'company') {
      if (!data.company) {
        setNotice({ field: 'inn', found: false, text: t('requisites.companyNotFound') })
        return
      }
      const filled = Object.fromEntries(Object.entries(data.company).filter(([, value]) => value))
      form.update({ value: { ...current, ...filled } })
      setNotice({
        field: 'inn',
        found: true,
        text: t('requisites.companyFilled', { name: data.company.campaign_name }),
      })
    } else if (data.kind === 'bank') {
      if (!data.bank) {
        setNotice({ field: 'bank_bik', found: false, text: t('requisites.bankNotFound') })
        return
      }
      const filled = Object.fromEntries(Object.entries(data.bank).filter(([, value]) => value))
      form.update({ value: { ...current, ...filled } })
      setNotice({ field: 'bank_bik', found: true, text: t('requisites.bankFilled', { name: data.bank.bank_name }) })
    }
  }, [lookup.data, lookup.state])

  /** With JavaScript: check the code here, then ask the look-up; without, the button posts the form. */
  const lookUp = (event: React.MouseEvent<HTMLButtonElement>, field: 'inn' | 'bank_bik') => {
    if (!hydrated) return
    event.preventDefault()
    const input = event.currentTarget.form?.elements.namedItem(field)
    const value = onlyDigits(input instanceof HTMLInputElement ? input.value : '')
    const valid = field === 'inn' ? isValidInn(value) : isValidBik(value)
    if (!value || !valid) {
      setNotice(
        value
          ? null
          : { field, found: false, text: field === 'inn' ? t('requisites.innFirst') : t('requisites.bikFirst') },
      )
      if (value) form.validate({ name: field })
      return
    }
    setNotice(null)
    setAsking(field)
    lookup.load(
      field === 'inn'
        ? `/account/lookup?kind=company&inn=${encodeURIComponent(value)}`
        : `/account/lookup?kind=bank&bik=${encodeURIComponent(value)}`,
    )
  }
  const searching = (field: LookupNotice['field']) => lookup.state === 'loading' && asking === field

  const saving =
    navigation.state !== 'idle' &&
    navigation.formAction === action &&
    navigation.formData?.get(INTENT_FIELD) === REQUISITE_INTENTS.save
  const noticeOf = (field: LookupNotice['field']): ReactNode =>
    notice?.field === field ? (
      <p className={`field__note${notice.found ? '' : ' field__note--warn'}`} role="status">
        {notice.text}
      </p>
    ) : null

  return (
    <Form method="post" action={action} preventScrollReset className="form account-form" {...getFormProps(form)}>
      {/* First in the form: Enter in any field saves, rather than pressing "Заполнить по ИНН". */}
      <button
        type="submit"
        name={INTENT_FIELD}
        value={REQUISITE_INTENTS.save}
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
      >
        {t('requisites.save')}
      </button>
      {itemId ? <input type="hidden" name="id" value={itemId} /> : null}
      <FormError id={form.errorId} errors={form.errors} />
      <p className="field__hint">{t('requiredNote')}</p>

      <fieldset className="account-form__group">
        <legend>{t('requisites.company')}</legend>
        <CodeWithButton
          meta={fields.inn}
          label={t('requisites.inn')}
          hint={t('requisites.innHint')}
          maxLength={20}
          button={{
            label: searching('inn') ? t('requisites.searching') : t('requisites.fillByInn'),
            intent: REQUISITE_INTENTS.fillByInn,
            onClick: (event) => lookUp(event, 'inn'),
          }}
          note={noticeOf('inn')}
        />
        <InputField
          meta={fields.campaign_name}
          label={t('requisites.campaign_name')}
          required
          autoComplete="organization"
          maxLength={accountLimits.companyName}
        />
        <div className="account-form__row">
          <InputField meta={fields.kpp} label={t('requisites.kpp')} maxLength={12} inputMode="numeric" />
          <InputField meta={fields.ogrn} label={t('requisites.ogrn')} maxLength={20} inputMode="numeric" />
        </div>
        <InputField meta={fields.addr_jur} label={t('requisites.addr_jur')} maxLength={accountLimits.address} />
        <InputField meta={fields.addr_post} label={t('requisites.addr_post')} maxLength={accountLimits.address} />
      </fieldset>

      <fieldset className="account-form__group">
        <legend>{t('requisites.bank')}</legend>
        <CodeWithButton
          meta={fields.bank_bik}
          label={t('requisites.bank_bik')}
          hint={t('requisites.bikHint')}
          required
          maxLength={12}
          button={{
            label: searching('bank_bik') ? t('requisites.searching') : t('requisites.findBank'),
            intent: REQUISITE_INTENTS.findBank,
            onClick: (event) => lookUp(event, 'bank_bik'),
          }}
          note={noticeOf('bank_bik')}
        />
        <InputField meta={fields.bank_name} label={t('requisites.bank_name')} maxLength={accountLimits.bankName} />
        <InputField
          meta={fields.bank_account}
          label={t('requisites.bank_account')}
          required
          maxLength={30}
          inputMode="numeric"
        />
        <InputField
          meta={fields.bank_corr_account}
          label={t('requisites.bank_corr_account')}
          maxLength={30}
          inputMode="numeric"
        />
      </fieldset>

      <fieldset className="account-form__group">
        <legend>{t('requisites.director')}</legend>
        <InputField
          meta={fields.director_fio}
          label={t('requisites.director_fio')}
          required
          autoComplete="name"
          maxLength={accountLimits.directorName}
        />
        <div className="account-form__row">
          <PhoneField
            meta={fields.director_phone}
            label={t('requisites.director_phone')}
            hint={t('profile.phoneHint')}
            required
          />
          <InputField
            meta={fields.director_email}
            label={t('requisites.director_email')}
            type="email"
            required
            autoComplete="email"
            maxLength={accountLimits.email}
          />
        </div>
      </fieldset>
      <CheckboxField meta={fields.default} label={t('requisites.default')} />

      <div className="form-actions">
        <button type="submit" name={INTENT_FIELD} value={REQUISITE_INTENTS.save} className="button" disabled={saving}>
          {saving ? t('saving') : t('requisites.save')}
        </button>
        <Link to={cancelTo} className="button button--secondary">
          {t('cancel')}
        </Link>
      </div>
    </Form>
  )
}

/** A code field (INN, BIK) with the button that fills the form from it. */
function CodeWithButton({
  meta,
  label,
  hint,
  required,
  maxLength,
  button,
  note,
}: {
  meta: FieldMetadata<unknown>
  label: string
  hint: string
  required?: boolean
  maxLength: number
  button: { label: string; intent: string; onClick: (event: React.MouseEvent<HTMLButtonElement>) => void }
  note: ReactNode
}) {
  const { key, ...props } = getInputProps(meta, { type: 'text', ariaAttributes: true })
  return (
    <FieldFrame meta={meta} label={label} required={required} hint={hint} note={note}>
      <div className="combobox__row">
        <input
          key={key}
          {...props}
          className="field__input"
          required={required}
          maxLength={maxLength}
          inputMode="numeric"
          autoComplete="off"
          aria-describedby={describedBy(meta, hint)}
        />
        <button
          type="submit"
          name={INTENT_FIELD}
          value={button.intent}
          formNoValidate
          className="button button--secondary"
          onClick={button.onClick}
        >
          {button.label}
        </button>
      </div>
    </FieldFrame>
  )
}
