import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { describe, expect, it } from 'vitest'
import { createServerTexts, withPageTexts } from './server-texts.server.ts'
import { createTranslate } from './translate.ts'

async function through(texts: ReturnType<typeof createServerTexts>, chunks: string[]) {
  return text(Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(withPageTexts(texts, 'n0nce')))
}

describe('the page texts', () => {
  it('carry exactly the namespaces the render read, before </body>, even when a chunk splits the tag', async () => {
    const texts = createServerTexts()
    const t = createTranslate(texts.lookup, ['catalog', 'common'])
    t('catalog.title')
    t('cart:title')
    const html = await through(texts, ['<html><body><main>Каталог</main></bo', 'dy></html>'])
    const block = /<script type="application\/json" id="page-texts" nonce="n0nce">(.*)<\/script><\/body><\/html>$/.exec(
      html,
    )
    expect(html.startsWith('<html><body><main>Каталог</main><script')).toBe(true)
    expect(Object.keys(JSON.parse(block?.[1] ?? '{}'))).toEqual(['catalog', 'cart'])
  })

  it('leave a document without </body> as it was', async () => {
    const html = await through(createServerTexts(), ['<p>часть', ' документа</p>'])
    expect(html).toBe('<p>часть документа</p>')
  })
})
