/** Rules of users. For now the start-up call: what every page of the storefront needs to render. */
import type { CatalogService } from '#backend/modules/catalog/catalog.service.ts'
import type { StartData } from '#contract/start.ts'

export function createUsersService(deps: { catalog: CatalogService }) {
  return {
    /** A guest's start data; sign-in (a later module) adds the user and their cart. */
    async start(): Promise<StartData> {
      const [categories, brandList, merchantList, masterProductCount] = await Promise.all([
        deps.catalog.categories(),
        deps.catalog.brands(),
        deps.catalog.merchants(),
        deps.catalog.productCount(),
      ])
      return {
        categories,
        brandList,
        merchantList,
        user: null,
        cart: [],
        master_product_count: masterProductCount,
      }
    },
  }
}
export type UsersService = ReturnType<typeof createUsersService>
