/** The translations the browser needs too (the server adds its own namespaces in i18n.server.ts). */
import catalog from '#app/locales/ru/catalog.json'
import common from '#app/locales/ru/common.json'

export const resources = { ru: { common, catalog } } as const
