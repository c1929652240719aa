/**
 * The seller's offers (issue 15): an approved seller finds a catalogue product by name, offers it at its own price
 * (a missing price is refused in Russian, what was typed kept), sees it in its list, changes it with Enter, and the
 * product's page shows the seller's offer at the new price. JavaScript on and off; the list fits a phone.
 */
import { expect, type Page } from '@playwright/test'
import { expectNotice, jsEnabled, openPage, signIn, test } from './account-support.ts'
import { axe } from './axe.ts'
import { approvedSeller } from './seller-support.ts'

const box = (page: Page, name: string) => page.locator('form#offer-form').getByRole('textbox', { name, exact: true })

test('an approved seller offers a catalogue product, changes its price, and buyers see it', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const company = `ООО «Поставщик ${Math.random().toString(36).slice(2, 7)}»`
  const { token } = await approvedSeller(request, company)
  await context.clearCookies()
  await signIn(context, { token }, baseURL)

  await openPage(page, '/seller/offers')
  await expect(page.getByRole('heading', { name: 'Предложения', level: 1 })).toBeVisible()
  await expect(page.getByText('У вас пока нет предложений.')).toBeVisible()
  await page.getByRole('link', { name: 'Добавить товар' }).click()
  await expect(page.getByRole('heading', { name: 'Новое предложение', level: 1 })).toBeVisible()
  const search = page.getByRole('searchbox', { name: 'Название или артикул' })
  await search.fill('перчатки')
  await search.press('Enter')
  const found = page.getByRole('list', { name: 'Найденные товары' })
  const offerLink = found.getByRole('link', { name: /^Продавать: / }).first()
  const productName = ((await offerLink.textContent()) ?? '').replace(/^Продавать: /, '')
  await offerLink.click()
  await expect(page.getByText(`Товар: ${productName}`)).toBeVisible()
  await expect(box(page, 'Город склада')).toHaveValue('Казань')

  // No price for an offer in stock: refused, the rest kept.
  await box(page, 'Остаток').fill('25')
  await box(page, 'Ваш артикул').fill('GL-100')
  await page.getByRole('button', { name: 'Сохранить' }).click()
  await expect(box(page, 'Цена с НДС, ₽')).toHaveAccessibleDescription(/Укажите цену или выберите «Цена по запросу»/)
  await expect(box(page, 'Остаток')).toHaveValue('25')
  await expect(box(page, 'Ваш артикул')).toHaveValue('GL-100')

  await box(page, 'Цена с НДС, ₽').fill('1 234,50')
  await box(page, 'Цена с НДС, ₽').press('Enter')
  await expectNotice(page, 'Предложение добавлено')
  const list = page.getByRole('list', { name: 'Ваши предложения' })
  await expect(list.getByRole('listitem')).toHaveCount(1)
  await expect(list).toContainText(productName)
  await expect(list).toContainText('1 234,50')
  await expect(page.getByText('Показано 1 из 1')).toBeVisible()

  // Changed: the product's page shows the seller's offer at the new price.
  await list.getByRole('link', { name: `Изменить предложение: ${productName}` }).click()
  await expect(box(page, 'Цена с НДС, ₽')).toHaveValue('1234,5')
  await box(page, 'Цена с НДС, ₽').fill('999')
  await box(page, 'Цена с НДС, ₽').press('Enter')
  await expectNotice(page, 'Предложение сохранено')
  await expect(list).toContainText('999')

  // Found by its article.
  await page.getByRole('searchbox', { name: 'Название или артикул' }).fill('gl-100')
  await page.getByRole('button', { name: 'Показать' }).click()
  await expect(list.getByRole('listitem')).toHaveCount(1)

  await openPage(page, '/seller/offers')
  await list.getByRole('link', { name: `Изменить предложение: ${productName}` }).click()
  const productLink = page.getByRole('link', { name: productName, exact: true })
  await productLink.click()
  await expect(page.getByRole('heading', { name: productName, level: 1 })).toBeVisible()
  await expect(page.locator('main')).toContainText(company)

  await page.setViewportSize({ width: 375, height: 800 })
  await openPage(page, '/seller/offers')
  if (jsEnabled()) {
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    for (const path of ['/seller/offers', '/seller/offers/new?q=перчатки']) {
      await openPage(page, path)
      const results = await axe(page).analyze()
      expect(results.violations.map((v) => `${path} ${v.id}: ${v.help}`)).toEqual([])
    }
  }
})
