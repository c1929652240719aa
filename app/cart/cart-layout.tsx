/** The cart's layout: the title and the four-step indicator around each step. */
import { Outlet, useLocation } from '@remix-run/react'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { CartSteps, cartStepOf } from './steps.tsx'

export function CartLayout() {
  const { t } = useTranslation('cart')
  const { pathname } = useLocation()
  const step = cartStepOf(pathname)
  return (
    <div className="container cart">
      <p className="cart__title">{t('title')}</p>
      {step ? <CartSteps current={step} /> : null}
      <Outlet />
    </div>
  )
}
