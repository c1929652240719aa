/**
 * A text field with suggestions (ARCHITECTURE rule 5). Without JavaScript it is a plain input with a "Найти" submit
 * button: the action answers the page with the choices as buttons of the same form (each carries its choice), so
 * what was typed elsewhere in the form stays. With JavaScript it is an ARIA 1.2 combobox: the list follows the
 * typing (asked of the resource route /account/lookup), arrows move through it, Enter or a click chooses, Escape
 * closes; "Найти" asks at once.
 */
import { useFetcher } from '@remix-run/react'
import { type InputHTMLAttributes, type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { useHydrated } from '#app/lib/use-hydrated.ts'

const TYPING_PAUSE_MS = 250

export interface ComboboxProps<T, A = unknown> {
  value: string
  onValueChange: (value: string) => void
  /** The look-up's address for this text, or null when it cannot be asked yet (say, no city chosen). */
  lookupUrl: (query: string) => string | null
  choicesOf: (answer: A) => T[] | null
  choiceKey: (choice: T) => string
  choiceLabel: (choice: T) => ReactNode
  onPick: (choice: T) => void
  /** The input's own attributes (id, name, aria-invalid, required, autoComplete…). */
  inputProps: Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'onChange'> & { id: string }
  /** "Найти": a submit button with this intent without JavaScript; `name` tells the field's buttons apart. */
  find: { label: string; name: string; intent: string }
  /** Choices the action found without JavaScript, posted back by buttons named `pickName`. */
  serverChoices: T[] | null
  pickName: string
  /** Shown when a search cannot be made (`lookupUrl` gave null). */
  blockedText: string
  texts: { choices: string; notFound: string; searching: string; choose: (choice: T) => string }
}

export function Combobox<T, A = unknown>(props: ComboboxProps<T, A>) {
  const hydrated = useHydrated()
  const { value, inputProps, find } = props
  const fetcher = useFetcher<A>()
  const listId = useId()
  const statusId = useId()
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [blocked, setBlocked] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>()
  useEffect(() => () => clearTimeout(timer.current), [])

  const choices = (fetcher.data ? props.choicesOf(fetcher.data) : null) ?? []
  const searching = fetcher.state === 'loading'
  const answered = fetcher.data !== undefined && props.choicesOf(fetcher.data) !== null
  const expanded = hydrated && open && choices.length > 0

  const ask = (text: string, now: boolean) => {
    clearTimeout(timer.current)
    const query = text.trim()
    if (!query) {
      setOpen(false)
      return
    }
    const url = props.lookupUrl(query)
    setBlocked(url === null)
    if (!url) return
    const load = () => {
      fetcher.load(url)
      setOpen(true)
      setActive(-1)
    }
    if (now) load()
    else timer.current = setTimeout(load, TYPING_PAUSE_MS)
  }

  const pick = (choice: T) => {
    props.onPick(choice)
    setOpen(false)
    setActive(-1)
  }

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (choices.length === 0) return
      event.preventDefault()
      setOpen(true)
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((current) => (current + step + choices.length) % choices.length)
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      const choice = choices[active]
      if (!choice) return
      event.preventDefault()
      pick(choice)
    } else if (event.key === 'Escape' && open) {
      event.preventDefault()
      setOpen(false)
    }
  }

  const describedBy = [inputProps['aria-describedby'], hydrated ? statusId : null].filter(Boolean).join(' ')

  return (
    <div className="combobox">
      <div className="combobox__row">
        <input
          {...inputProps}
          className="field__input"
          value={value}
          autoComplete="off"
          aria-describedby={describedBy || undefined}
          onChange={(event) => {
            props.onValueChange(event.target.value)
            if (hydrated) ask(event.target.value, false)
          }}
          {...(hydrated
            ? {
                role: 'combobox',
                'aria-expanded': expanded,
                'aria-controls': listId,
                'aria-autocomplete': 'list' as const,
                'aria-activedescendant': expanded && active >= 0 ? `${listId}-${active}` : undefined,
                onKeyDown,
                onBlur: () => setOpen(false),
              }
            : {})}
        />
        <button
          type="submit"
          name="intent"
          value={find.intent}
          formNoValidate
          className="button button--secondary combobox__find"
          aria-label={find.name}
          onClick={(event) => {
            if (!hydrated) return
            event.preventDefault()
            ask(value, true)
          }}
        >
          {find.label}
        </button>
      </div>
      {hydrated ? (
        <>
          <div
            id={listId}
            role="listbox"
            className="combobox__list"
            hidden={!expanded}
            aria-label={props.texts.choices}
          >
            {choices.map((choice, index) => (
              // The keyboard works through the input (arrows, Enter: aria-activedescendant); the pointer clicks here.
              // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys
              <div
                key={props.choiceKey(choice)}
                id={`${listId}-${index}`}
                role="option"
                tabIndex={-1}
                aria-selected={index === active}
                className="combobox__option"
                // Keeps the focus in the input, so its blur does not close the list before the click lands.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(choice)}
              >
                {props.choiceLabel(choice)}
              </div>
            ))}
          </div>
          <p id={statusId} className="combobox__status" aria-live="polite">
            {blocked
              ? props.blockedText
              : searching
                ? props.texts.searching
                : open && answered && choices.length === 0
                  ? props.texts.notFound
                  : ''}
          </p>
        </>
      ) : null}
      {props.serverChoices ? (
        props.serverChoices.length === 0 ? (
          <p className="combobox__status" role="status">
            {props.texts.notFound}
          </p>
        ) : (
          <fieldset className="combobox__choices">
            <legend>{props.texts.choices}</legend>
            <ul>
              {props.serverChoices.map((choice) => (
                <li key={props.choiceKey(choice)}>
                  <button
                    type="submit"
                    name={props.pickName}
                    value={JSON.stringify(choice)}
                    formNoValidate
                    className="choice-button"
                    aria-label={props.texts.choose(choice)}
                  >
                    {props.choiceLabel(choice)}
                  </button>
                </li>
              ))}
            </ul>
          </fieldset>
        )
      ) : null}
    </div>
  )
}
