/**
 * The name and e-mail given at the first checkout are kept in the profile (issue 13, item 9): the account greets
 * the buyer by name, the profile shows them for changing, and the next checkout comes filled. JavaScript on and off.
 */
import { expect } from '@playwright/test'
import { openPage, test, uniqueEmail } from './account-support.ts'
import { checkoutWithOneOffer, placeOrders } from './order-support.ts'

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

  await checkoutWithOneOffer(page, request, buyer.token, 5)
  await expect(page.getByRole('textbox', { name: 'ФИО', exact: true })).toHaveValue('Кузнецова Мария Петровна')
  await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue(email)
})
