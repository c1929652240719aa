/**
 * Rows of the fixed reference tables (categories, brands, sellers) from the data files, plus the lookups the
 * product generator needs: which brands and sellers may carry goods of a given leaf category.
 */

import { slugify } from '#backend/lib/slug.ts'
import { findBankByBic } from '#backend/modules/lookups/directories.ts'
import { type BrandSeed, brandSeeds } from './data/brands.ts'
import { type CategorySeed, categoryTree } from './data/categories.ts'
import { type MerchantSeed, merchantSeeds } from './data/merchants.ts'
import { companyInn, companyKpp, companyOgrn, settlementAccount } from './inn.ts'
import type { BrandRow, CategoryRow, MerchantRow } from './types.ts'

export interface ReferenceData {
  categories: CategoryRow[]
  brands: BrandRow[]
  merchants: MerchantRow[]
  /** Category id by slug. */
  categoryIds: ReadonlyMap<string, number>
  leafSlugs: ReadonlySet<string>
  /** The slug itself and the slugs of all its ancestors, for every category. */
  lineage: ReadonlyMap<string, readonly string[]>
  brandSeeds: readonly BrandSeed[]
  merchantSeeds: readonly MerchantSeed[]
}

export function buildReferenceData(): ReferenceData {
  const categories: CategoryRow[] = []
  const categoryIds = new Map<string, number>()
  const leafSlugs = new Set<string>()
  const lineage = new Map<string, readonly string[]>()

  // Depth-first, so a parent always gets its id before its children.
  const visit = (nodes: readonly CategorySeed[], parentId: number, ancestors: readonly string[]): void => {
    nodes.forEach((node, index) => {
      if (categoryIds.has(node.slug)) throw new Error(`duplicate category slug «${node.slug}»`)
      const id = categories.length + 1
      categories.push({
        id,
        parentId,
        sort: (index + 1) * 10,
        slug: node.slug,
        name: node.name,
        description: node.description,
      })
      categoryIds.set(node.slug, id)
      const chain = [...ancestors, node.slug]
      lineage.set(node.slug, chain)
      if (node.children?.length) visit(node.children, id, chain)
      else leafSlugs.add(node.slug)
    })
  }
  visit(categoryTree, 0, [])

  const brands: BrandRow[] = brandSeeds.map((seed, index) => {
    const id = index + 1
    for (const field of seed.fields) {
      if (!categoryIds.has(field)) throw new Error(`brand «${seed.name}» names an unknown category «${field}»`)
    }
    return {
      id,
      slug: slugify(seed.name),
      name: seed.name,
      country: seed.country,
      description: seed.description,
      logo: `/api/media/brands/${id}.svg`,
    }
  })

  const merchants: MerchantRow[] = merchantSeeds.map((seed, index) => {
    const id = index + 1
    if (seed.fields !== '*') {
      for (const field of seed.fields) {
        if (!categoryIds.has(field)) throw new Error(`seller «${seed.name}» names an unknown category «${field}»`)
      }
    }
    const bank = findBankByBic(seed.bankBik)
    if (!bank) throw new Error(`seller «${seed.name}» names a bank not in the bank directory: ${seed.bankBik}`)
    const inn = companyInn(seed.innBase)
    return {
      id,
      slug: slugify(seed.name),
      name: seed.name,
      legalName: seed.legalName,
      inn,
      kpp: companyKpp(inn),
      ogrn: companyOgrn(seed.ogrnBase),
      addrJur: seed.addrJur,
      bankName: bank.name,
      bankBik: bank.bic,
      bankCorrAccount: bank.correspondent_account,
      bankAccount: settlementAccount(bank.bic, seed.accountSerial),
      vatPayer: seed.vatPayer,
      city: seed.city,
      minOrder: seed.minOrderRub * 100,
      isOfficial: seed.isOfficial,
      rating: seed.rating,
      logo: `/api/media/merchants/${id}.svg`,
    }
  })

  assertUnique(
    'brand',
    brands.map((b) => b.slug),
  )
  assertUnique(
    'seller',
    merchants.map((m) => m.slug),
  )
  return { categories, brands, merchants, categoryIds, leafSlugs, lineage, brandSeeds, merchantSeeds }
}

function assertUnique(what: string, slugs: readonly string[]): void {
  const seen = new Set<string>()
  for (const slug of slugs) {
    if (seen.has(slug)) throw new Error(`duplicate ${what} slug «${slug}»`)
    seen.add(slug)
  }
}
