/**
 * A row of items that is a CSS scroll-snap slider without JavaScript. Once the page has hydrated, Swiper is loaded
 * lazily (never with the first-load scripts) and takes the row over, with autoplay every 3000 ms (SPEC §9).
 * A visitor who asks for reduced motion gets no autoplay.
 */
import { type ReactNode, useEffect, useRef } from 'react'

export const SLIDER_AUTOPLAY_MS = 3000

export function Slider({
  items,
  className,
}: {
  items: { key: string | number; node: ReactNode }[]
  className?: string
}) {
  const container = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const element = container.current
    if (!element) return
    let destroyed = false
    let instance: { destroy: () => void; autoplay?: { stop: () => void } } | null = null
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    Promise.all([import('swiper'), import('swiper/modules'), import('swiper/css')])
      .then(([{ default: Swiper }, { Autoplay }]) => {
        if (destroyed) return
        element.classList.add('slider--swiper')
        instance = new Swiper(element, {
          // Not Swiper's A11y module: it gives list items a group role; the list keeps its own semantics.
          modules: [Autoplay],
          slidesPerView: 'auto',
          spaceBetween: 12,
          loop: false,
          autoplay: reduceMotion
            ? false
            : { delay: SLIDER_AUTOPLAY_MS, pauseOnMouseEnter: true, disableOnInteraction: true },
        })
        // Moving content stops for good once a keyboard user is inside it (WCAG 2.2.2).
        element.addEventListener('focusin', () => instance?.autoplay?.stop())
      })
      .catch(() => {
        // The scroll-snap row keeps working; nothing is lost.
      })
    return () => {
      destroyed = true
      instance?.destroy()
      element.classList.remove('slider--swiper')
    }
  }, [])

  return (
    <div ref={container} className={`slider swiper ${className ?? ''}`}>
      <ul className="scroll-row swiper-wrapper">
        {items.map((item) => (
          <li key={item.key} className="swiper-slide">
            {item.node}
          </li>
        ))}
      </ul>
    </div>
  )
}
