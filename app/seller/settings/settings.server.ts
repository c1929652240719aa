/**
 * /seller/settings (issue 15): the seller's own merchant — its moderation status, the name buyers see, the warehouse
 * city, the minimum order sum, VAT, contacts and requisites. One action takes every post by its `intent`: save
 * (POST /api/seller/merchant, post/redirect/get with a notice; refused: the form again with the Russian errors and
 * what was typed), and without JavaScript "Заполнить по ИНН" / "Найти банк", which answer the form filled from the
 * company or bank found (the same step as the buyer's requisites, `requisite-form.server.ts`). An administrator
 * opens a seller's settings read-only with `?merchant=ID`.
 */
import { parseWithZod } from '@conform-to/zod'
import { type AppLoadContext, data, redirect } from '@remix-run/node'
import { ACCOUNT_HEADERS, backendErrors, redirectDone, refusedStatus } from '#app/account/account.server.ts'
import { requisiteLookupOf, requisiteStep } from '#app/account/requisite-form.server.ts'
import type { RequisiteFormAnswer } from '#app/account/requisite-form.tsx'
import { signOutTo } from '#app/context/session.server.ts'
import type { ApiClient, ApiResult } from '#app/lib/api/client.server.ts'
import { formAgain, postedValues } from '#app/lib/forms/form-values.ts'
import { INTENT_FIELD } from '#app/lib/forms/public-form.ts'
import { readForm } from '#app/lib/forms/read-form.server.ts'
import { getSellerMerchantCall, updateSellerMerchantCall } from '#contract/seller.ts'
import { SETTINGS_FIELDS, sellerSettingsSchema } from './settings-schema.ts'

export const SETTINGS_PATH = '/seller/settings'

/** A seller's call answered 401 (the token died) signs out; 403 or 400 (not a seller's, no merchant named) goes home. */
function sellersOwn<T>(result: ApiResult<T>): ApiResult<T> {
  if (result.status === 401) throw signOutTo('/')
  if (result.status === 403 || result.status === 400) throw redirect('/', { headers: ACCOUNT_HEADERS })
  return result
}

function sellerApi(context: AppLoadContext): ApiClient {
  if (!context.api.hasToken) throw redirect('/', { headers: ACCOUNT_HEADERS })
  return context.api
}

/** The merchant an administrator asks for (`?merchant=ID`); a seller's own calls ignore it. */
export function viewedMerchant(request: Request): string | undefined {
  const id = new URL(request.url).searchParams.get('merchant')
  return id && /^\d{1,10}$/.test(id) ? id : undefined
}

export async function settingsLoader(request: Request, context: AppLoadContext) {
  const api = sellerApi(context)
  const merchantId = viewedMerchant(request)
  const [answer, t] = await Promise.all([
    api.call(getSellerMerchantCall, { query: merchantId ? { merchant_id: Number(merchantId) } : {} }),
    context.t('seller'),
  ])
  const { data: found, error, status } = sellersOwn(answer)
  if (!found) {
    console.error(`Seller call failed (${status}): ${error}`)
    throw new Response('Internal Server Error', { status: 500 })
  }
  return data(
    { title: t('settings.title'), merchant: found.merchant, readOnly: merchantId !== undefined },
    { headers: ACCOUNT_HEADERS },
  )
}

export async function settingsAction(request: Request, context: AppLoadContext) {
  const api = sellerApi(context)
  const form = await readForm(request)
  const lookup = requisiteLookupOf(form.get(INTENT_FIELD))
  if (lookup) {
    const { values, fieldErrors, status, notice } = await requisiteStep(api, postedValues(form, [INTENT_FIELD]), lookup)
    return data<RequisiteFormAnswer>({ result: formAgain(values, fieldErrors), notice }, { status })
  }
  const submission = parseWithZod(form, { schema: sellerSettingsSchema })
  if (submission.status !== 'success') {
    return data<RequisiteFormAnswer>({ result: submission.reply() }, { status: 400 })
  }
  const v = submission.value
  const answer = sellersOwn(
    await api.call(updateSellerMerchantCall, {
      body: {
        name: v.name,
        city: v.city,
        min_order: v.min_order,
        vat_payer: v.vat_payer ?? false,
        phone: v.phone ?? null,
        email: v.email ?? null,
        campaign_name: v.campaign_name,
        inn: v.inn ?? null,
        kpp: v.kpp ?? null,
        ogrn: v.ogrn ?? null,
        addr_jur: v.addr_jur ?? null,
        bank_bik: v.bank_bik,
        bank_name: v.bank_name ?? null,
        bank_account: v.bank_account,
        bank_corr_account: v.bank_corr_account ?? null,
      },
    }),
  )
  if (answer.error !== null) {
    return data<RequisiteFormAnswer>(
      { result: submission.reply(backendErrors(answer, SETTINGS_FIELDS)) },
      { status: refusedStatus(answer.status) },
    )
  }
  return redirectDone(SETTINGS_PATH, 'settings')
}
