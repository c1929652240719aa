/**
 * A new phone in the personal account (decision 026): it takes effect only once the code sent to it by SMS is
 * entered, so nobody can put another person's number on an account. Step 1 sends the code, step 2 takes it (read
 * here from the SMS outbox); the number waits between the two in an HttpOnly cookie, never in the URL. With
 * JavaScript on and off. Each test's browser speaks from an address of its own (X-Real-IP, believed from loopback),
 * so the back-end's per-IP limit of phone and e-mail checks counts this test alone.
 */
import type { BrowserContext, Page } from '@playwright/test'
import { expect } from '@playwright/test'
import { ports } from '../../playwright.config.ts'
import {
  type Buyer,
  backend,
  codeSentTo,
  expectNotice,
  jsEnabled,
  newBuyer,
  openPage,
  outbox,
  signIn,
  signInBySms,
  test,
  uniqueIp,
  uniquePhone,
} from './account-support.ts'
import { axe } from './axe.ts'
import { stubOutsideServices, stubRecaptcha } from './enhancements.ts'
import { waitForHydration } from './hydration.ts'

const CODE_INVALID = 'Проверочный код недействительный'
const TAKEN = 'Этот телефон уже занят другим пользователем'
const SAME = 'Этот телефон уже указан в профиле'
const PHONE = 'Пожалуйста, скорректируйте номер телефона'

interface Profile {
  id: number
  phone: string | null
  phone_verified: boolean
}

const profileOf = async (request: Parameters<typeof backend>[0], buyer: Buyer) =>
  (await backend<{ users: Profile }>(request, buyer, '/api/front/users/getProfileLight')).users

/** +79161234567 as the site shows it: +7 (916) 123-45-67. */
function shown(e164: string): string {
  const d = e164.slice(2)
  return `+7 (${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6, 8)}-${d.slice(8)}`
}

const phoneSection = (page: Page) => page.getByRole('region', { name: 'Телефон' })

async function fromOwnAddress(page: Page) {
  await page.setExtraHTTPHeaders({ 'X-Real-IP': uniqueIp() })
}

/** Step 1: the new number typed, «Получить код» pressed; step 2 shows the number masked. */
async function askForCode(page: Page, typed: string, tail: string) {
  const section = phoneSection(page)
  await section.getByRole('textbox', { name: 'Новый телефон' }).fill(typed)
  await section.getByRole('button', { name: 'Получить код' }).click()
  await expect(section).toContainText(`Код отправлен на +7 916 ***-**-${tail}`)
}

async function stepCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === 'bh_phone_step')
}

test('change the phone by the code sent to it; sign-in by SMS with the new number enters the same account', async ({
  page,
  request,
  context,
  buyer,
}) => {
  const js = jsEnabled()
  await fromOwnAddress(page)
  const next = uniquePhone()
  await openPage(page, '/account/profile')

  // The profile form shows the phone; it no longer edits it.
  const profileForm = page.locator('form#profile-form')
  await expect(profileForm).toContainText(shown(buyer.phone))
  await expect(profileForm.getByRole('textbox', { name: /Телефон/ })).toHaveCount(0)
  const section = phoneSection(page)
  await expect(section.getByRole('button', { name: 'Подтвердить номер' })).toHaveCount(0)

  await askForCode(page, next.typed, next.tail)
  // The number waits in an HttpOnly cookie, in no URL (Metrika sends URLs to Yandex).
  expect(page.url()).not.toContain(next.e164.slice(5))
  expect(await stepCookie(context)).toMatchObject({ httpOnly: true, sameSite: 'Lax' })
  const code = await codeSentTo(request, next.e164)
  const codeField = section.getByRole('textbox', { name: 'Код из SMS' })
  // With JavaScript the code step takes the focus (the pressed button went with step 1).
  if (js) await expect(codeField).toBeFocused()

  // Another code may not be asked for yet: with JavaScript the button waits out the countdown; without it the page
  // says how long, and the back-end's refusal says it again.
  const resend = section.getByRole('button', { name: 'Отправить код ещё раз' })
  await expect(section).toContainText(/Новый код можно запросить через \d+ с/)
  if (js) {
    await expect(resend).toBeDisabled()
  } else {
    await resend.click()
    await expect(section.getByRole('alert')).toHaveText(/Новый код можно запросить через \d+ секунд/)
  }

  // A wrong code is refused at its field; the step and what was typed stay.
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code')
  await expect(codeField).toHaveAttribute('inputmode', 'numeric')
  const wrong = code === '000000' ? '111111' : '000000'
  await codeField.fill(wrong)
  await section.getByRole('button', { name: 'Подтвердить', exact: true }).click()
  await expect(codeField).toHaveAccessibleDescription(new RegExp(CODE_INVALID))
  await expect(codeField).toHaveAttribute('aria-invalid', 'true')
  await expect(codeField).toHaveValue(wrong)
  await expect(section).toContainText(`Код отправлен на +7 916 ***-**-${next.tail}`)

  // The right code, typed and sent with Enter.
  await codeField.fill(code)
  await codeField.press('Enter')
  await expectNotice(page, 'Телефон изменён')
  await expect(profileForm).toContainText(shown(next.e164))
  await expect(section.getByRole('textbox', { name: 'Новый телефон' })).toBeVisible()
  await expect(section.getByRole('textbox', { name: 'Код из SMS' })).toHaveCount(0)
  expect(await stepCookie(context)).toBeUndefined()
  const profile = await profileOf(request, buyer)
  expect(profile).toMatchObject({ phone: next.e164, phone_verified: true })

  // The new number signs in to this very account; the old one no longer does.
  const token = await signInBySms(request, next.e164)
  expect((await profileOf(request, { token, phone: next.e164 })).id).toBe(profile.id)
})

test('a number that is malformed, already this account’s or proven by another account is refused at the field', async ({
  page,
  request,
  buyer,
}) => {
  await fromOwnAddress(page)
  const other = await newBuyer(request)
  await openPage(page, '/account/profile')
  const section = phoneSection(page)
  const field = section.getByRole('textbox', { name: 'Новый телефон' })
  const getCode = section.getByRole('button', { name: 'Получить код' })

  await field.fill('123')
  await getCode.click()
  await expect(field).toHaveAccessibleDescription(new RegExp(PHONE))

  await field.fill(buyer.phone)
  await getCode.click()
  await expect(field).toHaveAccessibleDescription(new RegExp(SAME))

  await field.fill(other.phone)
  await getCode.click()
  await expect(field).toHaveAccessibleDescription(new RegExp(TAKEN))
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  // What was typed stays (formatted as it is typed, with JavaScript).
  await expect(field).toHaveValue(/916/)
  await expect(section.getByRole('textbox', { name: 'Код из SMS' })).toHaveCount(0)
  expect((await profileOf(request, buyer)).phone).toBe(buyer.phone)
})

test('«Отменить» forgets the step and goes back to step 1', async ({ page, context, request, buyer }) => {
  const js = jsEnabled()
  await fromOwnAddress(page)
  const next = uniquePhone()
  await openPage(page, '/account/profile')
  await askForCode(page, next.typed, next.tail)
  if (js) {
    const results = await axe(page).include('#profile-phone').analyze()
    expect(results.violations.map((v) => `code step ${v.id}: ${v.help}`)).toEqual([])
  }
  const section = phoneSection(page)
  await section.getByRole('button', { name: 'Отменить' }).click()
  const field = section.getByRole('textbox', { name: 'Новый телефон' })
  await expect(field).toBeVisible()
  if (js) await expect(field).toBeFocused()
  await expect(section).not.toContainText('Код отправлен')
  expect(await stepCookie(context)).toBeUndefined()
  // Nothing changed, and a reload stays at step 1.
  await openPage(page, '/account/profile')
  await expect(section.getByRole('textbox', { name: 'Код из SMS' })).toHaveCount(0)
  expect((await profileOf(request, buyer)).phone).toBe(buyer.phone)
})

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test('both steps of the phone section fit the screen', async ({ page, buyer }) => {
    expect(buyer.token).toBeTruthy()
    await fromOwnAddress(page)
    const next = uniquePhone()
    const fits = async (what: string) => {
      // Measured by the browser's layout, so it holds with JavaScript off as well.
      expect(await page.evaluate(() => document.documentElement.scrollWidth), what).toBeLessThanOrEqual(375)
      const box = await phoneSection(page).boundingBox()
      expect((box?.x ?? 0) + (box?.width ?? 0), what).toBeLessThanOrEqual(375)
    }
    await openPage(page, '/account/profile')
    await fits('step 1')
    await askForCode(page, next.typed, next.tail)
    await fits('step 2')
  })
})

test.describe('with reCAPTCHA configured', () => {
  const origin = `http://localhost:${ports.configured}`

  test('the code request carries a token of the phone-change action; a bot’s is refused in Russian', async ({
    page,
    request,
    context,
  }) => {
    test.skip(!jsEnabled(), 'without JavaScript no token is made (the stricter per-IP limit applies)')
    await stubOutsideServices(page)
    await fromOwnAddress(page)
    const buyer = await newBuyer(request, origin)
    await signIn(context, buyer, origin)
    const open = async () => {
      await page.goto(`${origin}/account/profile`)
      await waitForHydration(page, true)
    }

    // A token of another action would be refused: this one passes, so it was made for `phone_change`.
    const person = uniquePhone()
    await open()
    await askForCode(page, person.typed, person.tail)
    await phoneSection(page).getByRole('button', { name: 'Отменить' }).click()
    await expect(phoneSection(page).getByRole('textbox', { name: 'Новый телефон' })).toBeVisible()

    await stubRecaptcha(page, 'bot')
    await open()
    const section = phoneSection(page)
    const bot = uniquePhone()
    await section.getByRole('textbox', { name: 'Новый телефон' }).fill(bot.typed)
    await section.getByRole('button', { name: 'Получить код' }).click()
    await expect(section.getByRole('alert')).toContainText('человек')
    await expect(section.getByRole('textbox', { name: 'Новый телефон' })).toHaveValue(/916/)
    expect(await outbox(request, bot.e164, origin)).toEqual([])
    await expect(section.getByRole('textbox', { name: 'Код из SMS' })).toHaveCount(0)
  })
})
