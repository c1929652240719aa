import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { priceChartSvg } from './price-chart.server.tsx'

vi.mock('react-dom/server', async (original) => {
  const actual = await original<typeof import('react-dom/server')>()
  return { ...actual, renderToStaticMarkup: vi.fn(actual.renderToStaticMarkup) }
})

const months = (prices: number[]) =>
  prices.map((price, i) => ({ date: `2026-${String(i + 1).padStart(2, '0')}-01`, price }))

describe('priceChartSvg', () => {
  it('draws one named SVG with a line through the points', () => {
    const svg = priceChartSvg(months([1000, 1100, 1050, 1200]), 'Динамика цен') ?? ''
    expect(svg.startsWith('<svg')).toBe(true)
    expect(svg.match(/<svg/g)).toHaveLength(1)
    expect(svg.endsWith('</svg>')).toBe(true)
    expect(svg).toContain('aria-label="Динамика цен"')
    expect(svg).toMatch(/<path[^>]+d="M/)
    expect(svg).toContain('₽')
  })

  it('draws nothing from fewer than two points', () => {
    expect(priceChartSvg(months([1000]), 'x')).toBeNull()
  })

  it('draws a chart once and gives every later page the same picture', () => {
    const points = months([500, 700, 600])
    const first = priceChartSvg(points, 'Динамика цен')
    const draws = vi.mocked(renderToStaticMarkup).mock.calls.length
    expect(priceChartSvg(months([500, 700, 600]), 'Динамика цен')).toBe(first)
    expect(vi.mocked(renderToStaticMarkup).mock.calls.length).toBe(draws)
    // Another price is another chart.
    expect(priceChartSvg(months([500, 700, 650]), 'Динамика цен')).not.toBe(first)
    expect(vi.mocked(renderToStaticMarkup).mock.calls.length).toBe(draws + 1)
  })
})
