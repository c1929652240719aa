/** A cart action's message after its redirect, as the shop layout's loader read it (app/lib/cart-notice.server.ts). */
import { useRouteLoaderData } from '@remix-run/react'
import type { CartDialogData } from '#app/lib/cart.server.ts'
import type { CartNotice } from '#app/lib/cart-notice.server.ts'
import { SHOP_ROUTE_ID } from '#app/lib/visitor.ts'

export interface ShopCartData {
  cartDialog?: CartDialogData | null
  cartNotice?: CartNotice | null
}

export function useShopCart(): ShopCartData | undefined {
  return useRouteLoaderData<ShopCartData>(SHOP_ROUTE_ID)
}

export function useCartNotice(): CartNotice | null {
  return useShopCart()?.cartNotice ?? null
}
