import type { Page } from '@playwright/test'

/** With JavaScript on, waits until React has taken the page over, so clicks reach the enhanced behaviour. */
export async function waitForHydration(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
}

/**
 * With JavaScript, waits until the dialog the server rendered open has come alive: its code (a lazy chunk) has
 * arrived and reopened it as a modal. Before that a click posts its form natively, as without JavaScript.
 */
export async function waitForLiveDialog(page: Page) {
  await page.locator('dialog:modal').waitFor()
}
