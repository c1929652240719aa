/**
 * A phone field. Without JavaScript it is a plain `<input type="tel">` and the server normalises whatever comes
 * (contract/phone.ts). With JavaScript it formats as the visitor types: `+7 (916) 123-45-67`, a leading 8 or 9
 * becoming +7, with the caret kept in place and Backspace/Delete stepping over the separators. libphonenumber-js
 * (for other countries' numbers) is fetched on the first focus or input, so it never weighs on the first load.
 *
 *   <PhoneInput name="phone" id="phone" required aria-invalid={…} aria-describedby="phone-error" />
 *   <PhoneInput {...getInputProps(fields.phone, { type: 'tel' })} />   // conform: its props pass straight through
 *
 * The input stays uncontrolled (pass `defaultValue`, never `value`); listeners of `input` events (conform) see the
 * formatted text.
 */
import { type ComponentPropsWithoutRef, forwardRef, useCallback, useEffect, useRef } from 'react'
import {
  type AsYouTypeConstructor,
  caretAfter,
  deleteOverSeparator,
  formatPhone,
  isForeign,
} from '#app/lib/client/phone-format.ts'

export type PhoneInputProps = Omit<ComponentPropsWithoutRef<'input'>, 'type' | 'inputMode' | 'value'>

let library: Promise<AsYouTypeConstructor | undefined> | undefined
let loaded: AsYouTypeConstructor | undefined

function loadLibrary() {
  library ??= import('libphonenumber-js/min').then(
    (module) => {
      loaded = module.AsYouType
      return loaded
    },
    () => {
      // Offline or a stale chunk: Russian numbers format without it; try again on the next focus.
      library = undefined
      return undefined
    },
  )
  return library
}

/** Writes the formatted text into the field and puts the caret back where the visitor expects it. */
function apply(input: HTMLInputElement, raw: string, beforeCaret: string | null) {
  const format = (text: string) => formatPhone(text, loaded)
  const formatted = format(raw)
  if (formatted !== input.value) input.value = formatted
  if (beforeCaret !== null && document.activeElement === input) {
    const caret = caretAfter(beforeCaret, formatted, format)
    input.setSelectionRange(caret, caret)
  }
}

export const PhoneInput = forwardRef<HTMLInputElement, PhoneInputProps>(function PhoneInput(
  { autoComplete = 'tel', ...props },
  forwardedRef,
) {
  const own = useRef<HTMLInputElement | null>(null)
  const setRef = useCallback(
    (node: HTMLInputElement | null) => {
      own.current = node
      if (typeof forwardedRef === 'function') forwardedRef(node)
      else if (forwardedRef) forwardedRef.current = node
    },
    [forwardedRef],
  )

  useEffect(() => {
    const input = own.current
    if (!input) return
    const caretText = () => (input.selectionStart === null ? null : input.value.slice(0, input.selectionStart))

    const onFocus = () => {
      loadLibrary().then(() => {
        // A foreign number typed before the library came is formatted now.
        if (isForeign(input.value)) apply(input, input.value, caretText())
      })
    }
    const onInput = () => {
      loadLibrary()
      apply(input, input.value, caretText())
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Backspace' && event.key !== 'Delete') return
      if (event.ctrlKey || event.metaKey || event.altKey) return
      const { selectionStart, selectionEnd } = input
      if (selectionStart === null || selectionStart !== selectionEnd) return
      const edit = deleteOverSeparator(input.value, selectionStart, event.key === 'Backspace' ? 'backward' : 'forward')
      if (!edit) return
      event.preventDefault()
      apply(input, edit.raw, edit.beforeCaret)
      // Others listening for input (form libraries, React's onChange) learn of the change too.
      input.dispatchEvent(new Event('input', { bubbles: true }))
    }

    input.addEventListener('focus', onFocus)
    input.addEventListener('input', onInput)
    input.addEventListener('keydown', onKeyDown)
    // A value the server sent back (a failed submission) or the browser's autofill takes the mask too.
    if (input.value && !isForeign(input.value)) apply(input, input.value, null)
    if (document.activeElement === input) onFocus()
    return () => {
      input.removeEventListener('focus', onFocus)
      input.removeEventListener('input', onInput)
      input.removeEventListener('keydown', onKeyDown)
    }
  }, [])

  // The value the page comes with (a saved number, what a refused post sent back) shows in the mask without
  // JavaScript too: «+7 (916) 123-45-67», not «+79161234567».
  const { defaultValue } = props
  const shown = typeof defaultValue === 'string' && defaultValue ? formatPhone(defaultValue) : defaultValue
  return <input {...props} defaultValue={shown} ref={setRef} type="tel" inputMode="tel" autoComplete={autoComplete} />
})
