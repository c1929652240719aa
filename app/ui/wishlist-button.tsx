/**
 * The heart on a card and on the product page: a form that adds the product to the guest's favourites; once there,
 * a link to the removal confirmation (SPEC §8). The page stays where it was: the form comes back to it. Drawn as
 * markup (decision 056), by the card among its own and here for the product page.
 */
import { useLocation, useNavigation } from '@remix-run/react'
import { closeDialogHref, dialogHref, type UrlLike } from '#app/lib/dialog.ts'
import { html, innerMarkup, type Markup } from '#app/lib/html.ts'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import type { Translate } from '#app/lib/i18n/translate.ts'
import { useVisitor } from '#app/lib/visitor.ts'
import { KEEP_SCROLL_ATTRIBUTE, useRoutedMarkup } from './page-link.tsx'

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

export interface Heart {
  productId: number
  /** The product's name, which the heart's label says. */
  name: string
  /** `icon` on a card; `full` on the product page, with its words beside it. */
  variant: 'icon' | 'full'
  inList: boolean
  /** The page the heart is on: the form comes back to it, the removal confirmation opens over it. */
  page: UrlLike
}

const icon = (filled: boolean) =>
  html`<svg class="wish__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true"><path d="M12 20.5 4.2 12.8A4.9 4.9 0 0 1 12 6.6a4.9 4.9 0 0 1 7.8 6.2z" fill="${filled ? 'currentColor' : 'none'}" stroke="currentColor" stroke-width="1.8"></path></svg>`

/** The heart's markup; `t` reads the `common` texts. */
export function heartMarkup({ productId, name, variant, inList, page }: Heart, t: Translate): Markup {
  const className = `wish wish--${variant}${inList ? ' wish--on' : ''}`
  if (inList) {
    const words = variant === 'full' ? html`<span>${t('wishlist.inList')}</span>` : null
    return html`<a class="${className}" href="${dialogHref(page, 'unwish', { item: productId })}" rel="nofollow" ${KEEP_SCROLL_ATTRIBUTE} aria-label="${t('wishlist.removeNamed', { name })}" title="${t('wishlist.remove')}" data-discover="true">${icon(true)}${words}</a>`
  }
  const words = variant === 'full' ? html`<span>${t('wishlist.add')}</span>` : null
  return html`<form class="wish-form" action="${WISHLIST_ACTION}" method="post" ${KEEP_SCROLL_ATTRIBUTE} data-discover="true"><input type="hidden" name="intent" value="add"><input type="hidden" name="product_id" value="${productId}"><input type="hidden" name="redirectTo" value="${closeDialogHref(page)}"><button type="submit" class="${className}" aria-label="${t('wishlist.addNamed', { name })}" title="${t('wishlist.add')}">${icon(false)}${words}</button></form>`
}

/** The product page's heart, with its words. */
export function WishlistButton({ productId, name }: { productId: number; name: string }) {
  const { t } = useTranslation()
  const page = useLocation()
  const inList = useWishlisted(productId)
  const { onClick, onSubmit } = useRoutedMarkup()
  const content = heartMarkup({ productId, name, variant: 'full', inList, page }, t as Translate)
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the link and button inside take the keys; this only routes them
    // biome-ignore lint/a11y/noStaticElementInteractions: the box is no control; it hands its link's and form's events on
    <div className="wish-box" onClick={onClick} onSubmit={onSubmit} {...innerMarkup(content)} />
  )
}
