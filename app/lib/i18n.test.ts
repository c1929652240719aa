import { createInstance } from 'i18next'
import { beforeAll, describe, expect, it } from 'vitest'
import { i18nConfig } from './i18n.ts'
import { resources } from './i18n-resources.ts'
import { site } from './meta-texts.ts'

const i18n = createInstance()
beforeAll(async () => {
  await i18n.init({ ...i18nConfig, resources })
})

describe('Russian plurals (SPEC §9)', () => {
  it.each([
    [0, 'нет товаров'],
    [1, '1 товар'],
    [2, '2 товара'],
    [5, '5 товаров'],
    [11, '11 товаров'],
    [21, '21 товар'],
    [22, '22 товара'],
    [112, '112 товаров'],
  ])('%i → «%s»', (count, expected) => {
    expect(i18n.t('plurals.products', { count })).toBe(expected)
  })

  it.each([
    [1, '1 день'],
    [3, '3 дня'],
    [14, '14 дней'],
    [101, '101 день'],
  ])('days: %i → «%s»', (count, expected) => {
    expect(i18n.t('plurals.days', { count })).toBe(expected)
  })

  it.each([
    [1, '1 человек'],
    [4, '4 человека'],
    [12, '12 человек'],
  ])('people: %i → «%s»', (count, expected) => {
    expect(i18n.t('plurals.people', { count })).toBe(expected)
  })
})

describe('resources', () => {
  it('carry the spec texts verbatim', () => {
    expect(site.title).toBe('Медицинский маркетплейс')
    expect(site.description).toBe('Маркетплейс медицинских товаров и оборудования')
    expect(i18n.t('errors.notFound')).toBe('К сожалению, запрашиваемая страница не найдена')
    expect(i18n.t('errors.default')).toBe('Непредвиденная ошибка')
  })
})
