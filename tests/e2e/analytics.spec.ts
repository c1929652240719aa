import { expect, test } from '@playwright/test'
import { configured, ports } from '../../playwright.config.ts'
import { stubOutsideServices, waitForEnhancements, ymCalls } from './enhancements.ts'
import { waitForHydration } from './hydration.ts'

const configuredOrigin = `http://localhost:${ports.configured}`
const counter = Number(configured.metrikaId)

test.describe('Yandex Metrika and reCAPTCHA, configured', () => {
  test('the page carries the counter loader with the nonce and a pixel; the CSP allows them', async ({ request }) => {
    const response = await request.get(`${configuredOrigin}/`)
    const html = await response.text()
    const csp = response.headers()['content-security-policy'] ?? ''
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
    expect(nonce).toBeTruthy()
    // The loader itself; its text also travels inside the root's data, which never runs.
    const loader = [
      ...html.matchAll(
        /<script nonce="([^"]+)">(\(function\(w,d,u,o\)[^<]*mc\.yandex\.ru\/metrika\/tag\.js[^<]*)<\/script>/g,
      ),
    ]
    expect(loader).toHaveLength(1)
    expect(loader[0]?.[1]).toBe(nonce)
    expect(loader[0]?.[2]).toContain(`w.ym(${counter},'init',o)`)
    expect(loader[0]?.[2]).toContain('w.ym=w.ym||')
    expect(html).toContain(`<noscript><div><img src="https://mc.yandex.ru/watch/${counter}"`)
    for (const directive of ['script-src', 'img-src', 'connect-src', 'frame-src']) {
      expect(csp).toMatch(new RegExp(`${directive} [^;]*https://mc\\.yandex\\.ru`))
    }
    expect(csp).toContain('https://www.google.com/recaptcha/')
    // reCAPTCHA loads only when a form asks for a token, never with the page.
    expect(html).not.toContain('recaptcha/api.js')
  })

  test('no hit on the first load; one hit per client-side move, with the previous address as referer', async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, 'page hits of client-side moves need JavaScript; the no-JS test checks the pixel')
    await stubOutsideServices(page)
    await page.goto(`${configuredOrigin}/`)
    await waitForHydration(page, javaScriptEnabled)
    await waitForEnhancements(page)
    await expect.poll(() => page.evaluate(() => 'ym' in window && '__metrikaTagLoaded' in window)).toBe(true)

    const hits = async () => (await ymCalls(page)).filter((call) => call[1] === 'hit')
    const inits = (await ymCalls(page)).filter((call) => call[1] === 'init')
    expect(inits).toEqual([
      [counter, 'init', { clickmap: true, trackLinks: true, accurateTrackBounce: true, webvisor: true }],
    ])
    expect(await hits()).toEqual([])

    const nav = page.getByRole('navigation', { name: 'Основное меню' })
    await nav.getByRole('link', { name: 'О компании' }).click()
    await expect(page).toHaveURL(/\/about$/)
    await expect.poll(async () => (await hits()).length).toBe(1)
    const title = await page.title()
    expect((await hits())[0]).toEqual([
      counter,
      'hit',
      `${configuredOrigin}/about`,
      { referer: `${configuredOrigin}/`, title },
    ])

    await nav.getByRole('link', { name: 'Контакты' }).click()
    await expect(page).toHaveURL(/\/contacts$/)
    await expect.poll(async () => (await hits()).length).toBe(2)
    expect((await hits())[1]?.[2]).toBe(`${configuredOrigin}/contacts`)
    expect((await hits())[1]?.[3]).toMatchObject({ referer: `${configuredOrigin}/about` })

    await page.goBack()
    await expect(page).toHaveURL(/\/about$/)
    await expect.poll(async () => (await hits()).length).toBe(3)
    expect((await hits())[2]?.[3]).toMatchObject({ referer: `${configuredOrigin}/contacts` })

    // A jump within the page is no page view.
    await page.evaluate(() =>
      (window as unknown as { __remixRouter: { navigate: (to: string) => Promise<void> } }).__remixRouter.navigate(
        '#delivery',
      ),
    )
    await expect(page).toHaveURL(/\/about#delivery$/)
    await page.waitForTimeout(300)
    expect(await hits()).toHaveLength(3)
  })

  test('the root data gives forms the public site key, and nothing loads Google before a form asks', async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, 'the site key is for the script-driven submission; without JavaScript none is sent')
    await stubOutsideServices(page)
    const google: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('google.com')) google.push(request.url())
    })
    await page.goto(`${configuredOrigin}/catalog`)
    await waitForHydration(page, javaScriptEnabled)
    await waitForEnhancements(page)
    const siteKey = await page.evaluate(
      () =>
        (window as unknown as { __remixRouter: { state: { loaderData: { root: { recaptchaSiteKey?: string } } } } })
          .__remixRouter.state.loaderData.root.recaptchaSiteKey,
    )
    expect(siteKey).toBe(configured.recaptchaSiteKey)
    expect(google).toEqual([])
  })

  test('without JavaScript the pages work as ever, and the counter sees the visit through its pixel', async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(javaScriptEnabled, 'the JavaScript counterpart is the hit test above')
    await stubOutsideServices(page)
    const pixels: string[] = []
    page.on('request', (request) => {
      if (request.url().startsWith('https://mc.yandex.ru/watch/')) pixels.push(request.url())
    })
    await page.goto(`${configuredOrigin}/`)
    await page.getByRole('navigation', { name: 'Основное меню' }).getByRole('link', { name: 'О компании' }).click()
    await expect(page).toHaveURL(/\/about$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // The second page's pixel is fetched as that page renders, not necessarily before its heading shows.
    await expect
      .poll(() => pixels)
      .toEqual([`https://mc.yandex.ru/watch/${counter}`, `https://mc.yandex.ru/watch/${counter}`])
  })
})

test.describe('Yandex Metrika and reCAPTCHA, not configured (the default server)', () => {
  test('no counter script or pixel, no captcha, and a CSP that allows neither', async ({ request }) => {
    for (const path of ['/', '/catalog', '/about']) {
      const response = await request.get(path)
      const html = await response.text()
      expect(html, path).not.toContain('mc.yandex.ru')
      expect(html, path).not.toContain('recaptcha')
      expect(html, path).not.toContain('ym(')
      const csp = response.headers()['content-security-policy'] ?? ''
      expect(csp).not.toContain('yandex')
      expect(csp).not.toContain('google')
    }
  })

  test('client-side moves send nothing anywhere', async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, 'there are no client-side moves without JavaScript')
    const outside: string[] = []
    page.on('request', (request) => {
      if (!request.url().startsWith('http://localhost')) outside.push(request.url())
    })
    await page.goto('/')
    await waitForHydration(page, javaScriptEnabled)
    await waitForEnhancements(page)
    await page.getByRole('navigation', { name: 'Основное меню' }).getByRole('link', { name: 'О компании' }).click()
    await expect(page).toHaveURL(/\/about$/)
    expect(outside).toEqual([])
    expect(await page.evaluate(() => 'ym' in window)).toBe(false)
  })
})
