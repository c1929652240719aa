import { useLocation } from '@remix-run/react'
import { dialogHref } from '#app/lib/dialog.ts'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { DialogLink } from '#app/ui/dialog-link.tsx'
import { PageLink } from '#app/ui/page-link.tsx'
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
            <DialogLink to={dialogHref(location, 'write-us')}>{t('forms.writeUs.link')}</DialogLink>
          </p>
        </div>
        <nav aria-label={t('footer.navLabel')}>
          <ul className="site-footer__links">
            <li>
              <PageLink to="/about">{t('footer.about')}</PageLink>
            </li>
            <li>
              <PageLink to="/agreement">{t('footer.agreement')}</PageLink>
            </li>
            <li>
              <PageLink to="/privacy-policy">{t('footer.privacy')}</PageLink>
            </li>
            <li>
              <PageLink to="/contacts">{t('footer.contacts')}</PageLink>
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
