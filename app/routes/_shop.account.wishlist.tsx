/**
 * /account/wishlist (SPEC §2 "favourite products"): the favourites of the `bh_wishlist` cookie as product cards —
 * the same list a guest keeps (SPEC §4 Wishlist). Removing one goes through the shop's own confirmation
 * (`?dialog=unwish&item=12`, app/shell/visitor-dialogs.tsx) and POST /wishlist, which comes back here.
 */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { accountPage } from '#app/account/account.server.ts'
import { accountMeta } from '#app/account/meta.ts'
import { keepAccountData } from '#app/account/urls.ts'
import { dialogHref } from '#app/lib/dialog.ts'
import { DialogLink } from '#app/ui/dialog-link.tsx'
import { ProductCard } from '#app/ui/product-card.tsx'
import { loadCardsByIds } from '#app/ui/product-cards.server.ts'

export const handle = { i18n: 'account' }

export const loader = ({ context }: LoaderFunctionArgs) =>
  accountPage(context, 'wishlist', async (api) => ({
    products: await loadCardsByIds(api, context.visitor.wishlist),
  }))

/** A removal (POST /wishlist) reloads the list; opening or closing its confirmation does not. */
export const shouldRevalidate = keepAccountData

export default function WishlistPage() {
  const { t } = useTranslation('account')
  const { title, products } = useLoaderData<typeof loader>()
  const location = useLocation()
  return (
    <>
      <h1>{title}</h1>
      {products.length === 0 ? (
        <>
          <p>{t('wishlist.empty')}</p>
          <Link to="/catalog" className="button">
            {t('wishlist.toCatalog')}
          </Link>
        </>
      ) : (
        <ul className="wishlist-grid account-wishlist">
          {products.map((product) => (
            <li key={product.id} className="account-wishlist__item">
              <ProductCard product={product} />
              <DialogLink
                to={dialogHref(location, 'unwish', { item: product.id })}
                className="button button--link account-wishlist__remove"
                aria-label={t('wishlist.removeNamed', { name: product.name })}
              >
                {t('wishlist.remove')}
              </DialogLink>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}

export const meta: MetaFunction<typeof loader> = ({ data }) => accountMeta(data)
