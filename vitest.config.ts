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
  },
})
