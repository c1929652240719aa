/**
 * reCAPTCHA v3 on a public form, end to end (issue 4, item 7), on the storefront configured with a site key whose
 * back-end verifies tokens against a fake siteverify (tests/fakes/siteverify.mjs: `human-<action>` scores 0.9,
 * `bot-<action>` 0.1). With JavaScript the form executes the captcha with its action and the score is stored; a
 * low score is refused with a Russian message and nothing is stored; without JavaScript there is no token and the
 * message is still accepted (under the stricter per-IP limit).
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { admin, ports } from '../../playwright.config.ts'
import { stubOutsideServices, stubRecaptcha } from './enhancements.ts'
import { waitForHydration } from './hydration.ts'

const origin = `http://localhost:${ports.configured}`

async function appeals(request: APIRequestContext): Promise<Record<string, unknown>[]> {
  const signIn = await request.post(`${origin}/api/v2/front/users/signin`, { data: admin })
  expect(signIn.ok()).toBe(true)
  const { access_token: token } = (await signIn.json()) as { access_token: string }
  const answer = await request.get(`${origin}/api/admin/appeals?per_page=100`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(answer.ok()).toBe(true)
  return ((await answer.json()) as { data: Record<string, unknown>[] }).data
}

async function sendWriteUs(page: Page, js: boolean, message: string) {
  if (js) {
    // Opened as a visitor does, so the form is the live one: a dialog the server rendered open may be sent before
    // its code arrives, as a plain post without a token (accepted under the stricter limit; not what is tested here).
    await page.goto(`${origin}/about`)
    await waitForHydration(page, js)
    await page.locator('header.site-header').getByRole('link', { name: 'Написать нам' }).click()
  } else {
    await page.goto(`${origin}/about?dialog=write-us`)
  }
  const dialog = page.getByRole('dialog', { name: 'Написать нам' })
  await dialog.getByRole('textbox', { name: 'Имя', exact: true }).fill('Капча Проверкина')
  await dialog.getByLabel('Телефон').fill('8 916 765-43-21')
  await dialog.getByLabel('Сообщение').fill(message)
  await dialog.getByRole('button', { name: 'Отправить' }).click()
}

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`

test.describe('reCAPTCHA v3 on the write-us form', () => {
  test('a person’s token is verified and its score kept; without JavaScript the message still arrives', async ({
    page,
    request,
    javaScriptEnabled,
  }) => {
    await stubOutsideServices(page)
    const message = unique('Капча')
    await sendWriteUs(page, javaScriptEnabled, message)
    await expect(page.getByRole('status').filter({ hasText: 'Сообщение отправлено' })).toBeVisible()
    const row = (await appeals(request)).find((r) => r.message === message)
    expect(row).toMatchObject({ phone: '+79167654321', captcha_score: javaScriptEnabled ? 0.9 : null })
  })

  test('a low score is refused with a Russian message, what was typed stays, nothing is stored', async ({
    page,
    request,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, 'without JavaScript no token is made')
    await stubOutsideServices(page)
    // This visitor's captcha says "bot".
    await stubRecaptcha(page, 'bot')
    const message = unique('Бот')
    await sendWriteUs(page, true, message)
    const dialog = page.getByRole('dialog', { name: 'Написать нам' })
    await expect(dialog.getByRole('alert')).toContainText('человек')
    await expect(dialog.getByLabel('Сообщение')).toHaveValue(message)
    expect((await appeals(request)).some((r) => r.message === message)).toBe(false)
  })
})
