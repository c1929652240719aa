/** The back-end's settings, read from the environment once and validated, so a typo fails at start, not later. */

import { z } from 'zod'
import { limitDefaults } from '#backend/limit-defaults.ts'
import { trustSetting } from './lib/client-ip.ts'

/** An empty variable (`NAME=` in a .env file) counts as unset. */
const optional = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional())

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** postgres://… for PostgreSQL; memory:// for a throw-away PGlite; otherwise a PGlite data folder. */
  DATABASE_URL: z.string().min(1).default('.data/pglite'),
  /**
   * auto: seed the demo catalogue when the catalogue is empty on an embedded (PGlite) database;
   * always: seed an empty catalogue on any database; never: leave it empty.
   */
  SEED_DEMO: z.enum(['auto', 'always', 'never']).default('auto'),
  /** Products of the demo catalogue seeded on first start. */
  SEED_PRODUCTS: z.coerce.number().int().positive().default(600),
  /**
   * PostgreSQL's limits on each pooled connection, ms; 0 turns one off (decision 049). A statement may run as long
   * as the storefront waits for an answer (API_TIMEOUT_MS)…
   */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  /** …wait for a lock longer than a frozen transaction can hold one… */
  DATABASE_LOCK_TIMEOUT_MS: z.coerce.number().int().min(0).default(8_000),
  /** …and a transaction left idle (its process frozen or gone astray) is ended by the server after this. */
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(0).default(5_000),
  /**
   * On SIGTERM or SIGINT: how long requests in flight and the notification worker may take to finish before their
   * connections are cut and the database closed, ms.
   */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().positive().default(10_000),
  /**
   * Address the back-end alone listens on (`npm run start:backend`): this machine only, unless told otherwise — it
   * is meant to be reached through the storefront (decision 026).
   */
  BACKEND_HOST: z.string().min(1).default('127.0.0.1'),
  /**
   * Peers whose X-Real-IP (or X-Forwarded-For) the back-end alone believes: the storefronts, as IPs, CIDR networks or
   * loopback/linklocal/uniquelocal, comma-separated; none: nobody. From anyone else the peer's own address counts.
   */
  BACKEND_TRUST_PROXY: trustSetting,
  /** Port of the back-end when it runs alone (`npm run start:backend`). */
  BACKEND_PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  /**
   * DaData API key: city and street suggestions, detection by IP, carriers' city ids, companies and banks from
   * DaData. Unset or empty: the embedded directories answer (docs/decisions/009, 014) and detection by IP answers
   * nothing (the storefront then uses Moscow).
   */
  DADATA_API_KEY: z
    .string()
    .trim()
    .optional()
    .transform((key) => key || undefined),
  /** Base URL of DaData's Suggestions API (another address for a proxy or a test double). */
  DADATA_URL: z.string().url().default('https://suggestions.dadata.ru/suggestions/api/4_1/rs'),
  /** How long a DaData request may take before the embedded answer is used, ms. */
  DADATA_TIMEOUT_MS: z.coerce.number().int().positive().default(3000),

  /**
   * Where delivery prices come from: tariffs (the embedded tariff table, offline) or cdek (CDEK's API v2 calculator,
   * the tariff table standing in whenever CDEK fails; docs/decisions/021).
   */
  DELIVERY_PROVIDER: z.enum(['tariffs', 'cdek']).default('tariffs'),
  /** CDEK integration account (client_id) and its secure password (client_secret); needed with cdek. */
  CDEK_CLIENT_ID: optional(z.string().trim()),
  CDEK_CLIENT_SECRET: optional(z.string().trim()),
  /** CDEK API base URL; https://api.edu.cdek.ru is the sandbox (another address for a proxy or a test double). */
  CDEK_API_URL: z.string().url().default('https://api.cdek.ru'),
  /** How long a CDEK request may take before the embedded tariffs answer, ms. */
  CDEK_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),

  /** reCAPTCHA v3 secret key; when set, the tokens of public forms are verified (docs/decisions/010). */
  RECAPTCHA_SECRET: optional(z.string().trim()),
  /** Where tokens are verified; https://www.recaptcha.net/recaptcha/api/siteverify where Google is unreachable. */
  RECAPTCHA_VERIFY_URL: z.string().url().default('https://www.google.com/recaptcha/api/siteverify'),
  /** Lowest reCAPTCHA score accepted, 0.0 (a bot) to 1.0 (a person). */
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  /** Comma-separated hosts a token must have been made on; unset: any. */
  RECAPTCHA_HOSTNAMES: optional(z.string()),

  /** Messages (write-us, price request, product question) one IP may send per window, per form. */
  MESSAGES_RATE_LIMIT: z.coerce.number().int().positive().default(limitDefaults.messages.limit),
  /** The same for posts without a captcha token while captcha is on (JavaScript off, or verification down). */
  MESSAGES_RATE_LIMIT_STRICT: z.coerce.number().int().positive().default(limitDefaults.messages.strictLimit),
  MESSAGES_RATE_WINDOW_SECONDS: z.coerce.number().int().positive().default(limitDefaults.messages.windowSeconds),

  /** An access token dies when unused this long… */
  AUTH_TOKEN_IDLE_DAYS: z.coerce.number().positive().default(limitDefaults.tokenDays.idle),
  /** …and this long after sign-in in any case. */
  AUTH_TOKEN_MAX_DAYS: z.coerce.number().positive().default(limitDefaults.tokenDays.max),

  /** How many failed sign-ins (a wrong e-mail or password, a wrong SMS code) are allowed per window… */
  SIGNIN_FAILURES_PER_EMAIL: z.coerce.number().int().positive().default(limitDefaults.signIn.perEmail),
  /** …and from one IP, for every e-mail together; past either the sign-in is refused until the window ends. */
  SIGNIN_FAILURES_PER_IP: z.coerce.number().int().positive().default(limitDefaults.signIn.perIp),
  SIGNIN_FAILURES_WINDOW_SECONDS: z.coerce.number().int().positive().default(limitDefaults.signIn.windowSeconds),
  /**
   * Checks of whether a phone or an e-mail is another account's (a profile's new e-mail, a new phone's code) one
   * account and one IP may make an hour (decision 026).
   */
  CONTACT_CHECKS_PER_USER_HOUR: z.coerce.number().int().positive().default(limitDefaults.contactChecks.perUser),
  CONTACT_CHECKS_PER_IP_HOUR: z.coerce.number().int().positive().default(limitDefaults.contactChecks.perIp),

  /** SMS gateway: outbox (embedded: the sms_outbox table and the log) or smsru (SMS.ru's HTTP API). */
  SMS_PROVIDER: z.enum(['outbox', 'smsru']).default('outbox'),
  /** SMS.ru's api_id (the key of the account); needed with SMS_PROVIDER=smsru. */
  SMSRU_API_ID: optional(z.string().trim()),
  /** SMS.ru's base URL (another address for a proxy or a test double). */
  SMSRU_URL: z.string().url().default('https://sms.ru'),
  /** The sender name approved in the SMS.ru account; unset: the account's default. */
  SMSRU_FROM: optional(z.string().trim().max(11)),
  /** How long a request to SMS.ru may take before the send counts as failed, ms. */
  SMSRU_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  /** SMS codes one phone may be sent per hour and per day, whatever they are for. */
  SMS_LIMIT_PER_PHONE_HOUR: z.coerce.number().int().positive().default(limitDefaults.sms.perPhoneHour),
  SMS_LIMIT_PER_PHONE_DAY: z.coerce.number().int().positive().default(limitDefaults.sms.perPhoneDay),
  /** SMS codes one IP may ask for per hour; strict: without a captcha token while captcha is on. */
  SMS_LIMIT_PER_IP_HOUR: z.coerce.number().int().positive().default(limitDefaults.sms.perIpHour),
  SMS_LIMIT_PER_IP_HOUR_STRICT: z.coerce.number().int().positive().default(limitDefaults.sms.perIpHourStrict),

  /**
   * Card payments' acquirer: sandbox (the embedded gateway page, pay or decline; docs/decisions/018). A real
   * acquirer's adapter adds its name here; any other value fails at start rather than taking payments nowhere.
   */
  PAYMENT_PROVIDER: z.enum(['sandbox']).default('sandbox'),

  /**
   * E-mail over SMTP (nodemailer): smtp://user:password@host:587 (STARTTLS when offered) or smtps://…:465. Unset: the
   * embedded default keeps every e-mail in the `email_outbox` table and the log; nothing is sent (decision 047).
   */
  SMTP_URL: optional(
    z
      .string()
      .trim()
      .regex(/^smtps?:\/\/[^\s]+$/, 'an smtp:// or smtps:// URL'),
  ),
  /** The sender of e-mails, «Name <address>»; its domain also names the Message-IDs. */
  MAIL_FROM: z.string().trim().min(3).default('Медмаркет <noreply@medmarket.local>'),
  /** How long connecting to the SMTP server and each of its answers may take, ms. */
  SMTP_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /**
   * The storefront's public address, for links in e-mails and SMS (the order pages, one-click unsubscribe). The
   * storefront reads the same variable for its canonical links.
   */
  PUBLIC_URL: z
    .string()
    .trim()
    .url()
    .default('http://localhost:3000')
    .transform((url) => url.replace(/\/+$/, '')),

  /** When both are set, every start creates or updates this administrator (role_id 2) with this password. */
  ADMIN_EMAIL: optional(z.string().trim().email()),
  ADMIN_PASSWORD: optional(z.string().min(8)),
  /**
   * When set, every start gives each demo merchant a seller account `seller-{id}@demo.medmarket.test` with this
   * password (backend/db/seed/demo-sellers.ts): the seller cabinet on the demo catalogue.
   */
  DEMO_SELLER_PASSWORD: optional(z.string().min(8)),
})

/** The administrator's e-mail and password mean something only together; SMS.ru and CDEK need their keys. */
const settingsSchema = configSchema
  .refine((c) => !c.ADMIN_EMAIL === !c.ADMIN_PASSWORD, {
    message: 'ADMIN_EMAIL and ADMIN_PASSWORD are set together',
    path: ['ADMIN_PASSWORD'],
  })
  .refine((c) => c.SMS_PROVIDER !== 'smsru' || Boolean(c.SMSRU_API_ID), {
    message: 'SMS_PROVIDER=smsru needs SMSRU_API_ID',
    path: ['SMSRU_API_ID'],
  })
  .refine((c) => c.DELIVERY_PROVIDER !== 'cdek' || Boolean(c.CDEK_CLIENT_ID && c.CDEK_CLIENT_SECRET), {
    message: 'DELIVERY_PROVIDER=cdek needs CDEK_CLIENT_ID and CDEK_CLIENT_SECRET',
    path: ['CDEK_CLIENT_SECRET'],
  })

export type BackendConfig = z.infer<typeof configSchema>

export function readBackendConfig(env: Record<string, string | undefined> = process.env): BackendConfig {
  const parsed = settingsSchema.safeParse(env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')
    throw new Error(`Invalid back-end configuration: ${problems}`)
  }
  return parsed.data
}
