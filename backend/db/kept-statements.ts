/**
 * The embedded database's client, with the statements marked `kept` (kept.ts) prepared by name. PGlite sends every
 * statement unnamed, so PostgreSQL parses and plans it again each time. That happens on the storefront's own thread,
 * where planning the access-token look-up or a buyer's cart costs 0.2–0.5 ms, more than running it.
 *
 * A marked statement is prepared once under a name and then only bound and run. PostgreSQL plans its first five runs
 * for their values; then, if a generic plan is no worse, it keeps that one. This is what happens to any prepared
 * statement, and drivers such as JDBC prepare by default.
 *
 * Only marked statements are kept, not every repeated one. A listing whose best plan depends on its filters' values
 * must be planned for them, and the query-plan tests read those plans (decision 054). PostgreSQL through
 * node-postgres is left as it is: planning there is native and off the storefront's thread.
 */
import type { ParserOptions, PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite'
import { parse, protocol } from '@electric-sql/pglite'
import { isKeptText } from './kept.ts'

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number]

interface Prepared {
  name: string
  /** The parameters' type ids, to serialise their values as PGlite does. */
  paramTypes: number[]
  /** The shape of the rows it answers (none for a statement without rows). */
  rowDescription: BackendMessage | undefined
}

/** PostgreSQL's codes for a prepared statement gone, or one whose tables changed the shape of its rows. */
const STALE_STATEMENT = new Set(['26000', '0A000'])

/**
 * A query's own parsers over the client's, as PGlite's `parseResults` merges them, without its copy of all ~320 of the
 * client's per statement: drizzle gives every query a few of its own (dates kept as text), and copying the rest was
 * ~15 % of the back-end's work on a signed-in page. A type the query does not name is looked up in the client's.
 */
export function parsersOver(clientParsers: PGlite['parsers'], own: ParserOptions | undefined): PGlite['parsers'] {
  if (!own) return clientParsers
  return Object.assign(Object.create(clientParsers) as PGlite['parsers'], own)
}

/** The client drizzle is given: PGlite's, with the marked statements run by name. */
export type KeepingClient = Pick<PGlite, 'query' | 'transaction'>

export function keepingStatements(client: PGlite): KeepingClient {
  const prepared = new Map<string, Prepared>()
  let lastNumber = 0

  const send = (message: Uint8Array) => client.execProtocolStream(message, { syncToFs: false })

  async function prepare(text: string): Promise<Prepared> {
    const name = `kept_${++lastNumber}`
    await send(protocol.serialize.parse({ name, text }))
    const described = await send(protocol.serialize.describe({ type: 'S', name }))
    return {
      name,
      paramTypes: parse.parseDescribeStatementResults(described),
      rowDescription: described.find((message) => message.name === 'rowDescription'),
    }
  }

  /** Binds and runs a kept statement; the caller holds PGlite's locks. */
  async function run<T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ): Promise<Results<T>> {
    const messages: BackendMessage[] = []
    let statement = prepared.get(text)
    try {
      if (!statement) {
        statement = await prepare(text)
        prepared.set(text, statement)
      }
      const { paramTypes } = statement
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null
        const type = paramTypes[i] ?? 0
        const serialize = options?.serializers?.[type] ?? client.serializers[type]
        return serialize ? serialize(value) : String(value)
      })
      messages.push(...(await send(protocol.serialize.bind({ statement: statement.name, values }))))
      messages.push(...(await send(protocol.serialize.execute({}))))
    } catch (error) {
      const code = (error as { code?: string }).code
      if (code && STALE_STATEMENT.has(code)) prepared.delete(text)
      Object.assign(error as object, { query: text, params, queryOptions: options })
      throw error
    } finally {
      messages.push(...(await send(protocol.serialize.sync())))
    }
    if (!inTransaction) await client.syncToFs()
    const answer = statement.rowDescription ? [statement.rowDescription, ...messages] : messages
    const { parsers, ...parseOptions } = options ?? {}
    return parse.parseResults(answer, parsersOver(client.parsers, parsers), parseOptions)[0] as Results<T>
  }

  const isKept = (text: string, options: QueryOptions | undefined) => isKeptText(text) && !options?.blob

  function keepingInTransaction(tx: Transaction): Transaction {
    const wrapped = Object.create(tx) as Transaction
    wrapped.query = async <T>(text: string, params: unknown[] = [], options?: QueryOptions) => {
      if (!isKept(text, options)) return tx.query<T>(text, params, options)
      if (tx.closed) throw new Error('Transaction is closed')
      return client.runExclusive(() => run<T>(text, params, options, true))
    }
    return wrapped
  }

  return {
    query<T>(text: string, params: unknown[] = [], options?: QueryOptions) {
      if (!isKept(text, options)) return client.query<T>(text, params, options)
      // As PGlite's own `query`: not inside another caller's transaction, and one statement at a time.
      return client._runExclusiveTransaction(() =>
        client.runExclusive(() => run<T>(text, params, options, client.isInTransaction())),
      )
    },
    transaction<T>(callback: (tx: Transaction) => Promise<T>) {
      return client.transaction((tx) => callback(keepingInTransaction(tx)))
    },
  }
}
