/** SQL of the look-ups: the marketplace's sellers that have a legal name and an INN. Takes the database first. */
import { and, asc, eq, isNotNull } from 'drizzle-orm'
import type { Database } from '#backend/db/client.ts'
import { merchants } from '#backend/db/schema.ts'

export interface MerchantCompanyRow {
  legalName: string
  inn: string
}

const columns = { legalName: merchants.legalName, inn: merchants.inn }
const complete = (rows: { legalName: string | null; inn: string | null }[]): MerchantCompanyRow[] =>
  rows.flatMap((row) => (row.legalName && row.inn ? [{ legalName: row.legalName, inn: row.inn }] : []))

export async function merchantsByInn(db: Database, inn: string): Promise<MerchantCompanyRow[]> {
  return complete(
    await db
      .select(columns)
      .from(merchants)
      .where(and(eq(merchants.inn, inn), isNotNull(merchants.legalName)))
      .orderBy(asc(merchants.id)),
  )
}

/**
 * Every seller with a legal name and an INN, for a search by name in code (see directories.ts). Bounded: the
 * embedded directory is for demo and small marketplaces; a large one configures DaData.
 */
export async function merchantsWithLegalNames(db: Database, limit = 5000): Promise<MerchantCompanyRow[]> {
  return complete(
    await db
      .select(columns)
      .from(merchants)
      .where(and(isNotNull(merchants.inn), isNotNull(merchants.legalName)))
      .orderBy(asc(merchants.id))
      .limit(limit),
  )
}
