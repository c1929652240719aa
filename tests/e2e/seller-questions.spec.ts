/**
 * Questions answered by sellers (issue 15, decision 043): a signed-in buyer asks about a product a new seller offers,
 * the seller finds the question in «Вопросы», answers it (a blank answer refused in Russian), and the buyer reads the
 * answer, named by the shop, in «Мои вопросы». JavaScript on and off; the new pages pass axe and fit a phone.
 */
import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { CLOSE, expectNotice, jsEnabled, openPage, REQUIRED, signIn, test } from './account-support.ts'
import { axe } from './axe.ts'
import { approvedSeller } from './seller-support.ts'

interface ProductRef {
  id: number
  slug: string
  name: string
}

/** A catalogue product the seller starts offering; the product. */
async function offerSomething(request: APIRequestContext, token: string): Promise<ProductRef> {
  const headers = { ...CLOSE, Authorization: `Bearer ${token}` }
  const found = await request.get(`/api/seller/products?q=${encodeURIComponent('перчатки')}`, { headers })
  expect(found.ok(), await found.text()).toBe(true)
  const { products } = (await found.json()) as { products: ProductRef[] }
  const product = products[Math.floor(Math.random() * products.length)]
  if (!product) throw new Error('no gloves in the demo catalogue')
  const offered = await request.post('/api/seller/offers', {
    headers,
    data: {
      master_product_id: product.id,
      price_gross: 500,
      availability: 'in_stock',
      stock: 10,
      min_order: 1,
      step: 1,
      warehouse_city: 'Казань',
    },
  })
  expect(offered.ok(), await offered.text()).toBe(true)
  return product
}

async function fitsAndPassesAxe(page: Page, paths: string[]) {
  if (!jsEnabled()) return
  await page.setViewportSize({ width: 375, height: 800 })
  for (const path of paths) {
    await openPage(page, path)
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375)
    const results = await axe(page).analyze()
    expect(results.violations.map((v) => `${path} ${v.id}: ${v.help}`)).toEqual([])
  }
  await page.setViewportSize({ width: 1280, height: 800 })
}

test('a buyer asks about a seller’s product, the seller answers, the buyer reads the answer', async ({
  page,
  request,
  context,
  baseURL,
  buyer,
}) => {
  const company = `ООО «Ответчик ${Math.random().toString(36).slice(2, 7)}»`
  const seller = await approvedSeller(request, company)
  const product = await offerSomething(request, seller.token)
  const question = `Есть ли размер XL? ${Date.now().toString(36)}`

  // The buyer (signed in by the fixture) asks on the product's page.
  await openPage(page, `/product/${product.slug}`)
  await page.getByRole('link', { name: 'Задать вопрос' }).click()
  const dialog = page.getByRole('dialog', { name: 'Вопрос о товаре' })
  await dialog.getByRole('textbox', { name: 'Имя', exact: true }).fill('Анна Покупатель')
  await dialog.getByLabel('Телефон').fill('+7 916 555-44-33')
  await dialog.getByLabel('Вопрос', { exact: true }).fill(question)
  await dialog.getByRole('button', { name: 'Отправить' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Сообщение отправлено' })).toBeVisible()

  // Nothing answered yet.
  await openPage(page, '/account/questions')
  await expect(page.getByRole('heading', { name: 'Мои вопросы', level: 1 })).toBeVisible()
  const mine = page.getByRole('list', { name: 'Ваши вопросы и запросы цен' })
  const asked = mine.getByRole('listitem').filter({ hasText: question })
  await expect(asked).toContainText(product.name)
  await expect(asked).toContainText('Ожидает ответа')

  // The seller finds it among the unanswered.
  await context.clearCookies()
  await signIn(context, { token: seller.token }, baseURL)
  await openPage(page, '/seller/questions')
  await expect(page.getByRole('heading', { name: 'Вопросы и запросы цен', level: 1 })).toBeVisible()
  const list = page.getByRole('list', { name: 'Вопросы и запросы цен' })
  const row = list.getByRole('listitem').filter({ hasText: question })
  await expect(row).toContainText('Анна Покупатель')
  await expect(row).toContainText('Ждёт ответа')
  await expect(row).not.toContainText('+7 916')
  await page.getByLabel('Показывать').selectOption('unanswered')
  await page.getByRole('button', { name: 'Показать' }).click()
  await expect(page).toHaveURL(/state=unanswered/)
  await row.getByRole('link', { name: product.name }).click()
  await expect(page.getByRole('heading', { name: /^Вопрос о товаре № \d+$/, level: 1 })).toBeVisible()
  await expect(page.locator('main')).toContainText(question)
  const questionPath = new URL(page.url()).pathname

  // A blank answer is refused in Russian.
  const answerBox = page.getByRole('textbox', { name: 'Ваш ответ' })
  await answerBox.fill('   ')
  await page.getByRole('button', { name: 'Ответить' }).click()
  await expect(answerBox).toHaveAccessibleDescription(new RegExp(REQUIRED))

  const answer = 'Да, XL есть на складе в Казани.'
  await answerBox.fill(answer)
  await page.getByRole('button', { name: 'Ответить' }).click()
  await expectNotice(page, 'Ответ отправлен покупателю')
  await expect(answerBox).toHaveValue(answer)
  await expect(page.getByRole('button', { name: 'Изменить ответ' })).toBeVisible()

  await openPage(page, '/seller/questions?state=unanswered')
  await expect(page.getByText(question)).toHaveCount(0)
  await openPage(page, '/seller/questions')
  await expect(list.getByRole('listitem').filter({ hasText: question })).toContainText('Ответ дан')
  await fitsAndPassesAxe(page, ['/seller/questions', questionPath])

  // The buyer reads the answer, named by the shop.
  await context.clearCookies()
  await signIn(context, buyer, baseURL)
  await openPage(page, '/account/questions')
  const answered = mine.getByRole('listitem').filter({ hasText: question })
  await expect(answered).toContainText(answer)
  await expect(answered).toContainText(`Ответ продавца «${company}»`)
  await fitsAndPassesAxe(page, ['/account/questions'])
})
