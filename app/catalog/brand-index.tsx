/**
 * The brand catalogue (SPEC §2): an alphabetical index. The letter bar links letters that have brands to their
 * sections and shows the others as plain text; each section lists its brands and links back to the bar.
 */
import type { MetaDescriptor } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { textsFrom } from '#app/lib/meta-texts.ts'
import { originFrom, type PageMetaArgs, seoMeta } from '#app/lib/seo.ts'
import type { LetterGroup, loadBrandIndexPage } from './brands.server.ts'

const SCRIPTS = ['cyrillic', 'latin', 'digits', 'other'] as const

export function BrandIndexPage() {
  const { t } = useTranslation()
  const { groups, total } = useLoaderData<typeof loadBrandIndexPage>()
  const label = (group: LetterGroup) =>
    group.script === 'digits' ? t('brands.digits') : group.script === 'other' ? t('brands.other') : group.letter
  return (
    <div className="container brand-index">
      <header className="page-head">
        <h1>{t('brands.catalogTitle')}</h1>
        <p className="page-head__lead">
          {t('brands.catalogLead')} {t('brands.lead', { brands: t('plurals.brands', { count: total }) })}
        </p>
        <p>
          <Link to="/brands">{t('brands.listLink')}</Link>
        </p>
      </header>

      <nav className="panel letter-bar" id="letters" aria-label={t('brands.letters')}>
        {SCRIPTS.map((script) => {
          const letters = groups.filter((group) => group.script === script)
          if (letters.length === 0) return null
          return (
            <ul key={script} className="letter-bar__row">
              {letters.map((group) => (
                <li key={group.id}>
                  {group.brands.length > 0 ? (
                    // A router link, not a bare anchor: with JavaScript, Remix's scroll restoration would take a
                    // bare fragment jump for a "back" move and scroll away. Without JavaScript it is href="…#id".
                    <Link className="letter-bar__letter" to={`#${group.id}`}>
                      {label(group)}
                    </Link>
                  ) : (
                    <span className="letter-bar__letter letter-bar__letter--empty">
                      {label(group)}
                      <span className="visually-hidden"> — {t('brands.noBrands')}</span>
                    </span>
                  )}
                </li>
              ))}
            </ul>
          )
        })}
      </nav>

      {groups
        .filter((group) => group.brands.length > 0)
        .map((group) => (
          <section key={group.id} className="letter-section" aria-labelledby={group.id}>
            <h2 id={group.id} className="letter-section__title">
              {label(group)}
            </h2>
            <ul className="letter-section__list">
              {group.brands.map((brand) => (
                <li key={brand.id}>
                  <Link to={`/brands/${brand.slug}`}>{brand.name}</Link>{' '}
                  <span className="letter-section__count">{t('plurals.products', { count: brand.product_count })}</span>
                </li>
              ))}
            </ul>
            <p className="letter-section__back">
              <Link to="#letters">{t('brands.toLetters')}</Link>
            </p>
          </section>
        ))}
    </div>
  )
}

export function brandIndexMeta({ matches }: PageMetaArgs<unknown>): MetaDescriptor[] {
  return seoMeta({
    title: textsFrom(matches).brands.catalogTitle,
    description: textsFrom(matches).brands.catalogDescription,
    origin: originFrom(matches),
    path: '/brands/cataloque',
  })
}
