import { describe, expect, it } from 'vitest'
import { createServerTexts, withPageTexts } from './server-texts.server.ts'
import { createTranslate } from './translate.ts'

function through(texts: ReturnType<typeof createServerTexts>, document: string) {
  return withPageTexts(Buffer.from(document), texts, 'n0nce').toString()
}

describe('the page texts', () => {
  it('carry exactly the namespaces the render read, just before </body>', () => {
    const texts = createServerTexts()
    const t = createTranslate(texts.lookup, ['catalog', 'common'])
    t('catalog.title')
    t('cart:title')
    const html = through(texts, '<html><body><main>Каталог</main></body></html>')
    const block = /<script type="application\/json" id="page-texts" nonce="n0nce">(.*)<\/script><\/body><\/html>$/.exec(
      html,
    )
    expect(html.startsWith('<html><body><main>Каталог</main><script')).toBe(true)
    expect(Object.keys(JSON.parse(block?.[1] ?? '{}'))).toEqual(['catalog', 'cart'])
  })

  it('are the same for every render that read the same namespaces, and differ with them', () => {
    const read = (namespaces: string[]) => {
      const texts = createServerTexts()
      for (const namespace of namespaces) texts.lookup(namespace)
      const html = through(texts, '<body></body>')
      return JSON.parse(/nonce="n0nce">(.*)<\/script>/.exec(html)?.[1] ?? '{}') as Record<string, unknown>
    }
    const first = read(['common', 'catalog'])
    expect(read(['common', 'catalog'])).toEqual(first)
    expect(Object.keys(first)).toEqual(['common', 'catalog'])
    expect(Object.keys(read(['common', 'cart']))).toEqual(['common', 'cart'])
    expect(Object.keys(read(['common']))).toEqual(['common'])
  })

  it('leave a document without </body> as it was', () => {
    const html = through(createServerTexts(), '<p>часть документа</p>')
    expect(html).toBe('<p>часть документа</p>')
  })
})
