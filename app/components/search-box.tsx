/**
 * The header search: a GET form to the catalogue that works without JavaScript. With JavaScript it suggests
 * products as you type (an ARIA combobox): arrows move through the list, Enter opens the product, Escape closes.
 */
import { Form, useFetcher, useLocation, useNavigate, useSearchParams } from '@remix-run/react'
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useHydrated } from 'remix-utils/use-hydrated'
import type { loader as suggestLoader } from '#app/routes/search.suggest.tsx'

const DEBOUNCE_MS = 200

export function SearchBox({ placeholder }: { placeholder: string }) {
  const { t } = useTranslation()
  const fetcher = useFetcher<typeof suggestLoader>()
  const navigate = useNavigate()
  const listId = useId()
  const hydrated = useHydrated()
  const location = useLocation()
  const [searchParams] = useSearchParams()
  // On the results page the field shows what was searched for.
  const current = location.pathname.startsWith('/catalog') ? (searchParams.get('search') ?? '') : ''
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const timer = useRef<ReturnType<typeof setTimeout>>()
  const suggestions = fetcher.data?.suggestions ?? []

  useEffect(() => () => clearTimeout(timer.current), [])

  const ask = (value: string) => {
    clearTimeout(timer.current)
    setActive(-1)
    if (value.trim().length < 2) {
      setOpen(false)
      return
    }
    timer.current = setTimeout(() => {
      fetcher.load(`/search/suggest?search=${encodeURIComponent(value.trim())}`)
      setOpen(true)
    }, DEBOUNCE_MS)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!open || suggestions.length === 0) return
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      setActive((i) => (i + 1) % suggestions.length)
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1))
    } else if (event.key === 'Escape') {
      setOpen(false)
    } else if (event.key === 'Enter' && active >= 0) {
      const chosen = suggestions[active]
      if (chosen) {
        event.preventDefault()
        setOpen(false)
        navigate(`/product/${chosen.slug}`)
      }
    }
  }

  const expanded = open && suggestions.length > 0
  return (
    <Form method="get" action="/catalog" role="search" className="search" onSubmit={() => setOpen(false)}>
      <label htmlFor="header-search" className="visually-hidden">
        {t('header.searchLabel')}
      </label>
      <div className="search__field">
        <input
          id="header-search"
          type="search"
          name="search"
          key={current}
          defaultValue={current}
          autoComplete="off"
          placeholder={placeholder}
          // A combobox only once JavaScript runs; before that it is a plain search field.
          {...(hydrated
            ? {
                role: 'combobox',
                'aria-autocomplete': 'list' as const,
                'aria-expanded': expanded,
                'aria-controls': listId,
                'aria-activedescendant': expanded && active >= 0 ? `${listId}-${active}` : undefined,
              }
            : {})}
          onChange={(event) => ask(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
        />
        <div
          id={listId}
          role="listbox"
          className="search__suggestions"
          hidden={!expanded}
          aria-label={t('header.suggestions')}
        >
          {suggestions.map((item, index) => (
            // Keyboard choice goes through the input (arrows, Enter: aria-activedescendant); the pointer clicks here.
            // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys
            <div
              key={item.slug}
              id={`${listId}-${index}`}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              className="search__option"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                setOpen(false)
                navigate(`/product/${item.slug}`)
              }}
            >
              {item.name}
              {item.brand ? <span className="search__brand"> · {item.brand}</span> : null}
            </div>
          ))}
        </div>
      </div>
      <button type="submit" className="button">
        {t('header.searchSubmit')}
      </button>
    </Form>
  )
}
