/** The back-end's settings, read from the environment once and validated, so a typo fails at start, not later. */
import { z } from 'zod'

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** postgres://… for PostgreSQL; memory:// for a throw-away PGlite; otherwise a PGlite data folder. */
  DATABASE_URL: z.string().min(1).default('.data/pglite'),
  /**
   * auto: seed the demo catalogue when the catalogue is empty on an embedded (PGlite) database;
   * always: seed an empty catalogue on any database; never: leave it empty.
   */
  SEED_DEMO: z.enum(['auto', 'always', 'never']).default('auto'),
  /** Products of the demo catalogue seeded on first start. */
  SEED_PRODUCTS: z.coerce.number().int().positive().default(600),
  HOST: z.string().default('0.0.0.0'),
  /** Port of the back-end when it runs alone (`npm run start:backend`). */
  BACKEND_PORT: z.coerce.number().int().min(1).max(65535).default(4000),
})

export type BackendConfig = z.infer<typeof configSchema>

export function readBackendConfig(env: Record<string, string | undefined> = process.env): BackendConfig {
  const parsed = configSchema.safeParse(env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')
    throw new Error(`Invalid back-end configuration: ${problems}`)
  }
  return parsed.data
}
