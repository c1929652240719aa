import { describe, expect, it } from 'vitest'
import { slugPattern } from '#backend/lib/slug.ts'
import { BANKS } from '#backend/modules/lookups/directories.ts'
import {
  isValidBik,
  isValidCorrespondentAccount,
  isValidInn,
  isValidKpp,
  isValidOgrn,
  isValidSettlementAccount,
} from '#contract/company-ids.ts'
import { generateCatalogue } from './generate.ts'
import type { DemoCatalogue } from './types.ts'

const catalogue = generateCatalogue()
const anchorMs = Date.UTC(2026, 10, 1)
const DAY_MS = 86_400_000

/** The INN rule written out again here, independent of inn.ts. */
function innIsValid(inn: string): boolean {
  if (!/^\d{10}$/.test(inn)) return false
  const weights = [2, 4, 10, 3, 5, 9, 4, 6, 8]
  const sum = weights.reduce((acc, w, i) => acc + w * Number(inn[i]), 0)
  return (sum % 11) % 10 === Number(inn[9])
}

function byId<T extends { id: number }>(rows: readonly T[]): Map<number, T> {
  return new Map(rows.map((row) => [row.id, row]))
}

function leafIds(c: DemoCatalogue): Set<number> {
  const parents = new Set(c.categories.map((cat) => cat.parentId))
  return new Set(c.categories.filter((cat) => !parents.has(cat.id)).map((cat) => cat.id))
}

describe('generateCatalogue', () => {
  it('is deterministic: the same options give the same rows, another seed other ones', () => {
    expect(generateCatalogue()).toEqual(catalogue)
    const other = generateCatalogue({ seed: 1 })
    expect(other.masterProducts.map((p) => p.name)).not.toEqual(catalogue.masterProducts.map((p) => p.name))
    expect(other.categories).toEqual(catalogue.categories)
  })

  it('has the minimum counts and 600 products by default', () => {
    expect(catalogue.categories.length).toBeGreaterThanOrEqual(30)
    expect(catalogue.brands.length).toBeGreaterThanOrEqual(40)
    expect(catalogue.merchants.length).toBeGreaterThanOrEqual(8)
    expect(catalogue.masterProducts).toHaveLength(600)
    expect(generateCatalogue({ products: 25 }).masterProducts).toHaveLength(25)
  })

  it('builds a category tree two to three levels deep with valid parents and slugs', () => {
    const categories = byId(catalogue.categories)
    const depth = (id: number): number => {
      const parentId = categories.get(id)?.parentId ?? 0
      return parentId === 0 ? 1 : 1 + depth(parentId)
    }
    for (const category of catalogue.categories) {
      if (category.parentId !== 0) expect(categories.has(category.parentId ?? -1)).toBe(true)
      expect(category.slug).toMatch(slugPattern)
      expect(category.description).toBeTruthy()
    }
    const leaves = [...leafIds(catalogue)]
    expect(Math.min(...leaves.map(depth))).toBe(2)
    expect(Math.max(...leaves.map(depth))).toBe(3)
    const topLevel = catalogue.categories.filter((c) => c.parentId === 0)
    expect(topLevel.length).toBeGreaterThanOrEqual(7)
    expect(new Set(catalogue.categories.map((c) => c.slug)).size).toBe(catalogue.categories.length)
  })

  it('gives brands and sellers unique Latin slugs, media paths and valid details', () => {
    for (const rows of [catalogue.brands, catalogue.merchants]) {
      expect(new Set(rows.map((r) => r.slug)).size).toBe(rows.length)
      for (const row of rows) expect(row.slug).toMatch(slugPattern)
    }
    for (const brand of catalogue.brands) {
      expect(brand.country).toBeTruthy()
      expect(brand.logo).toBe(`/api/media/brands/${brand.id}.svg`)
    }
    for (const merchant of catalogue.merchants) {
      expect(innIsValid(merchant.inn ?? '')).toBe(true)
      expect(merchant.rating).toBeGreaterThanOrEqual(3.5)
      expect(merchant.rating).toBeLessThanOrEqual(5)
      expect(merchant.logo).toBe(`/api/media/merchants/${merchant.id}.svg`)
    }
    expect(new Set(catalogue.merchants.map((m) => m.minOrder)).size).toBeGreaterThanOrEqual(6)
    expect(catalogue.merchants.some((m) => m.minOrder === 0)).toBe(true)
    expect(new Set(catalogue.merchants.map((m) => m.city)).size).toBeGreaterThanOrEqual(6)
    expect(catalogue.merchants.some((m) => m.isOfficial)).toBe(true)
  })

  it('gives every seller the requisites an invoice prints, passing the checks of the requisites form', () => {
    for (const merchant of catalogue.merchants) {
      const { inn, kpp, ogrn, addrJur, bankName, bankBik, bankCorrAccount, bankAccount } = merchant
      expect(isValidInn(inn ?? ''), `${merchant.name} INN ${inn}`).toBe(true)
      expect(isValidKpp(kpp ?? ''), `${merchant.name} KPP ${kpp}`).toBe(true)
      expect(kpp?.slice(0, 4)).toBe(inn?.slice(0, 4))
      expect(isValidOgrn(ogrn ?? ''), `${merchant.name} OGRN ${ogrn}`).toBe(true)
      expect(ogrn).toMatch(/^1\d{12}$/)
      expect(addrJur).toMatch(/^\d{6}, г\. /)
      expect(isValidBik(bankBik ?? ''), `${merchant.name} BIK ${bankBik}`).toBe(true)
      // A real bank of the embedded directory, named as it names it.
      expect(BANKS.find((bank) => bank.bic === bankBik)?.name).toBe(bankName)
      expect(isValidCorrespondentAccount(bankCorrAccount ?? '', bankBik ?? ''), `${merchant.name} к/с`).toBe(true)
      expect(isValidSettlementAccount(bankAccount ?? '', bankBik ?? ''), `${merchant.name} р/с`).toBe(true)
      expect(bankAccount).toMatch(/^40702810/)
    }
    for (const key of ['inn', 'ogrn', 'bankAccount'] as const) {
      expect(new Set(catalogue.merchants.map((m) => m[key])).size).toBe(catalogue.merchants.length)
    }
    // At least one seller on the simplified tax regime (invoices «НДС не облагается»), most pay VAT.
    expect(catalogue.merchants.some((m) => m.vatPayer === false)).toBe(true)
    expect(catalogue.merchants.filter((m) => m.vatPayer !== false).length).toBeGreaterThan(
      catalogue.merchants.length / 2,
    )
  })

  it('puts every product into a leaf category with a brand, media paths and sane figures', () => {
    const leaves = leafIds(catalogue)
    const brands = byId(catalogue.brands)
    for (const product of catalogue.masterProducts) {
      expect(leaves.has(product.categoryId)).toBe(true)
      expect(brands.get(product.brandId ?? -1)?.country).toBe(product.country)
      expect(product.image).toBe(`/api/media/products/${product.id}.svg`)
      expect(product.slug).toMatch(slugPattern)
      expect(product.slug.endsWith(`-${product.id}`)).toBe(true)
      expect([0, 10, 22]).toContain(product.vatRate)
      expect(product.popularity).toBeGreaterThanOrEqual(0)
      expect(product.popularity).toBeLessThanOrEqual(10_000)
      expect(product.rating).toBeGreaterThanOrEqual(3)
      expect(product.rating).toBeLessThanOrEqual(5)
      expect(Math.round((product.rating ?? 0) * 10)).toBeCloseTo((product.rating ?? 0) * 10, 9)
      expect(product.weightG).toBeGreaterThan(0)
      expect(product.specs?.length).toBeGreaterThan(2)
      for (const licence of product.licences ?? []) expect(licence.url).toBe(`/api/media/licences/${product.id}.pdf`)
      const created = (product.createdAt as Date).getTime()
      expect(created).toBeLessThan(anchorMs)
      expect(created).toBeGreaterThan(anchorMs - 731 * DAY_MS)
    }
    // Every leaf gets goods, and bestsellers are rare.
    expect(new Set(catalogue.masterProducts.map((p) => p.categoryId)).size).toBe(leaves.size)
    const popular = catalogue.masterProducts.filter((p) => (p.popularity ?? 0) > 5000).length
    expect(popular).toBeLessThan(catalogue.masterProducts.length * 0.2)
    expect(catalogue.masterProducts.some((p) => p.licences?.length)).toBe(true)
    expect(catalogue.masterProducts.some((p) => p.videoUrl)).toBe(true)
  })

  it('marks a few per cent of products as precursors, all of them laboratory reagents', () => {
    const reagents = catalogue.categories.find((c) => c.slug === 'laboratornye-reaktivy')
    const categories = byId(catalogue.categories)
    const precursors = catalogue.masterProducts.filter((p) => p.containsPrecursor)
    expect(precursors.length).toBeGreaterThanOrEqual(catalogue.masterProducts.length * 0.02)
    expect(precursors.length).toBeLessThanOrEqual(catalogue.masterProducts.length * 0.06)
    for (const product of precursors) expect(categories.get(product.categoryId)?.parentId).toBe(reagents?.id)
  })

  it('gives each product one to five offers from different sellers with consistent prices', () => {
    const merchants = byId(catalogue.merchants)
    const products = byId(catalogue.masterProducts)
    const perProduct = new Map<number, number[]>()
    for (const offer of catalogue.offers) {
      perProduct.set(offer.masterProductId, [...(perProduct.get(offer.masterProductId) ?? []), offer.merchantId])
      const merchant = merchants.get(offer.merchantId)
      expect(offer.warehouseCity).toBe(merchant?.city)
      const updated = (offer.priceUpdatedAt as Date).getTime()
      expect(updated).toBeLessThan(anchorMs)
      expect(updated).toBeGreaterThanOrEqual(anchorMs - 30 * DAY_MS)
      expect(offer.salePercent === null).toBe(offer.promotionLabel === null)
      if (offer.salePercent !== null) {
        expect(offer.salePercent).toBeGreaterThanOrEqual(5)
        expect(offer.salePercent).toBeLessThanOrEqual(30)
      }
      if (offer.availability === 'price_on_request') {
        expect(offer.price).toBeNull()
        expect(offer.priceGross).toBeNull()
        continue
      }
      const price = offer.price ?? 0
      expect(Number.isInteger(price) && price > 0 && price % 50 === 0).toBe(true)
      const vat = products.get(offer.masterProductId)?.vatRate ?? 22
      if (offer.priceGross !== null) expect(offer.priceGross).toBe(Math.round((price * (100 + vat)) / 100))
    }
    expect(perProduct.size).toBe(catalogue.masterProducts.length)
    for (const merchantIds of perProduct.values()) {
      expect(merchantIds.length).toBeGreaterThanOrEqual(1)
      expect(merchantIds.length).toBeLessThanOrEqual(5)
      expect(new Set(merchantIds).size).toBe(merchantIds.length)
    }
    // Sellers that quote net prices always carry a gross price; the others never do.
    const netSellers = new Set(catalogue.offers.filter((o) => o.priceGross !== null).map((o) => o.merchantId))
    expect(netSellers.size).toBeGreaterThan(0)
    for (const offer of catalogue.offers) {
      if (offer.price !== null) expect(offer.priceGross !== null).toBe(netSellers.has(offer.merchantId))
    }
  })

  it('mixes availabilities and promotions roughly as a real marketplace', () => {
    const share = (predicate: (o: DemoCatalogue['offers'][number]) => boolean) =>
      catalogue.offers.filter(predicate).length / catalogue.offers.length
    expect(share((o) => o.availability === 'in_stock')).toBeGreaterThan(0.6)
    expect(share((o) => o.availability === 'in_stock')).toBeLessThan(0.8)
    for (const other of ['on_order', 'not_in_stock', 'price_on_request'] as const) {
      expect(share((o) => o.availability === other)).toBeGreaterThan(0.05)
      expect(share((o) => o.availability === other)).toBeLessThan(0.15)
    }
    expect(share((o) => o.promotionLabel !== null)).toBeGreaterThan(0.1)
    expect(share((o) => o.promotionLabel !== null)).toBeLessThan(0.2)
  })

  it('records twelve monthly prices for every priced offer, ending at the price the buyer pays', () => {
    const history = new Map<number, { recordedOn: string; price: number }[]>()
    for (const point of catalogue.priceHistory) {
      history.set(point.offerId, [...(history.get(point.offerId) ?? []), point])
    }
    const months = ['2025-12-01', '2026-01-01', '2026-02-01', '2026-03-01', '2026-04-01', '2026-05-01'].concat([
      '2026-06-01',
      '2026-07-01',
      '2026-08-01',
      '2026-09-01',
      '2026-10-01',
      '2026-11-01',
    ])
    for (const offer of catalogue.offers) {
      const points = history.get(offer.id) ?? []
      if (offer.price === null) {
        expect(points).toHaveLength(0)
        continue
      }
      expect(points.map((p) => p.recordedOn)).toEqual(months)
      expect(points.at(-1)?.price).toBe(offer.priceGross ?? offer.price)
      for (const point of points) expect(point.price).toBeGreaterThan(0)
    }
    expect(new Set(catalogue.priceHistory.map((p) => p.id)).size).toBe(catalogue.priceHistory.length)
  })

  it('follows the anchor date and rejects bad options', () => {
    const march = generateCatalogue({ products: 20, anchorDate: '2027-03-15' })
    const dates = new Set(march.priceHistory.map((p) => p.recordedOn))
    expect([...dates].sort()).toEqual(expect.arrayContaining(['2026-04-01', '2027-03-01']))
    expect(dates.size).toBe(12)
    expect(() => generateCatalogue({ anchorDate: '2026-02-30' })).toThrow(/anchorDate/)
    expect(() => generateCatalogue({ products: -1 })).toThrow(/products/)
  })

  it('keeps slugs and names unique at 20 000 products', () => {
    const big = generateCatalogue({ products: 20_000, seed: 42 })
    expect(big.masterProducts).toHaveLength(20_000)
    expect(new Set(big.masterProducts.map((p) => p.slug)).size).toBe(20_000)
    expect(new Set(big.masterProducts.map((p) => p.name)).size).toBe(20_000)
  })
})
