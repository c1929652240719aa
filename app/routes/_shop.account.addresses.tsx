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
import { useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import {
  accountApi,
  accountPage,
  editedId,
  findCities,
  findDeliveryIds,
  findStreets,
  formAgain,
  itemAction,
  parseCityChoice,
  parseStreetChoice,
  postedValues,
  required,
  saved,
} from '#app/account/account.server.ts'
import { accountTexts, addressSchema, INTENT_FIELD } from '#app/account/account-schema.ts'
import {
  ADDRESS_INTENTS,
  AddressForm,
  type AddressFormAnswer,
  type AddressFormValues,
  hasDeliveryIds,
  PICK_CITY,
  PICK_STREET,
} from '#app/account/address-form.tsx'
import { ItemListPage } from '#app/account/item-list-page.tsx'
import { accountMeta } from '#app/account/meta.ts'
import { ACCOUNT_PATHS, keepAccountData } from '#app/account/urls.ts'
import type { ApiClient } from '#app/lib/api/client.server.ts'
import { readForm } from '#app/lib/forms/read-form.server.ts'
import { formTexts } from '#app/lib/forms/rules.ts'
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

export const loader = ({ context }: LoaderFunctionArgs) =>
  accountPage(context, 'addresses', async (api) => required(await api.call(listAddressesCall)))

export async function action({ request, context }: ActionFunctionArgs) {
  const api = await accountApi(context)
  const form = await readForm(request)
  const intent = form.get(INTENT_FIELD)
  if (intent === 'default' || intent === 'delete') {
    return itemAction(PATH, intent, form, {
      list: async () => required(await api.call(listAddressesCall)).addresses,
      update: ({ id, ...fields }) => api.call(updateAddressCall, { params: { id }, body: fields }),
      remove: (id) => api.call(deleteAddressCall, { params: { id } }),
    })
  }
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
  if (!query) return again({ result: formAgain(values, { city_full: [formTexts.required] }) }, 400)
  return again({ result: formAgain(values), cityChoices: await findCities(api, query) })
}

async function findStreet(api: ApiClient, form: FormData) {
  const values = formValues(form)
  const kladrId = String(values.kladr_id ?? '')
  const query = [values.street, values.house].filter((v) => typeof v === 'string' && v.trim()).join(' ')
  if (!kladrId || values.picked_city !== values.city_full) {
    return again({ result: formAgain(values, { street: [texts.cityFirst] }) }, 400)
  }
  if (!query.trim()) return again({ result: formAgain(values, { street: [formTexts.required] }) }, 400)
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
  const id = editedId(form)
  const answer = id
    ? await api.call(updateAddressCall, { params: { id }, body })
    : await api.call(addAddressCall, { body })
  return saved(PATH, id !== null, answer, submission, VISIBLE_FIELDS)
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
  const { title, addresses } = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  const line = useAddressLine()
  return (
    <ItemListPage
      kind="address"
      section="addresses"
      path={PATH}
      title={title}
      items={addresses}
      nameOf={line}
      Details={AddressDetails}
      Form={AddressForm}
      initialOf={formValuesOf}
      answer={answer}
    />
  )
}

/** Apartment, entrance, floor and intercom, those given. */
function AddressDetails({ item: address }: { item: Address }) {
  const { t } = useTranslation('account')
  const details = [
    address.apartment ? t('addresses.apartmentShort', { value: address.apartment }) : null,
    address.entrance ? t('addresses.entranceShort', { value: address.entrance }) : null,
    address.floor ? t('addresses.floorShort', { value: address.floor }) : null,
    address.intercom ? t('addresses.intercomShort', { value: address.intercom }) : null,
  ].filter(Boolean)
  return details.length > 0 ? <p className="account-item__details">{details.join(', ')}</p> : null
}

export const meta: MetaFunction<typeof loader> = ({ data }) => accountMeta(data)
