/**
 * /seller/settings (issue 15): the seller's own merchant — its moderation status, the name buyers see, the warehouse
 * city, the minimum order sum, VAT, contacts and requisites. One action takes every post by its `intent`: save
 * (POST /api/seller/merchant, post/redirect/get with a notice; refused: the form again with the Russian errors and
 * what was typed), and without JavaScript "Заполнить по ИНН" / "Найти банк", which answer the form filled from the
 * company or bank found (the same step as the buyer's requisites, `requisite-form.server.ts`); the logo's upload (a
 * multipart post) and removal (logo.server.ts). An administrator
 * opens a seller's settings read-only with `?merchant=ID`.
 */
import { parseWithZod } from '@conform-to/zod'
import { type AppLoadContext, data } from '@remix-run/node'
import { backendErrors, redirectDone, refusedStatus } from '#app/account/account.server.ts'
import { requisiteLookupOf, requisiteStep } from '#app/account/requisite-form.server.ts'
import type { RequisiteFormAnswer } from '#app/account/requisite-form.tsx'
import { formAgain, postedValues } from '#app/lib/forms/form-values.ts'
import { INTENT_FIELD } from '#app/lib/forms/public-form.ts'
import { isMultipart, readForm, readUploadForm } from '#app/lib/forms/read-form.server.ts'
import { required, requireSeller, sellerData, sellersOwn } from '#app/seller/seller.server.ts'
import {
  getSellerMerchantCall,
  logoMessages,
  MERCHANT_LOGO_MAX_BYTES,
  updateSellerMerchantCall,
} from '#contract/seller.ts'
import { refuseLogo, removeLogoAction, uploadLogoAction } from './logo.server.ts'
import { SETTINGS_FIELDS, SETTINGS_INTENTS, sellerSettingsSchema } from './settings-schema.ts'

export const SETTINGS_PATH = '/seller/settings'

export async function settingsLoader(request: Request, context: AppLoadContext) {
  const { api, query, readOnly } = await requireSeller(context, request)
  const [{ merchant }, t] = await Promise.all([
    api.call(getSellerMerchantCall, { query }).then(required),
    context.t('seller'),
  ])
  return sellerData({ title: t('settings.title'), merchant, readOnly })
}

export async function settingsAction(request: Request, context: AppLoadContext) {
  const { api } = await requireSeller(context, request)
  let form: FormData
  if (isMultipart(request)) {
    const read = await readUploadForm(request, MERCHANT_LOGO_MAX_BYTES)
    if (!read) return refuseLogo(logoMessages.tooBig)
    form = read
  } else {
    form = await readForm(request)
  }
  const intent = form.get(INTENT_FIELD)
  if (intent === SETTINGS_INTENTS.logo || (intent === null && form.has('logo'))) {
    return uploadLogoAction(api, form, SETTINGS_PATH)
  }
  if (intent === SETTINGS_INTENTS.removeLogo) return removeLogoAction(api, SETTINGS_PATH)
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
