import type { Page } from '@playwright/test'

/** With JavaScript on, waits until the lazily loaded enhancements (app/shell/enhancements.tsx) are live. */
export async function waitForEnhancements(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.enhanced === 'true')
}

/**
 * The outside scripts never load from the internet in tests: Yandex's tag.js becomes a harmless script (its pixel
 * an empty answer), Google's reCAPTCHA api.js a stub whose execute gives `human-<action>`, and `window.ym` is a
 * recorder set before any page script runs (the loader keeps an existing `ym`).
 */
export async function stubOutsideServices(page: Page) {
  await page.route('https://mc.yandex.ru/**', (route) =>
    route.request().resourceType() === 'script'
      ? route.fulfill({ contentType: 'text/javascript', body: 'window.__metrikaTagLoaded = true' })
      : route.fulfill({ status: 204 }),
  )
  await stubRecaptcha(page, 'human')
  await page.addInitScript(() => {
    const calls: unknown[][] = []
    Object.assign(window, {
      __ymCalls: calls,
      ym: (...args: unknown[]) => {
        calls.push(args)
      },
    })
  })
}

/**
 * Google's reCAPTCHA api.js as a stub whose execute gives `<verdict>-<action>`: the fake siteverify
 * (tests/fakes/siteverify.mjs) passes `human-…` and scores `bot-…` 0.1. A later call replaces an earlier one.
 */
export async function stubRecaptcha(page: Page, verdict: 'human' | 'bot') {
  await page.route('https://www.google.com/recaptcha/**', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `window.grecaptcha = {
        ready: function (callback) { callback() },
        execute: function (key, options) { return Promise.resolve('${verdict}-' + options.action) }
      }`,
    }),
  )
}

export async function ymCalls(page: Page) {
  return page.evaluate(() => (window as unknown as { __ymCalls: unknown[][] }).__ymCalls)
}
