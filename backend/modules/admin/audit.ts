/**
 * The record of administrators' actions (issue 16): `record` writes one in the transaction of the change it is
 * about, so a change and its record stand or fall together; `entriesOf` answers an object's record for its page.
 * Every module whose calls an administrator makes (orders, merchants, proposals, messages, users) records through
 * here.
 */
import type { Database } from '#backend/db/client.ts'
import type { AuditAction, AuditEntry } from '#contract/admin.ts'
import { type AuditObjectType, actionsOf, insertAction } from './audit.repository.ts'

export type { AuditObjectType } from './audit.repository.ts'

/** Records that administrator `actorId` did `action` to the object, in the caller's transaction. */
export function record(
  tx: Database,
  actorId: number,
  objectType: AuditObjectType,
  objectId: number,
  action: AuditAction,
  details: string | null = null,
): Promise<void> {
  return insertAction(tx, { actorUserId: actorId, objectType, objectId, action, details })
}

/** The object's record, oldest first. */
export async function entriesOf(db: Database, objectType: AuditObjectType, objectId: number): Promise<AuditEntry[]> {
  const rows = await actionsOf(db, objectType, objectId)
  return rows.map((row) => ({
    id: row.id,
    created_at: row.createdAt.toISOString(),
    action: row.action,
    details: row.details,
    actor: { id: row.actorId, email: row.actorEmail, phone: row.actorPhone },
  }))
}
