/**
 * SPEC §2: on desktop (≥ 992 px) the middle header bar sticks once the page is scrolled more than 42 px; on
 * mobile there is no sticky state. Without JavaScript the header simply scrolls away, which is fine.
 * The header itself becomes `position: sticky` with a negative top equal to the height of the bar above the
 * middle one, so the middle bar stays in view and nothing below it jumps (a sticky box keeps its place in flow).
 */
import { type RefObject, useEffect, useState } from 'react'

const DESKTOP = '(min-width: 992px)'
const THRESHOLD_PX = 42

export function useStickyHeader(header: RefObject<HTMLElement | null>, middleBar: RefObject<HTMLElement | null>) {
  const [sticky, setSticky] = useState(false)
  useEffect(() => {
    const desktop = window.matchMedia(DESKTOP)
    let frame = 0
    const update = () => {
      frame = 0
      const next = desktop.matches && window.scrollY > THRESHOLD_PX
      if (next && header.current && middleBar.current) {
        // Measured, not fixed in CSS: the top bar grows when the visitor enlarges the text.
        header.current.style.setProperty('--site-header-offset', `${middleBar.current.offsetTop}px`)
      }
      setSticky(next)
    }
    const schedule = () => {
      if (frame === 0) frame = window.requestAnimationFrame(update)
    }
    update()
    window.addEventListener('scroll', schedule, { passive: true })
    desktop.addEventListener('change', schedule)
    return () => {
      window.removeEventListener('scroll', schedule)
      desktop.removeEventListener('change', schedule)
      if (frame !== 0) window.cancelAnimationFrame(frame)
    }
  }, [header, middleBar])
  return sticky
}
