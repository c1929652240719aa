/** Templates for laboratory equipment: centrifuges, microscopes, pipettes and labware. */
import { around, modelCode, num, type ProductTemplate, plural, spec, warranty } from './kit.ts'

const centrifuges: ProductTemplate = {
  category: 'tsentrifugi-laboratornye',
  weight: 1,
  make(rng, brand) {
    const model = modelCode(rng, brand)
    const registered = rng.chance(0.6)
    if (rng.chance(0.25)) {
      const rpm = rng.pick([10_000, 13_500, 15_000])
      return {
        name: `Микроцентрифуга ${brand.name} ${model} на 24 пробирки 1,5/2 мл, ${num(rpm)} об/мин`,
        description: 'Настольная микроцентрифуга для выделения ДНК, осаждения белков и работы с микрообъёмами.',
        specs: [
          spec('Ротор', 'угловой, 24 × 1,5/2 мл'),
          spec('Максимальная скорость', `${num(rpm)} об/мин`),
          spec('Таймер', '30 с — 99 мин'),
          spec('Мощность', `${rng.pick([150, 200, 250])} Вт`),
          warranty(rng.pick([12, 24, 36])),
        ],
        priceRub: rng.float(45_000, 180_000),
        weightG: Math.round(around(rng, 9000, 0.2)),
        sizeCm: [30, 26, 36],
        units: 'шт.',
        vatRate: registered ? 0 : 22,
        registered,
      }
    }
    const tubes = rng.pick([6, 8, 12, 24])
    const rpm = rng.pick([3000, 4000, 5000, 6000])
    const volume = rng.pick([10, 15])
    return {
      name: `Центрифуга лабораторная ${brand.name} ${model} на ${plural(tubes, 'пробирку', 'пробирки', 'пробирок')}, ${num(rpm)} об/мин`,
      description:
        `Центрифуга с бакет-ротором для пробирок по ${volume} мл, используется для разделения крови и мочи. ` +
        'Блокировка крышки и автоматическая остановка при дисбалансе.',
      specs: [
        spec('Количество пробирок', String(tubes)),
        spec('Объём пробирок', `${volume} мл`),
        spec('Максимальная скорость', `${num(rpm)} об/мин`),
        spec('Мощность', `${rng.pick([120, 180, 250, 400])} Вт`),
        spec('Напряжение', '220 В'),
        warranty(rng.pick([12, 24, 36])),
      ],
      priceRub: rng.float(25_000, 90_000) * (tubes >= 12 ? 1.5 : 1),
      weightG: Math.round(around(rng, tubes >= 12 ? 16_000 : 8000, 0.2)),
      sizeCm: tubes >= 12 ? [45, 35, 50] : [35, 28, 40],
      units: 'шт.',
      vatRate: registered ? 0 : 22,
      registered,
      videoChance: 0.1,
    }
  },
}

const microscopes: ProductTemplate = {
  category: 'mikroskopy',
  weight: 1,
  make(rng, brand) {
    const model = modelCode(rng, brand)
    const head = rng.weighted([
      ['монокулярный', 1],
      ['бинокулярный', 3],
      ['тринокулярный', 2],
    ] as const)
    const camera = head === 'тринокулярный' && rng.chance(0.5)
    const max = rng.pick([1000, 1600, 2000])
    const base = {
      монокулярный: [18_000, 45_000],
      бинокулярный: [35_000, 140_000],
      тринокулярный: [70_000, 260_000],
    } as const
    const [min, top] = base[head]
    return {
      name:
        `Микроскоп биологический ${head} ${brand.name} ${model}, увеличение 40–${max}×, LED-подсветка` +
        (camera ? ', с цифровой камерой' : ''),
      description:
        `Лабораторный ${head} микроскоп для исследований в проходящем свете. ` +
        (camera
          ? 'Камера 5 Мп передаёт изображение на компьютер.'
          : 'Ахроматические объективы 4×, 10×, 40× и 100× (иммерсия).'),
      specs: [
        spec('Тип насадки', head),
        spec('Увеличение', `40–${max}×`),
        spec('Объективы', 'ахроматические 4×, 10×, 40×, 100×'),
        spec('Подсветка', 'светодиодная, регулируемая'),
        spec('Камера', camera ? '5 Мп, USB' : 'нет'),
        warranty(rng.pick([12, 24, 36])),
      ],
      priceRub: rng.float(min, top) * (camera ? 1.4 : 1),
      weightG: Math.round(around(rng, 6500, 0.25)),
      sizeCm: [30, 45, 40],
      units: 'шт.',
      vatRate: 22,
      registered: false,
      videoChance: 0.08,
    }
  },
}

const volumeRanges = ['0,5–10', '2–20', '10–100', '20–200', '100–1000', '1000–5000'] as const

const pipettes: ProductTemplate = {
  category: 'dozatory-laboratornye',
  weight: 1,
  make(rng, brand) {
    const model = modelCode(rng, brand)
    const kind = rng.weighted([
      ['variable', 4],
      ['fixed', 2],
      ['multi', 1],
    ] as const)
    if (kind === 'multi') {
      const channels = rng.pick([8, 12])
      const range = rng.pick(['0,5–10', '5–50', '30–300'])
      return {
        name: `Дозатор пипеточный ${channels}-канальный переменного объёма ${brand.name} ${model}, ${range} мкл`,
        description: 'Многоканальный дозатор для работы с 96-луночными планшетами, полностью автоклавируемый.',
        specs: [
          spec('Количество каналов', String(channels)),
          spec('Объём дозирования', `${range} мкл`),
          spec('Автоклавирование', 'полное'),
          warranty(rng.pick([24, 36])),
        ],
        priceRub: rng.float(22_000, 62_000),
        weightG: 260,
        sizeCm: [12, 8, 30],
        units: 'шт.',
        vatRate: 22,
        registered: false,
      }
    }
    if (kind === 'fixed') {
      const volume = rng.pick([5, 10, 20, 25, 50, 100, 200, 250, 500, 1000])
      return {
        name: `Дозатор пипеточный одноканальный фиксированного объёма ${brand.name} ${model}, ${volume} мкл`,
        description: 'Дозатор фиксированного объёма для рутинных операций с высокой воспроизводимостью.',
        specs: [spec('Количество каналов', '1'), spec('Объём дозирования', `${volume} мкл`), warranty(24)],
        priceRub: rng.float(4200, 12_500),
        weightG: 120,
        sizeCm: [6, 5, 25],
        units: 'шт.',
        vatRate: 22,
        registered: false,
      }
    }
    const range = rng.pick(volumeRanges)
    return {
      name: `Дозатор пипеточный одноканальный переменного объёма ${brand.name} ${model}, ${range} мкл`,
      description: 'Механический дозатор с четырёхразрядным счётчиком объёма и мягким ходом поршня.',
      specs: [
        spec('Количество каналов', '1'),
        spec('Объём дозирования', `${range} мкл`),
        spec('Шаг установки', 'от 0,01 мкл'),
        warranty(36),
      ],
      priceRub: rng.float(6000, 25_000),
      weightG: 130,
      sizeCm: [6, 5, 25],
      units: 'шт.',
      vatRate: 22,
      registered: false,
    }
  },
}

/** `with` completes «пробирка с …»; `filler` is the same additive in the nominative for the specs. */
const vacuumTubes = [
  { with: 'ЭДТА К3', filler: 'ЭДТА К3', cap: 'сиреневый' },
  { with: 'ЭДТА К2', filler: 'ЭДТА К2', cap: 'сиреневый' },
  { with: 'активатором свёртывания', filler: 'активатор свёртывания', cap: 'красный' },
  { with: 'гелем и активатором свёртывания', filler: 'гель и активатор свёртывания', cap: 'жёлтый' },
  { with: 'цитратом натрия 3,2%', filler: 'цитрат натрия 3,2%', cap: 'голубой' },
  { with: 'гепарином лития', filler: 'гепарин лития', cap: 'зелёный' },
] as const

const labware: ProductTemplate = {
  category: 'laboratornaya-posuda',
  weight: 2,
  make(rng, brand) {
    const kind = rng.weighted([
      ['tube', 3],
      ['petri', 2],
      ['flask', 1],
      ['cylinder', 1],
      ['tips', 2],
    ] as const)
    if (kind === 'tube') {
      const tube = rng.pick(vacuumTubes)
      const [volume, size] = rng.pick([
        ['2 мл', '13 × 75 мм'],
        ['4 мл', '13 × 75 мм'],
        ['6 мл', '13 × 100 мм'],
        ['9 мл', '16 × 100 мм'],
      ] as const)
      return {
        name: `Пробирка вакуумная с ${tube.with} ${brand.name}, ${volume}, ${size}, 100 шт.`,
        description: `Вакуумная пробирка из ПЭТ для забора венозной крови. Цвет крышки — ${tube.cap}.`,
        specs: [
          spec('Наполнитель', tube.filler),
          spec('Объём', volume),
          spec('Размер', size),
          spec('Цвет крышки', tube.cap),
          spec('Количество в упаковке', '100 шт.'),
          spec('Класс риска', '2а'),
        ],
        priceRub: rng.float(850, 2300),
        weightG: 900,
        sizeCm: [20, 10, 14],
        units: 'уп.',
        vatRate: 0,
        registered: true,
      }
    }
    if (kind === 'petri') {
      const diameter = rng.pick([35, 60, 90, 100])
      const count = rng.pick([10, 20, 500])
      return {
        name: `Чашка Петри одноразовая стерильная ${brand.name}, ${diameter} мм, ${count} шт.`,
        description: 'Чашки из прозрачного полистирола для культивирования микроорганизмов, стерилизованы радиацией.',
        specs: [
          spec('Диаметр', `${diameter} мм`),
          spec('Материал', 'полистирол'),
          spec('Количество в упаковке', `${count} шт.`),
        ],
        priceRub: rng.float(9, 22) * count + 60,
        weightG: count * 15 + 50,
        sizeCm: count === 500 ? [50, 40, 40] : [12, 10, diameter / 10 + 2],
        units: 'уп.',
        vatRate: 22,
        registered: false,
      }
    }
    if (kind === 'flask') {
      const volume = rng.pick([50, 100, 250, 500, 1000])
      return {
        name: `Колба коническая Эрленмейера ${brand.name}, ${volume} мл, боросиликатное стекло`,
        description: 'Термостойкая колба с узким горлом для нагревания и титрования.',
        specs: [spec('Объём', `${volume} мл`), spec('Материал', 'боросиликатное стекло 3.3')],
        priceRub: rng.float(180, 500) * (1 + volume / 1000),
        weightG: Math.round(volume * 0.35 + 40),
        sizeCm: [12, 12, 18],
        units: 'шт.',
        vatRate: 22,
        registered: false,
      }
    }
    if (kind === 'cylinder') {
      const volume = rng.pick([10, 25, 50, 100, 250, 500, 1000])
      return {
        name: `Цилиндр мерный с носиком ${brand.name}, ${volume} мл, класс точности 2`,
        description: 'Мерный цилиндр на шестигранном основании для отмеривания жидкостей.',
        specs: [spec('Объём', `${volume} мл`), spec('Класс точности', '2'), spec('Материал', 'стекло')],
        priceRub: rng.float(250, 700) * (1 + volume / 1000),
        weightG: Math.round(volume * 0.3 + 60),
        sizeCm: [10, 10, 30],
        units: 'шт.',
        vatRate: 22,
        registered: false,
      }
    }
    const [volume, count] = rng.pick([
      ['10 мкл', 1000],
      ['200 мкл', 1000],
      ['1000 мкл', 500],
      ['5 мл', 250],
    ] as const)
    const filter = rng.chance(0.3)
    return {
      name: `Наконечники для дозаторов ${volume}${filter ? ' с фильтром' : ''} ${brand.name}, ${count} шт.`,
      description: 'Универсальные полипропиленовые наконечники, совместимые с дозаторами большинства производителей.',
      specs: [
        spec('Объём', volume),
        spec('Фильтр', filter ? 'есть' : 'нет'),
        spec('Количество в упаковке', `${count} шт.`),
      ],
      priceRub: rng.float(350, 1300) * (filter ? 2.2 : 1),
      weightG: 600,
      sizeCm: [25, 15, 15],
      units: 'уп.',
      vatRate: 22,
      registered: false,
    }
  },
}

export const laboratoryTemplates: readonly ProductTemplate[] = [centrifuges, microscopes, pipettes, labware]
