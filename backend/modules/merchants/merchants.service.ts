/**
 * Merchants (docs/decisions/039): the seller's settings of its own merchant, and the operator's moderation. A
 * merchant made by a seller's registration is `pending`; approving it publishes its offers, blocking hides them.
 * The requisites' checks are the contract's (the same as a buyer's payer requisites), run before a request gets
 * here; approval asks only that the fields invoices and delivery need are there.
 */
import { randomBytes } from 'node:crypto'
import type { z } from 'zod'
import type { Database } from '#backend/db/client.ts'
import { AppError, badRequest, notFound } from '#backend/lib/errors.ts'
import { pageRows, pagination } from '#backend/lib/pagination.ts'
import { entriesOf, record } from '#backend/modules/admin/audit.ts'
import { isOtherImage, isWholeImage, sniffImageType } from '#backend/modules/media/image-type.ts'
import { rowIdFrom } from '#backend/modules/owned-lists/owned-list.ts'
import type { Merchant } from '#contract/catalog.ts'
import { toKopecks, toRubles } from '#contract/money.ts'
import {
  type listMerchantsCall,
  logoMessages,
  MERCHANT_LOGO_MAX_BYTES,
  type SellerMerchant,
  sellerMessages,
  type updateSellerMerchantCall,
} from '#contract/seller.ts'
import * as repo from './merchants.repository.ts'

type SettingsInput = z.output<(typeof updateSellerMerchantCall)['body']>
type ListQuery = z.output<(typeof listMerchantsCall)['query']>

export function toSellerMerchant(row: repo.MerchantRow): SellerMerchant {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    status: row.status,
    campaign_name: row.legalName,
    inn: row.inn,
    kpp: row.kpp,
    ogrn: row.ogrn,
    addr_jur: row.addrJur,
    bank_name: row.bankName,
    bank_bik: row.bankBik,
    bank_account: row.bankAccount,
    bank_corr_account: row.bankCorrAccount,
    city: row.city === '' ? null : row.city,
    min_order: toRubles(row.minOrder),
    logo: row.logo,
    phone: row.phone,
    email: row.email,
    vat_payer: row.vatPayer,
    created_at: row.createdAt.toISOString(),
    approved_at: row.approvedAt?.toISOString() ?? null,
  }
}

/** A merchant as buyers see it on its page. */
export function toPublicMerchant(row: repo.MerchantRow): Merchant {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    city: row.city,
    min_order: toRubles(row.minOrder),
    is_official: row.isOfficial,
    rating: row.rating,
    logo: row.logo,
  }
}

const logoRefused = (message: string) => badRequest({ logo: [message] }, message)

/** Where an uploaded logo is served (backend/modules/media/media.routes.ts). */
export const merchantLogoPath = (id: string, extension: string) => `/api/media/merchants/${id}.${extension}`

/** Whether the merchant has what buyers' invoices and delivery need. */
const isComplete = (row: repo.MerchantRow) =>
  Boolean(row.inn && row.bankBik && row.bankAccount && row.legalName && row.city)

export function createMerchantsService(db: Database, options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date())

  /** The administrator `actorId` approves or blocks; a real change goes on the console's record with it. */
  async function moderate(actorId: number, rawId: string | undefined, status: 'approved' | 'blocked') {
    const id = rowIdFrom(rawId)
    if (id === null) throw notFound(sellerMessages.notFound)
    const row = await db.transaction(async (tx) => {
      const current = await repo.lockMerchant(tx, id)
      if (!current) throw notFound(sellerMessages.notFound)
      if (status === 'approved' && !isComplete(current)) throw new AppError(409, sellerMessages.incomplete)
      if (current.status === status) return current
      await record(tx, actorId, 'merchant', id, status === 'approved' ? 'merchant_approved' : 'merchant_blocked')
      return repo.setMerchantStatus(tx, id, status, status === 'approved' ? now() : null)
    })
    if (!row) throw notFound(sellerMessages.notFound)
    return { result: true as const, merchant: toSellerMerchant(row) }
  }

  return {
    async get(merchantId: number) {
      const row = await repo.findMerchant(db, merchantId)
      if (!row) throw notFound(sellerMessages.notFound)
      return { merchant: toSellerMerchant(row) }
    },

    async update(merchantId: number, body: SettingsInput) {
      const row = await repo.updateMerchant(db, merchantId, {
        name: body.name,
        legalName: body.campaign_name,
        inn: body.inn,
        ogrn: body.ogrn,
        kpp: body.kpp,
        addrJur: body.addr_jur,
        bankBik: body.bank_bik,
        bankAccount: body.bank_account,
        bankName: body.bank_name,
        bankCorrAccount: body.bank_corr_account,
        city: body.city,
        minOrder: toKopecks(body.min_order),
        phone: body.phone,
        email: body.email,
        vatPayer: body.vat_payer,
      })
      if (!row) throw notFound(sellerMessages.notFound)
      return { result: true as const, merchant: toSellerMerchant(row) }
    },

    async list(query: ListQuery) {
      const { rows, total } = await repo.listMerchants(db, {
        status: query.status,
        ...pageRows(query),
      })
      return { merchants: rows.map(toSellerMerchant), pagination: pagination(query, total) }
    },

    /** An approved merchant's public face; a pending, blocked or unknown one is 404 alike. */
    async bySlug(slug: string) {
      const row = await repo.findApprovedMerchantBySlug(db, slug)
      if (!row) throw notFound(sellerMessages.notFound)
      return { merchant: toPublicMerchant(row) }
    },

    /** A new logo, checked by its bytes: PNG, JPEG or WebP, whole, at most 2 MB. */
    async uploadLogo(merchantId: number, file: File) {
      if (file.size > MERCHANT_LOGO_MAX_BYTES) throw logoRefused(logoMessages.tooBig)
      if (file.size === 0) throw logoRefused(logoMessages.required)
      const bytes = Buffer.from(await file.arrayBuffer())
      const type = sniffImageType(bytes)
      if (!type) throw logoRefused(isOtherImage(bytes) ? logoMessages.wrongType : logoMessages.notAnImage)
      if (!isWholeImage(bytes, type)) throw logoRefused(logoMessages.broken)
      const id = randomBytes(16).toString('base64url')
      const row = await db.transaction((tx) =>
        repo.replaceMerchantLogo(tx, {
          id,
          merchantId,
          contentType: type.contentType,
          bytes,
          path: merchantLogoPath(id, type.extension),
        }),
      )
      if (!row) throw notFound(sellerMessages.notFound)
      return { result: true as const, merchant: toSellerMerchant(row) }
    },

    async removeLogo(merchantId: number) {
      const row = await db.transaction((tx) => repo.removeMerchantLogo(tx, merchantId))
      if (!row) throw notFound(sellerMessages.notFound)
      return { result: true as const, merchant: toSellerMerchant(row) }
    },

    approve: (actorId: number, rawId: string | undefined) => moderate(actorId, rawId, 'approved'),
    block: (actorId: number, rawId: string | undefined) => moderate(actorId, rawId, 'blocked'),

    /** The operator's page of a seller: its card, how many offers it has, its cabinet accounts, the record. */
    async adminPage(rawId: string | undefined) {
      const id = rowIdFrom(rawId)
      const row = id === null ? undefined : await repo.findMerchant(db, id)
      if (id === null || !row) throw notFound(sellerMessages.notFound)
      const [offers, accounts, audit] = await Promise.all([
        repo.countOffers(db, id),
        repo.accountsOf(db, id),
        entriesOf(db, 'merchant', id),
      ])
      return { merchant: toSellerMerchant(row), offers, accounts, audit }
    },
  }
}

export type MerchantsService = ReturnType<typeof createMerchantsService>
