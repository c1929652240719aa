/**
 * Drawn pictures for the demo catalogue: a product picture is a pictogram of its kind on a soft colour, a logo is
 * the name set in a badge. Deterministic for an id, so they cache forever.
 */

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch)

/** Teal-leaning hues that sit well with the theme colour. */
const HUES = [174, 186, 200, 160, 212, 150, 190, 168]
const hueFor = (id: number) => HUES[id % HUES.length] ?? 174

type Pictogram = { match: RegExp; draw: string }

// Simple line drawings on a 200×200 canvas, stroked with the accent colour.
const PICTOGRAMS: Pictogram[] = [
  {
    match: /перчат/i,
    draw: 'M70 150 V80 a8 8 0 0 1 16 0 V60 a8 8 0 0 1 16 0 V56 a8 8 0 0 1 16 0 V64 a8 8 0 0 1 16 0 V110 l12 -14 a8 8 0 0 1 12 10 L130 150 Z',
  },
  {
    match: /шприц|игл|катетер|инфуз/i,
    draw: 'M40 160 L60 140 M55 145 L125 75 L145 95 L75 165 Z M125 75 L140 60 M135 55 L150 70 M145 65 L165 45 M155 40 L170 55',
  },
  {
    match: /тонометр|давлен|диагност|термометр|пульсоксим|стетоскоп/i,
    draw: 'M100 60 a45 45 0 1 0 0.1 0 Z M100 105 L125 80 M70 105 h8 M122 105 h8 M100 75 v8',
  },
  {
    match: /стомат|зуб|дентал|эндодон|ортодон/i,
    draw: 'M70 60 q30 -15 60 0 q15 25 -5 55 l-8 45 q-6 10 -10 -5 l-7 -25 l-7 25 q-4 15 -10 5 l-8 -45 q-20 -30 -5 -55 Z',
  },
  {
    match: /лаборат|центрифуг|пробир|реактив|реагент|химич|кисл|ацетон|эфир/i,
    draw: 'M85 50 h30 M90 50 v40 l-30 60 a8 8 0 0 0 7 12 h66 a8 8 0 0 0 7 -12 l-30 -60 v-40 M72 130 h56',
  },
  {
    match: /коляск|реабилит|ходунк|костыл|трост|ортопед/i,
    draw: 'M95 45 a10 10 0 1 0 0.1 0 M95 65 v50 h35 l15 35 M95 90 h30 M110 110 a35 35 0 1 0 -30 45',
  },
  {
    match: /дезинф|стерил|антисепт|мыл|гигиен/i,
    draw: 'M85 45 h30 v20 h-30 Z M80 65 h40 l10 20 v75 a6 6 0 0 1 -6 6 h-48 a6 6 0 0 1 -6 -6 v-75 Z M88 110 h24 M100 98 v24',
  },
  {
    match: /мебел|кушет|кроват|стол|шкаф|кресл/i,
    draw: 'M40 120 h120 v15 h-120 Z M50 135 v30 M150 135 v30 M40 120 v-30 h30 v30',
  },
  {
    match: /бинт|перевяз|пласт|салфет|маск|халат|бахил|шапоч/i,
    draw: 'M50 80 h100 v40 h-100 Z M50 80 l-10 -15 M150 80 l10 -15 M50 120 l-10 15 M150 120 l10 15 M70 100 h60',
  },
]
const DEFAULT_DRAW = 'M85 55 h30 v30 h30 v30 h-30 v30 h-30 v-30 h-30 v-30 h30 Z'

function pictogramFor(kind: string): string {
  return PICTOGRAMS.find((p) => p.match.test(kind))?.draw ?? DEFAULT_DRAW
}

export function productImageSvg(product: { id: number; name: string; categoryName: string }): string {
  const hue = hueFor(product.id)
  const draw = pictogramFor(`${product.categoryName} ${product.name}`)
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="400" height="400" role="img" aria-label="${escapeXml(product.name)}">
<rect width="200" height="200" fill="hsl(${hue} 45% 95%)"/>
<circle cx="100" cy="105" r="78" fill="hsl(${hue} 50% 89%)"/>
<path d="${draw}" fill="none" stroke="hsl(${hue} 60% 32%)" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>
</svg>`
}

export function logoSvg(entity: { id: number; name: string }, shape: 'badge' | 'round'): string {
  const hue = hueFor(entity.id * 7)
  const name = escapeXml(entity.name)
  if (shape === 'round') {
    const initials = escapeXml(
      entity.name
        .replace(/[«»"']/g, '')
        .split(/\s+/)
        .filter((w) => w.length > 2 && !/^(ООО|АО|ЗАО|ПАО|ИП)$/i.test(w))
        .slice(0, 2)
        .map((w) => w[0]?.toUpperCase() ?? '')
        .join(''),
    )
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120" role="img" aria-label="${name}">
<circle cx="60" cy="60" r="58" fill="hsl(${hue} 55% 35%)"/>
<text x="60" y="73" font-family="Arial, Helvetica, sans-serif" font-size="38" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text>
</svg>`
  }
  const size = Math.max(14, Math.min(30, Math.floor(260 / Math.max(entity.name.length, 1))))
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 100" width="240" height="100" role="img" aria-label="${name}">
<rect x="2" y="2" width="236" height="96" rx="14" fill="#fff" stroke="hsl(${hue} 45% 40%)" stroke-width="3"/>
<text x="120" y="${50 + size / 3}" font-family="Arial, Helvetica, sans-serif" font-size="${size}" font-weight="700" fill="hsl(${hue} 55% 28%)" text-anchor="middle">${name}</text>
</svg>`
}

/** A product video's poster (16:9): the product's pictogram and name, and a play sign. */
export function videoPosterSvg(product: { id: number; name: string; categoryName: string }): string {
  const hue = hueFor(product.id)
  const draw = pictogramFor(`${product.categoryName} ${product.name}`)
  const name = product.name.length > 48 ? `${product.name.slice(0, 47)}…` : product.name
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 270" width="960" height="540" role="img" aria-label="${escapeXml(product.name)}">
<rect width="480" height="270" fill="hsl(${hue} 45% 93%)"/>
<g transform="translate(20 35) scale(0.9)"><path d="${draw}" fill="none" stroke="hsl(${hue} 60% 32%)" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/></g>
<circle cx="320" cy="120" r="48" fill="hsl(${hue} 60% 32%)" opacity="0.9"/>
<path d="M305 95 L305 145 L348 120 Z" fill="#fff"/>
<text x="24" y="245" font-family="Arial, Helvetica, sans-serif" font-size="18" font-weight="700" fill="hsl(${hue} 55% 24%)">${escapeXml(name)}</text>
</svg>`
}
