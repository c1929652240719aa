/**
 * Rules of the catalogue: what the start-up call and the home page show, in the contract's shape; listings and
 * product pages are products.service.ts, reached through `products`.
 */
import type { Database } from '#backend/db/client.ts'
import { createTtlCache } from '#backend/lib/cache.ts'
import type { Brand, Category, Merchant, ProductCard } from '#contract/catalog.ts'
import { toRubles } from '#contract/money.ts'
import * as repo from './catalog.repository.ts'
import { createProductsService } from './products.service.ts'

/** Home sections: how many brands and popular products the page shows. */
export const HOME_BRANDS = 16
export const HOME_POPULAR_PRODUCTS = 24
export const HOME_SPECIAL_OFFERS = 12

export type CatalogService = ReturnType<typeof createCatalogService>

export function createCatalogService(db: Database, options: { cacheMs?: number; searchCountCap?: number } = {}) {
  // Every page asks for the category tree, brands and sellers; they change rarely, so a few seconds of reuse is
  // safe even with several back-end processes.
  const cache = createTtlCache(options.cacheMs ?? 10_000)

  async function loadCategories(): Promise<Category[]> {
    const [rows, counts] = await Promise.all([repo.listCategories(db), repo.countProductsByCategory(db)])
    const own = new Map(counts.map((c) => [c.categoryId, c.count]))
    const parentOf = new Map(rows.map((r) => [r.id, r.parentId]))
    // A category counts the products of all its descendants.
    const total = new Map<number, number>()
    for (const [categoryId, n] of own) {
      let current: number | undefined = categoryId
      const seen = new Set<number>()
      while (current && !seen.has(current)) {
        seen.add(current)
        total.set(current, (total.get(current) ?? 0) + n)
        current = parentOf.get(current)
      }
    }
    return rows.map((r) => ({
      id: r.id,
      parent_id: r.parentId,
      sort: r.sort,
      slug: r.slug,
      name: r.name,
      description: r.description,
      product_count: total.get(r.id) ?? 0,
    }))
  }

  async function loadBrands(): Promise<Brand[]> {
    const rows = await repo.listBrandsWithCounts(db)
    const collator = new Intl.Collator('ru')
    return rows
      .map((r) => ({
        id: r.id,
        slug: r.slug,
        name: r.name,
        country: r.country,
        logo: r.logo,
        product_count: Number(r.productCount),
      }))
      .sort((a, b) => collator.compare(a.name, b.name))
  }

  async function loadMerchants(): Promise<Merchant[]> {
    const rows = await repo.listMerchants(db)
    return rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      name: r.name,
      city: r.city,
      min_order: toRubles(r.minOrder),
      is_official: r.isOfficial,
      rating: r.rating,
      logo: r.logo,
    }))
  }

  const categoriesCached = () => cache.get('categories', loadCategories)
  const brandsCached = () => cache.get('brands', loadBrands)
  const products = createProductsService(db, {
    categories: categoriesCached,
    freshCategories: loadCategories,
    brandCounts: async () => new Map((await brandsCached()).map((b) => [b.id, b.product_count])),
    cache,
    searchCountCap: options.searchCountCap,
  })

  return {
    /** Listings and product pages. */
    products,
    categories: categoriesCached,
    brands: brandsCached,
    merchants: () => cache.get('merchants', loadMerchants),
    productCount: () => cache.get('productCount', () => repo.countMasterProducts(db)),

    async popularProducts(limit = HOME_POPULAR_PRODUCTS): Promise<ProductCard[]> {
      return cache.get(`popular:${limit}`, () => products.popular(limit))
    },

    async homeData() {
      const [categories, brands, merchants, popular, specialOffers] = await Promise.all([
        this.categories(),
        this.brands(),
        this.merchants(),
        this.popularProducts(),
        cache.get('specialOffers', () => products.onSale(HOME_SPECIAL_OFFERS)),
      ])
      return {
        categories: categories.filter((c) => c.parent_id === 0),
        brands: [...brands].sort((a, b) => b.product_count - a.product_count).slice(0, HOME_BRANDS),
        master_products: popular,
        special_offers: specialOffers,
        merchants,
      }
    },

    invalidate: () => cache.clear(),
  }
}

export { toProductCard } from './product-card.ts'
