/**
 * SQL of SMS codes. One live code per phone and purpose: issuing a new one deletes the older ones under a
 * transaction-scoped advisory lock, so two requests at once cannot both pass the resend cooldown. Takes the
 * database (or a transaction) first.
 */
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import type { Database } from '#backend/db/client.ts'
import { smsCodes } from '#backend/db/schema.ts'

export type SmsCodeRow = typeof smsCodes.$inferSelect
export type SmsCodePurpose = SmsCodeRow['purpose']

const ofPhone = (phone: string, purpose: SmsCodePurpose) =>
  and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose))

/** The newest code of the phone and purpose (older ones are deleted when a new one is issued). */
export async function newestCode(db: Database, phone: string, purpose: SmsCodePurpose, forUpdate = false) {
  const query = db.select().from(smsCodes).where(ofPhone(phone, purpose)).orderBy(desc(smsCodes.id)).limit(1)
  const [row] = forUpdate ? await query.for('update') : await query
  return row
}

/** Serialises issuing codes for one phone and purpose until the transaction ends. */
export async function lockPhone(tx: Database, phone: string, purpose: SmsCodePurpose): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms_codes:${purpose}:${phone}`}))`)
}

/** A new code replaces the phone's older codes of the purpose; codes that expired a day ago go too. */
export async function replaceCodes(
  tx: Database,
  code: {
    phone: string
    purpose: SmsCodePurpose
    codeHash: string
    payload: Record<string, string> | null
    createdAt: Date
    expiresAt: Date
  },
): Promise<SmsCodeRow> {
  await tx.delete(smsCodes).where(ofPhone(code.phone, code.purpose))
  await tx.delete(smsCodes).where(lt(smsCodes.expiresAt, new Date(code.createdAt.getTime() - 24 * 60 * 60 * 1000)))
  const [row] = await tx.insert(smsCodes).values(code).returning()
  if (!row) throw new Error('insert returned no row')
  return row
}

export async function deleteCode(db: Database, id: number): Promise<void> {
  await db.delete(smsCodes).where(eq(smsCodes.id, id))
}

export async function countWrongAttempt(db: Database, id: number): Promise<void> {
  await db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(eq(smsCodes.id, id))
}

/** Marks the code used if it still is usable; false when another request used it first (or it died meanwhile). */
export async function markCodeUsed(db: Database, id: number, at: Date, maxAttempts: number): Promise<boolean> {
  const rows = await db
    .update(smsCodes)
    .set({ usedAt: at })
    .where(
      and(eq(smsCodes.id, id), isNull(smsCodes.usedAt), gt(smsCodes.expiresAt, at), lt(smsCodes.attempts, maxAttempts)),
    )
    .returning({ id: smsCodes.id })
  return rows.length === 1
}
