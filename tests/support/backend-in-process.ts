/**
 * The real back-end in process on a fresh database, for the storefront's integration tests of one file or one
 * `describe` block: made before its tests, disposed after them. Read `backend.transport` and `backend.database`
 * inside the tests (they exist once the block's set-up has run).
 */
import { afterAll, beforeAll } from 'vitest'
import type { ApiTransport } from '#app/lib/api/client.server.ts'
import { createApp } from '#backend/app.ts'
import { createTestDatabase, type TestDatabase } from './database.ts'
import { inProcess } from './request-context.ts'

export interface BackendInProcess {
  readonly database: TestDatabase
  readonly transport: ApiTransport
}

export function backendInProcess(): BackendInProcess {
  let made: BackendInProcess | null = null
  beforeAll(async () => {
    const database = await createTestDatabase()
    made = { database, transport: inProcess(createApp({ db: database.db, catalogCacheMs: 0, log: () => {} })) }
  })
  afterAll(() => made?.database.dispose())
  const current = (): BackendInProcess => {
    if (!made) throw new Error('The back-end is made in beforeAll: read it inside a test')
    return made
  }
  return {
    get database() {
      return current().database
    },
    get transport() {
      return current().transport
    },
  }
}
