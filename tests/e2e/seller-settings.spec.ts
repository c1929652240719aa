/**
 * The seller's settings (issue 15): a seller registered by SMS lands on /seller/settings «на проверке», fills the
 * company by INN and the bank by BIK (the buyer's requisites' look-ups: in place with JavaScript, by the buttons'
 * own posts without), the warehouse city and the minimum order, and saves with Enter; a bad sum is refused in
 * Russian with what was typed kept; the operator approves the merchant (API) and the page says so. Not a seller's
 * page for a buyer.
 */
import { expect, type Page } from '@playwright/test'
import { expectNotice, newBuyer, openPage, signIn, test } from './account-support.ts'
import { axe } from './axe.ts'
import { approveMerchant, merchantOf, newSeller } from './seller-support.ts'

const CLINIC = { inn: '0001000010', name: 'ООО «Демо-клиника Здоровье»', kpp: '000101001' }
const SBER = { bik: '044525225', name: 'ПАО Сбербанк', account: '40702810638000000123' }

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
  await approveMerchant(request, saved.id)
  await openPage(page, '/seller/settings')
  await expect(page.getByRole('note')).toContainText('Проверен.')

  // The page fits a phone, and axe finds nothing (both need JavaScript in the page).
  await page.setViewportSize({ width: 375, height: 800 })
  await openPage(page, '/seller/settings')
  if (test.info().project.use.javaScriptEnabled !== false) {
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    const results = await axe(page).analyze()
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([])
  }
})

test('a buyer who opens the seller’s settings goes home', async ({ page, request, context, baseURL }) => {
  await signIn(context, await newBuyer(request), baseURL)
  await page.goto('/seller/settings')
  await expect(page).toHaveURL(/\/$/)
})
