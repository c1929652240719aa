/**
 * Marks the statements the embedded database keeps prepared (kept-statements.ts, decision 054): those every
 * signed-in request sends, whose planning costs more than their running. A module of its own, free of PGlite, so
 * that the repositories marking them load nothing of it under PostgreSQL.
 */
import type { SQLWrapper } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'

const dialect = new PgDialect()
/** The texts of the statements marked, as drizzle sends them. */
const keptTexts = new Set<string>()
const markedNames = new Set<string>()

/**
 * Marks a statement, by a name of its own, as one the embedded database keeps prepared; gives the statement back.
 * Its text must not change from call to call (only its parameters' values may): the first call's text is the one
 * kept.
 */
export function kept<Q extends SQLWrapper>(name: string, query: Q): Q {
  if (!markedNames.has(name)) {
    markedNames.add(name)
    keptTexts.add(dialect.sqlToQuery(query.getSQL()).sql)
  }
  return query
}

/** Whether a statement's text is one marked. */
export function isKeptText(text: string): boolean {
  return keptTexts.has(text)
}
