/**
 * i18next settings shared by server and browser. One locale (ru), resources in files under app/locales.
 * Plurals follow i18next's `ru` rules with the `_zero` form for 0 (SPEC §9).
 * The resources themselves are in i18n-resources.ts: the browser loads them lazily with i18next, so they never
 * weigh on the first-load scripts (decision 005).
 */
import type { InitOptions } from 'i18next'
// Type only: the `pages` namespace stays on the server (see i18n.server.ts).
import type pages from '#app/locales/ru/pages.json'
import type { resources } from './i18n-resources.ts'

export const defaultNS = 'common'

export const i18nConfig = {
  supportedLngs: ['ru'],
  fallbackLng: 'ru',
  lng: 'ru',
  defaultNS,
  ns: [defaultNS, 'catalog', 'auth', 'account', 'cart', 'checkout', 'orders'],
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
} satisfies InitOptions

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNS
    resources: (typeof resources)['ru'] & { pages: typeof pages }
  }
}
