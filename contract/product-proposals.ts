/**
 * A seller proposes a product the catalogue lacks (issue 15, docs/decisions/045): its name, brand, category,
 * article, description, specifications and VAT rate, with the terms of the seller's own offer of it, then its
 * pictures one file at a time. The proposal waits «на проверке»; an administrator approves it — the product and the
 * seller's offer then exist and show in the storefront (when the seller itself is approved) — or rejects it with a
 * reason. A seller sees and changes only its own proposals: another merchant's id answers 404.
 */
import { z } from 'zod'
import { defineCall } from './call.ts'
import { id } from './catalog.ts'
import { sellerQuerySchema } from './seller.ts'
import { checkOfferTerms, offerTermsObject, sellerOfferSchema } from './seller-offers.ts'

export const proposalStatuses = ['pending', 'approved', 'rejected'] as const
export const proposalStatusSchema = z.enum(proposalStatuses)
export type ProposalStatus = z.infer<typeof proposalStatusSchema>

export const proposalLimits = {
  name: 300,
  brand: 100,
  article: 64,
  description: 5000,
  specs: 50,
  specName: 100,
  specValue: 500,
  pictures: 6,
  /** One picture's bytes. */
  pictureBytes: 5 * 1024 * 1024,
  reason: 1000,
} as const

export const VAT_RATES = [22, 10, 0] as const

export const proposalMessages = {
  notFound: 'Заявка не найдена',
  notPending: 'Заявка уже рассмотрена: её нельзя изменить',
  categoryNotFound: 'Выберите категорию из списка',
  vatRate: 'Ставка НДС — 22, 10 или 0 %',
  pictureRequired: 'Выберите файл с фотографией',
  pictureType: 'Фотография — файл JPEG, PNG или WebP',
  pictureBroken: 'Файл фотографии повреждён или загружен не полностью',
  pictureSize: 'Фотография больше 5 МБ',
  tooManyPictures: `Можно добавить не больше ${proposalLimits.pictures} фотографий`,
  pictureNotFound: 'Фотография не найдена',
  articleTaken: 'Этот артикул уже есть у другого вашего предложения',
} as const

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v)
const optionalText = (max: number) => z.preprocess(blankToNull, z.string().trim().max(max).nullable().default(null))

export const specEntrySchema = z
  .object({
    name: z.string().trim().min(1).max(proposalLimits.specName),
    value: z.string().trim().min(1).max(proposalLimits.specValue),
  })
  .strict()

export const pictureSchema = z.object({ id: z.string(), url: z.string() })

export const proposalSchema = z.object({
  id,
  status: proposalStatusSchema,
  name: z.string(),
  brand: z.string().nullable(),
  category: z.object({ id, name: z.string() }),
  article: z.string().nullable(),
  description: z.string().nullable(),
  specs: z.array(z.object({ name: z.string(), value: z.string() })),
  vat_rate: z.number().int(),
  /** The seller's offer of it as proposed: price in rubles (null: on request) and the other terms. */
  offer: offerTermsObject,
  pictures: z.array(pictureSchema),
  /** Why it was rejected. */
  reason: z.string().nullable(),
  /** The product made of it once approved. */
  product: z.object({ id, slug: z.string() }).nullable(),
  /** ISO date-times. */
  created_at: z.string(),
  decided_at: z.string().nullable(),
})
export type Proposal = z.infer<typeof proposalSchema>

const pagination = z.object({
  current_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  last_page: z.number().int(),
})

/** The seller's proposals, newest first. */
export const listProposalsCall = defineCall({
  method: 'GET',
  path: '/api/seller/proposals',
  role: 'seller',
  query: sellerQuerySchema.extend({
    status: proposalStatusSchema.optional(),
    page: z.coerce.number().int().positive().max(100_000).default(1),
    per_page: z.coerce.number().int().positive().max(100).default(20),
  }),
  response: z.object({ proposals: z.array(proposalSchema), pagination }),
})

export const getProposalCall = defineCall({
  method: 'GET',
  path: '/api/seller/proposals/:id',
  role: 'seller',
  query: sellerQuerySchema,
  response: z.object({ proposal: proposalSchema }),
})

export const proposalBodySchema = z
  .object({
    name: z.string().trim().min(1).max(proposalLimits.name),
    brand: optionalText(proposalLimits.brand),
    category_id: id,
    article: optionalText(proposalLimits.article),
    description: optionalText(proposalLimits.description),
    specs: z.array(specEntrySchema).max(proposalLimits.specs).default([]),
    vat_rate: z.union([z.literal(22), z.literal(10), z.literal(0)], {
      errorMap: () => ({ message: proposalMessages.vatRate }),
    }),
    offer: offerTermsObject.strict().superRefine(checkOfferTerms),
  })
  .strict()

/** A new proposal, pending. 404 naming `category_id` when there is no such category. */
export const createProposalCall = defineCall({
  method: 'POST',
  path: '/api/seller/proposals',
  role: 'seller',
  body: proposalBodySchema,
  response: z.object({ result: z.literal(true), proposal: proposalSchema }),
})

/**
 * A picture of a pending proposal: multipart, the file in `file` (JPEG, PNG or WebP by its bytes, at most 5 MB).
 * 409 once the proposal is decided or holds the most pictures.
 */
export const addProposalPictureCall = defineCall({
  method: 'POST',
  path: '/api/seller/proposals/:id/pictures',
  role: 'seller',
  response: z.object({ result: z.literal(true), proposal: proposalSchema }),
})

export const removeProposalPictureCall = defineCall({
  method: 'POST',
  path: '/api/seller/proposals/:id/pictures/:picture/delete',
  role: 'seller',
  response: z.object({ result: z.literal(true), proposal: proposalSchema }),
})

// ---- The operator ---------------------------------------------------------------------------------------------

export const adminProposalSchema = proposalSchema.extend({ merchant: z.object({ id, name: z.string() }) })

/** Proposals of every seller, pending first, then newest. */
export const listAdminProposalsCall = defineCall({
  method: 'GET',
  path: '/api/admin/proposals',
  role: 'administrator',
  query: z.object({
    status: proposalStatusSchema.optional(),
    page: z.coerce.number().int().positive().max(100_000).default(1),
    per_page: z.coerce.number().int().positive().max(100).default(20),
  }),
  response: z.object({ proposals: z.array(adminProposalSchema), pagination }),
})

/**
 * Approves a pending proposal: the product (its brand found by name or made) and the seller's offer are made in one
 * transaction; the offer is published when the seller is approved. 409 when already decided, or when the seller
 * meanwhile gave the same article to another offer.
 */
export const approveProposalCall = defineCall({
  method: 'POST',
  path: '/api/admin/proposals/:id/approve',
  role: 'administrator',
  response: z.object({ result: z.literal(true), proposal: adminProposalSchema, offer: sellerOfferSchema }),
})

export const rejectProposalCall = defineCall({
  method: 'POST',
  path: '/api/admin/proposals/:id/reject',
  role: 'administrator',
  body: z.object({ reason: z.string().trim().min(1).max(proposalLimits.reason) }).strict(),
  response: z.object({ result: z.literal(true), proposal: adminProposalSchema }),
})

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' }

/** A proposal's picture's public address, by its random id and type. */
export const pictureUrl = (id: string, contentType: string) =>
  `/api/media/pictures/${id}.${EXTENSIONS[contentType] ?? 'jpg'}`
