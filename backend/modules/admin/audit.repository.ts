/** SQL of the administrators' record: one row per action, and an object's rows oldest first with their actors. */
import { and, asc, eq } from 'drizzle-orm'
import type { Database } from '#backend/db/client.ts'
import { adminActions, users } from '#backend/db/schema.ts'

export type NewAdminAction = typeof adminActions.$inferInsert
export type AuditObjectType = NewAdminAction['objectType']

export async function insertAction(tx: Database, action: NewAdminAction): Promise<void> {
  await tx.insert(adminActions).values(action)
}

/** The object's actions, oldest first, each with its administrator's contacts (none when the account is gone). */
export function actionsOf(db: Database, objectType: AuditObjectType, objectId: number) {
  return db
    .select({
      id: adminActions.id,
      createdAt: adminActions.createdAt,
      action: adminActions.action,
      details: adminActions.details,
      actorId: adminActions.actorUserId,
      actorEmail: users.email,
      actorPhone: users.phone,
    })
    .from(adminActions)
    .leftJoin(users, eq(users.id, adminActions.actorUserId))
    .where(and(eq(adminActions.objectType, objectType), eq(adminActions.objectId, objectId)))
    .orderBy(asc(adminActions.id))
}
