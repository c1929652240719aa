import { expect, test } from '@playwright/test'
import { ports } from '../../playwright.config.ts'

test.describe('404', () => {
  test('an unknown URL gives the not-found page with status 404 inside the shop chrome', async ({ page }) => {
    const response = await page.goto('/no-such-page/at-all')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Страница не найдена')
    await expect(page.getByText('К сожалению, запрашиваемая страница не найдена')).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Основное меню' })).toBeVisible()
    await page.getByRole('link', { name: 'Вернуться на главную' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('heading', { name: 'Популярные товары' })).toBeVisible()
  })
})

test.describe('500', () => {
  test('start-up data without categories gives the server-error page with a link home', async ({ page }) => {
    const response = await page.goto(`http://localhost:${ports.broken}/`)
    expect(response?.status()).toBe(500)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Внутренняя ошибка сервера')
    await expect(page.getByRole('link', { name: 'Вернуться на главную' })).toHaveAttribute('href', '/')
    await expect(page).toHaveTitle('Медицинский маркетплейс')
  })
})

test.describe('cross-site requests', () => {
  test('a post whose Origin names another site is refused', async ({ request }) => {
    const response = await request.post('/', { headers: { Origin: 'https://evil.example' }, form: { a: '1' } })
    expect(response.status()).toBe(403)
  })

  test('a post without Origin, as QA scripts send, is not refused by that check', async ({ request }) => {
    const response = await request.post('/no-such-page', { form: { a: '1' } })
    expect(response.status()).toBe(404)
  })
})
