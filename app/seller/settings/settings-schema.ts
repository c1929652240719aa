/**
 * The seller's settings form (issue 15): the name buyers see, the warehouse city, the minimum order sum (SPEC §9),
 * VAT, contacts, and the company's and bank's requisites with the same fields and checks as a buyer's payer
 * requisites (`companyAndBankFields`, the contract's `checkRequisiteFields`); the INN is required.
 */
import { z } from 'zod'
import { companyAndBankFields } from '#app/account/account-schema.ts'
import { email, formTexts, phone, requiredText } from '#app/lib/forms/rules.ts'
import { checkRequisiteFields } from '#contract/requisites.ts'
import { maxMinOrderRubles } from '#contract/seller.ts'

export const SETTINGS_INTENTS = {
  save: 'save',
  fillByInn: 'fill-inn',
  findBank: 'find-bank',
  logo: 'logo',
  removeLogo: 'remove-logo',
} as const

export const settingsLimits = { name: 200, city: 200 } as const

const { addr_post: _postal, ...requisiteFields } = companyAndBankFields

/** Rubles as people type them: «5000», «5 000», «1500,50». */
const rubles = z
  .string({ required_error: formTexts.required })
  .transform((v) => v.replace(/[\s\u00a0]+/g, '').replace(',', '.'))
  .refine((v) => /^\d{1,9}(\.\d{1,2})?$/.test(v) && Number(v) <= maxMinOrderRubles, formTexts.format)
  .transform(Number)

export const sellerSettingsSchema = z
  .object({
    name: requiredText(settingsLimits.name),
    city: requiredText(settingsLimits.city),
    min_order: rubles,
    vat_payer: z.boolean().optional(),
    phone: phone.optional(),
    email: email.optional(),
    ...requisiteFields,
  })
  .superRefine((value, ctx) => {
    if (!value.inn) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['inn'], message: formTexts.required })
    checkRequisiteFields(value, ctx)
  })
export type SellerSettingsForm = z.infer<typeof sellerSettingsSchema>

/** The form's fields, in the order the back-end's field errors are mapped onto them. */
export const SETTINGS_FIELDS = [
  'name',
  'city',
  'min_order',
  'vat_payer',
  'phone',
  'email',
  'campaign_name',
  'inn',
  'kpp',
  'ogrn',
  'addr_jur',
  'bank_bik',
  'bank_name',
  'bank_account',
  'bank_corr_account',
] as const
