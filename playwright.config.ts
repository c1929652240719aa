import { existsSync } from 'node:fs'
import { defineConfig } from '@playwright/test'

/**
 * End-to-end tests against the production build, every spec twice: with JavaScript on and off.
 * Debian's Chromium where it is installed (CI, our machines); Playwright's own browser elsewhere (a laptop).
 *
 * Servers (in-memory PGlite each, seeded on start):
 *   3100 storefront, embedded back-end
 *   3201 back-end alone  ← 3101 storefront in split mode
 *   3202 back-end alone with an empty catalogue ← 3102 storefront (the 500 page)
 *   3103 storefront, embedded, with the outside services configured (Metrika, reCAPTCHA against the fake
 *        siteverify at 3203)
 */
// E2E_PORT_BASE and BUILD_DIR let two runs share a machine without clashing.
const base = Number(process.env.E2E_PORT_BASE ?? 3100)
export const ports = {
  embedded: base,
  split: base + 1,
  broken: base + 2,
  configured: base + 3,
  backend: base + 101,
  emptyBackend: base + 102,
  siteverify: base + 103,
} as const
const buildDir = process.env.BUILD_DIR ?? 'build'

/**
 * A person's browser, not "HeadlessChrome": the server treats crawlers differently (no city lookup), and the tests
 * must see what visitors see.
 */
const desktopChrome =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36'

const debianChromium = '/usr/bin/chromium'
const launchOptions = existsSync(debianChromium)
  ? {
      executablePath: debianChromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    }
  : {}

/** Every back-end of the run has an administrator, so tests can read what visitors sent (the admin lists). */
export const admin = { email: 'admin@medmarket.test', password: 'admin-e2e-password' } as const

/** Each demo merchant's seller account (`seller-{id}@demo.medmarket.test`) signs in with this (the seller cabinet). */
export const demoSellerPassword = 'seller-e2e-password'

/** The `configured` storefront's outside services (their scripts are stubbed in the tests with page.route). */
export const configured = { metrikaId: '12345678', recaptchaSiteKey: 'test-site-key' } as const

/** What every back-end of the tests is started with: the accounts the tests sign in as, and per-IP limits out of the way. */
export const testAccountsAndLimits = {
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
  DEMO_SELLER_PASSWORD: demoSellerPassword,
  // Every test's browser comes from 127.0.0.1: the per-IP limits of SMS codes and failed sign-ins would count all
  // tests as one visitor. Their behaviour is the back-end tests' business (backend/modules/auth).
  SMS_LIMIT_PER_IP_HOUR: '10000',
  SIGNIN_FAILURES_PER_IP: '10000',
  CONTACT_CHECKS_PER_IP_HOUR: '10000',
}

const serverEnv = {
  NODE_ENV: 'production',
  DATABASE_URL: 'memory://',
  HOST: '127.0.0.1',
  BUILD_DIR: buildDir,
  ...testAccountsAndLimits,
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // One more try in CI only, and the summary names every test that needed it: decision 028.
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // CI's two cores run two browsers and seven servers at once: a page's render may wait seconds for the CPU there
  // (decision 028). The waits are longer under CI; on our machines a slow step shows at once.
  timeout: process.env.CI ? 45_000 : 30_000,
  expect: { timeout: process.env.CI ? 10_000 : 5_000 },
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON ?? 'reports/playwright.json' }]],
  outputDir: process.env.PLAYWRIGHT_OUTPUT ?? 'test-results',
  use: {
    baseURL: `http://localhost:${ports.embedded}`,
    launchOptions,
    locale: 'ru-RU',
    // A trace records every action's snapshots and a screencast: under CI only a retried test's (decision 028).
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
  },
  projects: [
    { name: 'js', use: { javaScriptEnabled: true, userAgent: desktopChrome } },
    { name: 'no-js', use: { javaScriptEnabled: false, userAgent: desktopChrome } },
  ],
  webServer: [
    {
      command: `node ${buildDir}/server.js`,
      url: `http://127.0.0.1:${ports.embedded}/healthz`,
      env: { ...serverEnv, PORT: String(ports.embedded) },
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      command: `node ${buildDir}/backend.js`,
      url: `http://127.0.0.1:${ports.backend}/healthz`,
      env: { ...serverEnv, BACKEND_PORT: String(ports.backend) },
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      command: `node ${buildDir}/server.js`,
      url: `http://127.0.0.1:${ports.split}/healthz`,
      env: { ...serverEnv, PORT: String(ports.split), API_URL: `http://127.0.0.1:${ports.backend}` },
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      command: `node ${buildDir}/backend.js`,
      url: `http://127.0.0.1:${ports.emptyBackend}/healthz`,
      env: { ...serverEnv, BACKEND_PORT: String(ports.emptyBackend), SEED_DEMO: 'never' },
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      command: `node ${buildDir}/server.js`,
      url: `http://127.0.0.1:${ports.broken}/healthz`,
      env: { ...serverEnv, PORT: String(ports.broken), API_URL: `http://127.0.0.1:${ports.emptyBackend}` },
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      command: 'node tests/fakes/siteverify.mjs',
      url: `http://127.0.0.1:${ports.siteverify}/healthz`,
      env: { HOST: '127.0.0.1', PORT: String(ports.siteverify) },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `node ${buildDir}/server.js`,
      url: `http://127.0.0.1:${ports.configured}/healthz`,
      env: {
        ...serverEnv,
        PORT: String(ports.configured),
        METRIKA_ID: configured.metrikaId,
        RECAPTCHA_SITE_KEY: configured.recaptchaSiteKey,
        RECAPTCHA_SECRET: 'test-secret',
        RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${ports.siteverify}/siteverify`,
      },
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
})
