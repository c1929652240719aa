/**
 * Back to the top of the page: a link to `#top` (the header) at the end of the page. With JavaScript (the `js`
 * class root puts on <html> before the first paint, so the link never flashes in the footer first) it is styled as
 * a fixed round button, shown and animated by app/shell/client/page-chrome.ts after hydration.
 */
import { useTranslation } from '#app/lib/i18n/texts.tsx'

export function ScrollToTop() {
  const { t } = useTranslation()
  return (
    <a href="#top" className="to-top">
      <svg className="to-top__icon" viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
        <path d="M10 16V4M4 10l6-6 6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className="to-top__label visually-hidden visually-hidden--js">{t('nav.toTop')}</span>
    </a>
  )
}
