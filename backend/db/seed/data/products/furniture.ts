/** Templates for medical furniture: couches, cabinets, instrument tables and hospital beds. */
import type { Rng } from '../../prng.ts'
import { around, type BrandRef, modelCode, type ProductDraft, type ProductTemplate, spec, warranty } from './kit.ts'

/** A furniture template: every kind is as common as the others, and every piece has the brand's model number. */
function furniture(
  category: string,
  make: (rng: Rng, brand: BrandRef, model: string) => ProductDraft,
): ProductTemplate {
  return { category, weight: 1, make: (rng, brand) => make(rng, brand, modelCode(rng, brand)) }
}

const couches = furniture('kushetki-meditsinskie', (rng, brand, model) => {
  const [kind, frame] = rng.pick([
    ['смотровая с регулируемым подголовником', 'металл с порошковым покрытием'],
    ['смотровая с держателем для рулона простыней', 'металл с порошковым покрытием'],
    ['массажная складная', 'массив бука'],
    ['процедурная с двумя секциями', 'нержавеющая сталь'],
  ] as const)
  const [length, width] = rng.pick([
    [185, 60],
    [190, 60],
    [190, 65],
    [190, 70],
  ] as const)
  const colour = rng.pick(['белый', 'бежевый', 'голубой', 'серый', 'бордовый'])
  return {
    name: `Кушетка медицинская ${kind} ${brand.name} ${model}, ${length} × ${width} см`,
    description: `Кушетка для смотровых и процедурных кабинетов. Обивка из моющейся искусственной кожи, цвет ${colour}.`,
    specs: [
      spec('Размер ложа', `${length} × ${width} см`),
      spec('Каркас', frame),
      spec('Обивка', 'искусственная кожа'),
      spec('Цвет обивки', colour),
      spec('Максимальная нагрузка', `${rng.pick([150, 180, 200])} кг`),
      warranty(rng.pick([12, 24])),
    ],
    priceRub: rng.float(8500, 42_000),
    weightG: Math.round(around(rng, 24_000, 0.3)),
    sizeCm: [width + 5, 20, length + 5],
    units: 'шт.',
    vatRate: rng.chance(0.5) ? 0 : 22,
    registered: true,
  }
})

const cabinets = furniture('shkafy-meditsinskie', (rng, brand, model) => {
  const doors = rng.pick(['одностворчатый', 'двухстворчатый'])
  const [glazing, glazingSpec] = rng.pick([
    ['двери металл', 'металл'],
    ['двери стекло', 'стекло'],
    ['двери стекло/металл', 'стекло сверху, металл снизу'],
  ] as const)
  const [height, width, depth] =
    doors === 'одностворчатый'
      ? rng.pick([
          [1650, 500, 400],
          [1750, 600, 400],
        ] as const)
      : rng.pick([
          [1750, 800, 400],
          [1850, 900, 450],
        ] as const)
  const safe = rng.chance(0.3)
  return {
    name:
      `Шкаф медицинский ${doors} металлический ${brand.name} ${model}, ${glazing}` +
      `${safe ? ', с сейфовой ячейкой' : ''}, ${height} × ${width} × ${depth} мм`,
    description: `Шкаф для хранения медикаментов и инструментов со стеклянными полками и замком. ${
      safe ? 'Сейфовая ячейка для препаратов строгого учёта.' : 'Регулируемые опоры для неровного пола.'
    }`,
    specs: [
      spec('Количество дверей', doors === 'одностворчатый' ? '1' : '2'),
      spec('Двери', glazingSpec),
      spec('Габариты (В × Ш × Г)', `${height} × ${width} × ${depth} мм`),
      spec('Полки', `${rng.pick([4, 5])}, стекло`),
      spec('Сейфовая ячейка', safe ? 'есть' : 'нет'),
      warranty(24),
    ],
    priceRub: rng.float(14_000, 48_000) * (doors === 'двухстворчатый' ? 1.35 : 1) * (safe ? 1.2 : 1),
    weightG: Math.round(around(rng, doors === 'двухстворчатый' ? 52_000 : 36_000, 0.15)),
    sizeCm: [width / 10 + 5, height / 10 + 5, depth / 10 + 5],
    units: 'шт.',
    vatRate: 22,
    registered: false,
  }
})

const tables = furniture('stoliki-instrumentalnye', (rng, brand, model) => {
  const [kind, shelves] = rng.pick([
    ['инструментальный передвижной', 2],
    ['инструментальный передвижной', 3],
    ['манипуляционный с двумя ящиками', 2],
    ['процедурный с бортиками', 3],
  ] as const)
  const [width, depth] = rng.pick([
    [500, 400],
    [600, 400],
    [700, 500],
  ] as const)
  const material = rng.pick(['нержавеющая сталь', 'сталь с порошковым покрытием'])
  return {
    name: `Столик ${kind} ${brand.name} ${model}, ${shelves} полки, ${material}, ${width} × ${depth} мм`,
    description: 'Столик на четырёх колёсах, два из которых с тормозом, для инструментов и перевязочного материала.',
    specs: [
      spec('Материал', material),
      spec('Количество полок', String(shelves)),
      spec('Размер столешницы', `${width} × ${depth} мм`),
      spec('Колёса', '4, диаметр 75 мм, 2 с тормозом'),
      warranty(12),
    ],
    priceRub: rng.float(6500, 26_000) * (material === 'нержавеющая сталь' ? 1.4 : 1),
    weightG: Math.round(around(rng, 11_000, 0.25)),
    sizeCm: [width / 10 + 5, 20, depth / 10 + 5],
    units: 'шт.',
    vatRate: 22,
    registered: false,
  }
})

const beds = furniture('krovati-funktsionalnye', (rng, brand, model) => {
  const electric = rng.chance(0.45)
  const sections = rng.pick(electric ? [3, 4] : [2, 3, 4])
  const toilet = !electric && rng.chance(0.3)
  return {
    name:
      `Кровать функциональная медицинская ${electric ? 'с электроприводом' : 'механическая'} ${brand.name} ${model}, ` +
      `${sections} секции${toilet ? ', с туалетным устройством' : ''}`,
    description:
      `${electric ? 'Электрические приводы с пультом управления меняют' : 'Механические приводы с рукоятками меняют'} ` +
      'положение спины и ног пациента. Боковые ограждения и колёса с тормозами в комплекте.',
    specs: [
      spec('Привод', electric ? 'электрический, пульт' : 'механический, винтовой'),
      spec('Количество секций', String(sections)),
      spec('Размер ложа', '195 × 90 см'),
      spec('Максимальная нагрузка', `${rng.pick([150, 170, 200])} кг`),
      spec('Туалетное устройство', toilet ? 'есть' : 'нет'),
      spec('Класс риска', '1'),
      warranty(rng.pick([12, 24, 36])),
    ],
    priceRub: electric ? rng.float(60_000, 280_000) : rng.float(20_000, 75_000),
    weightG: Math.round(around(rng, electric ? 95_000 : 70_000, 0.2)),
    sizeCm: [100, 50, 210],
    units: 'шт.',
    vatRate: 0,
    registered: true,
    videoChance: electric ? 0.15 : 0,
  }
})

export const furnitureTemplates: readonly ProductTemplate[] = [couches, cabinets, tables, beds]
