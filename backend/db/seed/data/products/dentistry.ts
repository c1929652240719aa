/** Templates for dentistry: dental units, handpieces, filling materials and hand instruments. */
import { around, dec, modelCode, num, type ProductTemplate, plural, spec, warranty } from './kit.ts'

const units: ProductTemplate = {
  category: 'stomatologicheskie-ustanovki',
  weight: 1,
  make(rng, brand) {
    const model = modelCode(rng, brand, 1000, 9999)
    const tier = rng.weighted([
      ['economy', 3],
      ['middle', 3],
      ['premium', 1],
    ] as const)
    const prices = {
      economy: [300_000, 700_000],
      middle: [700_000, 1_500_000],
      premium: [1_500_000, 3_000_000],
    } as const
    const [min, max] = prices[tier]
    const feed = rng.pick(['верхней', 'нижней'])
    const instruments = tier === 'economy' ? rng.int(3, 4) : rng.int(4, 6)
    const light = tier === 'economy' ? rng.pick(['галогеновым', 'LED']) : 'LED'
    const lux = tier === 'premium' ? rng.pick([35_000, 50_000]) : rng.pick([8000, 15_000, 25_000])
    return {
      name:
        `Стоматологическая установка ${brand.name} ${model} с ${feed} подачей инструментов, ` +
        `${plural(instruments, 'инструмент', 'инструмента', 'инструментов')}, ${light === 'LED' ? 'LED-светильник' : 'галогеновый светильник'}`,
      description:
        `Установка с электромеханическим креслом, ${feed} подачей инструментов и ассистентским блоком на ${rng.pick([3, 4])} позиции. ` +
        (tier === 'premium'
          ? 'Встроенный мультимедийный монитор и беспроводная педаль управления.'
          : 'Керамическая плевательница и программируемые положения кресла.'),
      specs: [
        spec('Подача инструментов', feed === 'верхней' ? 'верхняя' : 'нижняя'),
        spec('Количество инструментов', String(instruments)),
        spec('Светильник', `${light === 'LED' ? 'светодиодный' : 'галогеновый'}, ${num(lux)} лк`),
        spec('Кресло', `электромеханическое, ${rng.pick([3, 6, 9])} программ памяти`),
        spec('Плевательница', rng.pick(['керамическая поворотная', 'стеклянная съёмная'])),
        spec('Мощность', `${rng.pick([800, 1000, 1200])} Вт`),
        spec('Класс риска', '2б'),
        warranty(rng.pick([12, 24, 36])),
      ],
      priceRub: rng.float(min, max),
      weightG: Math.round(around(rng, 220_000, 0.2)),
      sizeCm: [95, 150, 205],
      units: 'шт.',
      vatRate: 0,
      registered: true,
      videoChance: 0.35,
    }
  },
}

const handpieces: ProductTemplate = {
  category: 'stomatologicheskie-nakonechniki',
  weight: 1,
  make(rng, brand) {
    const model = modelCode(rng, brand)
    const fibre = rng.chance(0.6)
    const kind = rng.weighted([
      ['turbine', 3],
      ['up', 1],
      ['down', 1],
      ['straight', 1],
    ] as const)
    const optics = fibre ? ' с фиброоптикой' : ''
    const common = [spec('Фиброоптика', fibre ? 'есть' : 'нет'), spec('Стерилизация', 'автоклавирование до 135 °C')]
    if (kind === 'turbine') {
      const head = rng.pick(['стандартная', 'миниатюрная', 'ортопедическая'])
      const sprays = rng.pick([1, 3, 4])
      return {
        name: `Наконечник турбинный ${brand.name} ${model}${optics}, ${head} головка, ${sprays}-точечный спрей`,
        description:
          'Турбинный наконечник с керамическими подшипниками и кнопочным зажимом бора. Подключается через быстросъёмное соединение.',
        specs: [
          spec('Тип', 'турбинный'),
          spec('Головка', head),
          spec('Спрей', `${sprays}-точечный`),
          spec('Скорость вращения', `до ${num(rng.pick([320_000, 350_000, 400_000]))} об/мин`),
          ...common,
          spec('Класс риска', '2а'),
          warranty(rng.pick([6, 12, 24])),
        ],
        priceRub: rng.float(8000, 60_000) * (fibre ? 1.3 : 1),
        weightG: rng.int(45, 70),
        sizeCm: [8, 5, 16],
        units: 'шт.',
        vatRate: 0,
        registered: true,
      }
    }
    const [title, ratio, price] =
      kind === 'up'
        ? (['угловой повышающий', '1:5', [35_000, 95_000]] as const)
        : kind === 'down'
          ? (['угловой понижающий', rng.pick(['4:1', '16:1', '20:1']), [18_000, 60_000]] as const)
          : (['прямой', '1:1', [6000, 28_000]] as const)
    return {
      name: `Наконечник ${title} ${ratio} ${brand.name} ${model}${optics}`,
      description: `Наконечник ${title} для микромотора с передаточным числом ${ratio} и внутренней подачей спрея.`,
      specs: [
        spec('Тип', title),
        spec('Передаточное число', ratio),
        ...common,
        spec('Класс риска', '2а'),
        warranty(12),
      ],
      priceRub: rng.float(price[0], price[1]),
      weightG: rng.int(60, 110),
      sizeCm: [8, 5, 18],
      units: 'шт.',
      vatRate: 0,
      registered: true,
    }
  },
}

const shades = ['A1', 'A2', 'A3', 'A3,5', 'B1', 'B2', 'C2', 'D2', 'OA2', 'OA3'] as const

const fillings: ProductTemplate = {
  category: 'plombirovochnye-materialy',
  weight: 2,
  make(rng, brand) {
    const kind = rng.weighted([
      ['composite', 4],
      ['ionomer', 2],
      ['temporary', 1],
      ['adhesive', 1],
    ] as const)
    if (kind === 'composite') {
      const type = rng.pick(['универсальный', 'текучий', 'пакуемый', 'наногибридный'])
      const shade = rng.pick(shades)
      const grams = type === 'текучий' ? 2 : rng.pick([4, 4.5])
      const series = modelCode(rng, brand, 10, 99)
      return {
        name: `Композит светоотверждаемый ${type} ${brand.name} ${series}, шприц ${dec(grams)} г, оттенок ${shade}`,
        description: `Светоотверждаемый ${type} композит для реставраций всех классов. Полимеризация 20 секунд слоем до 2 мм.`,
        specs: [
          spec('Тип материала', `композит ${type}`),
          spec('Оттенок', shade),
          spec('Фасовка', `шприц ${dec(grams)} г`),
          spec('Отверждение', 'световое'),
          spec('Класс риска', '2а'),
        ],
        priceRub: rng.float(850, 3600),
        weightG: 40,
        sizeCm: [4, 3, 12],
        units: 'шт.',
        vatRate: 0,
        registered: true,
      }
    }
    if (kind === 'ionomer') {
      const [purpose, purposeSpec] = rng.pick([
        ['для пломбирования', 'пломбирование'],
        ['для фиксации', 'фиксация коронок и мостов'],
        ['для прокладок', 'изолирующие прокладки'],
      ] as const)
      return {
        name: `Цемент стеклоиономерный ${purpose} ${brand.name}, порошок 15 г + жидкость 10 мл`,
        description: `Стеклоиономерный цемент химического отверждения ${purpose}. Выделяет фтор, хорошо прилипает к дентину.`,
        specs: [
          spec('Тип материала', 'стеклоиономерный цемент'),
          spec('Назначение', purposeSpec),
          spec('Фасовка', 'порошок 15 г, жидкость 10 мл'),
          spec('Класс риска', '2а'),
        ],
        priceRub: rng.float(600, 2600),
        weightG: 90,
        sizeCm: [6, 6, 10],
        units: 'компл.',
        vatRate: 0,
        registered: true,
      }
    }
    if (kind === 'temporary') {
      const grams = rng.pick([25, 40, 50])
      return {
        name: `Материал для временных пломб ${brand.name}, паста ${grams} г`,
        description: 'Готовая к применению паста для временных пломб, твердеет под действием слюны.',
        specs: [
          spec('Тип материала', 'временная пломба'),
          spec('Фасовка', `банка ${grams} г`),
          spec('Класс риска', '2а'),
        ],
        priceRub: rng.float(230, 720),
        weightG: grams + 30,
        sizeCm: [5, 5, 6],
        units: 'шт.',
        vatRate: 0,
        registered: true,
      }
    }
    const generation = rng.pick([5, 7, 8])
    return {
      name: `Адгезив однокомпонентный ${generation}-го поколения ${brand.name}, флакон 5 мл`,
      description: 'Светоотверждаемая адгезивная система для композитных реставраций.',
      specs: [
        spec('Тип материала', 'адгезив'),
        spec('Поколение', String(generation)),
        spec('Фасовка', 'флакон 5 мл'),
        spec('Класс риска', '2а'),
      ],
      priceRub: rng.float(1200, 3800),
      weightG: 30,
      sizeCm: [4, 4, 8],
      units: 'фл.',
      vatRate: 0,
      registered: true,
    }
  },
}

const instruments: ProductTemplate = {
  category: 'instrumenty-stomatologicheskie',
  weight: 2,
  make(rng, brand) {
    const article = modelCode(rng, brand, 100, 999)
    const kind = rng.weighted([
      ['probe', 2],
      ['mirror', 2],
      ['forceps', 2],
      ['elevator', 1],
      ['spatula', 1],
    ] as const)
    const steel = spec('Материал', 'нержавеющая сталь AISI 420')
    if (kind === 'probe') {
      const shape = rng.pick(['угловой', 'серповидный', 'пародонтальный'])
      return {
        name: `Зонд стоматологический ${shape} двусторонний ${brand.name} ${article}`,
        description: `Двусторонний ${shape} зонд для диагностики кариеса и состояния пародонта.`,
        specs: [steel, spec('Форма', shape), spec('Длина', '165 мм'), spec('Класс риска', '2а')],
        priceRub: rng.float(150, 650),
        weightG: 20,
        sizeCm: [2, 1, 18],
        units: 'шт.',
        vatRate: 0,
        registered: true,
        bulk: true,
      }
    }
    if (kind === 'mirror') {
      const number = rng.pick([4, 5])
      const kindOfGlass = rng.pick(['плоское', 'увеличивающее'])
      return {
        name: `Зеркало стоматологическое ${kindOfGlass} без ручки ${brand.name}, № ${number}, 12 шт.`,
        description: 'Зеркала с резьбовым креплением для стандартных ручек, выдерживают автоклавирование.',
        specs: [
          spec('Тип', kindOfGlass),
          spec('Размер', `№ ${number}`),
          spec('Количество в упаковке', '12 шт.'),
          spec('Класс риска', '1'),
        ],
        priceRub: rng.float(380, 1500),
        weightG: 80,
        sizeCm: [6, 3, 9],
        units: 'уп.',
        vatRate: 0,
        registered: true,
      }
    }
    if (kind === 'forceps') {
      const [purpose, number] = rng.pick([
        ['верхних моляров', rng.pick([17, 18, 67, 89])],
        ['нижних моляров', rng.pick([22, 73, 79])],
        ['верхних резцов', rng.pick([1, 2, 29])],
        ['корней нижней челюсти', rng.pick([33, 74, 137])],
      ] as const)
      return {
        name: `Щипцы для удаления зубов ${purpose} ${brand.name}, № ${number}`,
        description: `Щипцы с анатомическими губками для удаления ${purpose}.`,
        specs: [
          steel,
          spec('Назначение', `удаление ${purpose}`),
          spec('Номер', String(number)),
          spec('Класс риска', '2а'),
        ],
        priceRub: rng.float(1400, 5600),
        weightG: rng.int(90, 140),
        sizeCm: [6, 2, 20],
        units: 'шт.',
        vatRate: 0,
        registered: true,
      }
    }
    if (kind === 'elevator') {
      const shape = rng.pick(['прямой', 'угловой левый', 'угловой правый', 'штыковидный'])
      const width = rng.pick(['2', '3', '4'])
      return {
        name: `Элеватор ${shape} ${brand.name} ${article}, ширина ${width} мм`,
        description: 'Элеватор для удаления корней и люксации зубов с эргономичной рукояткой.',
        specs: [steel, spec('Форма', shape), spec('Ширина рабочей части', `${width} мм`), spec('Класс риска', '2а')],
        priceRub: rng.float(900, 3200),
        weightG: 45,
        sizeCm: [3, 2, 18],
        units: 'шт.',
        vatRate: 0,
        registered: true,
      }
    }
    const number = rng.int(1, 4)
    return {
      name: `Гладилка-штопфер двусторонняя ${brand.name} ${article}, № ${number}`,
      description: 'Двусторонний инструмент для внесения и конденсации пломбировочного материала.',
      specs: [steel, spec('Номер', String(number)), spec('Класс риска', '1')],
      priceRub: rng.float(250, 950),
      weightG: 25,
      sizeCm: [2, 1, 18],
      units: 'шт.',
      vatRate: 0,
      registered: true,
      bulk: true,
    }
  },
}

export const dentistryTemplates: readonly ProductTemplate[] = [units, handpieces, fillings, instruments]
