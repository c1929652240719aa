import { spawn } from 'node:child_process'
import type { Server } from 'node:http'
import { connect, createServer } from 'node:net'
import { serve } from '@hono/node-server'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readBackendConfig } from '#backend/config.ts'
import { startBackend } from '#backend/index.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { gracefulShutdown, type Shutdown } from './graceful-shutdown.ts'
import { databaseAnswers, healthRoutes, readinessOf } from './health.ts'

const IN_FLIGHT = 20
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await delay(5)
}

/** Resolves when a new TCP connection to the port is accepted, rejects when it is refused. */
function newConnection(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.destroy()
      resolve()
    })
    socket.on('error', reject)
  })
}

/** The real back-end on a real socket, shut down as backend/main.ts does it, with a slow call to catch mid-way. */
async function listeningBackend(url: string, graceMs: number) {
  const backend = await startBackend(readBackendConfig({ DATABASE_URL: url, SEED_DEMO: 'never', NODE_ENV: 'test' }))
  const slowMs = { value: 200 }
  let arrived = 0
  // Slow like a page's heavier calls, and it reaches the database after the wait: a closed pool would answer 500.
  backend.app.get('/slow', async (c) => {
    arrived += 1
    await delay(slowMs.value)
    await backend.database.db.execute(sql`SELECT 1`)
    return c.json({ ok: true })
  })
  let shutdown: Shutdown | undefined
  healthRoutes(backend.app, () =>
    readinessOf(() => shutdown?.draining() ?? false, databaseAnswers(backend.database.db)),
  )
  const server = serve({ fetch: backend.app.fetch, port: 0, hostname: '127.0.0.1' }) as Server
  await new Promise((resolve) => server.once('listening', resolve))
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('no port')
  shutdown = gracefulShutdown(server, { graceMs, close: backend.close, log: () => {} })
  return { backend, shutdown, port: address.port, arrived: () => arrived, slowMs }
}

describe('graceful shutdown', () => {
  let database: TestDatabase
  let url: string
  beforeAll(async () => {
    database = await createTestDatabase()
    // On PostgreSQL the back-end's own pool opens the test database; PGlite in memory is one process's alone.
    url = database.url ?? 'memory://'
  })
  afterAll(() => database.dispose())

  it('answers every request in flight, refuses new connections, says draining, then closes the database', async () => {
    const { backend, shutdown, port, arrived } = await listeningBackend(url, 5000)
    const origin = `http://127.0.0.1:${port}`
    expect((await fetch(`${origin}/readyz`)).status).toBe(200)

    const answers = Array.from({ length: IN_FLIGHT }, () =>
      fetch(`${origin}/slow`).then(
        (response) => response.status,
        (error: Error) => error.message,
      ),
    )
    await until(() => arrived() === IN_FLIGHT)
    const finished = shutdown.shutdown()

    const readiness = await backend.app.fetch(new Request('http://backend.test/readyz'))
    expect(readiness.status).toBe(503)
    expect(await readiness.json()).toEqual({ status: 'draining' })
    await expect(newConnection(port)).rejects.toMatchObject({ code: 'ECONNREFUSED' })

    expect(await Promise.all(answers)).toEqual(Array(IN_FLIGHT).fill(200))
    await finished
    await expect(backend.database.db.execute(sql`SELECT 1`)).rejects.toThrow()
  })

  it('cuts what outlasts the grace period and closes all the same', async () => {
    const { backend, shutdown, port, arrived, slowMs } = await listeningBackend(url, 100)
    slowMs.value = 2000
    const answer = fetch(`http://127.0.0.1:${port}/slow`).then(
      (response) => response.status,
      () => 'cut',
    )
    await until(() => arrived() === 1)
    const started = Date.now()
    await shutdown.shutdown()
    expect(Date.now() - started).toBeLessThan(1500)
    expect(await answer).toBe('cut')
    await expect(backend.database.db.execute(sql`SELECT 1`)).rejects.toThrow()
  })
})

/** A port nothing listens on at the moment. */
async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1')
  await new Promise((resolve) => probe.once('listening', resolve))
  const address = probe.address()
  await new Promise((resolve) => probe.close(resolve))
  if (!address || typeof address === 'string') throw new Error('no port')
  return address.port
}

describe('the back-end alone (backend/main.ts)', () => {
  it('is ready once started, and on SIGTERM drains, closes and exits 0', async () => {
    const port = await freePort()
    const child = spawn(process.execPath, ['--import', 'tsx', 'backend/main.ts'], {
      env: {
        ...process.env,
        DATABASE_URL: 'memory://',
        SEED_DEMO: 'never',
        NODE_ENV: 'test',
        BACKEND_PORT: String(port),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
    })
    child.stderr.on('data', (chunk) => {
      output += chunk
    })
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
    try {
      const readiness = async () =>
        fetch(`http://127.0.0.1:${port}/readyz`).then(
          (response) => response.status,
          () => 0,
        )
      const deadline = Date.now() + 60_000
      while ((await readiness()) !== 200 && Date.now() < deadline && child.exitCode === null) await delay(100)
      expect(await readiness(), output).toBe(200)
      child.kill('SIGTERM')
      expect(await exited, output).toBe(0)
      expect(output).toMatch(/Shut down/)
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL')
    }
  })
})
