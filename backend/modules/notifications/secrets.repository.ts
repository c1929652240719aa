/**
 * Secrets the back-end makes for itself (decision 047): made once, on first use, and kept in `app_secrets`, so that
 * every back-end process — and the next start — signs and checks with the same one.
 */
import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Database } from '#backend/db/client.ts'
import { appSecrets } from '#backend/db/schema.ts'

export async function appSecret(db: Database, name: string): Promise<Buffer> {
  // Two processes making it at once: one insert wins, both read the winner.
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing({ target: appSecrets.name })
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name))
  if (!row) throw new Error(`The secret ${name} could not be kept`)
  return Buffer.from(row.value, 'base64url')
}
