import { defineConfig } from '@playwright/test'
import { testAccountsAndLimits } from './playwright.config.ts'

/**
 * The scale-out test (tests/scale-out): `npm run cluster` — two back-ends on one PostgreSQL, two storefronts in
 * split mode, nginx in front — started on an empty database named by SCALE_OUT_DATABASE_URL (CI makes one on its
 * PostgreSQL server, .ci/run). Needs the production build and Debian's nginx.
 */
const databaseUrl = process.env.SCALE_OUT_DATABASE_URL ?? ''
const buildDir = process.env.BUILD_DIR ?? 'build'
export const cluster = {
  listen: 8790,
  backendListen: 8791,
  storefrontPort: 3791,
  backendPort: 4791,
  dir: '.data/scale-out',
} as const

export default defineConfig({
  testDir: 'tests/scale-out',
  workers: 1,
  retries: 0,
  timeout: 120_000,
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON ?? 'reports/playwright-scale-out.json' }]],
  outputDir: 'test-results-scale-out',
  use: { baseURL: `http://127.0.0.1:${cluster.listen}` },
  webServer: {
    command: `rm -rf ${cluster.dir} && node --import tsx scripts/cluster.ts`,
    url: `http://127.0.0.1:${cluster.listen}/readyz`,
    env: {
      DATABASE_URL: databaseUrl,
      BUILD_DIR: buildDir,
      CLUSTER_DIR: cluster.dir,
      STOREFRONTS: '2',
      BACKENDS: '2',
      LISTEN: `127.0.0.1:${cluster.listen}`,
      BACKEND_LISTEN: String(cluster.backendListen),
      STOREFRONT_PORT: String(cluster.storefrontPort),
      BACKEND_PORT: String(cluster.backendPort),
      SEED_DEMO: 'always',
      SEED_PRODUCTS: '300',
      // Every request comes from 127.0.0.1 through nginx, as every e2e browser does.
      ...testAccountsAndLimits,
    },
    reuseExistingServer: false,
    timeout: 180_000,
    // The cluster stops in order on SIGTERM (nginx, storefronts, back-ends).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
  },
})
