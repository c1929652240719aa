/**
 * /account/addresses (SPEC §2 "delivery addresses"): the list, the add / edit form (`?edit=new`, `?edit=12`) with
 * address suggestions, and "make default" / "delete", each confirmed (`?dialog=address-default&item=12`). One action
 * takes every post by its `intent`:
 * - save: add or replace; a refused post answers 400 with the errors and what was typed;
 * - find-city / find-street and a chosen suggestion (`pick_city`, `pick_street`): the form again, with the choices
 *   or filled from the choice (how suggestions work without JavaScript; with it, /account/lookup answers);
 * - default / delete (from a confirmation): done, and back to the list with the notice.
 */
import { parseWithZod } from '@conform-to/zod'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData, useSearchParams } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import {
  ADDRESS_INTENTS,
  AddressForm,
  type AddressFormAnswer,
  type AddressFormValues,
  hasDeliveryIds,
  PICK_CITY,
  PICK_STREET,
} from '#app/components/account/address-form.tsx'
import { DoneAlert } from '#app/components/account/done-alert.tsx'
import { ItemActions, ItemConfirmDialog, useItemBusy } from '#app/components/account/item-actions.tsx'
import { accountMeta } from '#app/components/account/meta.ts'
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
  findCities,
  findDeliveryIds,
  findStreets,
  formAgain,
  parseCityChoice,
  parseStreetChoice,
  postedValues,
  redirectDone,
  refusedStatus,
  required,
  signedIn,
} from '#app/lib/account.server.ts'
import type { ApiClient } from '#app/lib/api/client.server.ts'
import { DIALOG_PARAM } from '#app/lib/dialog.ts'
import { accountTexts, addressSchema, INTENT_FIELD } from '#app/lib/forms/account.ts'
import { serverT } from '#app/lib/i18n.server.ts'
import {
  type Address,
  addAddressCall,
  deleteAddressCall,
  listAddressesCall,
  updateAddressCall,
} from '#contract/addresses.ts'

const PATH = ACCOUNT_PATHS.addresses
const VISIBLE_FIELDS = ['city_full', 'street', 'house', 'apartment', 'entrance', 'floor', 'intercom'] as const
const texts = accountTexts.addresses

export const handle = { i18n: 'account' }

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await accountApi(request, context)
  const [list, t] = await Promise.all([api.call(listAddressesCall), serverT(request, 'account')])
  const { addresses } = required(list)
  return data({ title: t('addresses.title'), addresses }, { headers: ACCOUNT_HEADERS })
}

export async function action({ request, context }: ActionFunctionArgs) {
  const api = await accountApi(request, context)
  const form = await request.formData()
  const intent = form.get(INTENT_FIELD)
  if (intent === 'default' || intent === 'delete') return itemAction(api, intent, Number(form.get('id')))
  if (form.has(PICK_CITY)) return pickCity(api, form)
  if (form.has(PICK_STREET)) return pickStreet(form)
  if (intent === ADDRESS_INTENTS.findCity) return findCity(api, form)
  if (intent === ADDRESS_INTENTS.findStreet) return findStreet(api, form)
  return save(api, form)
}

/** What the form shows again: the text fields as posted, the buttons' own fields left out. */
const formValues = (form: FormData) => postedValues(form, [INTENT_FIELD, PICK_CITY, PICK_STREET])

const again = (answer: AddressFormAnswer, status = 200) => data(answer, { status })

async function findCity(api: ApiClient, form: FormData) {
  const values = formValues(form)
  const query = String(values.city_full ?? '').trim()
  if (!query) return again({ result: formAgain(values, { city_full: [accountTexts.errors.required] }) }, 400)
  return again({ result: formAgain(values), cityChoices: await findCities(api, query) })
}

async function findStreet(api: ApiClient, form: FormData) {
  const values = formValues(form)
  const kladrId = String(values.kladr_id ?? '')
  const query = [values.street, values.house].filter((v) => typeof v === 'string' && v.trim()).join(' ')
  if (!kladrId || values.picked_city !== values.city_full) {
    return again({ result: formAgain(values, { street: [texts.cityFirst] }) }, 400)
  }
  if (!query.trim()) return again({ result: formAgain(values, { street: [accountTexts.errors.required] }) }, 400)
  return again({ result: formAgain(values), streetChoices: await findStreets(api, query, kladrId) })
}

/** A city chosen without JavaScript: its ids, and the delivery services' ids of it, go into the form. */
async function pickCity(api: ApiClient, form: FormData) {
  const values = formValues(form)
  const choice = parseCityChoice(form.get(PICK_CITY))
  if (!choice) return again({ result: formAgain(values) }, 400)
  const delivery = choice.kladr_id ? await findDeliveryIds(api, choice.kladr_id) : null
  const cityFias = choice.fias_id ?? delivery?.fias_id ?? ''
  return again({
    result: formAgain({
      ...values,
      city_full: choice.value,
      kladr_id: choice.kladr_id ?? '',
      fias_id: cityFias,
      city_fias_id: cityFias,
      street_kladr_id: '',
      picked_city: choice.value,
      picked_street: '',
      cdek_id: delivery?.cdek_id ?? '',
      boxberry_id: delivery?.boxberry_id ?? '',
      dpd_id: delivery?.dpd_id ?? '',
    }),
    cityChosen: { city: choice.value, delivery: hasDeliveryIds(delivery) },
  })
}

function pickStreet(form: FormData) {
  const values = formValues(form)
  const choice = parseStreetChoice(form.get(PICK_STREET))
  if (!choice) return again({ result: formAgain(values) }, 400)
  return again({
    result: formAgain({
      ...values,
      street: choice.street,
      house: choice.house ?? String(values.house ?? ''),
      street_kladr_id: choice.street_kladr_id ?? '',
      fias_id: choice.fias_id ?? String(values.city_fias_id ?? ''),
      picked_street: choice.street,
    }),
  })
}

async function save(api: ApiClient, form: FormData) {
  const submission = parseWithZod(form, { schema: addressSchema })
  if (submission.status !== 'success') {
    return again({ result: submission.reply() }, 400)
  }
  const v = submission.value
  // Ids a suggestion gave belong to the text it was chosen for; text typed over it has none.
  const cityKept = form.get('picked_city') === v.city_full
  const streetKept = cityKept && form.get('picked_street') === v.street
  const cityFias = form.get('city_fias_id')
  const body = {
    city_full: v.city_full,
    street: v.street,
    house: v.house,
    apartment: v.apartment ?? null,
    entrance: v.entrance ?? null,
    floor: v.floor ?? null,
    intercom: v.intercom ?? null,
    kladr_id: cityKept ? (v.kladr_id ?? null) : null,
    fias_id: streetKept ? (v.fias_id ?? null) : cityKept && typeof cityFias === 'string' && cityFias ? cityFias : null,
    street_kladr_id: streetKept ? (v.street_kladr_id ?? null) : null,
    cdek_id: cityKept ? (v.cdek_id ?? null) : null,
    boxberry_id: cityKept ? (v.boxberry_id ?? null) : null,
    dpd_id: cityKept ? (v.dpd_id ?? null) : null,
    default: v.default ?? false,
  }
  const id = Number(form.get('id'))
  const editing = Number.isSafeInteger(id) && id > 0
  const answer = signedIn(
    editing ? await api.call(updateAddressCall, { params: { id }, body }) : await api.call(addAddressCall, { body }),
  )
  if (answer.error !== null) {
    if (answer.status === 404) throw new Response('Not Found', { status: 404 })
    return again({ result: submission.reply(backendErrors(answer, VISIBLE_FIELDS)) }, refusedStatus(answer.status))
  }
  return redirectDone(PATH, editing ? 'saved' : 'added')
}

/** Make default or delete, confirmed first (SPEC §8); another user's or an unknown id is a 404. */
async function itemAction(api: ApiClient, intent: 'default' | 'delete', id: number) {
  if (!Number.isSafeInteger(id) || id <= 0) throw new Response('Not Found', { status: 404 })
  if (intent === 'delete') {
    const answer = signedIn(await api.call(deleteAddressCall, { params: { id } }))
    if (answer.status === 404) throw new Response('Not Found', { status: 404 })
    if (answer.error !== null) throw new Response(answer.error, { status: 500 })
    return redirectDone(PATH, 'deleted')
  }
  const { addresses } = required(await api.call(listAddressesCall))
  const address = addresses.find((a) => a.id === id)
  if (!address) throw new Response('Not Found', { status: 404 })
  const { id: _id, ...fields } = address
  const answer = signedIn(await api.call(updateAddressCall, { params: { id }, body: { ...fields, default: true } }))
  if (answer.status === 404) throw new Response('Not Found', { status: 404 })
  if (answer.error !== null) throw new Response(answer.error, { status: 500 })
  return redirectDone(PATH, 'default')
}

export const shouldRevalidate = keepAccountData

/** One line of an address, as the list and the confirmations name it. */
function useAddressLine() {
  const { t } = useTranslation('account')
  return (address: Address) =>
    t('addresses.line', { city: address.city_full, street: address.street, house: address.house })
}

function formValuesOf(address: Address | undefined): AddressFormValues {
  if (!address) return {}
  const value = (v: string | null) => v ?? ''
  return {
    city_full: address.city_full,
    street: address.street,
    house: address.house,
    apartment: value(address.apartment),
    entrance: value(address.entrance),
    floor: value(address.floor),
    intercom: value(address.intercom),
    kladr_id: value(address.kladr_id),
    fias_id: value(address.fias_id),
    street_kladr_id: value(address.street_kladr_id),
    cdek_id: value(address.cdek_id),
    boxberry_id: value(address.boxberry_id),
    dpd_id: value(address.dpd_id),
    default: address.default ? 'on' : '',
    picked_city: address.city_full,
    picked_street: address.street,
  }
}

export default function AddressesPage() {
  const { t } = useTranslation('account')
  const { title, addresses } = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  const [params] = useSearchParams()
  const line = useAddressLine()
  const edit = readEdit(params)
  const editing = typeof edit === 'number' ? addresses.find((a) => a.id === edit) : undefined
  const formOpen = edit === NEW_ITEM || editing !== undefined
  const dialog = params.get(DIALOG_PARAM)
  const confirmItem = addresses.find((a) => a.id === Number(params.get('item')))

  return (
    <>
      <h1>{title}</h1>
      <DoneAlert
        texts={{
          added: t('addresses.done.added'),
          saved: t('addresses.done.saved'),
          default: t('addresses.done.default'),
          deleted: t('addresses.done.deleted'),
        }}
      />
      {formOpen ? (
        <section className="account-section" aria-labelledby="address-form-title">
          <h2 id="address-form-title">{editing ? t('addresses.editTitle') : t('addresses.newTitle')}</h2>
          <AddressForm
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
            {t('addresses.add')}
          </Link>
        </p>
      )}
      {addresses.length === 0 ? (
        <p>{t('addresses.empty')}</p>
      ) : (
        <ul className="account-list" aria-label={t('addresses.listLabel')}>
          {addresses.map((address) => (
            <AddressItem key={address.id} address={address} line={line(address)} />
          ))}
        </ul>
      )}
      {confirmItem && dialog === CONFIRM_DIALOGS.addressDefault ? (
        <ItemConfirmDialog
          kind="address"
          id={confirmItem.id}
          intent="default"
          title={t('addresses.confirmDefaultTitle')}
          question={t('addresses.confirmDefault', { address: line(confirmItem) })}
          action={PATH}
        />
      ) : null}
      {confirmItem && dialog === CONFIRM_DIALOGS.addressDelete ? (
        <ItemConfirmDialog
          kind="address"
          id={confirmItem.id}
          intent="delete"
          title={t('addresses.confirmDeleteTitle')}
          question={t('addresses.confirmDelete', { address: line(confirmItem) })}
          action={PATH}
        />
      ) : null}
    </>
  )
}

function AddressItem({ address, line }: { address: Address; line: string }) {
  const { t } = useTranslation('account')
  const busy = useItemBusy('address', address.id)
  const details = [
    address.apartment ? t('addresses.apartmentShort', { value: address.apartment }) : null,
    address.entrance ? t('addresses.entranceShort', { value: address.entrance }) : null,
    address.floor ? t('addresses.floorShort', { value: address.floor }) : null,
    address.intercom ? t('addresses.intercomShort', { value: address.intercom }) : null,
  ].filter(Boolean)
  return (
    <li
      className={`account-item${address.default ? ' account-item--default' : ''}${busy ? ' account-item--busy' : ''}`}
    >
      <div className="account-item__body">
        <p className="account-item__title">
          {line}
          {address.default ? <span className="account-item__badge">{t('isDefault')}</span> : null}
        </p>
        {details.length > 0 ? <p className="account-item__details">{details.join(', ')}</p> : null}
      </div>
      <ItemActions
        kind="address"
        id={address.id}
        isDefault={address.default}
        name={line}
        editTo={editHref(PATH, address.id)}
        dialogs={{ makeDefault: CONFIRM_DIALOGS.addressDefault, remove: CONFIRM_DIALOGS.addressDelete }}
      />
    </li>
  )
}

export const meta: MetaFunction<typeof loader> = ({ data }) => accountMeta(data)
