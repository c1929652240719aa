/**
 * Markup built as a string, for what a page draws many times over, where rendering it element by element costs the
 * server more than the rest of the page (product cards, decision 056). `html` escapes every value put into it — text
 * and attribute values alike, quotes included — unless the value is markup `html` made itself; a list is joined, and
 * `null`, `undefined` and `false` put nothing. Attribute values go in double quotes.
 */

/** Only `html` makes markup: a Markup's text is always escaped text and markup `html` made. */
const MADE_BY_HTML: unique symbol = Symbol('markup')

export class Markup {
  constructor(
    made: typeof MADE_BY_HTML,
    readonly text: string,
  ) {
    if (made !== MADE_BY_HTML) throw new TypeError('Markup is made by html`…` only')
  }

  toString(): string {
    return this.text
  }
}

type Value = Markup | string | number | null | undefined | false | readonly Value[]

const SPECIAL = /[&<>"']/
const SPECIALS = /[&<>"']/g
const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
}

/** Text made safe for an element's content and for a quoted attribute value. */
export function escapeHtml(text: string): string {
  return SPECIAL.test(text) ? text.replace(SPECIALS, (char) => ENTITIES[char] ?? char) : text
}

function put(value: Value): string {
  if (value === null || value === undefined || value === false) return ''
  if (value instanceof Markup) return value.text
  if (Array.isArray(value)) return value.map(put).join('')
  return escapeHtml(String(value))
}

export function html(strings: TemplateStringsArray, ...values: readonly Value[]): Markup {
  let text = strings[0] ?? ''
  for (let index = 0; index < values.length; index++) text += put(values[index]) + (strings[index + 1] ?? '')
  return new Markup(MADE_BY_HTML, text)
}

/**
 * The props that put markup into an element — React's `dangerouslySetInnerHTML`, taking only what `html` made, so no
 * text gets into a page unescaped. The one door from a string into our pages.
 */
export function innerMarkup(markup: Markup): { dangerouslySetInnerHTML: { __html: string } } {
  return { dangerouslySetInnerHTML: { __html: markup.text } }
}
