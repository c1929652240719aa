import { describe, expect, it } from 'vitest'
import { priceChartSvg } from './price-chart.server.tsx'

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
})
