/** The translations the browser needs too (the server adds its own namespaces in i18n.server.ts). */
import account from '#app/locales/ru/account.json'
import auth from '#app/locales/ru/auth.json'
import catalog from '#app/locales/ru/catalog.json'
import common from '#app/locales/ru/common.json'

export const resources = { ru: { common, catalog, auth, account } } as const
