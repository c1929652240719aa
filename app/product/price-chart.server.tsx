/**
 * The price-dynamics chart, drawn with victory on the server into an SVG string: the browser gets a picture and no
 * chart JavaScript at all (ARCHITECTURE, progressive enhancement rule 6).
 */
import { renderToStaticMarkup } from 'react-dom/server'
import { VictoryAxis, VictoryChart, VictoryLine, VictoryScatter } from 'victory'

const TEAL = '#0f7c7a'
const INK = '#4f5f64'
const month = new Intl.DateTimeFormat('ru-RU', { month: 'short', timeZone: 'UTC' })
const rubles = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 })

type PricePoint = { date: string; price: number }

/**
 * Charts already drawn, by their title and points. Drawing one takes victory a few milliseconds — a quarter of a
 * product page's CPU — and a product's price history changes once a day at most, so each is drawn once and reused
 * by every visitor. Bounded: the least recently used go first.
 */
const drawn = new Map<string, string>()
const DRAWN_MAX = 1_000

export function priceChartSvg(points: PricePoint[], title: string): string | null {
  if (points.length < 2) return null
  const key = `${title}\n${points.map((p) => `${p.date}=${p.price}`).join(' ')}`
  let svg = drawn.get(key)
  if (svg === undefined) {
    svg = drawChart(points, title)
    if (drawn.size >= DRAWN_MAX) drawn.delete(drawn.keys().next().value as string)
  } else {
    drawn.delete(key)
  }
  drawn.set(key, svg)
  return svg
}

function drawChart(points: PricePoint[], title: string): string {
  const data = points.map((p) => ({ x: new Date(`${p.date}T00:00:00Z`), y: p.price }))
  const prices = data.map((d) => d.y)
  const low = Math.min(...prices)
  const high = Math.max(...prices)
  const pad = Math.max((high - low) * 0.15, high * 0.02, 1)
  const markup = renderToStaticMarkup(
    <VictoryChart
      width={640}
      height={280}
      padding={{ top: 20, right: 24, bottom: 44, left: 72 }}
      domain={{ y: [Math.max(0, low - pad), high + pad] }}
      scale={{ x: 'time' }}
      standalone
    >
      <VictoryAxis
        tickFormat={(t: Date) => month.format(t).replace('.', '')}
        style={{ tickLabels: { fontSize: 12, fill: INK }, axis: { stroke: '#d6e0e2' } }}
      />
      <VictoryAxis
        dependentAxis
        tickFormat={(t: number) => `${rubles.format(t)} ₽`}
        style={{
          tickLabels: { fontSize: 12, fill: INK },
          axis: { stroke: '#d6e0e2' },
          grid: { stroke: '#e8eef0' },
        }}
      />
      <VictoryLine data={data} style={{ data: { stroke: TEAL, strokeWidth: 3 } }} />
      <VictoryScatter data={data} size={3.5} style={{ data: { fill: TEAL } }} />
    </VictoryChart>,
  )
  // Only the chart's own SVG: victory wraps it in a container meant for interactive charts, with a second,
  // absolutely positioned SVG for tooltips that would lie over the page. Name it for screen readers.
  const start = markup.indexOf('<svg')
  const svg = markup.slice(start, markup.indexOf('</svg>', start) + '</svg>'.length)
  return svg.replace(/^<svg /, `<svg aria-label="${title.replace(/[&<>"]/g, '')}" `)
}
