/**
 * The storefront's liveness and readiness (decision 049): `/healthz` answers while the process lives; `/readyz`
 * answers 200 only when what the pages are made from answers — the back-end's own readiness in split mode (its
 * database included), the database in embedded mode — and 503 from the moment the process starts draining.
 */
import type { Express } from 'express'
import { answersWithin, type Readiness, readinessStatusCode } from '#backend/lib/health.ts'

/** Longer than the back-end's own check of its database (READINESS_TIMEOUT_MS), shorter than a balancer's. */
export const BACKEND_READINESS_TIMEOUT_MS = 2000

/** Split mode: the back-end at API_URL says it is ready within the timeout; silence or 503 is not ready. */
export function backendAnswers(apiUrl: string, timeoutMs = BACKEND_READINESS_TIMEOUT_MS): () => Promise<boolean> {
  // Resolved as the API client resolves the back-end's paths.
  const url = new URL('/readyz', apiUrl)
  return () =>
    answersWithin(async () => {
      const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) })
      await response.body?.cancel()
      if (!response.ok) throw new Error(`The back-end answered ${response.status}`)
    }, timeoutMs)
}

export function healthRoutes(app: Express, readiness: () => Promise<Readiness>): void {
  app.get('/healthz', (_req, res) => {
    res.json({ ok: true })
  })
  app.get('/readyz', async (_req, res) => {
    const status = await readiness()
    res.status(readinessStatusCode(status)).set('Cache-Control', 'no-store').json({ status })
  })
}
