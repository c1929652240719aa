import { createInstance } from 'i18next'
import { beforeAll, describe, expect, it } from 'vitest'
import { i18nConfig } from '#app/lib/i18n.ts'
import { resources } from '#app/lib/i18n-resources.ts'

const i18n = createInstance()
beforeAll(async () => {
  await i18n.init({ ...i18nConfig, resources })
})

describe('the catalogue counter («products shown X of Y»)', () => {
  it.each([
    [1, 1, 'Показано 1 из 1 товара'],
    [21, 21, 'Показано 21 из 21 товара'],
    [2, 2, 'Показано 2 из 2 товаров'],
    [24, 600, 'Показано 24 из 600 товаров'],
    [11, 11, 'Показано 11 из 11 товаров'],
    [24, 101, 'Показано 24 из 101 товара'],
  ])('%i of %i → «%s»', (shown, count, expected) => {
    expect(i18n.t('catalog:catalog.shown', { shown, count })).toBe(expected)
  })
})

describe('the counter of a search that matched more than it counts («more than Y»)', () => {
  it.each([
    [24, 1000, 'Показано 24 из более чем 1000 товаров'],
    [20, 21, 'Показано 20 из более чем 21 товара'],
    [24, 302, 'Показано 24 из более чем 302 товаров'],
    [24, 300, 'Показано 24 из более чем 300 товаров'],
  ])('%i of more than %i → «%s»', (shown, count, expected) => {
    expect(i18n.t('catalog:catalog.shownMore', { shown, count })).toBe(expected)
  })

  it('names the range of a later page', () => {
    expect(i18n.t('catalog:catalog.shownRangeMore', { from: 25, to: 48, count: 1000 })).toBe(
      'Показаны товары 25–48 из более чем 1000',
    )
  })
})
