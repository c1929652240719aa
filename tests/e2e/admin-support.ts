/** What the operator's console specs share: the operator's token, and the browser signed in as the operator. */
import { type APIRequestContext, type BrowserContext, expect } from '@playwright/test'
import { admin } from '../../playwright.config.ts'
import { CLOSE, signIn } from './account-support.ts'

export async function tokenOf(request: APIRequestContext, credentials: { email: string; password: string }) {
  const answer = await request.post('/api/v2/front/users/signin', { data: credentials, headers: CLOSE })
  expect(answer.ok(), await answer.text()).toBe(true)
  return ((await answer.json()) as { access_token: string }).access_token
}

/** The browser, signed out of whoever it was, signed in as the operator. */
export async function browseAsOperator(context: BrowserContext, request: APIRequestContext, baseURL?: string) {
  await context.clearCookies()
  await signIn(context, { token: await tokenOf(request, admin) }, baseURL)
}
