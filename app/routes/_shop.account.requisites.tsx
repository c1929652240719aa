/**
 * /account/requisites (SPEC §2 "payer requisites"): the list, the add / edit form (`?edit=new`, `?edit=12`) with the
 * company filled by INN and the bank by BIK, and "make default" / "delete", each confirmed. One action takes every
 * post by its `intent`:
 * - save: add or replace (POST /api/user/updateRequisites with or without `id`); the checksums are checked here with
 *   the contract's rules before the call, and again by the back-end;
 * - fill-inn / find-bank: the form again, filled from the company or bank found (how autofill works without
 *   JavaScript; with it, /account/lookup answers and the form fills in place);
 * - default / delete (from a confirmation): done, and back to the list with the notice.
 */
import { parseWithZod } from '@conform-to/zod'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import {
  accountApi,
  accountPage,
  editedId,
  findBank,
  findCompany,
  formAgain,
  itemAction,
  postedValues,
  required,
  saved,
} from '#app/account/account.server.ts'
import { accountTexts, INTENT_FIELD, onlyDigits, requisiteSchema } from '#app/account/account-schema.ts'
import { ItemListPage } from '#app/account/item-list-page.tsx'
import { accountMeta } from '#app/account/meta.ts'
import {
  CODE_LOOKUPS,
  type LookupNotice,
  REQUISITE_INTENTS,
  RequisiteForm,
  type RequisiteFormAnswer,
  type RequisiteFormValues,
} from '#app/account/requisite-form.tsx'
import { ACCOUNT_PATHS, keepAccountData } from '#app/account/urls.ts'
import type { ApiClient } from '#app/lib/api/client.server.ts'
import { readForm } from '#app/lib/forms/read-form.server.ts'
import {
  deleteRequisiteCall,
  listRequisitesCall,
  type Requisite,
  requisiteFieldsObject,
  updateRequisitesCall,
} from '#contract/requisites.ts'

const PATH = ACCOUNT_PATHS.requisites
/** The back-end's field errors shown under a field: every field of the form but the "default" box. */
const VISIBLE_FIELDS = Object.keys(requisiteFieldsObject.shape).filter((name) => name !== 'default')
const texts = accountTexts.requisites

export const handle = { i18n: 'account' }

export const loader = ({ context }: LoaderFunctionArgs) =>
  accountPage(context, 'requisites', async (api) => required(await api.call(listRequisitesCall)))

export async function action({ request, context }: ActionFunctionArgs) {
  const api = await accountApi(context)
  const form = await readForm(request)
  const intent = form.get(INTENT_FIELD)
  if (intent === 'default' || intent === 'delete') {
    return itemAction(PATH, intent, form, {
      list: async () => required(await api.call(listRequisitesCall)).requisites,
      update: (requisite) => api.call(updateRequisitesCall, { body: requisite }),
      remove: (id) => api.call(deleteRequisiteCall, { params: { id } }),
    })
  }
  if (intent === REQUISITE_INTENTS.fillByInn) return fill(api, form, 'inn')
  if (intent === REQUISITE_INTENTS.findBank) return fill(api, form, 'bank_bik')
  return save(api, form)
}

const again = (answer: RequisiteFormAnswer, status = 200) => data(answer, { status })
const formValues = (form: FormData) => postedValues(form, [INTENT_FIELD])

/** Only what the look-up knows replaces what was typed; the rest stays. */
function filledWith(values: Record<string, string | string[]>, found: Record<string, string | null>) {
  const filled = { ...values }
  for (const [key, value] of Object.entries(found)) if (value) filled[key] = value
  return filled
}

/** "Заполнить по ИНН" / "Найти банк" without JavaScript: the form again, filled from the company or bank found. */
async function fill(api: ApiClient, form: FormData, field: LookupNotice['field']) {
  const { isValid, message, texts: keys } = CODE_LOOKUPS[field]
  const values = formValues(form)
  const code = onlyDigits(String(values[field] ?? ''))
  if (!code) return again({ result: formAgain(values), notice: { field, found: false, text: texts[keys.first] } }, 400)
  if (!isValid(code)) return again({ result: formAgain(values, { [field]: [message] }) }, 400)
  const found = field === 'inn' ? await findCompany(api, code) : await findBank(api, code)
  if (!found) return again({ result: formAgain(values), notice: { field, found: false, text: texts[keys.notFound] } })
  const name = 'campaign_name' in found ? found.campaign_name : found.bank_name
  return again({
    result: formAgain(filledWith(values, { ...found })),
    notice: { field, found: true, text: texts[keys.filled].replace('{{name}}', name) },
  })
}

async function save(api: ApiClient, form: FormData) {
  const submission = parseWithZod(form, { schema: requisiteSchema })
  if (submission.status !== 'success') return again({ result: submission.reply() }, 400)
  const v = submission.value
  const id = editedId(form)
  const answer = await api.call(updateRequisitesCall, {
    body: {
      ...(id ? { id } : {}),
      campaign_name: v.campaign_name,
      inn: v.inn ?? null,
      ogrn: v.ogrn ?? null,
      kpp: v.kpp ?? null,
      addr_jur: v.addr_jur ?? null,
      addr_post: v.addr_post ?? null,
      bank_bik: v.bank_bik,
      bank_account: v.bank_account,
      bank_name: v.bank_name ?? null,
      bank_corr_account: v.bank_corr_account ?? null,
      director_fio: v.director_fio,
      director_phone: v.director_phone,
      director_email: v.director_email,
      default: v.default ?? false,
    },
  })
  return saved(PATH, id !== null, answer, submission, VISIBLE_FIELDS)
}

export const shouldRevalidate = keepAccountData

function formValuesOf(requisite: Requisite | undefined): RequisiteFormValues {
  if (!requisite) return {}
  const { id: _id, default: isDefault, ...fields } = requisite
  return {
    ...Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, value ?? ''])),
    default: isDefault ? 'on' : '',
  }
}

export default function RequisitesPage() {
  const { title, requisites } = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  return (
    <ItemListPage
      kind="requisite"
      section="requisites"
      path={PATH}
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

export const meta: MetaFunction<typeof loader> = ({ data }) => accountMeta(data)
