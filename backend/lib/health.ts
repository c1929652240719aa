/**
 * Liveness and readiness (decision 049). `/healthz` says the process is alive and looks no further; `/readyz` says
 * whether it can serve: 503 while it drains for a shutdown, or when what it depends on does not answer in time, so
 * a load balancer sends requests elsewhere. The answers carry one status word and nothing of the cause.
 */
import { sql } from 'drizzle-orm'
import type { Context, Hono } from 'hono'
import type { Database } from '#backend/db/client.ts'

export type Readiness = 'ready' | 'draining' | 'unavailable'

/** How long a dependency may take to answer a readiness check: well inside a load balancer's check timeout. */
export const READINESS_TIMEOUT_MS = 1000

/** Whether `check` settles successfully within `timeoutMs`; a late answer counts as none. */
export async function answersWithin(check: () => Promise<unknown>, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs)
  })
  const answered = check().then(
    () => true,
    () => false,
  )
  try {
    return await Promise.race([answered, late])
  } finally {
    clearTimeout(timer)
  }
}

/** The back-end's one dependency: its database answers a trivial query. */
export function databaseAnswers(db: Database, timeoutMs = READINESS_TIMEOUT_MS): () => Promise<boolean> {
  return () => answersWithin(() => db.execute(sql`SELECT 1`), timeoutMs)
}

export async function readinessOf(draining: () => boolean, dependency: () => Promise<boolean>): Promise<Readiness> {
  if (draining()) return 'draining'
  return (await dependency()) ? 'ready' : 'unavailable'
}

export const readinessStatusCode = (readiness: Readiness) => (readiness === 'ready' ? 200 : 503)

/** `/healthz` and `/readyz` of the back-end alone (the storefront has its own, server/health.ts). */
export function healthRoutes(app: Hono, readiness: () => Promise<Readiness>): void {
  const noStore = (c: Context) => c.header('Cache-Control', 'no-store')
  app.get('/healthz', (c) => {
    noStore(c)
    return c.json({ ok: true })
  })
  app.get('/readyz', async (c) => {
    noStore(c)
    const status = await readiness()
    return c.json({ status }, readinessStatusCode(status))
  })
}
