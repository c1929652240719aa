/**
 * «Вернуться в корзину»: checkout's way back to step 1. The order is unconfirmed first (the cart's own action,
 * `intent=unconfirm`), or step 1's guard would send a confirmed buyer straight back here (SPEC §2).
 */
import { Form } from '@remix-run/react'
import { useTranslation } from '#app/lib/i18n/texts.tsx'

export function BackToCart() {
  const { t } = useTranslation('checkout')
  return (
    <Form method="post" action="/cart/actions" className="checkout-back">
      <button type="submit" name="intent" value="unconfirm" className="button button--secondary">
        {t('back')}
      </button>
    </Form>
  )
}
