/**
 * Several independent queries of one request. On the pool they run together, each on a connection of its own. In a
 * transaction there is one connection, and a connection answers one query at a time: node-postgres queues the rest
 * and warns that pg@9 will refuse it. There they run one after another.
 */
import { PgTransaction } from 'drizzle-orm/pg-core'
import type { Database } from './client.ts'

type Queries<T extends readonly unknown[]> = { readonly [K in keyof T]: () => Promise<T[K]> }

export async function together<T extends readonly unknown[]>(db: Database, queries: Queries<T>): Promise<T> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(queries.map((query) => query()))) as unknown as T
  const answers: unknown[] = []
  for (const query of queries) answers.push(await query())
  return answers as unknown as T
}
