/** Row types of the demo catalogue: drizzle insert shapes with explicit ids. */
import type { brands, categories, masterProducts, merchants, offers, priceHistory } from '#backend/db/schema.ts'

type WithId<T> = T & { id: number }

export type CategoryRow = WithId<typeof categories.$inferInsert>
export type BrandRow = WithId<typeof brands.$inferInsert>
export type MerchantRow = WithId<typeof merchants.$inferInsert>
export type MasterProductRow = WithId<typeof masterProducts.$inferInsert>
export type OfferRow = WithId<typeof offers.$inferInsert>
export type PriceHistoryRow = WithId<typeof priceHistory.$inferInsert>

export interface DemoCatalogue {
  categories: CategoryRow[]
  brands: BrandRow[]
  merchants: MerchantRow[]
  masterProducts: MasterProductRow[]
  offers: OfferRow[]
  priceHistory: PriceHistoryRow[]
}

export interface CatalogueOptions {
  /** Seed of the pseudo-random generator; default 20261122. */
  seed?: number
  /** Number of master products; default 600. */
  products?: number
  /** 'YYYY-MM-DD': dates are spread before it and price history ends in its month; default '2026-11-01'. */
  anchorDate?: string
}

/** One master product with everything that hangs off it. */
export interface ProductBundle {
  product: MasterProductRow
  offers: OfferRow[]
  priceHistory: PriceHistoryRow[]
}
