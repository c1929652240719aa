/**
 * Product proposals (docs/decisions/045): a seller writes one, adds and removes its pictures while it waits, and
 * the operator approves it — the product, its brand when new, and the seller's offer are made in one transaction —
 * or rejects it with a reason. A decided proposal does not change any more.
 */
import { randomBytes } from 'node:crypto'
import type { z } from 'zod'
import type { Database } from '#backend/db/client.ts'
import { violatesUnique } from '#backend/db/unique-violation.ts'
import { AppError, notFound } from '#backend/lib/errors.ts'
import { pageRows, pagination } from '#backend/lib/pagination.ts'
import { entriesOf, record } from '#backend/modules/admin/audit.ts'
import { isWholeImage, sniffImageType } from '#backend/modules/media/image-type.ts'
import { rowIdFrom } from '#backend/modules/owned-lists/owned-list.ts'
import * as offersRepo from '#backend/modules/seller-offers/seller-offers.repository.ts'
import { termsOf, toSellerOffer } from '#backend/modules/seller-offers/seller-offers.service.ts'
import {
  type createProposalCall,
  type listAdminProposalsCall,
  type listProposalsCall,
  type Proposal,
  pictureUrl,
  proposalLimits,
  proposalMessages,
  type rejectProposalCall,
} from '#contract/product-proposals.ts'
import * as repo from './product-proposals.repository.ts'

type CreateInput = z.output<(typeof createProposalCall)['body']>
type ListQuery = z.output<(typeof listProposalsCall)['query']>
type AdminListQuery = z.output<(typeof listAdminProposalsCall)['query']>
type RejectInput = z.output<(typeof rejectProposalCall)['body']>

const pictureRefused = (message: string, status: 400 | 409 | 413 = 400) =>
  new AppError(status, message, { file: [message] })
const urlOf = (picture: repo.PictureRow) => pictureUrl(picture.id, picture.contentType)

function toProposal(row: repo.ProposalRow, pictures: repo.PictureRow[]): Proposal {
  return {
    id: row.id,
    status: row.status,
    name: row.name,
    brand: row.brand,
    category: { id: row.categoryId, name: row.categoryName ?? '' },
    article: row.article,
    description: row.description,
    specs: row.specs,
    vat_rate: row.vatRate,
    offer: row.offer,
    pictures: pictures.map((p) => ({ id: p.id, url: urlOf(p) })),
    reason: row.reason,
    product:
      row.masterProductId !== null && row.productSlug !== null
        ? { id: row.masterProductId, slug: row.productSlug }
        : null,
    created_at: new Date(row.createdAt).toISOString(),
    decided_at: row.decidedAt ? new Date(row.decidedAt).toISOString() : null,
  }
}

const toAdminProposal = (row: repo.ProposalRow, pictures: repo.PictureRow[]) => ({
  ...toProposal(row, pictures),
  merchant: { id: row.merchantId, name: row.merchantName },
})

export function createProductProposalsService(db: Database, options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date())

  async function read(merchantId: number | null, id: number) {
    const row = await repo.findProposal(db, merchantId, id)
    if (!row) throw notFound(proposalMessages.notFound)
    return { row, pictures: await repo.picturesOf(db, [row.id]) }
  }

  async function own(merchantId: number, rawId: string | undefined) {
    const id = rowIdFrom(rawId)
    if (id === null) throw notFound(proposalMessages.notFound)
    const { row, pictures } = await read(merchantId, id)
    return { proposal: toProposal(row, pictures) }
  }

  /** Runs a change of a pending proposal of the merchant's, the proposal locked; answers it as it then is. */
  async function changePending(
    merchantId: number,
    rawId: string | undefined,
    work: (tx: Database, id: number) => Promise<void>,
  ) {
    const id = rowIdFrom(rawId)
    if (id === null) throw notFound(proposalMessages.notFound)
    await db.transaction(async (tx) => {
      const locked = await repo.lockProposal(tx, merchantId, id)
      if (!locked) throw notFound(proposalMessages.notFound)
      if (locked.status !== 'pending') throw new AppError(409, proposalMessages.notPending)
      await work(tx, id)
    })
    return { result: true as const, ...(await own(merchantId, String(id))) }
  }

  /** Locks a pending proposal for the operator's decision. */
  async function lockForDecision(tx: Database, rawId: string | undefined) {
    const id = rowIdFrom(rawId)
    if (id === null) throw notFound(proposalMessages.notFound)
    const locked = await repo.lockProposal(tx, null, id)
    if (!locked) throw notFound(proposalMessages.notFound)
    if (locked.status !== 'pending') throw new AppError(409, proposalMessages.notPending)
    const row = await repo.findProposal(tx, null, id)
    if (!row) throw notFound(proposalMessages.notFound)
    return row
  }

  /** A page of proposals (one merchant's, or all for the operator) with their pictures, each as `shape` makes it. */
  async function listed<T>(
    merchantId: number | null,
    query: AdminListQuery,
    shape: (row: repo.ProposalRow, pictures: repo.PictureRow[]) => T,
  ) {
    const { rows, total } = await repo.listProposals(db, {
      merchantId,
      status: query.status,
      ...pageRows(query),
    })
    const pictures = await repo.picturesOf(
      db,
      rows.map((row) => row.id),
    )
    return {
      proposals: rows.map((row) =>
        shape(
          row,
          pictures.filter((p) => p.proposalId === row.id),
        ),
      ),
      pagination: pagination(query, total),
    }
  }

  async function decided(id: number) {
    const { row, pictures } = await read(null, id)
    return toAdminProposal(row, pictures)
  }

  return {
    list: (merchantId: number, query: ListQuery) => listed(merchantId, query, toProposal),

    get: own,

    async create(merchantId: number, body: CreateInput) {
      if (!(await repo.categoryExists(db, body.category_id))) {
        throw new AppError(404, proposalMessages.categoryNotFound, { category_id: [proposalMessages.categoryNotFound] })
      }
      const id = await repo.insertProposal(db, {
        merchantId,
        name: body.name,
        brand: body.brand,
        categoryId: body.category_id,
        article: body.article,
        description: body.description,
        specs: body.specs,
        vatRate: body.vat_rate,
        offer: body.offer,
      })
      return { result: true as const, ...(await own(merchantId, String(id))) }
    },

    async addPicture(
      merchantId: number,
      rawId: string | undefined,
      file: { size: number; bytes: () => Promise<Buffer> },
    ) {
      if (file.size > proposalLimits.pictureBytes) throw pictureRefused(proposalMessages.pictureSize, 413)
      const bytes = await file.bytes()
      const type = sniffImageType(bytes)
      if (!type) throw pictureRefused(proposalMessages.pictureType)
      if (!isWholeImage(bytes, type)) throw pictureRefused(proposalMessages.pictureBroken)
      return changePending(merchantId, rawId, async (tx, id) => {
        const held = await repo.countPictures(tx, id)
        if (held.count >= proposalLimits.pictures) throw pictureRefused(proposalMessages.tooManyPictures, 409)
        await repo.insertPicture(tx, {
          id: randomBytes(16).toString('base64url'),
          proposalId: id,
          position: held.last + 1,
          contentType: type.contentType,
          bytes,
        })
      })
    },

    removePicture(merchantId: number, rawId: string | undefined, pictureId: string | undefined) {
      return changePending(merchantId, rawId, async (tx, id) => {
        if (!pictureId || !(await repo.deletePicture(tx, id, pictureId))) {
          throw notFound(proposalMessages.pictureNotFound)
        }
      })
    },

    adminList: (query: AdminListQuery) => listed(null, query, toAdminProposal),

    /** The operator's page of a proposal: the proposal and the record of it. */
    async adminPage(rawId: string | undefined) {
      const id = rowIdFrom(rawId)
      if (id === null) throw notFound(proposalMessages.notFound)
      const [proposal, audit] = await Promise.all([decided(id), entriesOf(db, 'proposal', id)])
      return { proposal, audit }
    },

    /** The administrator `actorId` approves; the decision goes on the console's record with it. */
    async approve(actorId: number, rawId: string | undefined) {
      const { id, offerId, merchantId } = await db
        .transaction(async (tx) => {
          const row = await lockForDecision(tx, rawId)
          await record(tx, actorId, 'proposal', row.id, 'proposal_approved')
          const [first] = await repo.picturesOf(tx, [row.id])
          const productId = await repo.insertProductOf(tx, row, first ? urlOf(first) : null)
          const offer = await offersRepo.insertOffer(tx, row.merchantId, productId, termsOf(row.offer))
          if (offer === null) throw new Error('The offer of a new product was not written')
          await repo.decide(tx, row.id, { status: 'approved', masterProductId: productId, at: now() })
          return { id: row.id, offerId: offer, merchantId: row.merchantId }
        })
        .catch((error: unknown) => {
          if (violatesUnique(error, 'offers_merchant_article_key')) {
            throw new AppError(409, proposalMessages.articleTaken)
          }
          throw error
        })
      const offer = await offersRepo.findOffer(db, merchantId, offerId)
      if (!offer) throw new Error('The offer of a new product was not read back')
      return { result: true as const, proposal: await decided(id), offer: toSellerOffer(offer) }
    },

    async reject(actorId: number, rawId: string | undefined, body: RejectInput) {
      const id = await db.transaction(async (tx) => {
        const row = await lockForDecision(tx, rawId)
        await record(tx, actorId, 'proposal', row.id, 'proposal_rejected', body.reason)
        await repo.decide(tx, row.id, { status: 'rejected', reason: body.reason, at: now() })
        return row.id
      })
      return { result: true as const, proposal: await decided(id) }
    },

    /** A picture's bytes by its public name; null when there is none. */
    picture: (id: string) => repo.findPicture(db, id),
  }
}

export type ProductProposalsService = ReturnType<typeof createProductProposalsService>
