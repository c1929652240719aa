/**
 * i18next settings shared by server and browser. One locale (ru), resources in files under app/locales.
 * Plurals follow i18next's `ru` rules with the `_zero` form for 0 (SPEC §9).
 * The resources themselves are in i18n-resources.ts. Loaders translate with i18next (`context.t`); components with
 * useTranslation of i18n/texts.tsx, which reads the same resources with the same rules and sends the browser only
 * the namespaces a page rendered (decision 038).
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
  ns: [defaultNS, 'catalog', 'auth', 'account', 'cart', 'checkout', 'orders', 'seller', 'admin'],
  interpolation: { escapeValue: false },
} satisfies InitOptions

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNS
    resources: (typeof resources)['ru'] & { pages: typeof pages }
  }
}
