/**
 * What the shop layout knows about the visitor before any sign-in (its loader in app/shell/shop-layout.server.ts): the city,
 * the favourites and what an open visitor dialog needs. Components read it with `useVisitor()`.
 */
import { useRouteLoaderData } from '@remix-run/react'
import type { ProductCardView } from '#app/ui/product-card.tsx'
import type { Location } from '#contract/location.ts'

export interface CityChoice extends Location {
  region: string | null
  label: string
}

export interface VisitorData {
  location: Location
  /** Favourite product ids, newest first (`bh_wishlist`). */
  wishlist: number[]
  /** The select-city dialog's search without JavaScript: what was typed and what was found. */
  cityQuery: string
  citySuggestions: CityChoice[] | null
  /** Cards of the favourites, when the favourites dialog is open. */
  wishlistProducts: ProductCardView[] | null
}

export const SHOP_ROUTE_ID = 'routes/_shop'

export function useVisitor(): VisitorData | undefined {
  return useRouteLoaderData<VisitorData>(SHOP_ROUTE_ID)
}
