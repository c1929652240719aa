import { sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { openDatabase } from '#backend/db/client.ts'
import { createTestDatabase } from '#tests/support/database.ts'
import { answersWithin, databaseAnswers, healthRoutes, readinessOf } from './health.ts'

function appChecking(dependency: () => Promise<boolean>, draining = () => false) {
  const app = new Hono()
  healthRoutes(app, () => readinessOf(draining, dependency))
  return app
}

async function ask(app: Hono, path: string) {
  const response = await app.fetch(new Request(`http://backend.test${path}`))
  return { status: response.status, body: await response.json(), cache: response.headers.get('cache-control') }
}

describe('liveness and readiness of the back-end', () => {
  it('is ready while its database answers, and not once the database is closed', async () => {
    const database = await createTestDatabase()
    // The first query of a database just opened pays for its start; a readiness check is asked again and again.
    await database.db.execute(sql`SELECT 1`)
    const app = appChecking(databaseAnswers(database.db))
    expect(await ask(app, '/readyz')).toEqual({ status: 200, body: { status: 'ready' }, cache: 'no-store' })
    await database.dispose()
    expect(await ask(app, '/readyz')).toEqual({ status: 503, body: { status: 'unavailable' }, cache: 'no-store' })
    // Alive all the same: a restart would not bring the database back.
    expect((await ask(app, '/healthz')).status).toBe(200)
  })

  it('is not ready when its PostgreSQL server does not listen', async () => {
    const unreachable = await openDatabase('postgres://postgres@127.0.0.1:1/medmarket')
    try {
      expect(await ask(appChecking(databaseAnswers(unreachable.db)), '/readyz')).toMatchObject({
        status: 503,
        body: { status: 'unavailable' },
      })
    } finally {
      await unreachable.close()
    }
  })

  it('says draining while shutting down, whatever its database', async () => {
    const app = appChecking(
      async () => true,
      () => true,
    )
    expect(await ask(app, '/readyz')).toMatchObject({ status: 503, body: { status: 'draining' } })
  })

  it('counts an answer later than the timeout as none', async () => {
    const started = Date.now()
    expect(await answersWithin(() => new Promise(() => {}), 50)).toBe(false)
    expect(Date.now() - started).toBeLessThan(1000)
    expect(await answersWithin(() => Promise.reject(new Error('down')), 50)).toBe(false)
    expect(await answersWithin(async () => 'fine', 50)).toBe(true)
  })
})
