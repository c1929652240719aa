/** SQL of the account's own profile: the user row, its photo, its password. Takes the database (or a transaction) first. */
import { and, eq, ne } from 'drizzle-orm'
import type { Database } from '#backend/db/client.ts'
import { userImages, users } from '#backend/db/schema.ts'

export type UserRow = typeof users.$inferSelect

export async function findUser(db: Database, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1)
  return row
}

export async function updateUser(
  db: Database,
  id: number,
  values: Partial<
    Pick<UserRow, 'surname' | 'name' | 'middleName' | 'email' | 'phone' | 'phoneVerifiedAt' | 'birthday' | 'gender'>
  >,
): Promise<UserRow> {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning()
  if (!row) throw new Error(`user ${id} is gone`)
  return row
}

/** The new photo becomes the user's; their older photos are deleted. */
export async function replaceUserImage(
  tx: Database,
  image: { id: string; userId: number; contentType: string; bytes: Buffer; createdAt: Date; path: string },
): Promise<void> {
  const { path, ...row } = image
  await tx.insert(userImages).values(row)
  await tx.update(users).set({ image: path }).where(eq(users.id, image.userId))
  await tx.delete(userImages).where(and(eq(userImages.userId, image.userId), ne(userImages.id, image.id)))
}

export async function setPasswordHash(db: Database, id: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, id))
}
