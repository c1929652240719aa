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
import { Link, useActionData, useLoaderData, useSearchParams } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { DoneAlert } from '#app/components/account/done-alert.tsx'
import { ItemActions, ItemConfirmDialog, useItemBusy } from '#app/components/account/item-actions.tsx'
import { accountMeta } from '#app/components/account/meta.ts'
import {
  REQUISITE_INTENTS,
  RequisiteForm,
  type RequisiteFormAnswer,
  type RequisiteFormValues,
} from '#app/components/account/requisite-form.tsx'
import {
  ACCOUNT_PATHS,
  CONFIRM_DIALOGS,
  editHref,
  keepAccountData,
  NEW_ITEM,
  readEdit,
} from '#app/components/account/urls.ts'
import {
  ACCOUNT_HEADERS,
  accountApi,
  backendErrors,
  findBank,
  findCompany,
  formAgain,
  postedValues,
  redirectDone,
  refusedStatus,
  required,
  signedIn,
} from '#app/lib/account.server.ts'
import type { ApiClient } from '#app/lib/api/client.server.ts'
import { DIALOG_PARAM } from '#app/lib/dialog.ts'
import { accountTexts, INTENT_FIELD, onlyDigits, requisiteSchema } from '#app/lib/forms/account.ts'
import { serverT } from '#app/lib/i18n.server.ts'
import { isValidBik, isValidInn } from '#contract/company-ids.ts'
import { deleteRequisiteCall, listRequisitesCall, type Requisite, updateRequisitesCall } from '#contract/requisites.ts'

const PATH = ACCOUNT_PATHS.requisites
const VISIBLE_FIELDS = [
  'campaign_name',
  'inn',
  'ogrn',
  'kpp',
  'addr_jur',
  'addr_post',
  'bank_bik',
  'bank_account',
  'bank_name',
  'bank_corr_account',
  'director_fio',
  'director_phone',
  'director_email',
] as const
const texts = accountTexts.requisites

export const handle = { i18n: 'account' }

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await accountApi(request, context)
  const [list, t] = await Promise.all([api.call(listRequisitesCall), serverT(request, 'account')])
  const { requisites } = required(list)
  return data({ title: t('requisites.title'), requisites }, { headers: ACCOUNT_HEADERS })
}

export async function action({ request, context }: ActionFunctionArgs) {
  const api = await accountApi(request, context)
  const form = await request.formData()
  const intent = form.get(INTENT_FIELD)
  if (intent === 'default' || intent === 'delete') return itemAction(api, intent, Number(form.get('id')))
  if (intent === REQUISITE_INTENTS.fillByInn) return fillByInn(api, form)
  if (intent === REQUISITE_INTENTS.findBank) return fillBank(api, form)
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

async function fillByInn(api: ApiClient, form: FormData) {
  const values = formValues(form)
  const inn = onlyDigits(String(values.inn ?? ''))
  if (!inn) {
    return again({ result: formAgain(values), notice: { field: 'inn', found: false, text: texts.innFirst } }, 400)
  }
  if (!isValidInn(inn)) return again({ result: formAgain(values, { inn: [texts.messages.inn] }) }, 400)
  const company = await findCompany(api, inn)
  if (!company) {
    return again({ result: formAgain(values), notice: { field: 'inn', found: false, text: texts.companyNotFound } })
  }
  return again({
    result: formAgain(filledWith(values, { ...company })),
    notice: { field: 'inn', found: true, text: texts.companyFilled.replace('{{name}}', company.campaign_name) },
  })
}

async function fillBank(api: ApiClient, form: FormData) {
  const values = formValues(form)
  const bik = onlyDigits(String(values.bank_bik ?? ''))
  if (!bik) {
    return again({ result: formAgain(values), notice: { field: 'bank_bik', found: false, text: texts.bikFirst } }, 400)
  }
  if (!isValidBik(bik)) return again({ result: formAgain(values, { bank_bik: [texts.messages.bik] }) }, 400)
  const bank = await findBank(api, bik)
  if (!bank) {
    return again({ result: formAgain(values), notice: { field: 'bank_bik', found: false, text: texts.bankNotFound } })
  }
  return again({
    result: formAgain(filledWith(values, { ...bank })),
    notice: { field: 'bank_bik', found: true, text: texts.bankFilled.replace('{{name}}', bank.bank_name) },
  })
}

async function save(api: ApiClient, form: FormData) {
  const submission = parseWithZod(form, { schema: requisiteSchema })
  if (submission.status !== 'success') return again({ result: submission.reply() }, 400)
  const v = submission.value
  const id = Number(form.get('id'))
  const editing = Number.isSafeInteger(id) && id > 0
  const answer = signedIn(
    await api.call(updateRequisitesCall, {
      body: {
        ...(editing ? { id } : {}),
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
    }),
  )
  if (answer.error !== null) {
    if (answer.status === 404) throw new Response('Not Found', { status: 404 })
    return again({ result: submission.reply(backendErrors(answer, VISIBLE_FIELDS)) }, refusedStatus(answer.status))
  }
  return redirectDone(PATH, editing ? 'saved' : 'added')
}

async function itemAction(api: ApiClient, intent: 'default' | 'delete', id: number) {
  if (!Number.isSafeInteger(id) || id <= 0) throw new Response('Not Found', { status: 404 })
  if (intent === 'delete') {
    const answer = signedIn(await api.call(deleteRequisiteCall, { params: { id } }))
    if (answer.status === 404) throw new Response('Not Found', { status: 404 })
    if (answer.error !== null) throw new Response(answer.error, { status: 500 })
    return redirectDone(PATH, 'deleted')
  }
  const { requisites } = required(await api.call(listRequisitesCall))
  const requisite = requisites.find((r) => r.id === id)
  if (!requisite) throw new Response('Not Found', { status: 404 })
  const answer = signedIn(await api.call(updateRequisitesCall, { body: { ...requisite, default: true } }))
  if (answer.status === 404) throw new Response('Not Found', { status: 404 })
  if (answer.error !== null) throw new Response(answer.error, { status: 500 })
  return redirectDone(PATH, 'default')
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
  const { t } = useTranslation('account')
  const { title, requisites } = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  const [params] = useSearchParams()
  const edit = readEdit(params)
  const editing = typeof edit === 'number' ? requisites.find((r) => r.id === edit) : undefined
  const formOpen = edit === NEW_ITEM || editing !== undefined
  const dialog = params.get(DIALOG_PARAM)
  const confirmItem = requisites.find((r) => r.id === Number(params.get('item')))

  return (
    <>
      <h1>{title}</h1>
      <DoneAlert
        texts={{
          added: t('requisites.done.added'),
          saved: t('requisites.done.saved'),
          default: t('requisites.done.default'),
          deleted: t('requisites.done.deleted'),
        }}
      />
      {formOpen ? (
        <section className="account-section" aria-labelledby="requisite-form-title">
          <h2 id="requisite-form-title">{editing ? t('requisites.editTitle') : t('requisites.newTitle')}</h2>
          <RequisiteForm
            key={editing?.id ?? NEW_ITEM}
            action={editHref(PATH, editing?.id ?? NEW_ITEM)}
            cancelTo={PATH}
            itemId={editing?.id ?? null}
            initial={formValuesOf(editing)}
            answer={answer}
          />
        </section>
      ) : (
        <p>
          <Link to={editHref(PATH, NEW_ITEM)} className="button">
            {t('requisites.add')}
          </Link>
        </p>
      )}
      {requisites.length === 0 ? (
        <p>{t('requisites.empty')}</p>
      ) : (
        <ul className="account-list" aria-label={t('requisites.listLabel')}>
          {requisites.map((requisite) => (
            <RequisiteItem key={requisite.id} requisite={requisite} />
          ))}
        </ul>
      )}
      {confirmItem && dialog === CONFIRM_DIALOGS.requisiteDefault ? (
        <ItemConfirmDialog
          kind="requisite"
          id={confirmItem.id}
          intent="default"
          title={t('requisites.confirmDefaultTitle')}
          question={t('requisites.confirmDefault', { name: confirmItem.campaign_name })}
          action={PATH}
        />
      ) : null}
      {confirmItem && dialog === CONFIRM_DIALOGS.requisiteDelete ? (
        <ItemConfirmDialog
          kind="requisite"
          id={confirmItem.id}
          intent="delete"
          title={t('requisites.confirmDeleteTitle')}
          question={t('requisites.confirmDelete', { name: confirmItem.campaign_name })}
          action={PATH}
        />
      ) : null}
    </>
  )
}

function RequisiteItem({ requisite }: { requisite: Requisite }) {
  const { t } = useTranslation('account')
  const busy = useItemBusy('requisite', requisite.id)
  const codes = [
    requisite.inn ? t('requisites.innShort', { value: requisite.inn }) : null,
    requisite.kpp ? t('requisites.kppShort', { value: requisite.kpp }) : null,
  ].filter(Boolean)
  return (
    <li
      className={`account-item${requisite.default ? ' account-item--default' : ''}${busy ? ' account-item--busy' : ''}`}
    >
      <div className="account-item__body">
        <p className="account-item__title">
          {requisite.campaign_name}
          {requisite.default ? <span className="account-item__badge">{t('isDefault')}</span> : null}
        </p>
        {codes.length > 0 ? <p className="account-item__details">{codes.join(', ')}</p> : null}
        <p className="account-item__details">
          {t('requisites.bankShort', {
            bank: requisite.bank_name ?? requisite.bank_bik,
            account: requisite.bank_account,
          })}
        </p>
      </div>
      <ItemActions
        kind="requisite"
        id={requisite.id}
        isDefault={requisite.default}
        name={requisite.campaign_name}
        editTo={editHref(PATH, requisite.id)}
        dialogs={{ makeDefault: CONFIRM_DIALOGS.requisiteDefault, remove: CONFIRM_DIALOGS.requisiteDelete }}
      />
    </li>
  )
}

export const meta: MetaFunction<typeof loader> = ({ data }) => accountMeta(data)
