/** /account/requisites: the list of the buyer's payer requisites and the add / edit form (`?edit=new`, `?edit=12`). */
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import type { Requisite } from '#contract/requisites.ts'
import { ItemListPage } from './item-list-page.tsx'
import { RequisiteForm, type RequisiteFormAnswer, type RequisiteFormValues } from './requisite-form.tsx'
import { ACCOUNT_PATHS } from './urls.ts'

function formValuesOf(requisite: Requisite | undefined): RequisiteFormValues {
  if (!requisite) return {}
  const { id: _id, default: isDefault, ...fields } = requisite
  return {
    ...Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, value ?? ''])),
    default: isDefault ? 'on' : '',
  }
}

export function RequisitesPage({
  title,
  requisites,
  answer,
}: {
  title: string
  requisites: Requisite[]
  answer: RequisiteFormAnswer | undefined
}) {
  return (
    <ItemListPage
      kind="requisite"
      section="requisites"
      path={ACCOUNT_PATHS.requisites}
      title={title}
      items={requisites}
      nameOf={(requisite) => requisite.campaign_name}
      Details={RequisiteDetails}
      Form={RequisiteForm}
      initialOf={formValuesOf}
      answer={answer}
    />
  )
}

/** INN and KPP, those given, and the bank with the account. */
function RequisiteDetails({ item: requisite }: { item: Requisite }) {
  const { t } = useTranslation('account')
  const codes = [
    requisite.inn ? t('requisites.innShort', { value: requisite.inn }) : null,
    requisite.kpp ? t('requisites.kppShort', { value: requisite.kpp }) : null,
  ].filter(Boolean)
  return (
    <>
      {codes.length > 0 ? <p className="account-item__details">{codes.join(', ')}</p> : null}
      <p className="account-item__details">
        {t('requisites.bankShort', {
          bank: requisite.bank_name ?? requisite.bank_bik,
          account: requisite.bank_account,
        })}
      </p>
    </>
  )
}
