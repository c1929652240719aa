/**
 * Users and everything that is an account's own: access tokens, SMS codes and the outbox, consents, the photo,
 * delivery addresses and payer requisites.
 */
import { sql } from 'drizzle-orm'
import * as pg from 'drizzle-orm/pg-core'
import { merchants } from './catalog.ts'
import { bytea, createdAt, partOf } from './columns.ts'

/** role_id: 1 buyer, 2 administrator (SPEC §6), 3 seller. */
export const roles = { buyer: 1, admin: 2, merchant: 3 } as const

export const users = pg.pgTable(
  'users',
  {
    id: pg.serial('id').primaryKey(),
    roleId: pg.smallint('role_id').notNull().default(roles.buyer),
    email: pg.text('email'),
    phone: pg.text('phone'),
    /**
     * When the phone was proven by a code sent to it (sign-in or registration by SMS, a confirmed change). Null: never
     * proven (set before confirmation existed); sign-in by SMS never enters an account through such a phone, and
     * whoever proves the number takes it over (decision 026).
     */
    phoneVerifiedAt: pg.timestamp('phone_verified_at', { withTimezone: true }),
    passwordHash: pg.text('password_hash'),
    surname: pg.text('surname'),
    name: pg.text('name'),
    middleName: pg.text('middle_name'),
    birthday: pg.date('birthday', { mode: 'string' }),
    gender: pg.text('gender', { enum: ['male', 'female'] }),
    image: pg.text('image'),
    merchantId: pg.integer('merchant_id').references(() => merchants.id),
    /** A seller's company as given at registration (the catalogue's merchant row comes with moderation, later). */
    company: pg.text('company'),
    /** Order statuses the user is notified of; null: every status (the default of a new account). */
    orderStatusSubscriptions: pg.jsonb('order_status_subscriptions').$type<string[]>(),
    createdAt: createdAt(),
    /** When an administrator blocked the account (issue 16): no token of it works and it cannot sign in. */
    blockedAt: pg.timestamp('blocked_at', { withTimezone: true }),
  },
  (t) => [pg.uniqueIndex('users_email_key').on(sql`lower(${t.email})`), pg.uniqueIndex('users_phone_key').on(t.phone)],
)

/** The user a row of an account belongs to: it goes when the user goes. */
export const ownerId = () => partOf('user_id', () => users.id)

/** A file kept in the database (a photo, a passport copy): its owner, its type as recognised, its bytes. */
export const fileColumns = () => ({
  userId: ownerId(),
  contentType: pg.text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
})

/**
 * Opaque access tokens (bearer). Only the SHA-256 of a token is stored, so a copy of the table signs nobody in.
 * A token dies when revoked, at `expires_at` (absolute lifetime), or when unused for the idle lifetime, counted from
 * `last_used_at` (updated at most once a minute).
 */
export const accessTokens = pg.pgTable(
  'access_tokens',
  {
    id: pg.bigserial('id', { mode: 'number' }).primaryKey(),
    userId: ownerId(),
    tokenHash: pg.text('token_hash').notNull(),
    createdAt: createdAt(),
    lastUsedAt: pg.timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: pg.timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: pg.timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    pg.uniqueIndex('access_tokens_token_hash_key').on(t.tokenHash),
    pg.index('access_tokens_user_idx').on(t.userId),
  ],
)

// ---- Sign-in by SMS, registration, and the account's own data (issue 5). Every row of an account refers to its
// user and goes with it.

/**
 * SMS codes. Only a hash of the code is kept (HMAC with a per-row salt); a code is single use (`used_at`), dies at
 * `expires_at` (5 minutes) and after 5 wrong tries. `purpose` tells sign-in codes from a seller's registration,
 * whose company and e-mail wait in `payload` until the code confirms them.
 */
export const smsCodes = pg.pgTable(
  'sms_codes',
  {
    id: pg.bigserial('id', { mode: 'number' }).primaryKey(),
    phone: pg.text('phone').notNull(),
    /**
     * signin, merchant_signup; phone_change: a new phone of the account in `payload.user_id`; password_reset: a new
     * password for the account that has proven the phone (decision 031).
     */
    purpose: pg.text('purpose', { enum: ['signin', 'merchant_signup', 'phone_change', 'password_reset'] }).notNull(),
    codeHash: pg.text('code_hash').notNull(),
    payload: pg.jsonb('payload').$type<Record<string, string>>(),
    attempts: pg.smallint('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: pg.timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: pg.timestamp('used_at', { withTimezone: true }),
  },
  (t) => [pg.index('sms_codes_phone_idx').on(t.phone, t.purpose, t.createdAt)],
)

/** What the embedded SMS provider "sends": a developer (or a test, through the admin list) reads the code here. */
export const smsOutbox = pg.pgTable(
  'sms_outbox',
  {
    id: pg.bigserial('id', { mode: 'number' }).primaryKey(),
    phone: pg.text('phone').notNull(),
    text: pg.text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [pg.index('sms_outbox_phone_idx').on(t.phone, t.id)],
)

/** 152-FZ: who agreed to what, when, from where, and which text version (reference §152-FZ). */
export const personalDataConsents = pg.pgTable(
  'personal_data_consents',
  {
    id: pg.bigserial('id', { mode: 'number' }).primaryKey(),
    userId: ownerId(),
    purpose: pg.text('purpose').notNull(),
    textVersion: pg.text('text_version').notNull(),
    ip: pg.text('ip'),
    createdAt: createdAt(),
  },
  (t) => [pg.index('personal_data_consents_user_idx').on(t.userId)],
)

/** Profile photos, kept in the database so that every back-end process serves them (scale-out). */
export const userImages = pg.pgTable(
  'user_images',
  {
    /** Random, unguessable: the photo's public name. */
    id: pg.text('id').primaryKey(),
    ...fileColumns(),
  },
  (t) => [pg.index('user_images_user_idx').on(t.userId)],
)

export const addresses = pg.pgTable(
  'addresses',
  {
    id: pg.serial('id').primaryKey(),
    userId: ownerId(),
    isDefault: pg.boolean('is_default').notNull().default(false),
    cityFull: pg.text('city_full').notNull(),
    street: pg.text('street').notNull(),
    house: pg.text('house').notNull(),
    apartment: pg.text('apartment'),
    entrance: pg.text('entrance'),
    floor: pg.text('floor'),
    intercom: pg.text('intercom'),
    kladrId: pg.text('kladr_id'),
    streetKladrId: pg.text('street_kladr_id'),
    fiasId: pg.text('fias_id'),
    cdekId: pg.text('cdek_id'),
    boxberryId: pg.text('boxberry_id'),
    dpdId: pg.text('dpd_id'),
    createdAt: createdAt(),
  },
  (t) => [
    pg.index('addresses_user_idx').on(t.userId),
    pg.uniqueIndex('addresses_one_default_key').on(t.userId).where(sql`${t.isDefault}`),
  ],
)

export const requisites = pg.pgTable(
  'requisites',
  {
    id: pg.serial('id').primaryKey(),
    userId: ownerId(),
    isDefault: pg.boolean('is_default').notNull().default(false),
    campaignName: pg.text('campaign_name').notNull(),
    inn: pg.text('inn'),
    ogrn: pg.text('ogrn'),
    kpp: pg.text('kpp'),
    addrJur: pg.text('addr_jur'),
    addrPost: pg.text('addr_post'),
    bankBik: pg.text('bank_bik').notNull(),
    bankAccount: pg.text('bank_account').notNull(),
    bankName: pg.text('bank_name'),
    bankCorrAccount: pg.text('bank_corr_account'),
    directorFio: pg.text('director_fio').notNull(),
    directorPhone: pg.text('director_phone').notNull(),
    directorEmail: pg.text('director_email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    pg.index('requisites_user_idx').on(t.userId),
    pg.uniqueIndex('requisites_one_default_key').on(t.userId).where(sql`${t.isDefault}`),
  ],
)
