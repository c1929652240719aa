import { expect, type Page, test } from '@playwright/test'
import { axe } from './axe.ts'

const SITE = 'Медицинский маркетплейс'

const pages = [
  {
    path: '/about',
    h1: 'О компании',
    content: ['клиники, лаборатории', 'минимальную сумму заказа', 'во все регионы России', 'Официальный поставщик'],
  },
  {
    path: '/agreement',
    h1: 'Пользовательское соглашение',
    content: ['Предмет Соглашения', 'Регистрация', 'Заказы и оплата', 'Разрешение споров', 'от 31.12.2020 № 2463'],
  },
  {
    path: '/privacy-policy',
    h1: 'Политика обработки персональных данных',
    content: ['№ 152-ФЗ', 'Цели обработки', 'Правовые основания', 'Права субъекта', 'Редакция № 1'],
  },
  {
    path: '/contacts',
    h1: 'Контакты',
    content: ['ООО «Медмаркет»', 'г. Москва', 'Вопросы по заказу'],
  },
] as const

async function headingLevels(page: Page) {
  return page.locator('main :is(h1, h2, h3, h4)').evaluateAll((nodes) => nodes.map((node) => Number(node.tagName[1])))
}

test.describe('static pages', () => {
  for (const { path, h1, content } of pages) {
    test(`${path} answers 200 with its own title, description, one h1 and its content`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page).toHaveTitle(`${h1} — ${SITE}`)
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{60,}/)
      await expect(page.locator('h1')).toHaveCount(1)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1)
      const main = page.getByRole('main')
      for (const text of content) await expect(main).toContainText(text)
      // Headings never skip a level on the way down.
      const levels = await headingLevels(page)
      expect(levels[0]).toBe(1)
      for (let i = 1; i < levels.length; i++) expect(levels[i] ?? 0).toBeLessThanOrEqual((levels[i - 1] ?? 0) + 1)
    })
  }

  test('the privacy policy names every cookie, 152-FZ, storage in Russia and separate consents', async ({ page }) => {
    await page.goto('/privacy-policy')
    const cookies = page.getByRole('table', { name: 'Cookie, которые устанавливает Сайт' })
    for (const name of [
      'bh_token',
      'bh_auth_step',
      'cart',
      'bh_wishlist',
      'bh_lastviews',
      'bh_location',
      'bh_locale',
    ]) {
      await expect(cookies.getByRole('rowheader', { name, exact: true })).toBeVisible()
    }
    await expect(cookies.getByRole('row', { name: /^cart/ })).toContainText('7 дней')
    const main = page.getByRole('main')
    await expect(main).toContainText('ч. 5 ст. 18 Закона № 152-ФЗ')
    await expect(main).toContainText('24.06.2025 № 156-ФЗ')
    await expect(main).toContainText('Роскомнадзор')
    await expect(main).toContainText('отозвать согласие')
    await expect(main).toContainText('Реквизиты оператора указываются в разделе «Контакты»')
    await expect(main.getByRole('link', { name: '«Контакты»' }).first()).toHaveAttribute('href', '/contacts')
  })

  test('the user agreement explains returns of medical goods and links the privacy policy', async ({ page }) => {
    await page.goto('/agreement')
    const returns = page.getByRole('region', { name: '6. Возврат и обмен товаров' })
    await expect(returns).toContainText('не подлежат')
    await expect(returns).toContainText('медицинские инструменты, приборы и аппаратура')
    await expect(returns).toContainText('в течение 7 дней')
    await expect(page.getByRole('link', { name: 'Политикой обработки персональных данных' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    )
  })

  test('contacts show the toll-free phone, the hours, e-mail, the address and a way to write to us', async ({
    page,
  }) => {
    await page.goto('/contacts')
    const main = page.getByRole('main')
    await expect(main.getByRole('link', { name: '8 800 555-35-35' })).toHaveAttribute('href', 'tel:+78005553535')
    await expect(main).toContainText('9:00')
    await expect(main).toContainText('17:00')
    await expect(main).toContainText('Пн–Пт')
    await expect(main.getByRole('link', { name: 'support@medmarket.example' }).first()).toHaveAttribute(
      'href',
      'mailto:support@medmarket.example',
    )
    await expect(main).toContainText('Общество с ограниченной ответственностью «Медмаркет»')
    await expect(main.getByRole('link', { name: 'Написать нам' })).toHaveAttribute('href', '/contacts?dialog=write-us')
  })

  for (const { path, jumps } of [
    {
      path: '/agreement',
      jumps: [
        { link: '10. Разрешение споров', id: 'disputes' },
        { link: '6. Возврат и обмен товаров', id: 'returns' },
      ],
    },
    {
      path: '/privacy-policy',
      jumps: [
        { link: '7. Файлы cookie', id: 'cookies' },
        { link: '12. Меры по обеспечению безопасности', id: 'security' },
      ],
    },
  ]) {
    test(`the table of contents of ${path} leads to each section`, async ({ page }) => {
      await page.goto(path)
      const toc = page.getByRole('navigation', { name: 'Содержание' })
      const links = toc.getByRole('link')
      expect(await links.count()).toBeGreaterThanOrEqual(10)
      // Every entry points at a heading of this page that says the same words.
      for (const entry of await links.all()) {
        const href = (await entry.getAttribute('href')) ?? ''
        expect(href).toMatch(new RegExp(`^${path}#[a-z-]+$`))
        await expect(page.locator(`h2${new URL(href, page.url()).hash}`)).toHaveText((await entry.textContent()) ?? '')
      }
      // Two jumps in a row: the second one must not be undone by the router's scroll restoration.
      for (const { link, id } of jumps) {
        await toc.getByRole('link', { name: link }).click()
        await expect(page).toHaveURL(new RegExp(`${path}#${id}$`))
        await expect(page.getByRole('heading', { level: 2, name: link })).toBeInViewport()
      }
    })
  }

  test('long page texts reach the browser as data, not inside its JavaScript', async ({ request }) => {
    const html = await (await request.get('/privacy-policy')).text()
    const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? '')
    expect(scripts.length).toBeGreaterThan(0)
    for (const script of scripts) {
      const source = await (await request.get(script)).text()
      expect(source, script).not.toContain('Роскомнадзор')
    }
  })

  for (const path of ['/about', '/privacy-policy']) {
    test(`${path} has no accessibility violations`, async ({ page, javaScriptEnabled }) => {
      // axe runs inside the page, so it needs JavaScript; the no-JS page is the same server-rendered markup.
      test.skip(!javaScriptEnabled, 'axe needs JavaScript in the page')
      test.slow()
      await page.goto(path)
      const results = await axe(page).analyze()
      expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([])
    })
  }
})
