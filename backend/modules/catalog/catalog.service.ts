/** Rules of the catalogue: what the start-up call and the home page show, in the contract's shape. */
import type { Database } from '#backend/db/client.ts'
import { createTtlCache } from '#backend/lib/cache.ts'
import { toRubles, toRublesOrNull } from '#backend/lib/money.ts'
import type { Brand, Category, Merchant, ProductCard } from '#contract/catalog.ts'
import * as repo from './catalog.repository.ts'

/** Home sections: how many brands and popular products the page shows. */
export const HOME_BRANDS = 16
export const HOME_POPULAR_PRODUCTS = 24

export type CatalogService = ReturnType<typeof createCatalogService>

export function createCatalogService(db: Database, options: { cacheMs?: number } = {}) {
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

  return {
    categories: () => cache.get('categories', loadCategories),
    brands: () => cache.get('brands', loadBrands),
    merchants: () => cache.get('merchants', loadMerchants),
    productCount: () => cache.get('productCount', () => repo.countMasterProducts(db)),

    async popularProducts(limit = HOME_POPULAR_PRODUCTS): Promise<ProductCard[]> {
      const rows = await cache.get(`popular:${limit}`, () => repo.listPopularProductCards(db, limit))
      return rows.map(toProductCard)
    },

    async homeData() {
      const [categories, brands, merchants, products] = await Promise.all([
        this.categories(),
        this.brands(),
        this.merchants(),
        this.popularProducts(),
      ])
      return {
        categories: categories.filter((c) => c.parent_id === 0),
        brands: [...brands].sort((a, b) => b.product_count - a.product_count).slice(0, HOME_BRANDS),
        master_products: products,
        merchants,
      }
    },

    invalidate: () => cache.clear(),
  }
}

export function toProductCard(row: repo.ProductCardRow): ProductCard {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    category_id: row.category_id,
    brand:
      row.brand_id && row.brand_slug && row.brand_name
        ? { id: row.brand_id, slug: row.brand_slug, name: row.brand_name }
        : null,
    thumbnail: { url: row.image ?? `/api/media/products/${row.id}.svg`, alt: row.name },
    price: toRublesOrNull(row.price == null ? null : Number(row.price)),
    price_gross: toRublesOrNull(row.price_gross == null ? null : Number(row.price_gross)),
    sale: row.sale_percent,
    promotion_label: row.promotion_label,
    availability: row.availability,
    offers_count: Number(row.offers_count),
    rating: Number(row.rating),
    units: row.units,
    contains_precursor: row.contains_precursor,
  }
}
