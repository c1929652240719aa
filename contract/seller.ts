/**
 * The seller's side of the marketplace (issue 15, docs/decisions/039): the merchant a seller's account runs, its
 * settings and requisites, and the operator's moderation of merchants. A seller's calls (`role: 'seller'`) act on
 * the caller's own merchant; an administrator may read them for the merchant named by `merchant_id`.
 */
import { z } from 'zod'
import { defineCall } from './call.ts'
import { id, rubles } from './catalog.ts'
import { checkRequisiteFields, requisiteFieldsObject } from './requisites.ts'

export const merchantStatuses = ['pending', 'approved', 'blocked'] as const
export const merchantStatusSchema = z.enum(merchantStatuses)
export type MerchantStatus = z.infer<typeof merchantStatusSchema>

export const sellerMessages = {
  notFound: 'Продавец не найден',
  innRequired: 'Укажите ИНН',
  incomplete: 'Продавец ещё не указал ИНН, банковские реквизиты и город склада',
  minOrder: 'Минимальная сумма заказа — число рублей от 0 до 100 000 000',
} as const

/** The largest minimum order sum a seller may set, rubles. */
export const maxMinOrderRubles = 100_000_000

/** A merchant as its seller and the operator see it. Money in rubles; dates ISO. */
export const sellerMerchantSchema = z.object({
  id,
  slug: z.string(),
  /** The name buyers see on cards and in the cart. */
  name: z.string(),
  status: merchantStatusSchema,
  /** The legal name printed on invoices (the buyer's requisites call it campaign_name too). */
  campaign_name: z.string().nullable(),
  inn: z.string().nullable(),
  kpp: z.string().nullable(),
  ogrn: z.string().nullable(),
  addr_jur: z.string().nullable(),
  bank_name: z.string().nullable(),
  bank_bik: z.string().nullable(),
  bank_account: z.string().nullable(),
  bank_corr_account: z.string().nullable(),
  /** The warehouse city new offers ship from; null until the seller gives it. */
  city: z.string().nullable(),
  min_order: rubles,
  logo: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  vat_payer: z.boolean(),
  created_at: z.string(),
  approved_at: z.string().nullable(),
})
export type SellerMerchant = z.infer<typeof sellerMerchantSchema>

/** An administrator reading a seller's cabinet names the merchant; a seller's own calls ignore it. */
export const sellerQuerySchema = z.object({ merchant_id: z.coerce.number().int().positive().optional() })

export const getSellerMerchantCall = defineCall({
  method: 'GET',
  path: '/api/seller/merchant',
  role: 'seller',
  query: sellerQuerySchema,
  response: z.object({ merchant: sellerMerchantSchema }),
})

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v)

/**
 * The seller's settings: the name buyers see, requisites (the same fields and checks as a buyer's payer requisites,
 * contract/requisites.ts; INN required), the warehouse city, the minimum order sum, contacts and VAT.
 */
export const merchantSettingsObject = requisiteFieldsObject
  .pick({
    campaign_name: true,
    inn: true,
    ogrn: true,
    kpp: true,
    addr_jur: true,
    bank_bik: true,
    bank_account: true,
    bank_name: true,
    bank_corr_account: true,
  })
  .extend({
    name: z.string().trim().min(1).max(200),
    city: z.string().trim().min(1).max(200),
    min_order: z.number({ invalid_type_error: sellerMessages.minOrder }).min(0).max(maxMinOrderRubles),
    phone: z.preprocess(
      blankToNull,
      z
        .string()
        .regex(/^\+7\d{10}$/)
        .nullable()
        .default(null),
    ),
    email: z.preprocess(blankToNull, z.string().trim().email().max(254).nullable().default(null)),
    vat_payer: z.boolean().default(true),
  })

export function checkMerchantSettings(value: z.infer<typeof merchantSettingsObject>, ctx: z.RefinementCtx): void {
  if (!value.inn) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['inn'], message: sellerMessages.innRequired })
  checkRequisiteFields(value, ctx)
}

export const updateSellerMerchantCall = defineCall({
  method: 'POST',
  path: '/api/seller/merchant',
  role: 'seller',
  body: merchantSettingsObject.strict().superRefine(checkMerchantSettings),
  response: z.object({ result: z.literal(true), merchant: sellerMerchantSchema }),
})

/** A logo's types (recognised by the file's first bytes, not its name) and its largest size. */
export const MERCHANT_LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const
export const MERCHANT_LOGO_MAX_BYTES = 2 * 1024 * 1024

export const logoMessages = {
  required: 'Выберите файл логотипа',
  notAnImage: 'Файл — не картинка: загрузите логотип в формате PNG, JPEG или WebP',
  wrongType: 'Логотип — только PNG, JPEG или WebP',
  tooBig: 'Логотип — не больше 2 МБ',
  broken: 'Картинка повреждена или загружена не полностью',
} as const

/**
 * The merchant's logo: multipart/form-data with the file in `logo` (PNG, JPEG or WebP, at most 2 MB). The new logo
 * replaces the old one; the merchant's `logo` becomes its public path.
 */
export const uploadMerchantLogoCall = defineCall({
  method: 'POST',
  path: '/api/seller/merchant/logo',
  role: 'seller',
  // The body is multipart; the route reads it itself.
  response: z.object({ result: z.literal(true), merchant: sellerMerchantSchema }),
})

/** Removes the merchant's logo: buyers then see its name alone. */
export const removeMerchantLogoCall = defineCall({
  method: 'POST',
  path: '/api/seller/merchant/logo/remove',
  role: 'seller',
  response: z.object({ result: z.literal(true), merchant: sellerMerchantSchema }),
})

/** The operator's list of merchants: those on moderation first, then newest first. */
export const listMerchantsCall = defineCall({
  method: 'GET',
  path: '/api/admin/merchants',
  role: 'administrator',
  query: z.object({
    status: merchantStatusSchema.optional(),
    page: z.coerce.number().int().positive().max(100_000).default(1),
    per_page: z.coerce.number().int().positive().max(100).default(20),
  }),
  response: z.object({
    merchants: z.array(sellerMerchantSchema),
    pagination: z.object({
      current_page: z.number().int(),
      per_page: z.number().int(),
      total: z.number().int(),
      last_page: z.number().int(),
    }),
  }),
})

/**
 * Approves a merchant: its offers are published. 409 while it has not given INN, bank requisites and a warehouse
 * city (buyers' invoices and delivery need them); approving an approved merchant changes nothing.
 */
export const approveMerchantCall = defineCall({
  method: 'POST',
  path: '/api/admin/merchants/:id/approve',
  role: 'administrator',
  response: z.object({ result: z.literal(true), merchant: sellerMerchantSchema }),
})

/** Blocks a merchant: its offers leave the storefront (orders already placed stay). */
export const blockMerchantCall = defineCall({
  method: 'POST',
  path: '/api/admin/merchants/:id/block',
  role: 'administrator',
  response: z.object({ result: z.literal(true), merchant: sellerMerchantSchema }),
})
