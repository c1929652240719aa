/**
 * Deterministic demo catalogue of Medmarket. This folder holds:
 * - generate.ts (this file): `generateCatalogue()`, a pure function from options to table rows, and
 *   `planCatalogue()`, the same rows as a lazy stream of products;
 * - reference.ts, offers.ts, types.ts: rows of categories, brands, sellers, offers and price history;
 * - data/: the Russian texts — category tree, brands, sellers and per-category product templates;
 * - prng.ts, slug.ts, inn.ts: seeded randomness, Latin slugs, INN check digits;
 * - seed.ts: writes a catalogue into an empty database in one transaction; replace.ts: swaps the catalogue of a
 *   live database, keeping user accounts; cli.ts: `npm run db:seed`.
 * The same options always give the same catalogue, so demos, screenshots and tests can rely on it.
 */
import type { LicenceFile, SpecEntry } from '#backend/db/schema.ts'
import { slugify } from '#backend/lib/slug.ts'
import { type ProductDraft, type ProductTemplate, productTemplates } from './data/products/index.ts'
import { type EligibleMerchant, type IdCounters, makeOffers, monthStarts } from './offers.ts'
import { createRng, type Rng } from './prng.ts'
import { buildReferenceData, type ReferenceData } from './reference.ts'
import type {
  BrandRow,
  CatalogueOptions,
  CategoryRow,
  DemoCatalogue,
  MasterProductRow,
  MerchantRow,
  ProductBundle,
} from './types.ts'

export type { CatalogueOptions, DemoCatalogue, ProductBundle } from './types.ts'

export const DEFAULT_SEED = 20261122
export const DEFAULT_PRODUCTS = 600

const DAY_MS = 86_400_000
const HISTORY_MONTHS = 12

/** The reference rows and a lazily generated stream of products, for callers that write in chunks. */
export interface CataloguePlan {
  categories: CategoryRow[]
  brands: BrandRow[]
  merchants: MerchantRow[]
  productCount: number
  /** Each call starts the same deterministic sequence afresh. */
  bundles(): Generator<ProductBundle>
}

/** Everything in memory at once; fine up to some tens of thousands of products. */
export function generateCatalogue(options: CatalogueOptions = {}): DemoCatalogue {
  const plan = planCatalogue(options)
  const catalogue: DemoCatalogue = {
    categories: plan.categories,
    brands: plan.brands,
    merchants: plan.merchants,
    masterProducts: [],
    offers: [],
    priceHistory: [],
  }
  for (const bundle of plan.bundles()) {
    catalogue.masterProducts.push(bundle.product)
    for (const offer of bundle.offers) catalogue.offers.push(offer)
    for (const point of bundle.priceHistory) catalogue.priceHistory.push(point)
  }
  return catalogue
}

export function planCatalogue(options: CatalogueOptions = {}): CataloguePlan {
  const seed = options.seed ?? DEFAULT_SEED
  const productCount = options.products ?? DEFAULT_PRODUCTS
  const anchorMs = parseAnchor(options.anchorDate ?? '2026-11-01')
  if (!Number.isSafeInteger(seed)) throw new Error(`seed must be an integer, got ${seed}`)
  if (!Number.isSafeInteger(productCount) || productCount < 0) {
    throw new Error(`products must be a non-negative integer, got ${productCount}`)
  }

  const reference = buildReferenceData()
  const slots = templateSlots(reference)
  const historyMonths = monthStarts(anchorMs, HISTORY_MONTHS)

  function* bundles(): Generator<ProductBundle> {
    const rng = createRng(seed)
    const usedNames = new Set<string>()
    const ids: IdCounters = { offer: 0, history: 0 }
    const slotWeights = slots.map((slot, index) => [index, slot.template.weight] as const)
    for (let id = 1; id <= productCount; id++) {
      const slot = slots[rng.weighted(slotWeights)] as TemplateSlot
      const brand = rng.pick(slot.brands)
      const draft = slot.template.make(rng, brand.seed)
      const product = productRow(rng, { id, draft, brand, slot, anchorMs, usedNames })
      const { offers, priceHistory } = makeOffers(
        rng,
        {
          productId: id,
          basePriceRub: draft.priceRub,
          vatRate: draft.vatRate,
          bulk: draft.bulk ?? false,
          merchants: slot.merchants,
          anchorMs,
          historyMonths,
        },
        ids,
      )
      yield { product, offers, priceHistory }
    }
  }

  return {
    categories: reference.categories,
    brands: reference.brands,
    merchants: reference.merchants,
    productCount,
    bundles,
  }
}

interface EligibleBrand {
  id: number
  country: string
  seed: ReferenceData['brandSeeds'][number]
}

/** A template with the category it fills and the brands and sellers allowed there. */
interface TemplateSlot {
  template: ProductTemplate
  categoryId: number
  brands: readonly EligibleBrand[]
  merchants: readonly EligibleMerchant[]
}

/** Checks the data files against each other once, so a typo fails loudly instead of skewing the catalogue. */
function templateSlots(reference: ReferenceData): TemplateSlot[] {
  const covered = new Set<string>()
  const slots = productTemplates.map((template) => {
    const { category } = template
    const categoryId = reference.categoryIds.get(category)
    if (categoryId === undefined) throw new Error(`a product template names an unknown category «${category}»`)
    if (!reference.leafSlugs.has(category)) {
      throw new Error(`products may go only into leaf categories, not «${category}»`)
    }
    covered.add(category)
    const lineage = reference.lineage.get(category) ?? []
    const inLineage = (fields: readonly string[]) => fields.some((field) => lineage.includes(field))
    const brands = reference.brandSeeds.flatMap((seed, index) =>
      inLineage(seed.fields) ? [{ id: index + 1, country: seed.country, seed }] : [],
    )
    const merchants = reference.merchantSeeds.flatMap((seed, index) =>
      seed.fields === '*' || inLineage(seed.fields) ? [{ id: index + 1, seed }] : [],
    )
    if (brands.length === 0) throw new Error(`no brand makes goods for «${category}»`)
    if (merchants.length === 0) throw new Error(`no seller trades in «${category}»`)
    return { template, categoryId, brands, merchants }
  })
  for (const leaf of reference.leafSlugs) {
    if (!covered.has(leaf)) throw new Error(`leaf category «${leaf}» has no product template`)
  }
  return slots
}

interface ProductContext {
  id: number
  draft: ProductDraft
  brand: EligibleBrand
  slot: TemplateSlot
  anchorMs: number
  usedNames: Set<string>
}

function productRow(rng: Rng, { id, draft, brand, slot, anchorMs, usedNames }: ProductContext): MasterProductRow {
  // Every product has an article: its brand's model letters and its id. Templates combine a limited set of variants;
  // the article in the name keeps names unique in very large catalogues.
  const article = `${brand.seed.model}-${id}`
  let name = draft.name
  if (usedNames.has(name)) name = `${name}, арт. ${article}`
  usedNames.add(name)

  const specs: SpecEntry[] = [...draft.specs, { name: 'Страна производства', value: brand.country }]
  const licences: LicenceFile[] = []
  if (draft.registered) {
    specs.push({ name: 'Регистрационное удостоверение', value: `РЗН ${rng.int(2012, 2025)}/${rng.int(1000, 29_999)}` })
    licences.push({ title: 'Регистрационное удостоверение', url: `/api/media/licences/${id}.pdf` })
  }
  const [width, height, length] = draft.sizeCm
  // Popularity is heavily skewed: a few bestsellers, a long tail of rarely viewed goods.
  const popularity = Math.round(10_000 * rng.next() ** 4)
  return {
    id,
    slug: `${slugify(name, 70)}-${id}`,
    name,
    categoryId: slot.categoryId,
    brandId: brand.id,
    article,
    country: brand.country,
    description: draft.description,
    widthCm: round1(width),
    heightCm: round1(height),
    lengthCm: round1(length),
    weightG: Math.max(1, Math.round(draft.weightG)),
    units: draft.units,
    specs,
    licences,
    videoUrl: rng.chance(draft.videoChance ?? 0) ? `/api/media/videos/${id}.mp4` : null,
    image: `/api/media/products/${id}.svg`,
    containsPrecursor: draft.containsPrecursor ?? false,
    vatRate: draft.vatRate,
    popularity,
    rating: Math.round((5 - 2 * rng.next() ** 2) * 10) / 10,
    ordersCount: Math.round(popularity * rng.float(0.02, 0.3)),
    createdAt: new Date(anchorMs - Math.floor((rng.float(1, 730) * DAY_MS) / 1000) * 1000),
  }
}

const round1 = (value: number): number => Math.round(value * 10) / 10

function parseAnchor(anchorDate: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(anchorDate)
  const ms = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : Number.NaN
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== anchorDate) {
    throw new Error(`anchorDate must be a real date as YYYY-MM-DD, got «${anchorDate}»`)
  }
  return ms
}
