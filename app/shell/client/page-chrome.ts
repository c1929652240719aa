/**
 * Behaviour of the shop chrome that only makes sense with JavaScript, attached to the server-rendered markup after
 * hydration (with the other enhancements, so none of it weighs on the first load — decision 005). The elements are
 * looked up when needed: the chrome is re-rendered on an error page, and these hooks outlive it.
 *
 * - Sticky header (SPEC §2): on desktop (≥ 992 px) the middle bar sticks once the page is scrolled more than 42 px;
 *   never on mobile. The header becomes `position: sticky` with a negative top equal to the height of the bar above
 *   the middle one, so the middle bar stays in view and nothing below it jumps.
 * - Back to top: without JavaScript a link to `#top` at the end of the page; with it a fixed round button that shows
 *   after one screen of scrolling and scrolls smoothly (instantly under reduced motion), moving focus to the top so
 *   a keyboard user goes on from there.
 */
import { useEffect } from 'react'

const DESKTOP = '(min-width: 992px)'
const STICKY_AFTER_PX = 42

function update(desktop: MediaQueryList) {
  const header = document.getElementById('top')
  const middleBar = header?.querySelector<HTMLElement>('.site-header__main')
  const sticky = desktop.matches && window.scrollY > STICKY_AFTER_PX
  if (header && middleBar) {
    // Measured, not fixed in CSS: the top bar grows when the visitor enlarges the text.
    if (sticky) header.style.setProperty('--site-header-offset', `${middleBar.offsetTop}px`)
    header.classList.toggle('site-header--sticky', sticky)
  }
  const toTop = document.querySelector('a.to-top')
  toTop?.classList.toggle('to-top--visible', window.scrollY > window.innerHeight)
}

function scrollUp(event: MouseEvent) {
  const target = event.target instanceof Element ? event.target.closest('a.to-top') : null
  if (!target) return
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

export function usePageChrome() {
  useEffect(() => {
    const desktop = window.matchMedia(DESKTOP)
    let frame = 0
    const schedule = () => {
      if (frame === 0)
        frame = window.requestAnimationFrame(() => {
          frame = 0
          update(desktop)
        })
    }
    update(desktop)
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule, { passive: true })
    desktop.addEventListener('change', schedule)
    document.addEventListener('click', scrollUp)
    return () => {
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
      desktop.removeEventListener('change', schedule)
      document.removeEventListener('click', scrollUp)
      if (frame !== 0) window.cancelAnimationFrame(frame)
    }
  }, [])
}
