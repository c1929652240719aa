/**
 * The name and e-mail given at the first checkout are kept in the profile (issue 13, item 9): the account greets
 * the buyer by name, the profile shows them for changing, and the next checkout comes filled. JavaScript on and off.
 */
import { expect } from '@playwright/test'
import { CLOSE, openPage, test, uniqueEmail } from './account-support.ts'
import { meetMinimums, offersOfSellers, placeOrders } from './order-support.ts'

test('a first checkout’s name and e-mail greet the buyer and fill the next checkout', async ({
  page,
  request,
  buyer,
}) => {
  const email = uniqueEmail('remembered')
  await placeOrders(request, buyer.token, { fio: 'Кузнецова Мария Петровна', email })

  await openPage(page, '/account/profile')
  // Greeted by name and patronymic, as one addresses a person politely.
  await expect(page.getByRole('navigation', { name: 'Меню личного кабинета' })).toContainText(
    'Здравствуйте, Мария Петровна!',
  )
  await expect(page.getByRole('textbox', { name: 'Фамилия' })).toHaveValue('Кузнецова')
  await expect(page.getByRole('textbox', { name: 'Имя', exact: true })).toHaveValue('Мария')
  await expect(page.getByRole('textbox', { name: 'Отчество' })).toHaveValue('Петровна')
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(email)

  const [offer] = await offersOfSellers(request, 1, 5)
  await request.post('/api/cart/add', {
    data: { product_id: offer?.id, quantity: offer?.minOrder },
    headers: { ...CLOSE, Authorization: `Bearer ${buyer.token}` },
  })
  await meetMinimums(request, buyer.token)
  await openPage(page, '/cart/order')
  await page.getByRole('button', { name: 'Оформить заказ' }).click()
  await expect(page).toHaveURL(/\/cart\/checkout/)
  await expect(page.getByRole('textbox', { name: 'ФИО', exact: true })).toHaveValue('Кузнецова Мария Петровна')
  await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue(email)
})
