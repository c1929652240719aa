/**
 * A seller's offers (docs/decisions/040): list, read, change the terms, offer a catalogue product. Every call is
 * scoped to the caller's merchant by the repository; another merchant's offer is «Предложение не найдено». The
 * seller gives the price buyers pay; an offer «в наличии» whose stock is 0 is stored as not in stock, so what the
 * catalogue and the cart show follows the warehouse. The offers' triggers carry every change to the listings.
 */
import type { z } from 'zod'
import type { Database } from '#backend/db/client.ts'
import { violatesUnique } from '#backend/db/unique-violation.ts'
import { AppError, notFound } from '#backend/lib/errors.ts'
import { pageRows, pagination } from '#backend/lib/pagination.ts'
import { typedQuery } from '#backend/modules/catalog/products-search.ts'
import { rowIdFrom } from '#backend/modules/owned-lists/owned-list.ts'
import { toKopecks, toRubles } from '#contract/money.ts'
import {
  type createSellerOfferCall,
  type findCatalogueProductsCall,
  type listSellerOffersCall,
  type SellerOffer,
  sellerOfferMessages,
  type updateSellerOfferCall,
} from '#contract/seller-offers.ts'
import * as repo from './seller-offers.repository.ts'

type ListQuery = z.output<(typeof listSellerOffersCall)['query']>
type TermsInput = z.output<(typeof updateSellerOfferCall)['body']>
type CreateInput = z.output<(typeof createSellerOfferCall)['body']>
type FindQuery = z.output<(typeof findCatalogueProductsCall)['query']>

const FOUND_PRODUCTS = 20

export function toSellerOffer(row: repo.SellerOfferRow): SellerOffer {
  const gross = row.price_gross ?? row.price
  const net =
    row.price_gross !== null ? row.price : row.price === null ? null : Number(row.price) / (1 + row.vat_rate / 100)
  return {
    id: row.id,
    product: {
      id: row.product_id,
      slug: row.product_slug,
      name: row.product_name,
      article: row.product_article,
      image: row.product_image,
      units: row.units,
    },
    article: row.article,
    price_gross: gross === null ? null : toRubles(Number(gross)),
    price_net: net === null ? null : toRubles(Number(net)),
    vat_rate: Number(row.vat_rate),
    availability: row.availability,
    stock: row.stock,
    min_order: row.min_order,
    step: row.step,
    warehouse_city: row.warehouse_city,
    published: row.published,
    price_updated_at: new Date(row.price_updated_at).toISOString(),
  }
}

/** The terms as stored: kopecks, and «в наличии» with none left is not in stock. */
export function termsOf(body: TermsInput): repo.OfferTerms {
  return {
    price: body.price_gross === null ? null : toKopecks(body.price_gross),
    availability: body.availability === 'in_stock' && body.stock === 0 ? 'not_in_stock' : body.availability,
    stock: body.stock,
    minOrder: body.min_order,
    step: body.step,
    warehouseCity: body.warehouse_city,
    article: body.article,
  }
}

/** The seller's article taken by another of its offers: 409 naming the field. */
function articleTaken(error: unknown): AppError | null {
  return violatesUnique(error, 'offers_merchant_article_key')
    ? new AppError(409, sellerOfferMessages.articleTaken, { article: [sellerOfferMessages.articleTaken] })
    : null
}

export function createSellerOffersService(db: Database) {
  async function read(merchantId: number, offerId: number) {
    const row = await repo.findOffer(db, merchantId, offerId)
    if (!row) throw notFound(sellerOfferMessages.notFound)
    return { offer: toSellerOffer(row) }
  }

  async function writing(work: () => Promise<number | null>, missing: AppError): Promise<number> {
    try {
      const id = await work()
      if (id === null) throw missing
      return id
    } catch (error) {
      throw articleTaken(error) ?? error
    }
  }

  return {
    async list(merchantId: number, query: ListQuery) {
      const { rows, total } = await repo.listOffers(db, {
        merchantId,
        text: query.q || undefined,
        tsquery: query.q ? typedQuery(query.q) : undefined,
        availability: query.availability,
        ...pageRows(query),
      })
      return { offers: rows.map(toSellerOffer), pagination: pagination(query, total) }
    },

    get(merchantId: number, rawId: string | undefined) {
      const id = rowIdFrom(rawId)
      if (id === null) throw notFound(sellerOfferMessages.notFound)
      return read(merchantId, id)
    },

    async update(merchantId: number, rawId: string | undefined, body: TermsInput) {
      const id = rowIdFrom(rawId)
      if (id === null) throw notFound(sellerOfferMessages.notFound)
      await writing(
        () => db.transaction((tx) => repo.updateOffer(tx, merchantId, id, termsOf(body))),
        notFound(sellerOfferMessages.notFound),
      )
      return { result: true as const, ...(await read(merchantId, id)) }
    },

    async create(merchantId: number, body: CreateInput) {
      if (!(await repo.productExists(db, body.master_product_id))) {
        throw new AppError(404, sellerOfferMessages.productNotFound, {
          master_product_id: [sellerOfferMessages.productNotFound],
        })
      }
      const id = await writing(
        () => db.transaction((tx) => repo.insertOffer(tx, merchantId, body.master_product_id, termsOf(body))),
        new AppError(409, sellerOfferMessages.alreadyOffered),
      )
      return { result: true as const, ...(await read(merchantId, id)) }
    },

    async findProducts(merchantId: number, query: FindQuery) {
      const rows = await repo.findProducts(db, merchantId, query.q, typedQuery(query.q), FOUND_PRODUCTS)
      return { products: rows.map((row) => ({ ...row, vat_rate: Number(row.vat_rate) })) }
    },
  }
}

export type SellerOffersService = ReturnType<typeof createSellerOffersService>
