import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

// The Remix plugin stays out: unit and integration tests import modules directly.
export default defineConfig({
  resolve: {
    alias: {
      '#app': fileURLToPath(new URL('./app', import.meta.url)),
      '#backend': fileURLToPath(new URL('./backend', import.meta.url)),
      '#contract': fileURLToPath(new URL('./contract', import.meta.url)),
      '#tests': fileURLToPath(new URL('./tests', import.meta.url)),
    },
  },
  test: {
    include: [
      'app/**/*.test.{ts,tsx}',
      'backend/**/*.test.ts',
      'contract/**/*.test.ts',
      'server/**/*.test.ts',
      'tests/integration/**/*.test.ts',
      'tests/architecture/**/*.test.ts',
    ],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // vitest's default is one worker fewer than the cores: on CI's two, one. Most files wait on PGlite's WASM or
    // a socket as much as on the CPU, so two run side by side.
    maxWorkers: 2,
    // Each kind of test database is migrated and seeded once per run and copied for every file (database.ts).
    globalSetup: ['tests/support/database-templates.ts'],
  },
})
