/**
 * /account/wishlist (SPEC §2 "favourite products"): the favourites as product cards. Removing one goes through the
 * shop's own confirmation (`?dialog=unwish&item=12`, app/shell/visitor-dialogs.tsx) and POST /wishlist, which
 * comes back here.
 */
import { useLoaderData, useLocation } from '@remix-run/react'
import { dialogHref } from '#app/lib/dialog.ts'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { DialogLink } from '#app/ui/dialog-link.tsx'
import { WishlistGrid } from '#app/ui/wishlist-grid.tsx'
import type { loadWishlistPage } from './wishlist.server.ts'

export function WishlistPage() {
  const { t } = useTranslation('account')
  const { title, products } = useLoaderData<typeof loadWishlistPage>()
  const location = useLocation()
  return (
    <>
      <h1>{title}</h1>
      <WishlistGrid
        products={products}
        texts={{ empty: t('wishlist.empty'), toCatalog: t('wishlist.toCatalog') }}
        className="wishlist-grid account-wishlist"
        itemClassName="account-wishlist__item"
        extra={(product) => (
          <DialogLink
            to={dialogHref(location, 'unwish', { item: product.id })}
            className="button button--link account-wishlist__remove"
            aria-label={t('wishlist.removeNamed', { name: product.name })}
          >
            {t('wishlist.remove')}
          </DialogLink>
        )}
      />
    </>
  )
}
