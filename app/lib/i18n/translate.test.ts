import { createInstance } from 'i18next'
import { beforeAll, describe, expect, it } from 'vitest'
import { i18nConfig } from '../i18n.ts'
import { resources } from '../i18n-resources.ts'
import { createTranslate, type TextTree } from './translate.ts'

const trees = resources.ru as unknown as Record<string, TextTree>
const lookup = (namespace: string) => trees[namespace]
const reference = createInstance()

beforeAll(async () => {
  await reference.init({ ...i18nConfig, ns: Object.keys(trees), resources })
})

/** Every key of a namespace, plural forms folded into their base key. */
function keysOf(tree: TextTree, prefix = ''): string[] {
  const keys = new Set<string>()
  for (const [name, value] of Object.entries(tree)) {
    const path = `${prefix}${name}`
    if (typeof value === 'string') keys.add(path.replace(/_(zero|one|few|many|other)$/, ''))
    else for (const key of keysOf(value, `${path}.`)) keys.add(key)
  }
  return [...keys]
}

/** The placeholders of a key's texts, each given a distinct value. */
function valuesFor(namespace: string, key: string): Record<string, string> {
  const texts = JSON.stringify(reference.getResource('ru', namespace, key) ?? '') + JSON.stringify(trees[namespace])
  const names = [...texts.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((match) => match[1] ?? '')
  return Object.fromEntries(names.filter((name) => name !== 'count').map((name, index) => [name, `«${name}${index}»`]))
}

describe('createTranslate', () => {
  it('gives the same text as i18next for every key of every namespace the browser gets, with every plural count', () => {
    let compared = 0
    for (const namespace of Object.keys(trees)) {
      const t = createTranslate(lookup, [namespace])
      const fixed = reference.getFixedT('ru', namespace as never)
      for (const key of keysOf(trees[namespace] as TextTree)) {
        const values = valuesFor(namespace, key)
        for (const options of [
          values,
          ...[0, 1, 2, 5, 11, 21, 22, 25, 101, 1.5].map((count) => ({ ...values, count })),
        ]) {
          expect(t(key, options), `${namespace}:${key} ${JSON.stringify(options)}`).toBe(fixed(key as never, options))
          compared++
        }
      }
    }
    expect(compared).toBeGreaterThan(1000)
  })

  it('reads `ns:key` from that namespace and tries the namespaces given in order', () => {
    const t = createTranslate(lookup, ['catalog', 'common'])
    const fixed = reference.getFixedT('ru', ['catalog', 'common'])
    for (const key of ['plurals.products', 'common:errors.default', 'cart:title', 'errors.notFound']) {
      expect(t(key, { count: 3 })).toBe(fixed(key as never, { count: 3 }))
    }
    expect(t('errors.notFound')).toBe('К сожалению, запрашиваемая страница не найдена')
  })

  it('answers a missing key with its default value, or the key itself as i18next does', () => {
    const t = createTranslate(lookup, ['common'])
    const fixed = reference.getFixedT('ru', 'common')
    expect(t('no.such.key')).toBe(fixed('no.such.key' as never))
    expect(t('account:no.such', { defaultValue: '' })).toBe('')
    expect(t('no.such', { defaultValue: 'Всего {{n}}', n: 2 })).toBe('Всего 2')
  })

  it('leaves a placeholder without a value as it is, and an undefined value empty', () => {
    const t = createTranslate(() => ({ greeting: 'Здравствуйте, {{name}}!' }), ['x'])
    expect(t('greeting')).toBe('Здравствуйте, {{name}}!')
    expect(t('greeting', { name: undefined })).toBe('Здравствуйте, !')
    expect(t('greeting', { name: 'Анна' })).toBe('Здравствуйте, Анна!')
  })
})

describe('createTranslate while a namespace is on its way', () => {
  it('says nothing rather than showing the key', () => {
    const t = createTranslate((namespace) => (namespace === 'common' ? { ok: 'Да' } : undefined), ['cart', 'common'])
    expect(t('ok')).toBe('Да')
    expect(t('title')).toBe('')
  })
})
