import { describe, expect, it } from 'vitest'
import { escapeHtml, html, innerMarkup, Markup } from './html.ts'

describe('html', () => {
  it('escapes every value put into text or a quoted attribute', () => {
    const name = `<img src=x onerror="alert('x')"> & co`
    expect(html`<p title="${name}">${name}</p>`.text).toBe(
      '<p title="&lt;img src=x onerror=&quot;alert(&#x27;x&#x27;)&quot;&gt; &amp; co">&lt;img src=x onerror=&quot;alert(&#x27;x&#x27;)&quot;&gt; &amp; co</p>',
    )
  })

  it('puts markup it made as it is, joins lists, and puts nothing for null, undefined and false', () => {
    const items = ['a<b', 'c'].map((text) => html`<li>${text}</li>`)
    expect(html`<ul>${items}${null}${undefined}${false}</ul>`.text).toBe('<ul><li>a&lt;b</li><li>c</li></ul>')
    expect(html`${0} ${12.5}`.text).toBe('0 12.5')
  })

  it('takes no markup but its own: a string never passes unescaped', () => {
    expect(() => new Markup(Symbol('markup') as never, '<script>')).toThrow(TypeError)
    expect(innerMarkup(html`<b>${'<i>'}</b>`)).toEqual({ dangerouslySetInnerHTML: { __html: '<b>&lt;i&gt;</b>' } })
  })

  it('leaves text without special characters as it is', () => {
    expect(escapeHtml('Перчатки нитриловые, 100 шт.')).toBe('Перчатки нитриловые, 100 шт.')
  })
})
