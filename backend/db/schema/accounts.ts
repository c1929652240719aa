/**
 * Users and everything that is an account's own: access tokens, SMS codes and the outbox, consents, the photo,
 * delivery addresses and payer requisites.
 */
import { sql } from 'drizzle-orm'
import {
  bigserial,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { merchants } from './catalog.ts'
import { createdAt, partOf } from './columns.ts'

/** role_id: 1 buyer, 2 administrator (SPEC §6), 3 seller. */
export const roles = { buyer: 1, admin: 2, merchant: 3 } as const

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    roleId: smallint('role_id').notNull().default(roles.buyer),
    email: text('email'),
    phone: text('phone'),
    /**
     * When the phone was proven by a code sent to it (sign-in or registration by SMS, a confirmed change). Null: never
     * proven (set before confirmation existed); sign-in by SMS never enters an account through such a phone, and
     * whoever proves the number takes it over (decision 026).
     */
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    passwordHash: text('password_hash'),
    surname: text('surname'),
    name: text('name'),
    middleName: text('middle_name'),
    birthday: date('birthday', { mode: 'string' }),
    gender: text('gender', { enum: ['male', 'female'] }),
    image: text('image'),
    merchantId: integer('merchant_id').references(() => merchants.id),
    /** A seller's company as given at registration (the catalogue's merchant row comes with moderation, later). */
    company: text('company'),
    /** Order statuses the user is notified of; null: every status (the default of a new account). */
    orderStatusSubscriptions: jsonb('order_status_subscriptions').$type<string[]>(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(sql`lower(${t.email})`), uniqueIndex('users_phone_key').on(t.phone)],
)

/** The user a row of an account belongs to: it goes when the user goes. */
export const ownerId = () => partOf('user_id', () => users.id)

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' })

/** A file kept in the database (a photo, a passport copy): its owner, its type as recognised, its bytes. */
export const fileColumns = () => ({
  userId: ownerId(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
})

/**
 * Opaque access tokens (bearer). Only the SHA-256 of a token is stored, so a copy of the table signs nobody in.
 * A token dies when revoked, at `expires_at` (absolute lifetime), or when unused for the idle lifetime, counted from
 * `last_used_at` (updated at most once a minute).
 */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: ownerId(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('access_tokens_token_hash_key').on(t.tokenHash), index('access_tokens_user_idx').on(t.userId)],
)

// ---- Sign-in by SMS, registration, and the account's own data (issue 5). Every row of an account refers to its
// user and goes with it.

/**
 * SMS codes. Only a hash of the code is kept (HMAC with a per-row salt); a code is single use (`used_at`), dies at
 * `expires_at` (5 minutes) and after 5 wrong tries. `purpose` tells sign-in codes from a seller's registration,
 * whose company and e-mail wait in `payload` until the code confirms them.
 */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    phone: text('phone').notNull(),
    /** signin, merchant_signup; phone_change: a new phone of the account in `payload.user_id`. */
    purpose: text('purpose', { enum: ['signin', 'merchant_signup', 'phone_change'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    payload: jsonb('payload').$type<Record<string, string>>(),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('sms_codes_phone_idx').on(t.phone, t.purpose, t.createdAt)],
)

/** What the embedded SMS provider "sends": a developer (or a test, through the admin list) reads the code here. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    phone: text('phone').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sms_outbox_phone_idx').on(t.phone, t.id)],
)

/** 152-FZ: who agreed to what, when, from where, and which text version (reference §152-FZ). */
export const personalDataConsents = pgTable(
  'personal_data_consents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: ownerId(),
    purpose: text('purpose').notNull(),
    textVersion: text('text_version').notNull(),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('personal_data_consents_user_idx').on(t.userId)],
)

/** Profile photos, kept in the database so that every back-end process serves them (scale-out). */
export const userImages = pgTable(
  'user_images',
  {
    /** Random, unguessable: the photo's public name. */
    id: text('id').primaryKey(),
    ...fileColumns(),
  },
  (t) => [index('user_images_user_idx').on(t.userId)],
)

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    isDefault: boolean('is_default').notNull().default(false),
    cityFull: text('city_full').notNull(),
    street: text('street').notNull(),
    house: text('house').notNull(),
    apartment: text('apartment'),
    entrance: text('entrance'),
    floor: text('floor'),
    intercom: text('intercom'),
    kladrId: text('kladr_id'),
    streetKladrId: text('street_kladr_id'),
    fiasId: text('fias_id'),
    cdekId: text('cdek_id'),
    boxberryId: text('boxberry_id'),
    dpdId: text('dpd_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId),
    uniqueIndex('addresses_one_default_key').on(t.userId).where(sql`${t.isDefault}`),
  ],
)

export const requisites = pgTable(
  'requisites',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    isDefault: boolean('is_default').notNull().default(false),
    campaignName: text('campaign_name').notNull(),
    inn: text('inn'),
    ogrn: text('ogrn'),
    kpp: text('kpp'),
    addrJur: text('addr_jur'),
    addrPost: text('addr_post'),
    bankBik: text('bank_bik').notNull(),
    bankAccount: text('bank_account').notNull(),
    bankName: text('bank_name'),
    bankCorrAccount: text('bank_corr_account'),
    directorFio: text('director_fio').notNull(),
    directorPhone: text('director_phone').notNull(),
    directorEmail: text('director_email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('requisites_user_idx').on(t.userId),
    uniqueIndex('requisites_one_default_key').on(t.userId).where(sql`${t.isDefault}`),
  ],
)
