/**
 * vitest's global setup: a place for the run's database templates (`database.ts`), removed when the run ends —
 * a temporary folder for PGlite's dumped data directories and, on PostgreSQL, the template databases named after
 * the run.
 */
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'

export interface DatabaseTemplates {
  /** Where PGlite's templates are kept. */
  dir: string
  /** Names this run's PostgreSQL templates. */
  run: string
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates
  }
}

export default function setup(project: TestProject) {
  const templates: DatabaseTemplates = {
    dir: mkdtempSync(path.join(tmpdir(), 'medmarket-templates-')),
    run: randomBytes(4).toString('hex'),
  }
  project.provide('databaseTemplates', templates)
  return async () => {
    rmSync(templates.dir, { recursive: true, force: true })
    const serverUrl = process.env.TEST_DATABASE_URL
    if (!serverUrl) return
    const pg = (await import('pg')).default
    const admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    try {
      const made = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [
        `medmarket_template_${templates.run}_%`,
      ])
      for (const { datname } of made.rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`)
    } finally {
      await admin.end()
    }
  }
}
