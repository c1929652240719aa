/**
 * The operator's console (issue 16): the record of every administrator's action — who did what to which object,
 * when, and with what (a status code, a reason, a reply). Written in the transaction of the change it records; read
 * on the object's page, oldest first. No foreign keys: a record outlives what it is about.
 */
import * as pg from 'drizzle-orm/pg-core'
import { auditActions } from '#contract/admin.ts'
import { createdAt } from './columns.ts'

/** What an action was done to: the object's kind (a message by its kind), its id in that kind's table. */
export const auditObjectTypes = [
  'order',
  'merchant',
  'proposal',
  'message:appeal',
  'message:price_request',
  'message:question',
  'user',
] as const
export type AuditObjectType = (typeof auditObjectTypes)[number]

export const adminActions = pg.pgTable(
  'admin_actions',
  {
    id: pg.serial('id').primaryKey(),
    actorUserId: pg.integer('actor_user_id').notNull(),
    objectType: pg.text('object_type', { enum: auditObjectTypes }).notNull(),
    objectId: pg.integer('object_id').notNull(),
    action: pg.text('action', { enum: auditActions }).notNull(),
    details: pg.text('details'),
    createdAt: createdAt(),
  },
  (t) => [pg.index('admin_actions_object_idx').on(t.objectType, t.objectId, t.id)],
)
