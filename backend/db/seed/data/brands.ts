/**
 * Fictional manufacturers, listed in brands.json beside this file. `fields` are category slugs (any level) a brand
 * makes goods for; `model` prefixes its model numbers. Names are invented and must not copy real trademarks.
 */
import brands from './brands.json'

export interface BrandSeed {
  name: string
  country: string
  description: string
  model: string
  fields: readonly string[]
}

export const brandSeeds: readonly BrandSeed[] = brands
