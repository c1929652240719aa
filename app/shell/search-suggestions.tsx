/**
 * Suggestions for the header search as the visitor types (an ARIA combobox): arrows move through the list, Enter
 * opens the product, Escape closes. Loaded after hydration (app/shell/search-box.tsx), it takes over the
 * server-rendered input through its ref — listeners and ARIA attributes set on the element — so the field the
 * visitor may already be typing in is never replaced.
 */
import { useFetcher, useNavigate } from '@remix-run/react'
import { type RefObject, useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from '#app/lib/i18n/texts.tsx'

const DEBOUNCE_MS = 200

/** What GET /search/suggest answers (search-suggest.server.ts). */
export interface SearchSuggestions {
  search: string
  suggestions: { slug: string; name: string; brand: string | null }[]
}

export default function SearchSuggestions({ input }: { input: RefObject<HTMLInputElement | null> }) {
  const { t } = useTranslation()
  const fetcher = useFetcher<SearchSuggestions>()
  const navigate = useNavigate()
  const listId = useId()
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const timer = useRef<ReturnType<typeof setTimeout>>()
  const suggestions = fetcher.data?.suggestions ?? []
  const expanded = open && suggestions.length > 0
  // The latest state for the listeners, which are attached once.
  const state = useRef({ open, active, suggestions })
  state.current = { open, active, suggestions }
  const load = useRef(fetcher.load)
  load.current = fetcher.load

  const choose = (slug: string) => {
    setOpen(false)
    navigate(`/product/${slug}`)
  }
  const chooseRef = useRef(choose)
  chooseRef.current = choose

  useEffect(() => {
    const field = input.current
    if (!field) return
    field.setAttribute('role', 'combobox')
    field.setAttribute('aria-autocomplete', 'list')
    field.setAttribute('aria-controls', listId)
    const onInput = () => {
      clearTimeout(timer.current)
      setActive(-1)
      const value = field.value.trim()
      if (value.length < 2) {
        setOpen(false)
        return
      }
      timer.current = setTimeout(() => {
        load.current(`/search/suggest?search=${encodeURIComponent(value)}`)
        setOpen(true)
      }, DEBOUNCE_MS)
    }
    const onKeyDown = (event: KeyboardEvent) => {
      const { open: isOpen, active: current, suggestions: items } = state.current
      if (!isOpen || items.length === 0) return
      if (event.key === 'ArrowDown') {
        event.preventDefault()
        setActive((i) => (i + 1) % items.length)
      } else if (event.key === 'ArrowUp') {
        event.preventDefault()
        setActive((i) => (i <= 0 ? items.length - 1 : i - 1))
      } else if (event.key === 'Escape') {
        setOpen(false)
      } else if (event.key === 'Enter' && current >= 0) {
        const chosen = items[current]
        if (chosen) {
          event.preventDefault()
          chooseRef.current(chosen.slug)
        }
      }
    }
    const onBlur = () => setTimeout(() => setOpen(false), 150)
    const onSubmit = () => setOpen(false)
    field.addEventListener('input', onInput)
    field.addEventListener('keydown', onKeyDown)
    field.addEventListener('blur', onBlur)
    field.form?.addEventListener('submit', onSubmit)
    return () => {
      clearTimeout(timer.current)
      field.removeEventListener('input', onInput)
      field.removeEventListener('keydown', onKeyDown)
      field.removeEventListener('blur', onBlur)
      field.form?.removeEventListener('submit', onSubmit)
      for (const name of ['role', 'aria-autocomplete', 'aria-controls', 'aria-expanded', 'aria-activedescendant']) {
        field.removeAttribute(name)
      }
    }
  }, [input, listId])

  useEffect(() => {
    const field = input.current
    if (!field) return
    field.setAttribute('aria-expanded', String(expanded))
    if (expanded && active >= 0) field.setAttribute('aria-activedescendant', `${listId}-${active}`)
    else field.removeAttribute('aria-activedescendant')
  }, [input, listId, expanded, active])

  return (
    <div
      id={listId}
      role="listbox"
      className="panel search__suggestions"
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
          onClick={() => choose(item.slug)}
        >
          {item.name}
          {item.brand ? <span className="search__brand"> · {item.brand}</span> : null}
        </div>
      ))}
    </div>
  )
}
