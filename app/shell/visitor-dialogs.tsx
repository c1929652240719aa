/**
 * The dialogs of the visitor's own state, opened from the URL: select city, favourites, remove from favourites.
 * Loaded only when one of them is open (`VISITOR_DIALOGS`), so their code never weighs on a page's first load.
 */
import { Form, useFetcher, useLocation, useSearchParams } from '@remix-run/react'
import { useEffect, useId, useRef, useState } from 'react'
import { closeDialogHref, DIALOG_PARAM, DIALOG_PARAMS } from '#app/lib/dialog.ts'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { type CityChoice, useVisitor } from '#app/lib/visitor.ts'
import { ConfirmDialog, Dialog } from '#app/ui/dialog.tsx'
import { WishlistGrid } from '#app/ui/wishlist-grid.tsx'

export default function VisitorDialogs() {
  const [params] = useSearchParams()
  const { t } = useTranslation()
  switch (params.get(DIALOG_PARAM)) {
    case 'city':
      return <CityDialog />
    case 'wishlist':
      return <WishlistDialog />
    case 'unwish': {
      const item = Number(params.get('item'))
      if (!Number.isSafeInteger(item) || item <= 0) return null
      return (
        <ConfirmDialog
          title={t('wishlist.confirmTitle')}
          question={t('wishlist.confirmQuestion')}
          action="/wishlist"
          fields={{ intent: 'remove', product_id: item }}
        />
      )
    }
    default:
      return null
  }
}

/** The cities offered before anything is typed; each is resolved to its identifiers when chosen. */
const POPULAR_CITIES = [
  'Москва',
  'Санкт-Петербург',
  'Новосибирск',
  'Екатеринбург',
  'Казань',
  'Нижний Новгород',
  'Красноярск',
  'Челябинск',
  'Самара',
  'Уфа',
  'Ростов-на-Дону',
  'Краснодар',
] as const

type SuggestAnswer = { query: string; suggestions: CityChoice[] }

function CityDialog() {
  const { t } = useTranslation()
  const visitor = useVisitor()
  const location = useLocation()
  const [params] = useSearchParams()
  const fetcher = useFetcher<SuggestAnswer>()
  const inputId = useId()
  const resultsId = useId()
  const back = closeDialogHref(location)
  const [typed, setTyped] = useState(visitor?.cityQuery ?? '')
  const timer = useRef<ReturnType<typeof setTimeout>>()
  const input = useRef<HTMLInputElement>(null)
  useEffect(() => () => clearTimeout(timer.current), [])

  // With JavaScript the list follows the typing; without it, the search form reloads the page with `city_q`.
  const fromFetcher = fetcher.data && fetcher.data.query === typed.trim() ? fetcher.data.suggestions : null
  const query = typed.trim()
  const results = query ? (fromFetcher ?? (visitor?.cityQuery === query ? visitor.citySuggestions : null)) : null

  const search = (value: string) => {
    setTyped(value)
    clearTimeout(timer.current)
    const q = value.trim()
    if (q) timer.current = setTimeout(() => fetcher.load(`/location?q=${encodeURIComponent(q)}`), 250)
  }

  // On a slow connection the visitor may type into the server's HTML before this code arrives; React keeps the
  // field's text but never saw the typing, so the search starts from what the field holds.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the dialog comes alive
  useEffect(() => {
    const early = input.current?.value ?? ''
    if (early !== typed) search(early)
  }, [])

  return (
    <Dialog title={t('location.title')} closeTo={back}>
      <p>{t('location.current', { city: visitor?.location.city ?? '' })}</p>
      <Form
        method="get"
        action={location.pathname}
        preventScrollReset
        role="search"
        className="city-search"
        onSubmit={(event) => {
          event.preventDefault()
          clearTimeout(timer.current)
          if (query) fetcher.load(`/location?q=${encodeURIComponent(query)}`)
        }}
      >
        {[...params.entries()]
          .filter(([key]) => !DIALOG_PARAMS.has(key))
          .map(([key, value]) => (
            <input key={`${key}=${value}`} type="hidden" name={key} value={value} />
          ))}
        <input type="hidden" name={DIALOG_PARAM} value="city" />
        <label htmlFor={inputId} className="field__label">
          {t('location.searchLabel')}
        </label>
        <div className="city-search__row">
          <input
            ref={input}
            id={inputId}
            name="city_q"
            type="search"
            className="field__input"
            value={typed}
            onChange={(event) => search(event.target.value)}
            autoComplete="off"
            placeholder={t('location.searchPlaceholder')}
            aria-controls={resultsId}
            maxLength={300}
          />
          <button type="submit" className="button">
            {t('location.searchSubmit')}
          </button>
        </div>
      </Form>
      <div id={resultsId} aria-live="polite">
        {results === null ? (
          <>
            <h3 className="city-list__title">{t('location.popular')}</h3>
            <CityList choices={POPULAR_CITIES.map((city) => ({ city }))} back={back} />
          </>
        ) : results.length === 0 ? (
          <p>{t('location.notFound', { query })}</p>
        ) : (
          <CityList choices={results} back={back} />
        )}
      </div>
    </Dialog>
  )
}

function CityList({ choices, back }: { choices: (Partial<CityChoice> & { city: string })[]; back: string }) {
  const { t } = useTranslation()
  return (
    <ul className="city-list">
      {choices.map((choice) => (
        <li key={`${choice.city}-${choice.kladr_id ?? ''}`}>
          <Form method="post" action="/location">
            <input type="hidden" name="city" value={choice.city} />
            {choice.kladr_id ? <input type="hidden" name="kladr_id" value={choice.kladr_id} /> : null}
            {choice.fias_id ? <input type="hidden" name="fias_id" value={choice.fias_id} /> : null}
            <input type="hidden" name="redirectTo" value={back} />
            <button
              type="submit"
              className="choice-button city-list__choice"
              aria-label={t('location.choose', { city: choice.label ?? choice.city })}
            >
              <span>{choice.city}</span>
              {choice.region && choice.region !== choice.city ? (
                <span className="city-list__region">{choice.region}</span>
              ) : null}
            </button>
          </Form>
        </li>
      ))}
    </ul>
  )
}

function WishlistDialog() {
  const { t } = useTranslation()
  const visitor = useVisitor()
  const products = visitor?.wishlistProducts ?? []
  return (
    <Dialog title={t('wishlist.title')}>
      <WishlistGrid products={products} texts={{ empty: t('wishlist.empty'), toCatalog: t('wishlist.toCatalog') }} />
    </Dialog>
  )
}
