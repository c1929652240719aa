/**
 * Signing in, issue 13 item 8 (decision 031): a new phone gives the 152-FZ consent with the phone or the code and
 * presses «Войти» once; the cart's sign-in step opens on sign-in by phone; an account without a password is told
 * «Комбинация E-mail и пароля отсутствует» (SPEC §8); «Забыли пароль?» recovers the password by an SMS code and signs
 * in. Each test runs with JavaScript on (the dialog's fetcher) and off (plain posts: a refusal shows the /signin
 * page); the dialog and the cart's step are checked at 375 px too.
 */
import { type APIRequestContext, type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test'
import {
  backendPost,
  CLOSE,
  codeSentTo,
  jsEnabled,
  newBuyer,
  openPage,
  outbox,
  uniqueEmail,
  uniquePhone,
} from './account-support.ts'
import { axe } from './axe.ts'

const CONSENT_BOX = /Даю согласие на обработку моих персональных данных/
const CONSENT_HINT = 'Нужно, только если с этим номером ещё нет учётной записи: мы её создадим.'
const NO_PASSWORD = 'Комбинация E-mail и пароля отсутствует'
const CODE_INVALID = 'Проверочный код недействительный'
const MISMATCH = 'Пароли не совпадают'

const header = (page: Page) => page.locator('header.site-header')

async function expectSignedIn(page: Page) {
  await expect(header(page).getByRole('link', { name: 'Личный кабинет' })).toHaveAttribute('href', '/account/profile')
  await expect(header(page).getByRole('link', { name: 'Войти' })).toHaveCount(0)
}

/** Where the form is after a refused post: the dialog with JavaScript, the /signin page without. */
function refusedScope(page: Page, dialog: Locator): Locator {
  return jsEnabled() ? dialog : page.locator('main')
}

/** Opens the sign-in dialog from the header over `path`. */
async function openSignIn(page: Page, path: string): Promise<Locator> {
  await openPage(page, path)
  await header(page).getByRole('link', { name: 'Войти' }).click()
  const dialog = page.getByRole('dialog', { name: 'Вход' })
  await expect(dialog).toBeVisible()
  return dialog
}

/** No violations, with JavaScript only (axe runs in the page). */
async function noAxeViolations(page: Page, label: string) {
  if (!jsEnabled()) return
  const results = await axe(page).analyze()
  expect(results.violations.map((v) => `${label} ${v.id}: ${v.help}`)).toEqual([])
}

/** Fits a 375 px screen: nothing wider than the viewport (measured by layout, so without JavaScript too). */
async function fits375(page: Page, scope: Locator, what: string) {
  if (jsEnabled()) {
    expect(await page.evaluate(() => document.documentElement.scrollWidth), what).toBeLessThanOrEqual(375)
  }
  for (const part of [scope, scope.getByRole('button').last()]) {
    const box = await part.boundingBox()
    expect(box, what).not.toBeNull()
    expect((box?.x ?? 0) + (box?.width ?? 0), what).toBeLessThanOrEqual(375)
  }
}

/** A buyer with a proven phone, an e-mail and a password (SMS sign-in, then the profile). */
async function buyerWithPassword(request: APIRequestContext) {
  const buyer = await newBuyer(request)
  const password = `pw-${Math.random().toString(36).slice(2)}-Ok`
  await backendPost(request, buyer, '/api/changePwd', { password })
  const email = uniqueEmail('recover')
  await backendPost(request, buyer, '/api/user/updateProfile', { name: 'Иван', email, phone: buyer.phone })
  return { ...buyer, email, password }
}

async function signsInByEmail(request: APIRequestContext, email: string, password: string) {
  const answer = await request.post('/api/v2/front/users/signin', { data: { email, password }, headers: CLOSE })
  return answer.status()
}

async function guestCart(context: BrowserContext, baseURL: string | undefined, request: APIRequestContext) {
  const answer = await request.post('/api/front/products/getProducts', { data: { per_page: 1 }, headers: CLOSE })
  const id = ((await answer.json()) as { products: { id: number }[] }).products[0]?.id
  await context.addCookies([
    { name: 'cart', value: encodeURIComponent(JSON.stringify([{ product_id: id, quantity: 1 }])), url: baseURL ?? '' },
  ])
}

test.describe('a new phone signs in with one press of «Войти»', () => {
  test('the consent is asked with the phone: ticked there, the code alone makes the account', async ({
    page,
    request,
  }) => {
    const phone = uniquePhone()
    const dialog = await openSignIn(page, '/about')
    await dialog.getByRole('link', { name: 'По номеру телефона' }).click()
    const consent = dialog.getByRole('checkbox', { name: CONSENT_BOX })
    // A separate, unticked box, saying when it is needed; the policy a click away.
    await expect(consent).not.toBeChecked()
    await expect(consent).toHaveAccessibleDescription(CONSENT_HINT)
    await expect(dialog.getByRole('link', { name: /Политики обработки персональных данных/ })).toHaveAttribute(
      'href',
      '/privacy-policy',
    )
    await noAxeViolations(page, 'phone step with the consent')

    await dialog.getByLabel('Телефон').fill(phone.typed)
    await consent.check()
    await dialog.getByRole('button', { name: 'Получить код' }).click()
    await expect(dialog).toContainText(`Мы отправили код в СМС на номер +7 916 ***-**-${phone.tail}`)
    // Given already: the code step does not ask again.
    await expect(dialog.getByRole('checkbox', { name: CONSENT_BOX })).toHaveCount(0)
    await dialog.getByLabel('Код из СМС').fill(await codeSentTo(request, phone.e164))
    await dialog.getByRole('button', { name: 'Войти' }).click()

    await expect(page).toHaveURL(/\/about$/)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expectSignedIn(page)
  })
})

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test('the consent skipped with the phone is on the code step, so «Войти» is pressed once', async ({
    page,
    request,
  }) => {
    const phone = uniquePhone()
    const dialog = await openSignIn(page, '/brands')
    await dialog.getByRole('link', { name: 'По номеру телефона' }).click()
    // Measured once the phone step is drawn: while the dialog switches, its last button may not be on screen.
    await expect(dialog.getByRole('button', { name: 'Получить код' })).toBeVisible()
    await fits375(page, dialog, 'phone step')
    await dialog.getByLabel('Телефон').fill(phone.typed)
    await dialog.getByRole('button', { name: 'Получить код' }).click()
    await expect(dialog.getByLabel('Код из СМС')).toBeVisible()
    const consent = dialog.getByRole('checkbox', { name: CONSENT_BOX })
    await expect(consent).not.toBeChecked()
    await expect(consent).toHaveAccessibleDescription(CONSENT_HINT)
    await fits375(page, dialog, 'code step')
    await noAxeViolations(page, 'code step with the consent')

    await dialog.getByLabel('Код из СМС').fill(await codeSentTo(request, phone.e164))
    await consent.check()
    await dialog.getByRole('button', { name: 'Войти' }).click()
    await expect(page).toHaveURL(/\/brands$/)
    await expectSignedIn(page)
  })

  test('the cart’s sign-in step opens on sign-in by phone; e-mail is a link away', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    await guestCart(context, baseURL, request)
    await openPage(page, '/cart/autorisation')
    const main = page.locator('main')
    await expect(main.getByRole('link', { name: 'По номеру телефона' })).toHaveAttribute('aria-current', 'page')
    await expect(main.getByLabel('Телефон')).toBeVisible()
    await expect(main.getByRole('button', { name: 'Получить код' })).toBeVisible()
    await expect(main.getByRole('checkbox', { name: CONSENT_BOX })).not.toBeChecked()
    await expect(main.getByLabel('E-mail')).toHaveCount(0)
    await fits375(page, main.locator('.cart-autorisation__panel'), 'cart step 2')
    await noAxeViolations(page, 'cart step 2')

    await main.getByRole('link', { name: 'По e-mail и паролю' }).click()
    await expect(page).toHaveURL(/\/cart\/autorisation\?dialog=signin&mode=email$/)
    await expect(main.getByLabel('E-mail')).toBeVisible()
    await expect(main.getByRole('link', { name: 'По e-mail и паролю' })).toHaveAttribute('aria-current', 'page')
    await main.getByRole('link', { name: 'По номеру телефона' }).click()
    await expect(main.getByLabel('Телефон')).toBeVisible()
  })

  test('«Забыли пароль?» recovers the password by an SMS code and signs in', async ({ page, request }) => {
    const buyer = await buyerWithPassword(request)
    const dialog = await openSignIn(page, '/catalog?sort=price')
    await dialog.getByRole('link', { name: 'Забыли пароль?' }).click()
    await expect(page).toHaveURL(/\/catalog\?sort=price&dialog=signin&mode=recover$/)
    await expect(dialog).toContainText('Пришлём код в СМС на номер вашей учётной записи')
    await fits375(page, dialog, 'recovery, the phone')
    await noAxeViolations(page, 'recovery, the phone')

    await dialog.getByLabel('Телефон').fill(`8${buyer.phone.slice(2)}`)
    await dialog.getByRole('button', { name: 'Получить код' }).click()
    await expect(dialog).toContainText(`Мы отправили код для смены пароля в СМС на номер +7 ${buyer.phone.slice(2, 5)}`)
    await expect(page).toHaveURL(/\/catalog\?sort=price&dialog=signin&mode=recover&step=code$/)
    const [message] = await outbox(request, buyer.phone)
    expect(message?.text).toContain('код для восстановления пароля')
    const code = await codeSentTo(request, buyer.phone)
    await fits375(page, dialog, 'recovery, the code')
    await noAxeViolations(page, 'recovery, the code')

    // A wrong code and passwords that differ are refused; the passwords are not sent back.
    const newPassword = `new-${Math.random().toString(36).slice(2)}-Ok`
    await dialog.getByLabel('Код из СМС').fill(code === '000000' ? '111111' : '000000')
    await dialog.getByRole('textbox', { name: 'Новый пароль', exact: true }).fill(newPassword)
    await dialog.getByLabel('Повторите новый пароль').fill(`${newPassword}x`)
    await dialog.getByRole('button', { name: 'Сменить пароль и войти' }).click()
    let form = refusedScope(page, dialog)
    await expect(form.getByLabel('Повторите новый пароль')).toHaveAccessibleDescription(MISMATCH)
    await form.getByRole('textbox', { name: 'Новый пароль', exact: true }).fill(newPassword)
    await form.getByLabel('Повторите новый пароль').fill(newPassword)
    await form.getByRole('button', { name: 'Сменить пароль и войти' }).click()
    form = refusedScope(page, dialog)
    await expect(form.getByLabel('Код из СМС')).toHaveAccessibleDescription(new RegExp(CODE_INVALID))
    await expect(form.getByRole('textbox', { name: 'Новый пароль', exact: true })).toHaveValue('')

    await form.getByLabel('Код из СМС').fill(code)
    await form.getByRole('textbox', { name: 'Новый пароль', exact: true }).fill(newPassword)
    await form.getByLabel('Повторите новый пароль').fill(newPassword)
    await form.getByRole('button', { name: 'Сменить пароль и войти' }).click()
    // Signed in, back on the page, the dialog closed; the new password is the one that works.
    await expect(page).toHaveURL(/\/catalog\?sort=price$/)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expectSignedIn(page)
    expect(await signsInByEmail(request, buyer.email, newPassword)).toBe(200)
    expect(await signsInByEmail(request, buyer.email, buyer.password)).toBe(422)
  })
})

test.describe('an account without a password', () => {
  test('is told «Комбинация E-mail и пароля отсутствует» (SPEC §8) and finds «Забыли пароль?» beside', async ({
    page,
    request,
  }) => {
    // Made by SMS, with an e-mail in the profile and no password.
    const buyer = await newBuyer(request)
    const email = uniqueEmail('no-password')
    await backendPost(request, buyer, '/api/user/updateProfile', { name: 'Анна', email, phone: buyer.phone })

    const dialog = await openSignIn(page, '/about')
    await dialog.getByLabel('E-mail').fill(email)
    await dialog.getByLabel('Пароль').fill('any-password-typed')
    await dialog.getByRole('button', { name: 'Войти' }).click()
    const form = refusedScope(page, dialog)
    await expect(form.getByRole('alert')).toHaveText(NO_PASSWORD)
    await expect(form.getByLabel('Пароль')).toHaveValue('')
    await expect(form.getByRole('link', { name: 'Забыли пароль?' })).toBeVisible()
    await noAxeViolations(page, 'no password')
  })
})
