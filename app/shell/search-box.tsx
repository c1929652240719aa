/**
 * The header search: a GET form to the catalogue that works without JavaScript. With JavaScript, suggestions as you
 * type (app/shell/search-suggestions.tsx) are loaded after hydration and take over the same input.
 */
import { Form, useLocation, useSearchParams } from '@remix-run/react'
import { lazy, Suspense, useRef } from 'react'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { useHydrated } from '#app/lib/use-hydrated.ts'

const SearchSuggestions = lazy(() => import('./search-suggestions.tsx'))

export function SearchBox({ placeholder }: { placeholder: string }) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const location = useLocation()
  const [searchParams] = useSearchParams()
  const input = useRef<HTMLInputElement>(null)
  // On the results page the field shows what was searched for.
  const current = location.pathname.startsWith('/catalog') ? (searchParams.get('search') ?? '') : ''
  return (
    <Form method="get" action="/catalog" role="search" className="search">
      <label htmlFor="header-search" className="visually-hidden">
        {t('header.searchLabel')}
      </label>
      <div className="search__field">
        <input
          ref={input}
          id="header-search"
          type="search"
          name="search"
          key={current}
          defaultValue={current}
          autoComplete="off"
          placeholder={placeholder}
        />
        {hydrated ? (
          <Suspense fallback={null}>
            <SearchSuggestions key={current} input={input} />
          </Suspense>
        ) : null}
      </div>
      <button type="submit" className="button">
        {t('header.searchSubmit')}
      </button>
    </Form>
  )
}
