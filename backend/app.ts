/**
 * The marketplace API as one Hono app. Every route answers under its full SPEC §7 path (`/api/...`), so the same
 * app serves in process (the storefront calls `app.fetch`), mounted in server.ts, or alone (backend/main.ts).
 */
import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { Database } from './db/client.ts'
import { limitRequestBodies } from './lib/body-limit.ts'
import { noStoreForPersonalAnswers } from './lib/cache-control.ts'
import type { CaptchaVerifier } from './lib/captcha.ts'
import { captchaOff } from './lib/captcha-off.ts'
import { clientIpMiddleware, trustedAddresses } from './lib/client-ip.ts'
import { signedInCallKeys } from './lib/contract-calls.ts'
import { AppError, messageOfStatus, messages } from './lib/errors.ts'
import { refuseUnstorablePaths } from './lib/http.ts'
import { addressesRoutes } from './modules/addresses/addresses.routes.ts'
import { createAddressesService } from './modules/addresses/addresses.service.ts'
import { adminRoutes } from './modules/admin/admin.routes.ts'
import { createAdminOrdersService } from './modules/admin/admin-orders.service.ts'
import { authentication } from './modules/auth/auth.guard.ts'
import { authRoutes } from './modules/auth/auth.routes.ts'
import {
  type AuthOptions,
  type ContactCheckLimits,
  createAuthService,
  type SignInLimits,
} from './modules/auth/auth.service.ts'
import { createPasswordResetService } from './modules/auth/password-reset.service.ts'
import { RetryLaterError } from './modules/auth/retry-later.ts'
import { createSmsAuthService } from './modules/auth/sms-auth.service.ts'
import { createSmsCodes, type SmsLimits } from './modules/auth/sms-codes.ts'
import { cartRoutes } from './modules/cart/cart.routes.ts'
import { createCartService } from './modules/cart/cart.service.ts'
import { createGuestCartService } from './modules/cart/guest-cart.service.ts'
import { catalogRoutes } from './modules/catalog/catalog.routes.ts'
import { createCatalogService } from './modules/catalog/catalog.service.ts'
import { announceCatalogueVersion, createCatalogueVersion } from './modules/catalog/catalogue-version.ts'
import type { DeliveryProvider } from './modules/delivery/delivery.provider.ts'
import { deliveryRoutes } from './modules/delivery/delivery.routes.ts'
import { createDeliveryService } from './modules/delivery/delivery.service.ts'
import { tariffDeliveryProvider } from './modules/delivery/tariff-delivery.ts'
import { invoicesRoutes } from './modules/invoices/invoices.routes.ts'
import { createInvoicesService } from './modules/invoices/invoices.service.ts'
import { embeddedLocationProvider } from './modules/location/embedded-location.ts'
import type { LocationProvider } from './modules/location/location.provider.ts'
import { locationRoutes } from './modules/location/location.routes.ts'
import { createEmbeddedLookupProvider } from './modules/lookups/embedded-lookups.ts'
import type { LookupProvider } from './modules/lookups/lookups.provider.ts'
import { lookupsRoutes } from './modules/lookups/lookups.routes.ts'
import { mediaRoutes } from './modules/media/media.routes.ts'
import { merchantsRoutes } from './modules/merchants/merchants.routes.ts'
import { createMerchantsService } from './modules/merchants/merchants.service.ts'
import { createAdminMessagesService } from './modules/messages/admin-messages.service.ts'
import { messagesRoutes } from './modules/messages/messages.routes.ts'
import { createMessagesService, type MessageLimits } from './modules/messages/messages.service.ts'
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts'
import { createNotificationsService } from './modules/notifications/notifications.service.ts'
import type { Notifications } from './modules/notifications/outbox.ts'
import { notificationsOf } from './modules/notifications/setup.ts'
import { createCheckoutService } from './modules/orders/checkout.service.ts'
import { createOrderNotifications } from './modules/orders/order-notifications.ts'
import { ordersRoutes } from './modules/orders/orders.routes.ts'
import { createOrdersService } from './modules/orders/orders.service.ts'
import type { PaymentProvider } from './modules/payments/payment.provider.ts'
import { paymentsRoutes } from './modules/payments/payments.routes.ts'
import { createPaymentsService } from './modules/payments/payments.service.ts'
import { sandboxPaymentProvider } from './modules/payments/sandbox-payment.ts'
import { priceListsRoutes } from './modules/price-lists/price-lists.routes.ts'
import { createPriceListsService } from './modules/price-lists/price-lists.service.ts'
import { productProposalsRoutes } from './modules/product-proposals/product-proposals.routes.ts'
import { createProductProposalsService } from './modules/product-proposals/product-proposals.service.ts'
import { requisitesRoutes } from './modules/requisites/requisites.routes.ts'
import { createRequisitesService } from './modules/requisites/requisites.service.ts'
import { sellerOffersRoutes } from './modules/seller-offers/seller-offers.routes.ts'
import { createSellerOffersService } from './modules/seller-offers/seller-offers.service.ts'
import { sellerOrdersRoutes } from './modules/seller-orders/seller-orders.routes.ts'
import { createSellerOrdersService } from './modules/seller-orders/seller-orders.service.ts'
import { sellerQuestionsRoutes } from './modules/seller-questions/seller-questions.routes.ts'
import { createSellerQuestionsService } from './modules/seller-questions/seller-questions.service.ts'
import { sitemapRoutes } from './modules/sitemap/sitemap.routes.ts'
import { outboxSmsProvider } from './modules/sms/outbox-sms.ts'
import type { SmsProvider } from './modules/sms/sms.provider.ts'
import { smsRoutes } from './modules/sms/sms.routes.ts'
import { createAdminUsersService } from './modules/users/admin-users.service.ts'
import { usersRoutes } from './modules/users/users.routes.ts'
import { createUsersService } from './modules/users/users.service.ts'

/**
 * What the app is made of. Every provider is chosen from the configuration by providers.ts, and index.ts hands them
 * in; one left out (as the tests do) is the embedded one, which works offline. The app itself never reads the
 * environment.
 */
export interface AppDependencies {
  db: Database
  /** How long the catalogue summary is reused, ms; tests set 0. */
  catalogCacheMs?: number
  /** Matching products a search counts at most (default SEARCH_COUNT_CAP, decision 042); tests set fewer. */
  searchCountCap?: number
  log?: (message: string, error?: unknown) => void
  /** Captcha of public forms; off unless given (docs/decisions/010). */
  captcha?: CaptchaVerifier
  /** Per-IP limits of public forms (strict: without a captcha token); default: limitDefaults.messages. */
  messageLimits?: MessageLimits
  /** Access-token lifetimes. */
  auth?: Pick<AuthOptions, 'tokenIdleMs' | 'tokenMaxAgeMs'>
  /** Failed sign-ins allowed per e-mail and per IP; default: limitDefaults.signIn. */
  signInLimits?: SignInLimits
  /** Checks of whether a phone or e-mail is taken, per account and per IP an hour; default: limitDefaults. */
  contactCheckLimits?: ContactCheckLimits
  /** SMS gateway; default: the outbox table and the log (docs/decisions/013). */
  sms?: SmsProvider
  /** Per-phone and per-IP limits of SMS codes; default: limitDefaults.sms (backend/limit-defaults.ts). */
  smsLimits?: SmsLimits
  /** Card payments' acquirer; default: the embedded sandbox gateway (docs/decisions/018). */
  paymentProvider?: PaymentProvider
  /** The clock of tokens and rate limits; tests move it. */
  now?: () => Date
  /** Where delivery prices come from; default: the embedded tariffs (DELIVERY_PROVIDER in appSettings, decision 021). */
  delivery?: DeliveryProvider
  /** Where the visitor's city comes from; default: the embedded city directory (DaData is chosen by providers.ts). */
  location?: LocationProvider
  /** The form-filling look-ups, made with the app's database; default: the embedded directories. */
  lookups?: (db: Database) => LookupProvider
  /**
   * Peers whose X-Real-IP is believed over the network (BACKEND_TRUST_PROXY, decision 026); default: loopback. Calls
   * made in process always are.
   */
  trustedProxies?: (ip: string) => boolean
  /**
   * The outbox events write to and its worker (decision 047); default: the embedded channels (the SMS and e-mail
   * outbox tables), with the worker not started — index.ts starts the one it hands in.
   */
  notifications?: Notifications
}

export function createApp(deps: AppDependencies): Hono {
  const log = deps.log ?? ((message, error) => console.error(message, error))
  const catalog = createCatalogService(deps.db, { cacheMs: deps.catalogCacheMs, searchCountCap: deps.searchCountCap })
  // A change of an offer made through any back-end drops this one's catalogue caches within half a second (decision 050).
  const catalogueVersion = createCatalogueVersion(deps.db, { onChange: catalog.invalidate })
  const auth = createAuthService(deps.db, {
    ...deps.auth,
    signInLimits: deps.signInLimits,
    contactCheckLimits: deps.contactCheckLimits,
    now: deps.now,
  })
  const users = createUsersService(deps.db, { catalog, auth })
  const notifications =
    deps.notifications ?? notificationsOf(deps.db, { sms: deps.sms, log, channelLog: deps.log ?? console.log })
  const smsCodes = createSmsCodes(deps.db, {
    sms: deps.sms ?? outboxSmsProvider(deps.db, { log: deps.log ?? console.log, now: deps.now }),
    captcha: deps.captcha ?? captchaOff,
    limits: deps.smsLimits,
    now: deps.now,
    log,
  })
  const smsAuth = createSmsAuthService(deps.db, { auth, codes: smsCodes, now: deps.now })
  const passwordReset = createPasswordResetService(deps.db, {
    auth,
    codes: smsCodes,
    now: deps.now,
    outbox: notifications.outbox,
  })
  const contactMessages = createMessagesService(deps.db, {
    captcha: deps.captcha ?? captchaOff,
    limits: deps.messageLimits,
    now: deps.now,
    log: (message) => log(message),
  })

  const orderNotifications = createOrderNotifications(notifications.outbox)
  const payments = createPaymentsService(deps.db, deps.paymentProvider ?? sandboxPaymentProvider, {
    log,
    notifications: orderNotifications,
  })

  const deliveryProvider = deps.delivery ?? tariffDeliveryProvider
  const delivery = createDeliveryService(deps.db, deliveryProvider)

  const app = new Hono()
  app.use(clientIpMiddleware(deps.trustedProxies ?? trustedAddresses('loopback')))
  // Every route may ask who calls; handle() refuses a guest or a wrong role where the contract says so.
  app.use(authentication(auth))
  app.onError((error, c) => {
    if (error instanceof RetryLaterError) {
      c.header('Retry-After', String(error.retryAfter))
      return c.json({ error: error.message, retry_after: error.retryAfter }, error.status)
    }
    if (error instanceof AppError) {
      return c.json({ error: error.message, ...(error.fields ? { fields: error.fields } : {}) }, error.status)
    }
    // A library's refusal (Hono's body limit, its validators): the status it chose, in the error shape, in Russian.
    if (error instanceof HTTPException && error.status < 500) {
      return c.json({ error: messageOfStatus(error.status) }, error.status)
    }
    log(`${c.req.method} ${c.req.path} failed`, error)
    return c.json({ error: messages.unexpected }, 500)
  })
  app.notFound((c) => c.json({ error: messages.notFound }, 404))

  // The entry of every call, before any route or guard (backend/lib): personal answers are not cached, a path with
  // U+0000 names nothing, and no body is read past its limit.
  app.use('/api/*', noStoreForPersonalAnswers(signedInCallKeys))
  app.use('/api/*', refuseUnstorablePaths)
  app.use('/api/*', limitRequestBodies())
  app.use('/api/*', announceCatalogueVersion(catalogueVersion))

  app.get('/api/healthz', (c) => c.json({ ok: true }))
  app.route('/', usersRoutes(users))
  app.route('/', catalogRoutes(catalog, catalogueVersion))
  app.route('/', mediaRoutes(deps.db))
  app.route('/', deliveryRoutes(delivery))
  app.route('/', locationRoutes(deps.location ?? embeddedLocationProvider))
  app.route('/', sitemapRoutes(deps.db))
  app.route('/', authRoutes(auth, smsAuth, passwordReset))
  app.route('/', smsRoutes(deps.db))
  app.route('/', messagesRoutes(contactMessages))
  app.route('/', addressesRoutes(createAddressesService(deps.db)))
  app.route('/', requisitesRoutes(createRequisitesService(deps.db)))
  app.route(
    '/',
    notificationsRoutes(
      createNotificationsService(deps.db, (token) => notifications.outbox.readUnsubscribeToken(token)),
      deps.db,
    ),
  )
  app.route('/', cartRoutes(createCartService(deps.db), createGuestCartService(deps.db, { now: deps.now })))
  app.route('/', lookupsRoutes(deps.lookups?.(deps.db) ?? createEmbeddedLookupProvider(deps.db)))
  app.route('/', paymentsRoutes(payments))
  const invoices = createInvoicesService(deps.db)
  app.route('/', invoicesRoutes(invoices))
  const merchants = createMerchantsService(deps.db, { now: deps.now })
  app.route('/', merchantsRoutes(merchants))
  // Before the offers: /api/seller/offers/export is not an offer's id.
  app.route('/', priceListsRoutes(createPriceListsService(deps.db, { now: deps.now })))
  app.route('/', sellerOffersRoutes(createSellerOffersService(deps.db)))
  const proposals = createProductProposalsService(deps.db, { now: deps.now })
  app.route('/', productProposalsRoutes(proposals))
  app.route('/', sellerOrdersRoutes(createSellerOrdersService(deps.db), invoices))
  app.route('/', sellerQuestionsRoutes(createSellerQuestionsService(deps.db, { outbox: notifications.outbox })))
  app.route(
    '/',
    ordersRoutes(
      // Checkout prices delivery again inside its transaction, so the pricing reads through that transaction.
      createCheckoutService(deps.db, {
        delivery: (db) => createDeliveryService(db, deliveryProvider),
        payments,
        notifications: orderNotifications,
      }),
      createOrdersService(deps.db, { refunds: payments.refunds, notifications: orderNotifications }),
    ),
  )
  app.route(
    '/',
    adminRoutes({
      orders: createAdminOrdersService(deps.db),
      merchants,
      proposals,
      messages: createAdminMessagesService(deps.db, { outbox: notifications.outbox }),
      users: createAdminUsersService(deps.db, { now: deps.now }),
    }),
  )
  return app
}
