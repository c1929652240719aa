/** SQL of sign-in: users by e-mail, access tokens, the administrator bootstrap. Takes the database first. */
import { eq, sql } from 'drizzle-orm'
import type { Database } from '#backend/db/client.ts'
import { accessTokens, roles, users } from '#backend/db/schema.ts'

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

export async function findAccessToken(db: Database, tokenHash: string) {
  const [row] = await db
    .select({ token: accessTokens, user: users })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(eq(accessTokens.tokenHash, tokenHash))
    .limit(1)
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

/**
 * Creates the administrator, or makes the user with this e-mail (any case) one and sets the password. One
 * statement, so back-ends starting together do not trip over each other.
 */
export async function upsertAdministrator(db: Database, email: string, passwordHash: string): Promise<void> {
  await db.execute(sql`
    insert into ${users} (email, password_hash, role_id) values (${email}, ${passwordHash}, ${roles.admin})
    on conflict ((lower(email))) do update set password_hash = excluded.password_hash, role_id = excluded.role_id`)
}
