import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/**
 * axe-core on the page, collecting the details of violations only: the tests read nothing else, and leaving out
 * the passed and inapplicable checks' details makes each analysis about a third cheaper (a busy CI machine runs
 * dozens of them). Every rule still runs.
 */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).options({ resultTypes: ['violations'] })
}
