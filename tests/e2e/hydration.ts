import type { Page } from '@playwright/test'

/** With JavaScript on, waits until React has taken the page over, so clicks reach the enhanced behaviour. */
export async function waitForHydration(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
}
