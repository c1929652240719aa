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

/** The path the wishlist form posts to. */
export const WISHLIST_ACTION = '/wishlist'

/** Whether the product is in the visitor's favourites, or on its way there (the heart fills at once). */
export function useWishlisted(productId: number): boolean {
  const navigation = useNavigation()
  const visitor = useVisitor()
  const adding =
    navigation.formAction === WISHLIST_ACTION &&
    navigation.formData?.get('intent') === 'add' &&
    navigation.formData.get('product_id') === String(productId)
  return adding || (visitor?.wishlist.includes(productId) ?? false)
}

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
  const inList = useWishlisted(productId)
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
    <PageForm method="post" action={WISHLIST_ACTION} preventScrollReset className="wish-form">
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

/** The heart's outline, drawn by this component and by the product card's markup. */
export const HEART_PATH = 'M12 20.5 4.2 12.8A4.9 4.9 0 0 1 12 6.6a4.9 4.9 0 0 1 7.8 6.2z'

function Heart({ filled }: { filled: boolean }) {
  return (
    <svg className="wish__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <path d={HEART_PATH} fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.8" />
    </svg>
  )
}
