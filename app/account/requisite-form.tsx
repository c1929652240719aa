/**
 * Add or edit payer requisites (SPEC §3 Requisite, §5). "Заполнить по ИНН" finds the company (getCompanyByParam)
 * and fills its name, INN, KPP, OGRN, legal address and director; "Найти банк" finds the bank by BIK
 * (getBankByBic) and fills its name and correspondent account. Without JavaScript both are submit buttons whose
 * answer is this form, filled; with JavaScript they ask /account/lookup and fill the form in place.
 *
 * The checksums are checked as the visitor leaves a field, by the same rules as the contract (decision 016).
 */
import { type FieldMetadata, getInputProps, type SubmissionResult } from '@conform-to/react'
import type { ReactNode } from 'react'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import {
  CheckboxField,
  describedBy,
  EmailField,
  FieldShell,
  formFrame,
  PhoneField,
  TextField,
  useZodForm,
} from '#app/ui/fields.tsx'
import { isValidBik, isValidInn } from '#contract/company-ids.ts'
import { requisiteMessages } from '#contract/requisites.ts'
import {
  accountLimits,
  INTENT_FIELD,
  type LookupAnswer,
  type RequisiteForm as RequisiteValues,
  requisiteSchema,
} from './account-schema.ts'
import { ItemForm, type ItemFormProps, SAVE_INTENT } from './item-form.tsx'
import { useRequisiteLookups } from './use-requisite-lookups.tsx'

export const REQUISITE_INTENTS = {
  save: SAVE_INTENT,
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

export type RequisiteFormValues = Partial<Record<keyof RequisiteValues, string>>

/**
 * The form's two look-ups, by the field whose code they take: the code's check and its message, where to ask, and
 * the texts (account.json `requisites.*`) for a code not typed yet, nothing found, and the form filled.
 */
export const CODE_LOOKUPS = {
  inn: {
    isValid: isValidInn,
    message: requisiteMessages.inn,
    url: (inn: string) => `/account/lookup?kind=company&inn=${encodeURIComponent(inn)}`,
    texts: { first: 'innFirst', notFound: 'companyNotFound', filled: 'companyFilled' },
  },
  bank_bik: {
    isValid: isValidBik,
    message: requisiteMessages.bik,
    url: (bik: string) => `/account/lookup?kind=bank&bik=${encodeURIComponent(bik)}`,
    texts: { first: 'bikFirst', notFound: 'bankNotFound', filled: 'bankFilled' },
  },
} as const

/** A look-up's answer as the field it belongs to, what it fills (null: nothing found) and the name found. */
export function lookupOutcome(data: LookupAnswer) {
  if (data.kind === 'company') return { field: 'inn', fill: data.company, name: data.company?.campaign_name } as const
  if (data.kind === 'bank') return { field: 'bank_bik', fill: data.bank, name: data.bank?.bank_name } as const
  return null
}

export function RequisiteForm(props: ItemFormProps<RequisiteFormValues, RequisiteFormAnswer>) {
  const { initial, answer } = props
  const { t } = useTranslation('account')
  const [form, fields] = useZodForm(requisiteSchema, answer?.result, { id: 'requisite-form', defaultValue: initial })
  const lookups = useRequisiteLookups({
    prefix: '',
    answered: answer?.notice ?? null,
    answerKey: answer,
    fill: (found) => form.update({ value: { ...(form.value ?? {}), ...found } }),
    validate: (name) => form.validate({ name }),
  })

  return (
    <ItemForm {...props} frame={formFrame(form)} saveLabel={t('requisites.save')}>
      <RequisiteFieldsets
        fields={fields}
        codeLookup={(field, idle) => ({
          meta: fields[field],
          button: lookups.button(
            field,
            idle,
            field === 'inn' ? REQUISITE_INTENTS.fillByInn : REQUISITE_INTENTS.findBank,
          ),
          note: lookups.note(field),
        })}
      />
      <CheckboxField meta={fields.default} label={t('requisites.default')} />
    </ItemForm>
  )
}

type RequisiteFieldName = Exclude<keyof RequisiteValues, 'default'>
/** What a code field (INN, BIK) is wired to: its field, its look-up button, and what the look-up said. */
export type CodeLookup = Pick<Parameters<typeof CodeWithButton>[0], 'meta' | 'button' | 'note'>

/**
 * The requisites' fields in their three groups — company, bank, director — as the account's form and checkout's new
 * requisites both show them. The caller wires the INN and BIK look-ups (`codeLookup` gets the button's idle label).
 */
export function RequisiteFieldsets({
  fields,
  codeLookup,
}: {
  fields: Record<RequisiteFieldName, FieldMetadata<unknown>>
  codeLookup: (field: 'inn' | 'bank_bik', idleLabel: string) => CodeLookup
}) {
  const { t } = useTranslation('account')
  const field = (name: RequisiteFieldName) => ({ meta: fields[name], label: t(`requisites.${name}`) })
  return (
    <>
      <CompanyAndBankFieldsets fields={fields} codeLookup={codeLookup} />
      <fieldset className="account-form__group">
        <legend>{t('requisites.director')}</legend>
        <TextField {...field('director_fio')} required autoComplete="name" maxLength={accountLimits.directorName} />
        <div className="account-form__row">
          <PhoneField {...field('director_phone')} hint={t('profile.phoneHint')} required />
          <EmailField {...field('director_email')} required />
        </div>
      </fieldset>
    </>
  )
}

type CompanyAndBankField = Exclude<RequisiteFieldName, `director_${string}`>

/**
 * The company's and the bank's fieldsets of requisites, with the INN and BIK look-ups: the account's and checkout's
 * requisites and a seller's settings. Without `addr_post` among the fields, the postal address is left out; with
 * `innRequired`, the INN is marked required.
 */
export function CompanyAndBankFieldsets({
  fields,
  codeLookup,
  innRequired = false,
}: {
  fields: Record<Exclude<CompanyAndBankField, 'addr_post'>, FieldMetadata<unknown>> & {
    addr_post?: FieldMetadata<unknown>
  }
  codeLookup: (field: 'inn' | 'bank_bik', idleLabel: string) => CodeLookup
  innRequired?: boolean
}) {
  const { t } = useTranslation('account')
  // Each field's label is its name's text in account.json `requisites.*`.
  const field = (name: Exclude<CompanyAndBankField, 'addr_post'>) => ({
    meta: fields[name],
    label: t(`requisites.${name}`),
  })
  return (
    <>
      <fieldset className="account-form__group">
        <legend>{t('requisites.company')}</legend>
        <CodeWithButton
          {...codeLookup('inn', t('requisites.fillByInn'))}
          label={t('requisites.inn')}
          hint={t('requisites.innHint')}
          required={innRequired}
          maxLength={20}
        />
        <TextField
          {...field('campaign_name')}
          required
          autoComplete="organization"
          maxLength={accountLimits.companyName}
        />
        <div className="account-form__row">
          <TextField {...field('kpp')} maxLength={12} inputMode="numeric" />
          <TextField {...field('ogrn')} maxLength={20} inputMode="numeric" />
        </div>
        <TextField {...field('addr_jur')} maxLength={accountLimits.address} />
        {fields.addr_post && (
          <TextField meta={fields.addr_post} label={t('requisites.addr_post')} maxLength={accountLimits.address} />
        )}
      </fieldset>

      <fieldset className="account-form__group">
        <legend>{t('requisites.bank')}</legend>
        <CodeWithButton
          {...codeLookup('bank_bik', t('requisites.findBank'))}
          label={t('requisites.bank_bik')}
          hint={t('requisites.bikHint')}
          required
          maxLength={12}
        />
        <TextField {...field('bank_name')} maxLength={accountLimits.bankName} />
        <TextField {...field('bank_account')} required maxLength={30} inputMode="numeric" />
        <TextField {...field('bank_corr_account')} maxLength={30} inputMode="numeric" />
      </fieldset>
    </>
  )
}

/** A code field (INN, BIK) with the button that fills the form from it (checkout's new requisites use it too). */
export function CodeWithButton({
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
    <FieldShell meta={meta} label={label} required={required} hint={hint} note={note}>
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
    </FieldShell>
  )
}
