import { describe, expect, it } from 'vitest'
import { fromTranslit, otherLayout, readingsOf, sameScript, searchPieces } from './search-variants.ts'

describe('search variants', () => {
  it('splits the text into lower-case pieces at whitespace, keeping pieces with a letter or digit', () => {
    expect(searchPieces('  Перчатки  SL-363 — ghb,jh ')).toEqual(['перчатки', 'sl-363', 'ghb,jh'])
    expect(searchPieces('a b c d e f g h i j')).toHaveLength(8)
    expect(searchPieces(undefined)).toEqual([])
  })

  it('reads a piece typed in the other keyboard layout', () => {
    expect(otherLayout('gthxfnrb')).toBe('перчатки')
    expect(otherLayout('GTHXFNRB')).toBe('перчатки')
    // Keys that are punctuation in the Latin layout are letters in the Russian one.
    expect(otherLayout('ghb,jh')).toBe('прибор')
    expect(otherLayout(';uen')).toBe('жгут')
    expect(otherLayout('yjcbkrb')).toBe('носилки')
    expect(otherLayout('щькщт')).toBe('omron')
    expect(otherLayout('cалфетки')).toBeNull()
    expect(otherLayout('595')).toBeNull()
  })

  it('writes a word of mixed scripts in the script of most of its letters', () => {
    // Latin c, then Latin a, o, e, p inside Russian words.
    expect(sameScript('cалфетки')).toBe('салфетки')
    expect(sameScript('мaскa')).toBe('маска')
    expect(sameScript('тонoмeтp')).toBe('тонометр')
    // Capital-only look-alikes: H is Н, B is В, M is М, T is Т.
    expect(sameScript('HOCИЛКИ')).toBe('носилки')
    expect(sameScript('Bата')).toBe('вата')
    // A Latin word with a Cyrillic look-alike.
    expect(sameScript('omrоn')).toBe('omron')
    // Nothing to change, or a letter without a look-alike.
    expect(sameScript('перчатки')).toBeNull()
    expect(sameScript('перчаткиz')).toBeNull()
    expect(sameScript('sl-363')).toBeNull()
  })

  it('reads Latin transliteration as Russian', () => {
    expect(fromTranslit('perchatki')).toBe('перчатки')
    expect(fromTranslit('shpric')).toBe('шприц')
    expect(fromTranslit('zhgut')).toBe('жгут')
    expect(fromTranslit('glyukometr')).toBe('глюкометр')
    expect(fromTranslit('tsentrifuga')).toBe('центрифуга')
    expect(fromTranslit('nitrilovye')).toBe('нитриловые')
    expect(fromTranslit('belyy')).toBe('белый')
    expect(fromTranslit('elektrod')).toBe('электрод')
    expect(fromTranslit('shchetka')).toBe('щетка')
    expect(fromTranslit('sl-363')).toBe('сл-363')
    expect(fromTranslit('перчатки')).toBeNull()
    expect(fromTranslit('cалфетки')).toBeNull()
  })

  it('gives the readings of a piece most likely first, each once, with its words', () => {
    expect(readingsOf('gthxfnrb')).toEqual([
      { text: 'gthxfnrb', words: ['gthxfnrb'], hyphenated: [] },
      { text: 'перчатки', words: ['перчатки'], hyphenated: [] },
      { text: 'гтхксфнрб', words: ['гтхксфнрб'], hyphenated: [] },
    ])
    expect(readingsOf('cалфетки').map((r) => r.text)).toEqual(['cалфетки', 'салфетки'])
    expect(readingsOf('«ПМ-595»,')[0]).toEqual({ text: 'пм-595', words: ['пм', '595'], hyphenated: [true] })
    expect(readingsOf('тест-полоски,10').map((r) => r.hyphenated)).toEqual([
      [true, false],
      [true, false],
    ])
    expect(readingsOf('ПМ-595').map((r) => r.words)).toEqual([
      ['пм', '595'],
      ['gv', '595'],
    ])
    expect(readingsOf('595')).toEqual([{ text: '595', words: ['595'], hyphenated: [] }])
    expect(readingsOf('ghb,jh').map((r) => r.text)).toContain('прибор')
  })
})
