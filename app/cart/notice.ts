/** A cart action's message after its redirect, as the shop layout's loader read it (app/cart/cart-notice.server.ts). */
import { useRouteLoaderData } from '@remix-run/react'
import { SHOP_ROUTE_ID } from '#app/lib/visitor.ts'
import type { CartNotice } from './cart-notice.server.ts'
import type { CartDialogData } from './cart-view.server.ts'

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
