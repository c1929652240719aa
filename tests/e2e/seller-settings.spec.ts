/**
 * The seller's settings (issue 15): a seller registered by SMS lands on /seller/settings «на проверке», fills the
 * company by INN and the bank by BIK (the buyer's requisites' look-ups: in place with JavaScript, by the buttons'
 * own posts without), the warehouse city and the minimum order, and saves with Enter; a bad sum is refused in
 * Russian with what was typed kept; the operator approves the merchant (API) and the page says so. Not a seller's
 * page for a buyer.
 */
import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { admin } from '../../playwright.config.ts'
import {
  CLOSE,
  codeSentTo,
  expectNotice,
  newBuyer,
  openPage,
  signIn,
  test,
  uniqueEmail,
  uniqueIp,
  uniquePhone,
} from './account-support.ts'

const CLINIC = { inn: '0001000010', name: 'ООО «Демо-клиника Здоровье»', kpp: '000101001' }
const SBER = { bik: '044525225', name: 'ПАО Сбербанк', account: '40702810638000000123' }

/** A seller registered the way the storefront's form does it; its token. */
async function newSeller(request: APIRequestContext, company: string): Promise<string> {
  const phone = uniquePhone().e164
  const body = { company, email: uniqueEmail('seller'), phone }
  const sent = await request.post('/api/front/users/getCustomerSmsRegCode', {
    data: body,
    headers: { ...CLOSE, 'X-Real-IP': uniqueIp() },
  })
  expect(sent.ok(), await sent.text()).toBe(true)
  const signUp = await request.post('/api/v2/front/users/signupWithMerchantSmsRegCode', {
    data: { ...body, code_notification: await codeSentTo(request, phone), personal_data_consent: true },
    headers: CLOSE,
  })
  expect(signUp.ok(), await signUp.text()).toBe(true)
  return ((await signUp.json()) as { access_token: string }).access_token
}

async function merchantOf(request: APIRequestContext, token: string) {
  const answer = await request.get('/api/seller/merchant', { headers: { ...CLOSE, Authorization: `Bearer ${token}` } })
  expect(answer.ok(), await answer.text()).toBe(true)
  return ((await answer.json()) as { merchant: Record<string, unknown> & { id: number } }).merchant
}

const box = (page: Page, name: string) =>
  page.locator('form#seller-settings').getByRole('textbox', { name, exact: true })

test('a new seller fills the settings by INN and BIK, saves with Enter, and is approved by the operator', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const company = `ООО «Поставщик ${Math.random().toString(36).slice(2, 7)}»`
  const token = await newSeller(request, company)
  await context.clearCookies()
  await signIn(context, { token }, baseURL)
  await openPage(page, '/seller/settings')
  await expect(page.getByRole('heading', { name: 'Настройки продавца', level: 1 })).toBeVisible()
  await expect(page.getByRole('note')).toContainText('На проверке.')
  await expect(box(page, 'Название для покупателей')).toHaveValue(company)

  await box(page, 'ИНН').fill(CLINIC.inn)
  await page.getByRole('button', { name: 'Заполнить по ИНН' }).click()
  await expect(page.getByText(`Заполнено по ИНН: ${CLINIC.name}. Проверьте данные.`)).toBeVisible()
  await expect(box(page, 'КПП')).toHaveValue(CLINIC.kpp)
  await box(page, 'БИК банка').fill(SBER.bik)
  await page.getByRole('button', { name: 'Найти банк' }).click()
  await expect(box(page, 'Название банка')).toHaveValue(SBER.name)
  await box(page, 'Расчётный счёт').fill(SBER.account)
  await box(page, 'Город склада').fill('Казань')

  // A sum that is not one: refused in Russian, everything typed kept.
  await box(page, 'Минимальная сумма заказа, ₽').fill('пять тысяч')
  await box(page, 'Минимальная сумма заказа, ₽').press('Enter')
  await expect(box(page, 'Минимальная сумма заказа, ₽')).toHaveAccessibleDescription(/Неправильный формат/)
  await expect(box(page, 'Город склада')).toHaveValue('Казань')
  await expect(box(page, 'ИНН')).toHaveValue(CLINIC.inn)

  await box(page, 'Минимальная сумма заказа, ₽').fill('5 000')
  await box(page, 'Минимальная сумма заказа, ₽').press('Enter')
  await expectNotice(page, 'Настройки сохранены')
  const saved = await merchantOf(request, token)
  expect(saved).toMatchObject({
    status: 'pending',
    name: company,
    inn: CLINIC.inn,
    kpp: CLINIC.kpp,
    campaign_name: CLINIC.name,
    bank_name: SBER.name,
    bank_account: SBER.account,
    city: 'Казань',
    min_order: 5000,
  })

  // The operator approves the merchant; the seller's page says it is checked.
  const signInAdmin = await request.post('/api/v2/front/users/signin', { data: admin, headers: CLOSE })
  const adminToken = ((await signInAdmin.json()) as { access_token: string }).access_token
  const approved = await request.post(`/api/admin/merchants/${saved.id}/approve`, {
    headers: { ...CLOSE, Authorization: `Bearer ${adminToken}` },
  })
  expect(approved.ok(), await approved.text()).toBe(true)
  await openPage(page, '/seller/settings')
  await expect(page.getByRole('note')).toContainText('Проверен.')

  // The page fits a phone, and axe finds nothing (both need JavaScript in the page).
  await page.setViewportSize({ width: 375, height: 800 })
  await openPage(page, '/seller/settings')
  if (test.info().project.use.javaScriptEnabled !== false) {
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    const results = await new AxeBuilder({ page }).analyze()
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([])
  }
})

test('a buyer who opens the seller’s settings goes home', async ({ page, request, context, baseURL }) => {
  await signIn(context, await newBuyer(request), baseURL)
  await page.goto('/seller/settings')
  await expect(page).toHaveURL(/\/$/)
})
