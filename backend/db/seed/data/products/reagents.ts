/**
 * Templates for laboratory reagents. Some of them are precursors: Decree No. 681, List IV, Table III lists common
 * laboratory chemicals above a threshold concentration (acetone ≥ 60 %, diethyl ether ≥ 45 %, toluene ≥ 70 %,
 * sulfuric acid ≥ 45 %, hydrochloric acid ≥ 15 %), so `containsPrecursor` follows the concentration. The solvents
 * and acids themselves are listed in chemicals.json.
 */
import type { Rng } from '../../prng.ts'
import chemicals from './chemicals.json'
import { type BrandRef, dec, type ProductDraft, type ProductTemplate, spec, type Unit } from './kit.ts'

interface Chemical {
  name: string
  grades: readonly string[]
  /** Concentration of the main substance, percent. */
  percent: number
  /** Shown in the name for solutions, e.g. «Кислота соляная 36%». */
  showPercent: boolean
  /** The concentration from which the chemical counts as a precursor; absent when it never does. */
  precursorFrom?: number
  /** g/ml, for the shipping weight. */
  density: number
  /** Price of one litre in rubles. */
  pricePerLitre: { min: number; max: number }
  standard?: string
}

const { solvents, acids }: Record<'solvents' | 'acids', readonly Chemical[]> = chemicals

interface Bottle {
  label: string
  litres: number
  units: Unit
  tare: string
  tareG: number
}

const halfLitre: Bottle = { label: '0,5 л', litres: 0.5, units: 'фл.', tare: 'стеклянная бутыль', tareG: 300 }
const litre: Bottle = { label: '1 л', litres: 1, units: 'фл.', tare: 'стеклянная бутыль', tareG: 450 }
const canister: Bottle = { label: '5 л', litres: 5, units: 'шт.', tare: 'канистра ПЭ', tareG: 350 }

/** A reagent for laboratory work: not a registered medical device, so it carries the standard VAT rate. */
function reagent(draft: Omit<ProductDraft, 'vatRate' | 'registered'>): ProductDraft {
  return { ...draft, vatRate: 22, registered: false }
}

function chemicalProduct(rng: Rng, brand: BrandRef, chemical: Chemical): ProductDraft {
  const grade = rng.pick(chemical.grades)
  const bottle = rng.weighted([
    [halfLitre, 2],
    [litre, 4],
    [canister, 1],
  ])
  const percent = chemical.showPercent ? ` ${dec(chemical.percent)}%` : ''
  const precursor = chemical.precursorFrom !== undefined && chemical.percent >= chemical.precursorFrom
  // Bulk packs are cheaper per litre; higher grades cost more.
  const gradeFactor = grade === 'ос.ч.' ? 1.6 : grade === 'х.ч.' ? 1.3 : grade === 'ч.д.а.' ? 1.15 : 1
  const volumeFactor = bottle.litres === 5 ? 4.2 : bottle.litres === 0.5 ? 0.6 : 1
  const specs = [
    spec('Основное вещество', `не менее ${dec(chemical.percent)}%`),
    spec('Квалификация', grade),
    spec('Объём', bottle.label),
    spec('Тара', bottle.tare),
  ]
  if (chemical.standard) specs.push(spec('Стандарт', chemical.standard))
  if (precursor) specs.push(spec('Прекурсор', 'да, список IV, таблица III (постановление Правительства РФ № 681)'))
  return reagent({
    name: `${chemical.name}${percent} ${grade} ${brand.name}, ${bottle.label}`,
    description: precursor
      ? 'Реактив для лабораторных работ. Содержит прекурсор: отпускается организациям по заявке с приложением документов, ' +
        'операции учитываются в журнале регистрации.'
      : `Реактив квалификации «${grade}» для аналитических и препаративных лабораторных работ. Поставляется с паспортом качества.`,
    specs,
    priceRub: rng.float(chemical.pricePerLitre.min, chemical.pricePerLitre.max) * gradeFactor * volumeFactor,
    weightG: Math.round(bottle.litres * 1000 * chemical.density + bottle.tareG),
    sizeCm: bottle.litres === 5 ? [19, 30, 15] : bottle.litres === 1 ? [10, 28, 10] : [8, 22, 8],
    units: bottle.units,
    containsPrecursor: precursor,
  })
}

const solventTemplate: ProductTemplate = {
  category: 'rastvoriteli',
  weight: 3.5,
  make: (rng, brand) => chemicalProduct(rng, brand, rng.pick(solvents)),
}

const acidTemplate: ProductTemplate = {
  category: 'kisloty-i-shchelochi',
  weight: 3,
  make(rng, brand) {
    if (rng.chance(0.2)) {
      const [name, formula] = rng.pick([
        ['Натрия гидроксид', 'NaOH'],
        ['Калия гидроксид', 'KOH'],
      ] as const)
      const grams = rng.pick([500, 1000])
      return reagent({
        name: `${name} ч.д.а. ${brand.name}, гранулы, ${grams === 1000 ? '1 кг' : '500 г'}`,
        description: `Гидроксид (${formula}) в гранулах для приготовления растворов и титрования. Гигроскопичен, хранить плотно закрытым.`,
        specs: [
          spec('Основное вещество', 'не менее 98%'),
          spec('Квалификация', 'ч.д.а.'),
          spec('Форма', 'гранулы'),
          spec('Масса', grams === 1000 ? '1 кг' : '500 г'),
          spec('Тара', 'банка полимерная'),
        ],
        priceRub: rng.float(350, 900) * (grams / 1000 + 0.2),
        weightG: grams + 80,
        sizeCm: [11, 16, 11],
        units: 'шт.',
      })
    }
    return chemicalProduct(rng, brand, rng.pick(acids))
  },
}

const dyes: ProductTemplate = {
  category: 'krasiteli-i-indikatory',
  weight: 1,
  make(rng, brand) {
    const [name, pack, price, units, registered] = rng.pick([
      ['Краситель азур-эозин по Романовскому', rng.pick(['500 мл', '1 л']), [600, 2200], 'фл.', true],
      [
        'Фиксатор-краситель эозин метиленовый синий по Май-Грюнвальду',
        rng.pick(['500 мл', '1 л']),
        [700, 2500],
        'фл.',
        true,
      ],
      ['Набор реагентов для окраски по Граму', `на ${rng.pick([200, 500])} исследований`, [900, 2800], 'компл.', true],
      ['Гематоксилин Майера', rng.pick(['250 мл', '500 мл']), [1500, 4000], 'фл.', true],
      ['Индикатор фенолфталеин ч.д.а.', rng.pick(['25 г', '100 г']), [250, 700], 'шт.', false],
      ['Индикатор метиловый оранжевый ч.д.а.', rng.pick(['25 г', '100 г']), [200, 600], 'шт.', false],
      ['Раствор Люголя для окраски', rng.pick(['100 мл', '250 мл']), [150, 450], 'фл.', false],
    ] as const)
    return {
      name: `${name} ${brand.name}, ${pack}`,
      description: registered
        ? 'Медицинское изделие для диагностики in vitro: окраска мазков крови и микробиологических препаратов.'
        : 'Реактив для лабораторных работ и титриметрического анализа.',
      specs: [
        spec('Фасовка', pack),
        spec('Срок годности', `${rng.pick([12, 18, 24, 36])} мес.`),
        spec('Условия хранения', 'от +2 до +25 °C'),
      ],
      priceRub: rng.float(price[0], price[1]),
      weightG: rng.int(150, 1300),
      sizeCm: [10, 20, 10],
      units,
      vatRate: registered ? 0 : 22,
      registered,
    }
  },
}

const buffers: ProductTemplate = {
  category: 'bufernye-rastvory',
  weight: 1,
  make(rng, brand) {
    const kind = rng.weighted([
      ['calibration', 3],
      ['titre', 1],
      ['pbs', 1],
      ['tris', 1],
    ] as const)
    const ph = rng.pick(['1,68', '4,01', '6,86', '7,00', '9,18', '10,01'])
    if (kind === 'calibration') {
      const volume = rng.pick([250, 500, 1000])
      return reagent({
        name: `Буферный раствор pH ${ph} для калибровки pH-метров ${brand.name}, ${volume} мл`,
        description: 'Готовый буферный раствор с сертификатом калибровки, погрешность ±0,01 pH при 25 °C.',
        specs: [spec('pH при 25 °C', ph), spec('Объём', `${volume} мл`), spec('Точность', '±0,01 pH')],
        priceRub: rng.float(200, 600) * (volume / 500 + 0.3),
        weightG: volume + 80,
        sizeCm: [8, 18, 8],
        units: 'фл.',
      })
    }
    if (kind === 'titre') {
      return reagent({
        name: `Стандарт-титр для приготовления буферного раствора pH ${ph} ${brand.name}, 1 ампула`,
        description: 'Ампула с точной навеской для приготовления 1 л образцового буферного раствора.',
        specs: [spec('pH при 25 °C', ph), spec('Фасовка', '1 ампула на 1 л')],
        priceRub: rng.float(120, 360),
        weightG: 40,
        sizeCm: [3, 12, 3],
        units: 'шт.',
        bulk: true,
      })
    }
    if (kind === 'pbs') {
      const tablets = rng.pick([10, 50, 100])
      return reagent({
        name: `Фосфатно-солевой буфер PBS, pH 7,4 ${brand.name}, ${tablets} таблеток`,
        description: 'Таблетки для приготовления фосфатно-солевого буфера: одна таблетка на 100 мл воды.',
        specs: [spec('pH', '7,4'), spec('Количество в упаковке', `${tablets} таблеток`)],
        priceRub: rng.float(25, 60) * tablets + 150,
        weightG: tablets * 2 + 50,
        sizeCm: [5, 9, 5],
        units: 'уп.',
      })
    }
    const ph2 = rng.pick(['7,4', '7,5', '8,0', '8,5'])
    return reagent({
      name: `Трис-буфер 1 М, pH ${ph2} ${brand.name}, 500 мл`,
      description: 'Стерильный раствор трис-HCl для молекулярной биологии, свободен от ДНКаз и РНКаз.',
      specs: [spec('Концентрация', '1 М'), spec('pH', ph2), spec('Объём', '500 мл')],
      priceRub: rng.float(900, 2100),
      weightG: 580,
      sizeCm: [8, 18, 8],
      units: 'фл.',
    })
  },
}

export const reagentTemplates: readonly ProductTemplate[] = [solventTemplate, acidTemplate, dyes, buffers]
