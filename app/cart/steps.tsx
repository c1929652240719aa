/**
 * The cart's four steps (SPEC §4 Cart step: order 1, autorisation 2, checkout 3, thanks 4) as a list above every
 * step, the current one marked for eyes and for screen readers (`aria-current="step"`).
 */
import { useTranslation } from '#app/lib/i18n/texts.tsx'

export const CART_STEPS = ['order', 'autorisation', 'checkout', 'thanks'] as const
export type CartStepName = (typeof CART_STEPS)[number]

export function cartStepOf(pathname: string): CartStepName | null {
  const segment = pathname.replace(/\/+$/, '').split('/')[2] ?? ''
  return (CART_STEPS as readonly string[]).includes(segment) ? (segment as CartStepName) : null
}

export function CartSteps({ current }: { current: CartStepName }) {
  const { t } = useTranslation('cart')
  const currentIndex = CART_STEPS.indexOf(current)
  return (
    <nav aria-label={t('steps.label')} className="cart-steps">
      <ol className="cart-steps__list">
        {CART_STEPS.map((step, index) => {
          const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'next'
          return (
            <li
              key={step}
              className={`cart-steps__item cart-steps__item--${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="cart-steps__number" aria-hidden="true">
                {index + 1}
              </span>
              <span className="cart-steps__name">{t(`steps.${step}`)}</span>
              {state === 'current' ? <span className="visually-hidden">{t('steps.currentSuffix')}</span> : null}
              {state === 'done' ? <span className="visually-hidden">{t('steps.doneSuffix')}</span> : null}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
