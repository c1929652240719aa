/**
 * SQL of sign-in: users by e-mail or phone, new users and their consents, access tokens, the administrator
 * bootstrap. Takes the database (or a transaction) first.
 */
import { and, eq, isNotNull, isNull, ne, or, sql } from 'drizzle-orm'
import type { Database } from '#backend/db/client.ts'
import { kept } from '#backend/db/kept.ts'
import { accessTokens, personalDataConsents, roles, users } from '#backend/db/schema.ts'

export type UserRow = typeof users.$inferSelect

/** E-mails are unique whatever their case (index users_email_key on lower(email)). */
export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`).limit(1)
  return row
}

export async function insertAccessToken(
  db: Database,
  token: { userId: number; tokenHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(accessTokens).values({ ...token, lastUsedAt: token.createdAt })
}

/**
 * The look-up of a token and its user, built by drizzle once per database: made afresh for every call, its ~40
 * columns cost ~0.1 ms of building, half of the look-up (kept prepared by the embedded database, decision 054). It
 * goes to PostgreSQL unnamed (`prepare('')`), as every other statement does: a named one would stay on its pooled
 * connection, where PgBouncer in transaction mode cannot follow it.
 */
function buildTokenLookup(db: Database) {
  return kept(
    'access-token-by-hash',
    db
      .select({ token: accessTokens, user: users })
      .from(accessTokens)
      .innerJoin(users, eq(users.id, accessTokens.userId))
      .where(eq(accessTokens.tokenHash, sql.placeholder('tokenHash')))
      .limit(1),
  ).prepare('')
}

const tokenLookups = new WeakMap<Database, ReturnType<typeof buildTokenLookup>>()

/** Every signed-in request asks it. */
export async function findAccessToken(db: Database, tokenHash: string) {
  let lookup = tokenLookups.get(db)
  if (!lookup) {
    lookup = buildTokenLookup(db)
    tokenLookups.set(db, lookup)
  }
  const [row] = await lookup.execute({ tokenHash })
  return row
}

export async function touchAccessToken(db: Database, id: number, at: Date): Promise<void> {
  await db.update(accessTokens).set({ lastUsedAt: at }).where(eq(accessTokens.id, id))
}

export async function revokeAccessToken(db: Database, tokenHash: string, at: Date): Promise<void> {
  await db
    .update(accessTokens)
    .set({ revokedAt: at })
    .where(sql`${accessTokens.tokenHash} = ${tokenHash} and ${accessTokens.revokedAt} is null`)
}

export async function revokeOtherAccessTokens(db: Database, userId: number, keepTokenHash: string, at: Date) {
  await db
    .update(accessTokens)
    .set({ revokedAt: at })
    .where(
      sql`${accessTokens.userId} = ${userId} and ${accessTokens.tokenHash} <> ${keepTokenHash} and ${accessTokens.revokedAt} is null`,
    )
}

/** Every live token of the user dies (a new password by SMS: whoever knew the old one is signed out). */
export async function revokeAllAccessTokens(db: Database, userId: number, at: Date): Promise<void> {
  await db
    .update(accessTokens)
    .set({ revokedAt: at })
    .where(sql`${accessTokens.userId} = ${userId} and ${accessTokens.revokedAt} is null`)
}

export async function setUserPasswordHash(db: Database, userId: number, passwordHash: string): Promise<UserRow> {
  const [row] = await db.update(users).set({ passwordHash }).where(eq(users.id, userId)).returning()
  if (!row) throw new Error('update returned no row')
  return row
}

export async function findUserByPhone(db: Database, phone: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.phone, phone)).limit(1)
  return row
}

export async function insertUser(db: Database, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning()
  if (!row) throw new Error('insert returned no row')
  return row
}

export async function insertConsent(db: Database, values: typeof personalDataConsents.$inferInsert): Promise<void> {
  await db.insert(personalDataConsents).values(values)
}

/**
 * Creates the administrator, or makes the user with this e-mail (any case) one and sets the password. One
 * statement, so back-ends starting together do not trip over each other.
 */
export async function upsertAdministrator(db: Database, email: string, passwordHash: string): Promise<void> {
  await db.execute(sql`
    insert into ${users} (email, password_hash, role_id) values (${email}, ${passwordHash}, ${roles.admin})
    on conflict ((lower(email))) do update set password_hash = excluded.password_hash, role_id = excluded.role_id`)
}

/**
 * Which of this e-mail (any case) and phone another user has; `exceptUserId` is the caller's own account. A phone
 * counts as another user's only when that user proved it: an unproven one goes to whoever proves it
 * (`releaseUnprovenPhone`, decision 026).
 */
export async function contactsTaken(
  db: Database,
  contacts: { email?: string | null; phone?: string | null },
  exceptUserId?: number,
): Promise<{ email: boolean; phone: boolean }> {
  const { email, phone } = contacts
  if (!email && !phone) return { email: false, phone: false }
  const rows = await db
    .select({ email: users.email, phone: users.phone, verified: sql<boolean>`${users.phoneVerifiedAt} is not null` })
    .from(users)
    .where(
      and(
        or(
          email ? sql`lower(${users.email}) = lower(${email})` : undefined,
          phone ? and(eq(users.phone, phone), isNotNull(users.phoneVerifiedAt)) : undefined,
        ),
        exceptUserId === undefined ? undefined : ne(users.id, exceptUserId),
      ),
    )
  return {
    email: Boolean(email) && rows.some((row) => row.email?.toLowerCase() === email?.toLowerCase()),
    phone: Boolean(phone) && rows.some((row) => row.phone === phone && row.verified),
  }
}

/**
 * The phone is taken off an account that never proved it (set before confirmation existed): the person who has just
 * proven the number by a code is its owner. That account keeps its e-mail and password.
 */
export async function releaseUnprovenPhone(db: Database, phone: string): Promise<void> {
  await db
    .update(users)
    .set({ phone: null })
    .where(and(eq(users.phone, phone), isNull(users.phoneVerifiedAt)))
}

/** Puts a proven phone on the account. */
export async function setProvenPhone(db: Database, userId: number, phone: string, at: Date): Promise<UserRow> {
  const [row] = await db.update(users).set({ phone, phoneVerifiedAt: at }).where(eq(users.id, userId)).returning()
  if (!row) throw new Error('update returned no row')
  return row
}
