/**
 * The cart's dialogs over any shop page (SPEC §1 "cart modal", "add-to-cart modal"; §8 "remove item from cart"),
 * a lazy chunk (see cart-dialogs-mount.tsx). Their data comes from the shop layout's loader, which reads the cart
 * only while one of them is open.
 */
import { Link, useLocation } from '@remix-run/react'
import { closeDialogHref } from '#app/lib/dialog.ts'
import { formatPrice } from '#app/lib/format.ts'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { ipxUrl } from '#app/lib/images.ts'
import { ConfirmDialog, Dialog } from '#app/ui/dialog.tsx'
import type { CartNotice } from './cart-notice.server.ts'
import type { CartDialogData, CartLineView } from './cart-view.server.ts'
import { useShopCart } from './notice.ts'

export function CartDialog({ name, item }: { name: string; item: string | null }) {
  const shop = useShopCart()
  const cart = shop?.cartDialog
  const notice = shop?.cartNotice ?? null
  const itemId = Number(item)
  const line = cart?.lines.find((l) => l.product_id === itemId) ?? null
  switch (name) {
    case 'cart':
      return <CartContentsDialog cart={cart ?? null} notice={notice} />
    case 'added':
      return <AddedDialog cart={cart ?? null} line={line} notice={notice} />
    case 'remove':
      return line ? <RemoveDialog line={line} /> : null
    default:
      return null
  }
}

function CartContentsDialog({ cart, notice }: { cart: CartDialogData | null; notice: CartNotice | null }) {
  const { t } = useTranslation('cart')
  const location = useLocation()
  const lines = cart?.lines ?? []
  return (
    <Dialog title={t('dialog.cartTitle')}>
      <Notice notice={notice} />
      {lines.length === 0 ? (
        <p>{t('dialog.empty')}</p>
      ) : (
        <>
          <ul className="cart-dialog__lines">
            {lines.map((line) => (
              <li key={line.product_id}>
                <LineSummary line={line} />
              </li>
            ))}
          </ul>
          <p className="cart-dialog__total">
            {t('dialog.total', { count: cart?.count ?? 0 })} <strong>{formatPrice(cart?.total ?? 0)}</strong>
          </p>
        </>
      )}
      <div className="dialog__actions">
        {lines.length > 0 ? (
          <Link to="/cart/order" className="button">
            {t('dialog.toCart')}
          </Link>
        ) : null}
        <Link to={closeDialogHref(location)} className="button button--secondary" preventScrollReset replace>
          {t('dialog.continue')}
        </Link>
      </div>
    </Dialog>
  )
}

function AddedDialog({
  cart,
  line,
  notice,
}: {
  cart: CartDialogData | null
  line: CartLineView | null
  notice: CartNotice | null
}) {
  const { t } = useTranslation('cart')
  const location = useLocation()
  const refused = notice !== null && notice.errors.length > 0
  return (
    <Dialog title={refused ? t('dialog.notAddedTitle') : t('dialog.addedTitle')}>
      <Notice notice={notice} />
      {!refused && line ? <LineSummary line={line} /> : null}
      {!refused && !line ? <p>{t('dialog.addedMissing')}</p> : null}
      {cart && cart.count > 0 ? (
        <p className="cart-dialog__total">
          {t('dialog.inCart', { count: cart.count })} <strong>{formatPrice(cart.total)}</strong>
        </p>
      ) : null}
      <div className="dialog__actions">
        <Link to="/cart/order" className="button">
          {t('dialog.toCart')}
        </Link>
        <Link to={closeDialogHref(location)} className="button button--secondary" preventScrollReset replace>
          {t('dialog.continue')}
        </Link>
      </div>
    </Dialog>
  )
}

function RemoveDialog({ line }: { line: CartLineView }) {
  const { t } = useTranslation('cart')
  return (
    <ConfirmDialog
      title={t('remove.title')}
      question={t('remove.question', { name: line.name })}
      action="/cart/actions"
      fields={{ intent: 'remove', product_id: line.product_id, confirmed: 'yes' }}
    />
  )
}

function LineSummary({ line }: { line: CartLineView }) {
  const { t } = useTranslation('cart')
  return (
    <div className="cart-dialog__line">
      <img src={ipxUrl(line.thumbnail.url, 320)} alt="" width={64} height={64} className="cart-dialog__image" />
      <div>
        <Link to={`/product/${line.slug}`}>{line.name}</Link>
        <p className="cart-dialog__meta">
          {t('line.seller', { name: line.merchant })} ·{' '}
          {t('line.quantity', { count: line.quantity, units: line.units })} · {formatPrice(line.sum)}
        </p>
        {line.available ? null : <p className="cart-dialog__unavailable">{t('line.unavailable')}</p>}
      </div>
    </div>
  )
}

function Notice({ notice }: { notice: CartNotice | null }) {
  if (!notice || notice.errors.length === 0) return null
  return (
    <div className="alert alert--error" role="alert">
      {notice.errors.map((error) => (
        <p key={error}>{error}</p>
      ))}
    </div>
  )
}
