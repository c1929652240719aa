/** The translations the browser needs too (the server adds its own namespaces in i18n.server.ts). */
import account from '#app/locales/ru/account.json'
import admin from '#app/locales/ru/admin.json'
import auth from '#app/locales/ru/auth.json'
import cart from '#app/locales/ru/cart.json'
import catalog from '#app/locales/ru/catalog.json'
import checkout from '#app/locales/ru/checkout.json'
import common from '#app/locales/ru/common.json'
import orders from '#app/locales/ru/orders.json'
import seller from '#app/locales/ru/seller.json'

export const resources = { ru: { common, catalog, auth, account, cart, checkout, orders, seller, admin } } as const
