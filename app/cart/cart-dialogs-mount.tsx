/**
 * Mounts the cart's dialogs when the URL names one (`?dialog=cart`, `?dialog=added&item=…`, `?dialog=remove&item=…`).
 * Tiny on purpose: it is part of every shop page; the dialogs are a lazy chunk, rendered whole by the server, so they
 * work without JavaScript as page states (decision 012, 023).
 */
import { useSearchParams } from '@remix-run/react'
import { Suspense } from 'react'
import { lazyDialog } from '#app/contact/contact-dialogs.tsx'
import { CART_DIALOGS, DIALOG_PARAM } from '#app/lib/dialog.ts'

const CartDialog = lazyDialog(() => import('./cart-dialogs.tsx').then((module) => module.CartDialog))

export function CartDialogs() {
  const [params] = useSearchParams()
  const name = params.get(DIALOG_PARAM)
  if (!name || !CART_DIALOGS.has(name)) return null
  return (
    <Suspense fallback={null}>
      <CartDialog name={name} item={params.get('item')} />
    </Suspense>
  )
}
