/**
 * Brand catalogue (SPEC §2, the legacy spelling `cataloque` is part of the URL): an alphabetical index. Cyrillic
 * А–Я first, then Latin A–Z, then digits; the letter bar links letters that have brands to their sections and
 * shows the others as plain text. Grouping happens in the loader, so the browser only draws.
 */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { keepDataAcrossDialogs } from '#app/lib/dialog.ts'
import { textsFrom } from '#app/lib/meta-texts.ts'
import { originFrom, seoMeta } from '#app/lib/seo.ts'
import { type BrandListItem, loadBrandList } from '#app/shell/shell.server.ts'

// Ъ, Ы and Ь never begin a name, so a bar of them would only be noise; Ё is filed under Е, as printed indexes do.
const CYRILLIC = [...'АБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЭЮЯ']
const LATIN = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ']

type Script = 'cyrillic' | 'latin' | 'digits' | 'other'
interface LetterGroup {
  /** The anchor: `letter-А`, `letter-Z`, `letter-0-9`, `letter-other`. */
  id: string
  script: Script
  letter: string
  brands: Pick<BrandListItem, 'id' | 'slug' | 'name' | 'product_count'>[]
}

function groupKey(name: string): { script: Script; letter: string } {
  // Quotes and other marks in front of a name («Вектор», "Alpha") do not decide its letter.
  const first = name
    .replace(/^[^\p{L}\p{N}]+/u, '')
    .charAt(0)
    .toLocaleUpperCase('ru')
  if (first === 'Ё') return { script: 'cyrillic', letter: 'Е' }
  if (CYRILLIC.includes(first)) return { script: 'cyrillic', letter: first }
  if (/\p{N}/u.test(first)) return { script: 'digits', letter: '0-9' }
  // Only Latin letters lose their accents here (É → E): Й decomposes too, and must stay Й.
  const base = first.normalize('NFD').charAt(0)
  if (LATIN.includes(base)) return { script: 'latin', letter: base }
  return { script: 'other', letter: 'other' }
}

function groupBrands(brands: BrandListItem[]): LetterGroup[] {
  const groups: LetterGroup[] = [
    ...CYRILLIC.map((letter) => ({ script: 'cyrillic' as const, letter })),
    ...LATIN.map((letter) => ({ script: 'latin' as const, letter })),
    { script: 'digits' as const, letter: '0-9' },
    { script: 'other' as const, letter: 'other' },
  ].map(({ script, letter }) => ({ id: `letter-${letter}`, script, letter, brands: [] }))
  const byId = new Map(groups.map((group) => [group.id, group]))
  // loadBrandList has sorted the names with Intl.Collator('ru'); each group keeps that order.
  for (const { id, slug, name, product_count } of brands) {
    byId.get(`letter-${groupKey(name).letter}`)?.brands.push({ id, slug, name, product_count })
  }
  // «Other» is a catch-all for names in other scripts; its place in the bar is only worth showing when it is used.
  return groups.filter((group) => group.script !== 'other' || group.brands.length > 0)
}

export async function loader({ context }: LoaderFunctionArgs) {
  const api = context.api
  const brands = await loadBrandList(api)
  return { groups: groupBrands(brands), total: brands.length }
}

export const shouldRevalidate = keepDataAcrossDialogs

export default function BrandCatalogue() {
  const { t } = useTranslation()
  const { groups, total } = useLoaderData<typeof loader>()
  const label = (group: LetterGroup) =>
    group.script === 'digits' ? t('brands.digits') : group.script === 'other' ? t('brands.other') : group.letter
  const scripts = ['cyrillic', 'latin', 'digits', 'other'] as const
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

      <nav className="letter-bar" id="letters" aria-label={t('brands.letters')}>
        {scripts.map((script) => {
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

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  seoMeta({
    title: textsFrom(matches).brands.catalogTitle,
    description: textsFrom(matches).brands.catalogDescription,
    origin: originFrom(matches),
    path: '/brands/cataloque',
  })
