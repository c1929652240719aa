/** Templates for diagnostic devices: blood-pressure monitors, thermometers, oximeters, glucometers, ECG, stethoscopes. */
import { around, modelCode, type ProductTemplate, plural, spec, warranty } from './kit.ts'

const tonometers: ProductTemplate = {
  category: 'tonometry',
  weight: 3,
  make(rng, brand) {
    const model = modelCode(rng, brand)
    const kind = rng.weighted([
      ['arm', 5],
      ['wrist', 2],
      ['semi', 1],
      ['mechanical', 2],
    ] as const)
    if (kind === 'arm' || kind === 'semi') {
      const cuff = rng.pick(['22–32 см', '22–42 см', '22–45 см', '32–42 см'])
      const arrhythmia = rng.chance(0.6)
      const adapter = rng.chance(0.5)
      const automatic = kind === 'arm'
      // «с манжетой …, индикатором аритмии и адаптером питания»: commas between, «и» before the last.
      const parts = [
        `манжетой ${cuff}`,
        arrhythmia ? 'индикатором аритмии' : '',
        adapter ? 'адаптером питания' : '',
      ].filter(Boolean)
      const equipment = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} и ${parts.at(-1)}` : parts.join('')
      return {
        name: `Тонометр ${automatic ? 'автоматический' : 'полуавтоматический'} на плечо ${brand.name} ${model} с ${equipment}`,
        description:
          `${automatic ? 'Автоматический' : 'Полуавтоматический'} тонометр измеряет давление и пульс осциллометрическим ` +
          `методом. ${rng.pick(['Память на 2 × 60 измерений.', 'Крупный дисплей с подсветкой.', 'Среднее из трёх измерений.'])}`,
        specs: [
          spec('Тип', automatic ? 'автоматический' : 'полуавтоматический'),
          spec('Место измерения', 'плечо'),
          spec('Размер манжеты', cuff),
          spec('Индикатор аритмии', arrhythmia ? 'есть' : 'нет'),
          spec('Память', `${rng.pick([30, 60, 90, 120])} измерений`),
          spec('Питание', adapter ? '4 батарейки АА или сетевой адаптер' : '4 батарейки АА'),
          spec('Класс риска', '2а'),
          warranty(rng.pick([12, 36, 60])),
        ],
        priceRub: automatic ? rng.float(2300, 7400) : rng.float(1200, 2600),
        weightG: rng.int(380, 650),
        sizeCm: [16, 11, 20],
        units: 'шт.',
        vatRate: 0,
        registered: true,
        videoChance: 0.05,
      }
    }
    if (kind === 'wrist') {
      return {
        name: `Тонометр автоматический на запястье ${brand.name} ${model}, манжета 13,5–21,5 см`,
        description: 'Компактный тонометр на запястье с индикатором правильного положения руки. Удобен в поездках.',
        specs: [
          spec('Тип', 'автоматический'),
          spec('Место измерения', 'запястье'),
          spec('Размер манжеты', '13,5–21,5 см'),
          spec('Питание', '2 батарейки ААА'),
          spec('Класс риска', '2а'),
          warranty(rng.pick([12, 24, 36])),
        ],
        priceRub: rng.float(1700, 4500),
        weightG: rng.int(120, 200),
        sizeCm: [10, 8, 12],
        units: 'шт.',
        vatRate: 0,
        registered: true,
      }
    }
    const stethoscope = rng.chance(0.6)
    const cuff = rng.pick(['25–36 см', '22–38 см', '18–26 см'])
    return {
      name: `Тонометр механический ${brand.name} ${model} ${stethoscope ? 'со стетоскопом' : 'без стетоскопа'}, манжета ${cuff}`,
      description: 'Механический тонометр с манометром и нагнетателем для измерения давления по методу Короткова.',
      specs: [
        spec('Тип', 'механический'),
        spec('Размер манжеты', cuff),
        spec('Стетоскоп', stethoscope ? 'в комплекте' : 'нет'),
        spec('Класс риска', '2а'),
        warranty(12),
      ],
      priceRub: rng.float(750, 2400),
      weightG: rng.int(300, 500),
      sizeCm: [18, 8, 22],
      units: 'шт.',
      vatRate: 0,
      registered: true,
    }
  },
}

const thermometers: ProductTemplate = {
  category: 'termometry-meditsinskie',
  weight: 2,
  make(rng, brand) {
    const model = modelCode(rng, brand)
    const kind = rng.weighted([
      ['digital', 4],
      ['infrared', 3],
      ['galinstan', 1],
    ] as const)
    if (kind === 'digital') {
      const flexible = rng.chance(0.5)
      return {
        name: `Термометр медицинский электронный ${brand.name} ${model}${flexible ? ' с гибким наконечником' : ''}`,
        description: 'Цифровой термометр с водонепроницаемым корпусом и звуковым сигналом окончания измерения.',
        specs: [
          spec('Тип', 'электронный'),
          spec('Время измерения', `${rng.pick([10, 30, 60])} с`),
          spec('Точность', '±0,1 °C'),
          spec('Наконечник', flexible ? 'гибкий' : 'жёсткий'),
          spec('Класс риска', '2а'),
          warranty(12),
        ],
        priceRub: rng.float(190, 760),
        weightG: rng.int(15, 30),
        sizeCm: [4, 2, 14],
        units: 'шт.',
        vatRate: 0,
        registered: true,
        bulk: true,
      }
    }
    if (kind === 'infrared') {
      return {
        name: `Термометр инфракрасный бесконтактный ${brand.name} ${model}, измерение за 1 с`,
        description:
          'Бесконтактный термометр для измерения температуры на лбу с расстояния 1–5 см. Подходит для детей и приёмных отделений.',
        specs: [
          spec('Тип', 'инфракрасный бесконтактный'),
          spec('Время измерения', '1 с'),
          spec('Расстояние измерения', '1–5 см'),
          spec('Память', `${rng.pick([32, 50])} измерений`),
          spec('Класс риска', '2а'),
          warranty(rng.pick([12, 24])),
        ],
        priceRub: rng.float(1400, 5400),
        weightG: rng.int(90, 160),
        sizeCm: [6, 4, 16],
        units: 'шт.',
        vatRate: 0,
        registered: true,
      }
    }
    return {
      name: `Термометр медицинский безртутный галинстановый ${brand.name} в футляре`,
      description: 'Стеклянный термометр с нетоксичным сплавом галинстан вместо ртути.',
      specs: [spec('Тип', 'стеклянный, галинстан'), spec('Время измерения', '5–7 мин'), spec('Класс риска', '2а')],
      priceRub: rng.float(150, 360),
      weightG: 20,
      sizeCm: [3, 2, 15],
      units: 'шт.',
      vatRate: 0,
      registered: true,
      bulk: true,
    }
  },
}

const oximeters: ProductTemplate = {
  category: 'pulsoksimetry',
  weight: 1,
  make(rng, brand) {
    const model = modelCode(rng, brand)
    if (rng.chance(0.15)) {
      return {
        name: `Пульсоксиметр медицинский прикроватный ${brand.name} ${model} с датчиком для взрослых и детей`,
        description:
          'Прикроватный монитор сатурации и пульса с тревожной сигнализацией и хранением трендов за 72 часа.',
        specs: [
          spec('Тип', 'прикроватный'),
          spec('Диапазон SpO₂', '0–100%'),
          spec('Экран', `${rng.pick(['3,5', '4,3', '5'])}″, цветной`),
          spec('Аккумулятор', `до ${rng.pick([4, 6, 8])} ч`),
          spec('Класс риска', '2б'),
          warranty(24),
        ],
        priceRub: rng.float(32_000, 120_000),
        weightG: rng.int(900, 1800),
        sizeCm: [22, 14, 26],
        units: 'шт.',
        vatRate: 0,
        registered: true,
        videoChance: 0.1,
      }
    }
    const child = rng.chance(0.2)
    const display = rng.pick(['OLED', 'LED', 'TFT'])
    return {
      name: `Пульсоксиметр напалечный ${child ? 'детский ' : ''}${brand.name} ${model} с ${display}-дисплеем`,
      description:
        'Напалечный пульсоксиметр измеряет сатурацию и частоту пульса за 8 секунд. Работает от батареек ААА.',
      specs: [
        spec('Тип', 'напалечный'),
        spec('Дисплей', display),
        spec('Диапазон SpO₂', '70–100%'),
        spec('Назначение', child ? 'для детей' : 'для взрослых'),
        spec('Класс риска', '2б'),
        warranty(12),
      ],
      priceRub: rng.float(1200, 4600),
      weightG: rng.int(50, 90),
      sizeCm: [7, 5, 10],
      units: 'шт.',
      vatRate: 0,
      registered: true,
    }
  },
}

const glucometers: ProductTemplate = {
  category: 'glyukometry',
  weight: 2,
  make(rng, brand) {
    const model = modelCode(rng, brand, 10, 99)
    const kind = rng.weighted([
      ['meter', 2],
      ['strips', 3],
      ['lancets', 1],
    ] as const)
    if (kind === 'meter') {
      const strips = rng.pick([10, 25, 50])
      return {
        name: `Глюкометр ${brand.name} ${model} с набором: ${strips} тест-полосок и ${strips} ланцетов`,
        description: 'Глюкометр с электрохимическим методом измерения и результатом через 5 секунд без кодирования.',
        specs: [
          spec('Метод измерения', 'электрохимический'),
          spec('Время измерения', '5 с'),
          spec('Объём капли крови', '0,6 мкл'),
          spec('Память', `${rng.pick([250, 500, 1000])} измерений`),
          spec('Комплектация', `глюкометр, ручка-прокалыватель, ${strips} тест-полосок, ${strips} ланцетов, чехол`),
          spec('Класс риска', '3'),
          warranty(60),
        ],
        priceRub: rng.float(850, 2900),
        weightG: rng.int(150, 260),
        sizeCm: [15, 6, 18],
        units: 'компл.',
        vatRate: 0,
        registered: true,
      }
    }
    if (kind === 'strips') {
      const count = rng.pick([25, 50, 100])
      return {
        name: `Тест-полоски для глюкометра ${brand.name} ${model}, ${count} шт.`,
        description:
          'Тест-полоски для определения глюкозы в капиллярной крови. Срок годности после вскрытия — 6 месяцев.',
        specs: [
          spec('Количество в упаковке', `${count} шт.`),
          spec('Совместимость', `${brand.name} ${model}`),
          spec('Класс риска', '3'),
        ],
        priceRub: rng.float(11, 22) * count + 150,
        weightG: count + 30,
        sizeCm: [6, 4, 10],
        units: 'уп.',
        vatRate: 10,
        registered: true,
      }
    }
    const gauge = rng.pick(['28G', '30G', '33G'])
    const count = rng.pick([100, 200])
    return {
      name: `Ланцеты универсальные стерильные ${brand.name} ${gauge}, ${count} шт.`,
      description: 'Одноразовые ланцеты для ручек-прокалывателей большинства производителей.',
      specs: [spec('Размер иглы', gauge), spec('Количество в упаковке', `${count} шт.`), spec('Класс риска', '2а')],
      priceRub: rng.float(1.8, 4) * count,
      weightG: count / 2 + 30,
      sizeCm: [10, 6, 12],
      units: 'уп.',
      vatRate: 0,
      registered: true,
    }
  },
}

const ecg: ProductTemplate = {
  category: 'elektrokardiografy',
  weight: 1,
  make(rng, brand) {
    const channels = rng.weighted([
      [1, 1],
      [3, 3],
      [6, 2],
      [12, 3],
    ] as const)
    const model = `${brand.model}-${channels}${rng.int(10, 99)}`
    const prices = { 1: [22_000, 45_000], 3: [45_000, 125_000], 6: [90_000, 210_000], 12: [180_000, 460_000] } as const
    const [min, max] = prices[channels]
    const touch = channels >= 6 && rng.chance(0.6)
    return {
      name:
        `Электрокардиограф ${channels}-канальный ${brand.name} ${model} с автоматической интерпретацией ЭКГ` +
        (touch ? ' и сенсорным экраном' : ''),
      description:
        `Электрокардиограф регистрирует ${channels === 1 ? 'одно отведение' : `${plural(channels, 'отведение', 'отведения', 'отведений')} одновременно`} ` +
        `и печатает ЭКГ на термобумаге. Передача записей на компьютер по USB и Wi-Fi.`,
      specs: [
        spec('Количество каналов', String(channels)),
        spec('Экран', touch ? 'цветной сенсорный 10″' : `цветной ${rng.pick(['5', '7', '8'])}″`),
        spec('Ширина бумаги', channels >= 6 ? '210 мм' : '80 мм'),
        spec('Питание', 'сеть 220 В, встроенный аккумулятор'),
        spec('Класс риска', '2б'),
        warranty(rng.pick([12, 24, 36])),
      ],
      priceRub: rng.float(min, max),
      weightG: Math.round(around(rng, channels >= 6 ? 4200 : 1800, 0.2)),
      sizeCm: channels >= 6 ? [35, 14, 40] : [25, 10, 30],
      units: 'шт.',
      vatRate: 0,
      registered: true,
      videoChance: 0.2,
    }
  },
}

const stethoscopes: ProductTemplate = {
  category: 'stetofonendoskopy',
  weight: 1,
  make(rng, brand) {
    const model = modelCode(rng, brand)
    const kind = rng.weighted([
      ['Стетофонендоскоп двусторонний', 4],
      ['Стетофонендоскоп кардиологический', 2],
      ['Стетофонендоскоп педиатрический', 1],
      ['Стетоскоп электронный с усилением звука', 1],
    ] as const)
    const electronic = kind.startsWith('Стетоскоп')
    const tube = rng.pick([55, 70, 76])
    const [colour, colourSpec] = rng.pick([
      ['чёрная', 'чёрный'],
      ['синяя', 'синий'],
      ['бордовая', 'бордовый'],
      ['зелёная', 'зелёный'],
      ['серая', 'серый'],
    ] as const)
    return {
      name: `${kind} ${brand.name} ${model}, трубка ${tube} см, ${colour}`,
      description: electronic
        ? 'Электронный стетоскоп усиливает звук в 20 раз и подавляет окружающий шум.'
        : 'Акустическая головка из нержавеющей стали и двухканальная трубка без латекса обеспечивают чистый звук.',
      specs: [
        spec('Тип', electronic ? 'электронный' : 'акустический'),
        spec('Головка', electronic ? 'алюминиевый сплав' : 'нержавеющая сталь'),
        spec('Длина трубки', `${tube} см`),
        spec('Цвет трубки', colourSpec),
        spec('Класс риска', '1'),
        warranty(electronic ? 24 : 12),
      ],
      priceRub: electronic ? rng.float(15_000, 42_000) : rng.float(500, 12_000),
      weightG: rng.int(120, 220),
      sizeCm: [12, 6, 25],
      units: 'шт.',
      vatRate: 0,
      registered: true,
    }
  },
}

export const diagnosticTemplates: readonly ProductTemplate[] = [
  tonometers,
  thermometers,
  oximeters,
  glucometers,
  ecg,
  stethoscopes,
]
