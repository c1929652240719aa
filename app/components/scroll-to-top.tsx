/**
 * Back to the top of the page. Without JavaScript: a link to `#top` (the header) at the end of the page. With
 * JavaScript (the `js` class root puts on <html> before the first paint, so the link never flashes in the footer
 * first): a fixed round button that shows after one screen of scrolling and scrolls smoothly, unless the visitor
 * asked for reduced motion. Focus moves to the top too, so a keyboard user goes on from there rather than from a
 * button that has just hidden itself.
 */
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

export function ScrollToTop() {
  const { t } = useTranslation()
  const [visible, setVisible] = useState(false)
  const link = useRef<HTMLAnchorElement>(null)

  useEffect(() => {
    const scrollUp = (event: MouseEvent) => {
      event.preventDefault()
      const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
      window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' })
      const top = document.getElementById('top')
      if (!top) return
      // Focusable only for this move, so a click elsewhere in the header does not focus the header itself.
      top.setAttribute('tabindex', '-1')
      top.addEventListener('blur', () => top.removeAttribute('tabindex'), { once: true })
      top.focus({ preventScroll: true })
    }
    const anchor = link.current
    anchor?.addEventListener('click', scrollUp)
    let frame = 0
    const update = () => {
      frame = 0
      setVisible(window.scrollY > window.innerHeight)
    }
    const schedule = () => {
      if (frame === 0) frame = window.requestAnimationFrame(update)
    }
    update()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule, { passive: true })
    return () => {
      anchor?.removeEventListener('click', scrollUp)
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
      if (frame !== 0) window.cancelAnimationFrame(frame)
    }
  }, [])

  return (
    <a ref={link} href="#top" className={visible ? 'to-top to-top--visible' : 'to-top'}>
      <svg className="to-top__icon" viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
        <path d="M10 16V4M4 10l6-6 6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className="to-top__label">{t('nav.toTop')}</span>
    </a>
  )
}
