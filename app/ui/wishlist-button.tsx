/**
 * The heart on a card and on the product page: a form that adds the product to the guest's favourites; once there,
 * a link to the removal confirmation (SPEC §8). The page stays where it was: the form comes back to it.
 */
import { useLocation, useNavigation } from '@remix-run/react'
import { closeDialogHref, dialogHref } from '#app/lib/dialog.ts'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { useVisitor } from '#app/lib/visitor.ts'
import { DialogLink } from './dialog-link.tsx'
import { PageForm } from './page-link.tsx'

export function WishlistButton({
  productId,
  name,
  variant = 'icon',
}: {
  productId: number
  name: string
  variant?: 'icon' | 'full'
}) {
  const { t } = useTranslation()
  const location = useLocation()
  const navigation = useNavigation()
  const visitor = useVisitor()
  const adding =
    navigation.formAction === '/wishlist' &&
    navigation.formData?.get('intent') === 'add' &&
    navigation.formData.get('product_id') === String(productId)
  const inList = adding || (visitor?.wishlist.includes(productId) ?? false)
  const className = `wish wish--${variant}${inList ? ' wish--on' : ''}`

  if (inList) {
    return (
      <DialogLink
        to={dialogHref(location, 'unwish', { item: productId })}
        className={className}
        aria-label={t('wishlist.removeNamed', { name })}
        title={t('wishlist.remove')}
      >
        <Heart filled />
        {variant === 'full' ? <span>{t('wishlist.inList')}</span> : null}
      </DialogLink>
    )
  }
  return (
    <PageForm method="post" action="/wishlist" preventScrollReset className="wish-form">
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="product_id" value={productId} />
      <input type="hidden" name="redirectTo" value={closeDialogHref(location)} />
      <button
        type="submit"
        className={className}
        aria-label={t('wishlist.addNamed', { name })}
        title={t('wishlist.add')}
      >
        <Heart filled={false} />
        {variant === 'full' ? <span>{t('wishlist.add')}</span> : null}
      </button>
    </PageForm>
  )
}

function Heart({ filled }: { filled: boolean }) {
  return (
    <svg className="wish__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <path
        d="M12 20.5 4.2 12.8A4.9 4.9 0 0 1 12 6.6a4.9 4.9 0 0 1 7.8 6.2z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
      />
    </svg>
  )
}
