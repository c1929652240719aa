/**
 * The back-end's composition root. Starts its pieces in order: open the database, apply the committed migrations,
 * seed the demo catalogue where the configuration asks for it, make the configured administrator, build the app.
 * Every provider (captcha, SMS, location, look-ups, delivery, payments) is chosen from the configuration by
 * providers.ts, and handed to the app here. Used by server.ts (embedded) and main.ts (alone).
 */
import type { Hono } from 'hono'
import { createApp } from './app.ts'
import { type BackendConfig, readBackendConfig } from './config.ts'
import { type Database, type DatabaseHandle, openDatabase, type PostgresLimits } from './db/client.ts'
import { demoSellerEmail, ensureDemoSellers } from './db/seed/demo-sellers.ts'
import { isCatalogueEmpty, seedDemoCatalogue } from './db/seed/seed.ts'
import { trustedAddresses } from './lib/client-ip.ts'
import { createAuthService } from './modules/auth/auth.service.ts'
import { hashPassword } from './modules/auth/password.ts'
import { notificationsOf } from './modules/notifications/setup.ts'
import {
  captchaFrom,
  createDeliveryProvider,
  createLocationProvider,
  createLookupProvider,
  createPaymentProvider,
  emailFrom,
  logError,
  smsFrom,
} from './providers.ts'

export interface Backend {
  app: Hono
  database: DatabaseHandle
  close(): Promise<void>
}

function firstDayOfThisMonth(): string {
  const now = new Date()
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-01`
}

const DAY_MS = 24 * 60 * 60 * 1000

/** The settings of createApp that come from the environment. */
export function appSettings(config: BackendConfig) {
  const windowSeconds = config.MESSAGES_RATE_WINDOW_SECONDS
  return {
    catalogCacheMs: config.NODE_ENV === 'test' ? 0 : undefined,
    captcha: captchaFrom(config),
    messageLimits: {
      normal: { limit: config.MESSAGES_RATE_LIMIT, windowSeconds },
      strict: { limit: config.MESSAGES_RATE_LIMIT_STRICT, windowSeconds },
    },
    auth: { tokenIdleMs: config.AUTH_TOKEN_IDLE_DAYS * DAY_MS, tokenMaxAgeMs: config.AUTH_TOKEN_MAX_DAYS * DAY_MS },
    contactCheckLimits: { perUser: config.CONTACT_CHECKS_PER_USER_HOUR, perIp: config.CONTACT_CHECKS_PER_IP_HOUR },
    signInLimits: {
      perEmail: config.SIGNIN_FAILURES_PER_EMAIL,
      perIp: config.SIGNIN_FAILURES_PER_IP,
      windowSeconds: config.SIGNIN_FAILURES_WINDOW_SECONDS,
    },
    sms: smsFrom(config),
    paymentProvider: createPaymentProvider(config.PAYMENT_PROVIDER),
    trustedProxies: trustedAddresses(config.BACKEND_TRUST_PROXY),
    delivery: createDeliveryProvider(config, logError),
    location: createLocationProvider(config, logError),
    // Made with the app's database: the embedded directories read the sellers' table.
    lookups: (db: Database) => createLookupProvider(config, db, logError),
    smsLimits: {
      perPhoneHour: config.SMS_LIMIT_PER_PHONE_HOUR,
      perPhoneDay: config.SMS_LIMIT_PER_PHONE_DAY,
      perIpHour: config.SMS_LIMIT_PER_IP_HOUR,
      perIpHourStrict: config.SMS_LIMIT_PER_IP_HOUR_STRICT,
    },
  }
}

export function databaseLimits(config: BackendConfig): PostgresLimits {
  return {
    statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
    lockTimeoutMs: config.DATABASE_LOCK_TIMEOUT_MS,
    idleInTransactionTimeoutMs: config.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
  }
}

/**
 * ADMIN_EMAIL and ADMIN_PASSWORD: how an operator (and the end-to-end tests) get an administrator. Runs at every
 * start; creating the user the first time, resetting the password and role afterwards.
 */
export async function bootstrapAdministrator(database: { db: Database }, config: BackendConfig): Promise<void> {
  if (!config.ADMIN_EMAIL || !config.ADMIN_PASSWORD) return
  await createAuthService(database.db).ensureAdministrator(config.ADMIN_EMAIL, config.ADMIN_PASSWORD)
  console.log(`Administrator ${config.ADMIN_EMAIL} is ready`)
}

/** DEMO_SELLER_PASSWORD: a seller account for each demo merchant (backend/db/seed/demo-sellers.ts). */
export async function bootstrapDemoSellers(database: { db: Database }, config: BackendConfig): Promise<void> {
  if (!config.DEMO_SELLER_PASSWORD) return
  const count = await ensureDemoSellers(database.db, await hashPassword(config.DEMO_SELLER_PASSWORD))
  console.log(`Demo sellers are ready: ${count} accounts such as ${demoSellerEmail(1)}`)
}

export async function startBackend(config: BackendConfig = readBackendConfig()): Promise<Backend> {
  const database = await openDatabase(config.DATABASE_URL, { limits: databaseLimits(config) })
  // Under the migrations' lock: two processes starting at once on an empty database would both find the catalogue
  // empty, and both insert the same accounts (decision 049).
  await database.migrate(async (db) => {
    const seed = config.SEED_DEMO === 'always' || (config.SEED_DEMO === 'auto' && database.kind === 'pglite')
    if (seed && (await isCatalogueEmpty(db))) {
      const started = Date.now()
      const counts = await seedDemoCatalogue(db, { products: config.SEED_PRODUCTS, anchorDate: firstDayOfThisMonth() })
      console.log(`Seeded the demo catalogue: ${counts.masterProducts} products in ${Date.now() - started} ms`)
    }
    await bootstrapAdministrator({ db }, config)
    await bootstrapDemoSellers({ db }, config)
  })
  if (config.SMS_PROVIDER === 'outbox' && config.NODE_ENV === 'production') {
    console.warn('SMS codes are not sent: they go to the sms_outbox table and this log (set SMS_PROVIDER=smsru)')
  }
  if (config.PAYMENT_PROVIDER === 'sandbox' && config.NODE_ENV === 'production') {
    console.warn('Card payments go to the sandbox gateway: no money is taken (docs/decisions/018)')
  }
  if (!config.SMTP_URL && config.NODE_ENV === 'production') {
    console.warn('E-mails are not sent: they go to the email_outbox table and this log (set SMTP_URL)')
  }
  const settings = appSettings(config)
  const email = emailFrom(config)
  const notifications = notificationsOf(database.db, {
    sms: settings.sms,
    email,
    publicUrl: config.PUBLIC_URL,
    mailFrom: config.MAIL_FROM,
    log: logError,
  })
  const app = createApp({ db: database.db, ...settings, notifications })
  // Messages left by a process that stopped before delivering them go out now (decision 047).
  notifications.worker.start()
  return {
    app,
    database,
    async close() {
      // What the worker holds is delivered and recorded before the database goes.
      await notifications.worker.stop()
      email?.close()
      await database.close()
    },
  }
}
