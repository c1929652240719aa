/**
 * /account/addresses (SPEC §2 "delivery addresses"): the list, and one action that takes every post by its `intent`:
 * - save: add or replace; a refused post answers 400 with the errors and what was typed;
 * - find-city / find-street and a chosen suggestion (`pick_city`, `pick_street`): the form again, with the choices
 *   or filled from the choice (`address-form.server.ts`; with JavaScript, /account/lookup answers);
 * - default / delete (from a confirmation): done, and back to the list with the notice.
 */
import { parseWithZod } from '@conform-to/zod'
import { type AppLoadContext, data } from '@remix-run/node'
import type { ApiClient } from '#app/lib/api/client.server.ts'
import { formAgain, postedValues } from '#app/lib/forms/form-values.ts'
import { readForm } from '#app/lib/forms/read-form.server.ts'
import { addAddressCall, deleteAddressCall, listAddressesCall, updateAddressCall } from '#contract/addresses.ts'
import { accountApi, accountPage, editedId, itemAction, required, saved } from './account.server.ts'
import { addressSchema, INTENT_FIELD } from './account-schema.ts'
import { ADDRESS_STEP_FIELDS, addressBodyOf, addressStep } from './address-form.server.ts'
import type { AddressFormAnswer } from './address-form.tsx'
import { ACCOUNT_PATHS } from './urls.ts'

const PATH = ACCOUNT_PATHS.addresses
const VISIBLE_FIELDS = ['city_full', 'street', 'house', 'apartment', 'entrance', 'floor', 'intercom'] as const

export const addressesLoader = (context: AppLoadContext) =>
  accountPage(context, 'addresses', async (api) => required(await api.call(listAddressesCall)))

export async function addressesAction(request: Request, context: AppLoadContext) {
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
  const step = await addressStep(api, form, postedValues(form, [INTENT_FIELD, ...ADDRESS_STEP_FIELDS]))
  if (step) {
    const { values, fieldErrors, status, ...found } = step
    return data<AddressFormAnswer>({ result: formAgain(values, fieldErrors), ...found }, { status })
  }
  return save(api, form)
}

async function save(api: ApiClient, form: FormData) {
  const submission = parseWithZod(form, { schema: addressSchema })
  if (submission.status !== 'success') return data<AddressFormAnswer>({ result: submission.reply() }, { status: 400 })
  const body = addressBodyOf(form, submission.value, submission.value.default ?? false)
  const id = editedId(form)
  const answer = id
    ? await api.call(updateAddressCall, { params: { id }, body })
    : await api.call(addAddressCall, { body })
  return saved(PATH, id !== null, answer, submission, VISIBLE_FIELDS)
}
