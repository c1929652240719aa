import { Link, useLocation } from '@remix-run/react'
import { dialogHref } from '#app/lib/dialog.ts'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { ScrollToTop } from './scroll-to-top.tsx'

export function Footer() {
  const { t } = useTranslation()
  const location = useLocation()
  return (
    <footer className="site-footer">
      <div className="container site-footer__row">
        <div className="site-footer__contact">
          <p className="site-footer__label">{t('footer.phoneLabel')}</p>
          <a className="site-footer__phone" href={t('footer.phoneHref')}>
            {t('footer.phone')}
          </a>
          <p>{t('footer.hours')}</p>
          <p>
            <Link to={dialogHref(location, 'write-us')} preventScrollReset rel="nofollow">
              {t('forms.writeUs.link')}
            </Link>
          </p>
        </div>
        <nav aria-label={t('footer.navLabel')}>
          <ul className="site-footer__links">
            <li>
              <Link to="/about">{t('footer.about')}</Link>
            </li>
            <li>
              <Link to="/agreement">{t('footer.agreement')}</Link>
            </li>
            <li>
              <Link to="/privacy-policy">{t('footer.privacy')}</Link>
            </li>
            <li>
              <Link to="/contacts">{t('footer.contacts')}</Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="container">
        <p className="site-footer__copyright">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
        <ScrollToTop />
      </div>
    </footer>
  )
}
