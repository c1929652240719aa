/**
 * Server-side i18n. Besides the `common` namespace the browser also gets, the server holds namespaces whose texts
 * only loaders read (long page content such as the legal pages): loaders translate them and send the result as
 * data, so those texts never weigh on the browser's JavaScript.
 */
import { RemixI18Next } from 'remix-i18next/server'
import pages from '#app/locales/ru/pages.json'
import { i18nConfig } from './i18n.ts'
import { resources as browserResources } from './i18n-resources.ts'

export const serverResources = { ru: { ...browserResources.ru, pages } } as const

export type ServerNamespace = keyof (typeof serverResources)['ru']

export const i18n = new RemixI18Next({
  detection: { supportedLanguages: [...i18nConfig.supportedLngs], fallbackLanguage: i18nConfig.fallbackLng },
  i18next: { ...i18nConfig, ns: Object.keys(serverResources.ru), resources: serverResources },
})
