/**
 * /account/requisites (SPEC §2 "payer requisites"): the list, and one action that takes every post by its `intent`:
 * - save: add or replace (POST /api/user/updateRequisites with or without `id`); the checksums are checked here with
 *   the contract's rules before the call, and again by the back-end;
 * - fill-inn / find-bank: the form again, filled from the company or bank found (`requisite-form.server.ts`; with
 *   JavaScript, /account/lookup answers and the form fills in place);
 * - default / delete (from a confirmation): done, and back to the list with the notice.
 */
import { parseWithZod } from '@conform-to/zod'
import { type AppLoadContext, data } from '@remix-run/node'
import type { ApiClient } from '#app/lib/api/client.server.ts'
import { formAgain, postedValues } from '#app/lib/forms/form-values.ts'
import { readForm } from '#app/lib/forms/read-form.server.ts'
import {
  deleteRequisiteCall,
  listRequisitesCall,
  requisiteFieldsObject,
  updateRequisitesCall,
} from '#contract/requisites.ts'
import { accountApi, accountPage, editedId, itemAction, required, saved } from './account.server.ts'
import { INTENT_FIELD, requisiteSchema } from './account-schema.ts'
import { requisiteBodyOf, requisiteLookupOf, requisiteStep } from './requisite-form.server.ts'
import type { RequisiteFormAnswer } from './requisite-form.tsx'
import { ACCOUNT_PATHS } from './urls.ts'

const PATH = ACCOUNT_PATHS.requisites
/** The back-end's field errors shown under a field: every field of the form but the "default" box. */
const VISIBLE_FIELDS = Object.keys(requisiteFieldsObject.shape).filter((name) => name !== 'default')

export const requisitesLoader = (context: AppLoadContext) =>
  accountPage(context, 'requisites', async (api) => required(await api.call(listRequisitesCall)))

export async function requisitesAction(request: Request, context: AppLoadContext) {
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
  const lookup = requisiteLookupOf(intent)
  if (lookup) {
    const { values, fieldErrors, status, notice } = await requisiteStep(api, postedValues(form, [INTENT_FIELD]), lookup)
    return data<RequisiteFormAnswer>({ result: formAgain(values, fieldErrors), notice }, { status })
  }
  return save(api, form)
}

async function save(api: ApiClient, form: FormData) {
  const submission = parseWithZod(form, { schema: requisiteSchema })
  if (submission.status !== 'success') return data<RequisiteFormAnswer>({ result: submission.reply() }, { status: 400 })
  const id = editedId(form)
  const answer = await api.call(updateRequisitesCall, {
    body: { ...(id ? { id } : {}), ...requisiteBodyOf(submission.value, submission.value.default ?? false) },
  })
  return saved(PATH, id !== null, answer, submission, VISIBLE_FIELDS)
}
