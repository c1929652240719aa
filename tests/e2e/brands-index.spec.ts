import { expect, test } from '@playwright/test'
import { axe } from './axe.ts'

const collator = new Intl.Collator('ru')
const CYRILLIC = [...'АБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЭЮЯ']
const LATIN = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ']

/** The letter a name is filed under, by the same rule a reader of the index would apply. */
function letterOf(name: string): string {
  const first = name
    .replace(/^[^\p{L}\p{N}]+/u, '')
    .charAt(0)
    .toLocaleUpperCase('ru')
  if (first === 'Ё') return 'Е'
  if (/\p{N}/u.test(first)) return '0–9'
  return CYRILLIC.includes(first) ? first : first.normalize('NFD').charAt(0)
}

test.describe('brands', () => {
  test('/brands shows every brand as a tile with its name, country and product count, linking to its page', async ({
    page,
  }) => {
    const response = await page.goto('/brands')
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle('Бренды — Медицинский маркетплейс')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Бренды')

    const tiles = page.locator('.brand-grid > li')
    const count = await tiles.count()
    expect(count).toBeGreaterThanOrEqual(40)
    await expect(page.getByRole('main')).toContainText(`Всего — ${count} бренд`)

    const links = tiles.getByRole('link')
    await expect(links).toHaveCount(count)
    for (const href of await links.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href')))) {
      expect(href).toMatch(/^\/brands\/[a-z0-9-]+$/)
    }
    const first = tiles.first()
    await expect(first.locator('img')).toHaveAttribute('src', /\.svg$/)
    await expect(first.locator('.brand-card__name')).not.toBeEmpty()
    // Country, then the product count with the Russian plural.
    await expect(first.locator('.brand-card__meta').first()).not.toBeEmpty()
    await expect(first.locator('.brand-card__meta').last()).toHaveText(/^(нет товаров|\d+ товар(а|ов)?)$/)

    const names = await page.locator('.brand-card__name').allInnerTexts()
    expect(names).toEqual([...names].sort(collator.compare))

    await expect(page.getByRole('link', { name: 'Все бренды по алфавиту' })).toHaveAttribute(
      'href',
      '/brands/cataloque',
    )
  })

  test('/brands/cataloque has a letter bar: Cyrillic, then Latin, then digits; only letters with brands are links', async ({
    page,
  }) => {
    const response = await page.goto('/brands/cataloque')
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle('Бренды от А до Я — Медицинский маркетплейс')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Бренды от А до Я')

    const bar = page.getByRole('navigation', { name: 'Буквы алфавита' })
    const letters = await bar.locator('li').evaluateAll((items) =>
      items.map((item) => ({
        label: item.firstElementChild?.firstChild?.textContent ?? '',
        href: item.querySelector('a')?.getAttribute('href') ?? null,
      })),
    )
    expect(letters.map((letter) => letter.label)).toEqual([...CYRILLIC, ...LATIN, '0–9'])

    const brandNames = await page.locator('.letter-section__list a').allInnerTexts()
    expect(brandNames.length).toBeGreaterThanOrEqual(40)
    const used = new Set(brandNames.map(letterOf))
    for (const { label, href } of letters) {
      if (used.has(label)) {
        expect(decodeURI(href ?? '')).toBe(`/brands/cataloque#letter-${label === '0–9' ? '0-9' : label}`)
      } else {
        // A letter without brands is shown, but as text: nothing to follow.
        expect(href, label).toBeNull()
        await expect(bar.getByRole('link', { name: label, exact: true })).toHaveCount(0)
      }
    }
    expect(letters.filter((letter) => letter.href).length).toBeGreaterThanOrEqual(10)
  })

  test('a letter of the bar leads to its section, which lists the brands filed under it in order', async ({ page }) => {
    await page.goto('/brands/cataloque')
    const bar = page.getByRole('navigation', { name: 'Буквы алфавита' })
    const linked = await bar.getByRole('link').allInnerTexts()
    // One Cyrillic and one Latin letter, from the far ends of the bar so the page really has to move.
    const picks = [linked.find((label) => CYRILLIC.includes(label)), linked.findLast((l) => LATIN.includes(l))]
    for (const label of picks) {
      expect(label).toBeTruthy()
      if (!label) continue
      await bar.getByRole('link', { name: label, exact: true }).click()
      await expect.poll(() => decodeURIComponent(new URL(page.url()).hash)).toBe(`#letter-${label}`)
      const section = page.getByRole('region', { name: label, exact: true })
      await expect(section.getByRole('heading', { level: 2 })).toBeInViewport()
      const names = await section.locator('.letter-section__list a').allInnerTexts()
      expect(names.length).toBeGreaterThan(0)
      for (const name of names) expect(letterOf(name), name).toBe(label)
      expect(names).toEqual([...names].sort(collator.compare))
      await expect(section.locator('.letter-section__list a').first()).toHaveAttribute('href', /^\/brands\/[a-z0-9-]+$/)
    }
  })

  test('/brands has no accessibility violations', async ({ page, javaScriptEnabled }) => {
    // axe runs inside the page, so it needs JavaScript; the no-JS page is the same server-rendered markup.
    test.skip(!javaScriptEnabled, 'axe needs JavaScript in the page')
    test.slow()
    await page.goto('/brands')
    const results = await axe(page).analyze()
    expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([])
  })
})
