/**
 * No order is placed at a total the buyer has not seen (issue 13, item 7). Without JavaScript the page's sums are
 * the server's, made before a delivery was chosen: «Оформить заказ» after choosing a paid delivery brings the form
 * back with the total that includes it, and the second press places the order at exactly that total. With
 * JavaScript the sums follow the choice at once and the first press places it. Either way the gateway asks for the
 * total the page showed.
 */
import { expect, type Page } from '@playwright/test'
import { backend, backendPost, jsEnabled, openPage, test } from './account-support.ts'
import { DEMO_ADDRESS, meetMinimums, type OrderableOffer, offersOfSellers, productBySlug } from './order-support.ts'

const form = (page: Page) => page.locator('form#checkout')
const total = (page: Page) => form(page).locator('.checkout-sums__total dd')

test('the total before «Оформить заказ» includes the chosen delivery, and the gateway asks for it', async ({
  page,
  request,
  buyer,
}) => {
  // An offer whose delivery is paid (some sellers deliver some goods free).
  let offer: OrderableOffer | undefined
  for (let shift = 0; !offer && shift < 12; shift++) {
    const [candidate] = await offersOfSellers(request, 1, shift)
    const product = candidate ? await productBySlug(request, candidate.slug) : null
    const detail = product?.offers.find((o) => o.id === candidate?.id) as { free_delivery?: boolean } | undefined
    if (detail && detail.free_delivery === false) offer = candidate
  }
  expect(offer).toBeTruthy()
  await backendPost(request, buyer, '/api/cart/add', { product_id: offer?.id, quantity: offer?.minOrder })
  await meetMinimums(request, buyer.token)
  await backendPost(request, buyer, '/api/v2/front/user/address/add', { ...DEMO_ADDRESS, default: true })
  const confirmed = await page.request.post('/cart/actions', { form: { intent: 'confirm' }, maxRedirects: 0 })
  expect(confirmed.status()).toBe(303)

  await openPage(page, '/cart/checkout')
  const buyerPart = form(page).getByRole('region', { name: 'Покупатель' })
  await buyerPart.getByRole('textbox', { name: 'ФИО', exact: true }).fill('Орлова Вера')
  await buyerPart.getByRole('textbox', { name: 'E-mail', exact: true }).fill(`vera-${Date.now()}@example.test`)
  const goodsOnly = await total(page).innerText()

  // The dearest method, so that the delivery is surely paid.
  const methods = form(page)
    .getByRole('group', { name: /^Способ доставки от продавца/ })
    .first()
  const costs = await methods.locator('.checkout-choice__cost').allInnerTexts()
  const dearest = costs.map((text) => Number(text.replace(/[^\d,]/g, '').replace(',', '.')) || 0)
  const index = dearest.indexOf(Math.max(...dearest))
  expect(dearest[index]).toBeGreaterThan(0)
  await methods.getByRole('radio').nth(index).check()
  await form(page)
    .getByRole('checkbox', { name: /Я принимаю пользовательское соглашение/ })
    .check()
  await form(page).getByRole('button', { name: 'Оформить заказ' }).click()

  if (!jsEnabled()) {
    // The form is back with the total the choice makes, said above the form; nothing was placed yet.
    await expect(page).toHaveURL(/\/cart\/checkout$/)
    await expect(page.getByRole('alert')).toContainText('С выбранной доставкой всего к оплате —')
    await expect(methods.getByRole('radio').nth(index)).toBeChecked()
    await expect(total(page)).not.toHaveText(goodsOnly)
    const { orders } = await backend<{ orders: unknown[] }>(request, buyer, '/api/v2/front/user/order/listOfUser')
    expect(orders).toHaveLength(0)
  }
  const seen = await total(page).innerText()
  expect(seen).not.toBe(goodsOnly)
  if (!jsEnabled()) await form(page).getByRole('button', { name: 'Оформить заказ' }).click()

  await expect(page).toHaveURL(/\/pay\/sandbox\/[0-9a-f-]{36}$/)
  await expect(page.locator('.gateway__amount')).toHaveText(seen)
})
