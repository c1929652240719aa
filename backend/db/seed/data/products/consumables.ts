/** Templates for disposable consumables: gloves, syringes, needles, dressings, protective wear, infusion sets. */
import { dec, type ProductTemplate, spec } from './kit.ts'

const glovesSizes = ['XS', 'S', 'M', 'L', 'XL'] as const
const glovesSeries = ['Comfort', 'Soft', 'Strong', 'Expert', 'Care', 'Basic', 'Sensitive', 'Pro'] as const

const nitrile: ProductTemplate = {
  category: 'perchatki-nitrilovye',
  weight: 5,
  make(rng, brand) {
    const size = rng.weighted(glovesSizes.map((s) => [s, s === 'M' || s === 'L' ? 3 : 1] as const))
    const [colour, colourSpec] = rng.weighted([
      [['голубые', 'голубой'], 5],
      [['фиолетовые', 'фиолетовый'], 2],
      [['белые', 'белый'], 1],
      [['чёрные', 'чёрный'], 1],
      [['розовые', 'розовый'], 1],
    ] as const)
    const count = rng.weighted([
      [100, 4],
      [200, 1],
    ] as const)
    const thickness = rng.pick([0.08, 0.1, 0.12, 0.15])
    const series = rng.pick(glovesSeries)
    const textured = rng.chance(0.7)
    return {
      name: `Перчатки смотровые нитриловые неопудренные ${brand.name} ${series}, ${colour}, размер ${size}, ${count} шт.`,
      description:
        `Нестерильные нитриловые перчатки для осмотров, манипуляций и работы с дезинфицирующими растворами. ` +
        (textured
          ? 'Текстура на кончиках пальцев надёжно удерживает инструмент.'
          : 'Гладкая поверхность, валик на манжете.'),
      specs: [
        spec('Материал', 'нитрил'),
        spec('Размер', size),
        spec('Цвет', colourSpec),
        spec('Опудренность', 'неопудренные'),
        spec('Стерильность', 'нестерильные'),
        spec('Текстура', textured ? 'на кончиках пальцев' : 'гладкие'),
        spec('Толщина на пальцах', `${dec(thickness)} мм`),
        spec('Количество в упаковке', `${count} шт. (${count / 2} пар)`),
        spec('Класс риска', '1'),
      ],
      priceRub: rng.float(420, 1100) * (count === 200 ? 1.85 : 1) * (thickness >= 0.12 ? 1.3 : 1),
      weightG: Math.round(count * (3.2 + thickness * 10) + 40),
      sizeCm: count === 200 ? [25, 12.5, 9.5] : [24, 12.5, 6.5],
      units: 'уп.',
      vatRate: 10,
      registered: true,
    }
  },
}

const latex: ProductTemplate = {
  category: 'perchatki-lateksnye',
  weight: 3,
  make(rng, brand) {
    if (rng.chance(0.35)) {
      const size = rng.pick(['6', '6,5', '7', '7,5', '8', '8,5', '9'])
      const powdered = rng.chance(0.4)
      const powder = powdered ? 'опудренные' : 'неопудренные'
      return {
        name: `Перчатки хирургические латексные стерильные ${powder} ${brand.name}, размер ${size}, 50 пар`,
        description:
          'Анатомические хирургические перчатки из натурального латекса, стерилизованы гамма-излучением. ' +
          'Каждая пара упакована отдельно.',
        specs: [
          spec('Материал', 'натуральный латекс'),
          spec('Размер', size),
          spec('Опудренность', powder),
          spec('Стерильность', 'стерильные'),
          spec('Метод стерилизации', 'гамма-излучение'),
          spec('Длина', '280 мм'),
          spec('Количество в упаковке', '50 пар'),
          spec('Класс риска', '2а'),
        ],
        priceRub: rng.float(2300, 4600),
        weightG: rng.int(1200, 1500),
        sizeCm: [26, 14, 18],
        units: 'уп.',
        vatRate: 10,
        registered: true,
      }
    }
    const size = rng.pick(glovesSizes)
    const powdered = rng.chance(0.3)
    const powder = powdered ? 'опудренные' : 'неопудренные'
    const series = rng.pick(glovesSeries)
    return {
      name: `Перчатки смотровые латексные ${powder} ${brand.name} ${series}, размер ${size}, 100 шт.`,
      description:
        'Нестерильные смотровые перчатки из натурального латекса с высокой чувствительностью пальцев. ' +
        'Не подходят людям с аллергией на латекс.',
      specs: [
        spec('Материал', 'натуральный латекс'),
        spec('Размер', size),
        spec('Опудренность', powder),
        spec('Стерильность', 'нестерильные'),
        spec('Количество в упаковке', '100 шт. (50 пар)'),
        spec('Класс риска', '1'),
      ],
      priceRub: rng.float(480, 950),
      weightG: rng.int(520, 600),
      sizeCm: [24, 12.5, 7],
      units: 'уп.',
      vatRate: 10,
      registered: true,
    }
  },
}

const vinyl: ProductTemplate = {
  category: 'perchatki-vinilovye',
  weight: 2,
  make(rng, brand) {
    const size = rng.pick(glovesSizes)
    const [colour, colourSpec] = rng.weighted([
      [['прозрачные', 'прозрачный'], 3],
      [['голубые', 'голубой'], 1],
    ] as const)
    const series = rng.pick(glovesSeries)
    return {
      name: `Перчатки виниловые смотровые неопудренные ${brand.name} ${series}, ${colour}, размер ${size}, 100 шт.`,
      description: 'Перчатки из поливинилхлорида для кратких процедур, раздачи питания и уборки. Не содержат латекса.',
      specs: [
        spec('Материал', 'винил (ПВХ)'),
        spec('Размер', size),
        spec('Цвет', colourSpec),
        spec('Опудренность', 'неопудренные'),
        spec('Стерильность', 'нестерильные'),
        spec('Количество в упаковке', '100 шт. (50 пар)'),
        spec('Класс риска', '1'),
      ],
      priceRub: rng.float(240, 560),
      weightG: rng.int(480, 560),
      sizeCm: [24, 12.5, 6.5],
      units: 'уп.',
      vatRate: 10,
      registered: true,
    }
  },
}

/** Common syringe volumes with their usual needles. */
const syringeSizes = [
  { ml: '1', needle: '26G (0,45 × 10 мм)', price: [380, 700], count: 100 },
  { ml: '2', needle: '23G (0,6 × 30 мм)', price: [300, 560], count: 100 },
  { ml: '3', needle: '23G (0,6 × 30 мм)', price: [320, 600], count: 100 },
  { ml: '5', needle: '22G (0,7 × 40 мм)', price: [380, 750], count: 100 },
  { ml: '10', needle: '21G (0,8 × 40 мм)', price: [520, 990], count: 100 },
  { ml: '20', needle: '20G (0,9 × 40 мм)', price: [880, 1600], count: 100 },
  { ml: '50', needle: '18G (1,2 × 40 мм)', price: [700, 1300], count: 25 },
] as const

const syringes: ProductTemplate = {
  category: 'shpritsy-odnorazovye',
  weight: 4,
  make(rng, brand) {
    if (rng.chance(0.2)) {
      const needle = rng.pick(['29G (0,33 × 12,7 мм)', '30G (0,3 × 8 мм)', '31G (0,25 × 6 мм)'])
      return {
        name: `Шприц инсулиновый 1 мл U-100 ${brand.name} с несъёмной иглой ${needle}, 100 шт.`,
        description:
          'Трёхкомпонентный инсулиновый шприц с интегрированной иглой без мёртвого пространства. ' +
          'Шкала на 100 единиц, стерилизован оксидом этилена.',
        specs: [
          spec('Объём', '1 мл'),
          spec('Шкала', 'U-100'),
          spec('Игла', `${needle}, несъёмная`),
          spec('Количество компонентов', '3'),
          spec('Стерильность', 'стерильные'),
          spec('Количество в упаковке', '100 шт.'),
          spec('Класс риска', '2а'),
        ],
        priceRub: rng.float(600, 1250),
        weightG: rng.int(280, 340),
        sizeCm: [20, 11, 10],
        units: 'уп.',
        vatRate: 0,
        registered: true,
      }
    }
    const size = rng.pick(syringeSizes)
    const parts = rng.weighted([
      [3, 3],
      [2, 1],
    ] as const)
    const luerLock = Number(size.ml) >= 10 && rng.chance(0.3)
    const connector = luerLock ? 'Луер-лок' : 'Луер'
    return {
      name:
        `Шприц ${parts}-компонентный ${size.ml} мл ${brand.name}${luerLock ? ' Луер-лок' : ''}, ` +
        `игла ${size.needle}, ${size.count} шт.`,
      description:
        `Одноразовый ${parts === 3 ? 'трёхкомпонентный шприц с резиновым уплотнителем поршня' : 'двухкомпонентный шприц'} ` +
        `в индивидуальной стерильной упаковке. Градуировка нанесена несмываемой краской.`,
      specs: [
        spec('Объём', `${size.ml} мл`),
        spec('Количество компонентов', String(parts)),
        spec('Игла', size.needle),
        spec('Тип соединения', connector),
        spec('Стерильность', 'стерильные, оксид этилена'),
        spec('Количество в упаковке', `${size.count} шт.`),
        spec('Класс риска', '2а'),
      ],
      priceRub: rng.float(size.price[0], size.price[1]) * (luerLock ? 1.25 : 1) * (parts === 2 ? 0.85 : 1),
      weightG: Math.round(size.count * (Number(size.ml) * 0.5 + 2.5) + 60),
      sizeCm: [24, 14, 12],
      units: 'уп.',
      vatRate: 0,
      registered: true,
    }
  },
}

const needleGauges = [
  { gauge: '18G (1,2 × 40 мм)', colour: 'розовый' },
  { gauge: '20G (0,9 × 40 мм)', colour: 'жёлтый' },
  { gauge: '21G (0,8 × 40 мм)', colour: 'зелёный' },
  { gauge: '22G (0,7 × 40 мм)', colour: 'чёрный' },
  { gauge: '23G (0,6 × 30 мм)', colour: 'синий' },
  { gauge: '25G (0,5 × 25 мм)', colour: 'оранжевый' },
  { gauge: '27G (0,4 × 13 мм)', colour: 'серый' },
  { gauge: '30G (0,3 × 13 мм)', colour: 'жёлтый' },
] as const

const needles: ProductTemplate = {
  category: 'igly-inektsionnye',
  weight: 2,
  make(rng, brand) {
    const needle = rng.pick(needleGauges)
    const forBlood = rng.chance(0.25)
    const name = forBlood
      ? `Игла двусторонняя для забора крови ${brand.name} ${needle.gauge}, 100 шт.`
      : `Игла инъекционная одноразовая стерильная ${brand.name} ${needle.gauge}, 100 шт.`
    return {
      name,
      description: forBlood
        ? 'Двусторонняя игла для вакуумных систем забора венозной крови, совместима со стандартными держателями.'
        : 'Игла с трёхгранной лазерной заточкой и силиконовым покрытием для безболезненного введения.',
      specs: [
        spec('Размер', needle.gauge),
        spec('Цвет канюли', needle.colour),
        spec('Назначение', forBlood ? 'забор венозной крови' : 'инъекции'),
        spec('Стерильность', 'стерильные'),
        spec('Количество в упаковке', '100 шт.'),
        spec('Класс риска', '2а'),
      ],
      priceRub: forBlood ? rng.float(700, 1400) : rng.float(150, 460),
      weightG: rng.int(90, 160),
      sizeCm: [14, 9, 8],
      units: 'уп.',
      vatRate: 0,
      registered: true,
    }
  },
}

const bandages: ProductTemplate = {
  category: 'binty-i-salfetki',
  weight: 3,
  make(rng, brand) {
    const kind = rng.weighted([
      ['gauze', 4],
      ['elastic', 3],
      ['wipes', 3],
    ] as const)
    if (kind === 'gauze') {
      const size = rng.pick(['5 м × 5 см', '5 м × 7 см', '5 м × 10 см', '7 м × 14 см', '7 м × 10 см'])
      const sterile = rng.chance(0.6)
      return {
        name: `Бинт марлевый медицинский ${sterile ? 'стерильный' : 'нестерильный'} ${brand.name} ${size}`,
        description: `Бинт из хлопчатобумажной марли плотностью 36 г/м² для фиксации повязок. ${
          sterile ? 'Стерилизован, в индивидуальной упаковке.' : 'Поставляется без стерилизации.'
        }`,
        specs: [
          spec('Материал', 'марля хлопчатобумажная, 36 г/м²'),
          spec('Размер', size),
          spec('Стерильность', sterile ? 'стерильный' : 'нестерильный'),
          spec('Количество в упаковке', '1 шт.'),
          spec('Класс риска', sterile ? '2а' : '1'),
        ],
        priceRub: rng.float(22, 75) * (sterile ? 1.3 : 1),
        weightG: rng.int(25, 60),
        sizeCm: [7, 5, 14],
        units: 'шт.',
        vatRate: 10,
        registered: sterile,
        bulk: true,
      }
    }
    if (kind === 'elastic') {
      const length = rng.pick(['1,5', '2,5', '3,5', '5'])
      const width = rng.pick(['8', '10'])
      const [stretch, stretchSpec] = rng.pick([
        ['низкой', 'низкая'],
        ['средней', 'средняя'],
        ['высокой', 'высокая'],
      ] as const)
      return {
        name: `Бинт эластичный медицинский ${stretch} растяжимости ${brand.name} ${length} м × ${width} см`,
        description:
          'Многоразовый эластичный бинт для фиксации суставов и компрессии после травм и операций на венах. ' +
          'Комплектуется двумя застёжками.',
        specs: [
          spec('Состав', 'хлопок 70%, полиэфир 20%, латекс 10%'),
          spec('Растяжимость', stretchSpec),
          spec('Длина', `${length} м`),
          spec('Ширина', `${width} см`),
          spec('Застёжка', 'металлические клипсы, 2 шт.'),
          spec('Класс риска', '1'),
        ],
        priceRub: rng.float(80, 190) * (Number(length.replace(',', '.')) / 2.5 + 0.4),
        weightG: rng.int(40, 140),
        sizeCm: [width === '8' ? 8 : 10, 6, 6],
        units: 'шт.',
        vatRate: 10,
        registered: false,
        bulk: true,
      }
    }
    const size = rng.pick(['5 × 5 см', '7,5 × 7,5 см', '10 × 10 см', '16 × 14 см', '45 × 29 см'])
    const count = rng.pick([5, 10, 20])
    return {
      name: `Салфетки марлевые медицинские стерильные ${brand.name} ${size}, ${rng.pick([8, 12])}-слойные, ${count} шт.`,
      description: 'Стерильные салфетки из марли для перевязок, обработки ран и операционного поля.',
      specs: [
        spec('Материал', 'марля хлопчатобумажная'),
        spec('Размер', size),
        spec('Стерильность', 'стерильные'),
        spec('Количество в упаковке', `${count} шт.`),
        spec('Класс риска', '2а'),
      ],
      priceRub: rng.float(35, 140) * (count / 10 + 0.3),
      weightG: rng.int(20, 120),
      sizeCm: [12, 3, 18],
      units: 'уп.',
      vatRate: 10,
      registered: true,
      bulk: true,
    }
  },
}

const plasters: ProductTemplate = {
  category: 'plastyri-meditsinskie',
  weight: 2,
  make(rng, brand) {
    const kind = rng.weighted([
      ['roll', 4],
      ['strips', 3],
      ['wound', 2],
    ] as const)
    if (kind === 'roll') {
      const [base, baseSpec] = rng.pick([
        ['на тканевой основе', 'ткань'],
        ['на нетканой основе', 'нетканый материал'],
        ['на полимерной основе', 'полимерная плёнка'],
      ] as const)
      const size = rng.pick(['1 см × 5 м', '2 см × 5 м', '2,5 см × 5 м', '5 см × 5 м', '3 см × 500 см'])
      return {
        name: `Пластырь медицинский фиксирующий ${base} ${brand.name}, ${size}`,
        description: 'Рулонный пластырь с гипоаллергенным клеем для фиксации повязок, катетеров и датчиков.',
        specs: [spec('Основа', baseSpec), spec('Размер', size), spec('Класс риска', '1')],
        priceRub: rng.float(45, 230),
        weightG: rng.int(20, 90),
        sizeCm: [7, 7, 3],
        units: 'шт.',
        vatRate: 10,
        registered: false,
        bulk: true,
      }
    }
    if (kind === 'strips') {
      const count = rng.pick([10, 20, 100])
      return {
        name: `Пластырь бактерицидный на полимерной основе ${brand.name}, 1,9 × 7,2 см, ${count} шт.`,
        description:
          'Бактерицидный пластырь с впитывающей подушечкой, пропитанной антисептиком, для мелких ран и порезов.',
        specs: [
          spec('Размер', '1,9 × 7,2 см'),
          spec('Количество в упаковке', `${count} шт.`),
          spec('Класс риска', '1'),
        ],
        priceRub: rng.float(3, 8) * count + 20,
        weightG: count * 2 + 10,
        sizeCm: [9, 6, 2],
        units: 'уп.',
        vatRate: 10,
        registered: false,
        bulk: count < 100,
      }
    }
    const size = rng.pick(['6 × 10 см', '10 × 15 см', '10 × 20 см', '10 × 25 см', '10 × 35 см'])
    return {
      name: `Пластырь послеоперационный стерильный с впитывающей подушечкой ${brand.name}, ${size}, 25 шт.`,
      description: 'Стерильный пластырь для закрытия послеоперационных ран. Не прилипает к ране, пропускает воздух.',
      specs: [
        spec('Размер', size),
        spec('Стерильность', 'стерильный'),
        spec('Количество в упаковке', '25 шт.'),
        spec('Класс риска', '2а'),
      ],
      priceRub: rng.float(450, 1500),
      weightG: rng.int(150, 400),
      sizeCm: [18, 12, 8],
      units: 'уп.',
      vatRate: 10,
      registered: true,
    }
  },
}

const masks: ProductTemplate = {
  category: 'maski-meditsinskie',
  weight: 2,
  make(rng, brand) {
    if (rng.chance(0.35)) {
      const level = rng.pick(['FFP1', 'FFP2', 'FFP3'])
      const valve = rng.chance(0.5)
      const count = level === 'FFP3' ? 10 : 20
      return {
        name: `Респиратор ${level} ${valve ? 'с клапаном выдоха' : 'без клапана'} ${brand.name}, ${count} шт.`,
        description: `Фильтрующая полумаска класса защиты ${level} с носовым фиксатором и мягким обтюратором.`,
        specs: [
          spec('Класс защиты', level),
          spec('Клапан выдоха', valve ? 'есть' : 'нет'),
          spec('Крепление', 'на резинках'),
          spec('Количество в упаковке', `${count} шт.`),
        ],
        priceRub: rng.float(40, 110) * count * (level === 'FFP3' ? 1.6 : 1) * (valve ? 1.2 : 1),
        weightG: count * 15 + 30,
        sizeCm: [20, 12, 18],
        units: 'уп.',
        vatRate: 22,
        registered: false,
      }
    }
    const [colour, colourSpec] = rng.pick([
      ['голубая', 'голубой'],
      ['белая', 'белый'],
      ['зелёная', 'зелёный'],
      ['розовая', 'розовый'],
      ['чёрная', 'чёрный'],
    ] as const)
    const fastening = rng.weighted([
      ['на резинках', 4],
      ['на завязках', 1],
    ] as const)
    const count = rng.pick([50, 100])
    return {
      name: `Маска медицинская трёхслойная ${fastening} ${brand.name}, ${colour}, ${count} шт.`,
      description:
        'Одноразовая маска из спанбонда и мелтблауна с эффективностью бактериальной фильтрации не менее 95%.',
      specs: [
        spec('Количество слоёв', '3'),
        spec('Материал', 'спанбонд, мелтблаун'),
        spec('Крепление', fastening),
        spec('Цвет', colourSpec),
        spec('Количество в упаковке', `${count} шт.`),
        spec('Класс риска', '1'),
      ],
      priceRub: rng.float(1.6, 4.5) * count + 40,
      weightG: count * 3 + 40,
      sizeCm: [19, 10, count === 50 ? 10 : 19],
      units: 'уп.',
      vatRate: 10,
      registered: true,
    }
  },
}

const clothing: ProductTemplate = {
  category: 'odnorazovaya-odezhda',
  weight: 2,
  make(rng, brand) {
    const size = rng.pick(['44–46', '48–50', '52–54', '56–58', '60–62'])
    const kind = rng.weighted([
      ['gown', 3],
      ['shoe', 2],
      ['cap', 2],
      ['suit', 1],
    ] as const)
    if (kind === 'gown') {
      const sterile = rng.chance(0.5)
      const density = rng.pick([25, 30, 35, 40, 42])
      const material = sterile ? 'СМС' : 'спанбонд'
      return {
        name:
          `Халат ${sterile ? 'хирургический одноразовый стерильный' : 'медицинский одноразовый нестерильный'} ` +
          `${brand.name}, ${material} ${density} г/м², размер ${size}`,
        description: sterile
          ? 'Стерильный халат с трикотажными манжетами и запахом на спине для хирургических вмешательств.'
          : 'Нестерильный халат на завязках для посетителей, процедурных и перевязочных кабинетов.',
        specs: [
          spec('Материал', material),
          spec('Плотность', `${density} г/м²`),
          spec('Размер', size),
          spec('Стерильность', sterile ? 'стерильный' : 'нестерильный'),
        ],
        priceRub: rng.float(90, 220) * (sterile ? 2 : 1) * (density / 30),
        weightG: density * 4 + 20,
        sizeCm: [30, 3, 40],
        units: 'шт.',
        vatRate: 22,
        registered: sterile,
        bulk: true,
      }
    }
    if (kind === 'shoe') {
      const [material, materialSpec] = rng.pick([
        ['полиэтиленовые', 'полиэтилен'],
        ['из спанбонда', 'спанбонд'],
        ['ламинированные', 'ламинированный спанбонд'],
      ] as const)
      return {
        name: `Бахилы одноразовые ${material} ${brand.name}, ${rng.pick([50, 100])} пар`,
        description: 'Одноразовые бахилы на резинке для посетителей клиник и лабораторий.',
        specs: [spec('Материал', materialSpec), spec('Размер', 'универсальный')],
        priceRub: rng.float(110, 420),
        weightG: rng.int(300, 900),
        sizeCm: [25, 15, 20],
        units: 'уп.',
        vatRate: 22,
        registered: false,
      }
    }
    if (kind === 'cap') {
      const [colour, colourSpec] = rng.pick([
        ['голубая', 'голубой'],
        ['белая', 'белый'],
        ['зелёная', 'зелёный'],
      ] as const)
      return {
        name: `Шапочка-берет медицинская одноразовая ${brand.name}, спанбонд, ${colour}, 100 шт.`,
        description: 'Шапочка на резинке из воздухопроницаемого спанбонда полностью закрывает волосы.',
        specs: [spec('Материал', 'спанбонд, 12 г/м²'), spec('Цвет', colourSpec), spec('Размер', 'универсальный')],
        priceRub: rng.float(230, 520),
        weightG: rng.int(250, 380),
        sizeCm: [30, 20, 25],
        units: 'уп.',
        vatRate: 22,
        registered: false,
      }
    }
    return {
      name: `Комплект одежды хирургический одноразовый ${brand.name}: рубашка и брюки, размер ${size}`,
      description: 'Комплект из мягкого СМС-материала для операционных и процедурных кабинетов.',
      specs: [spec('Материал', 'СМС, 35 г/м²'), spec('Размер', size), spec('Комплектация', 'рубашка, брюки')],
      priceRub: rng.float(300, 700),
      weightG: rng.int(220, 320),
      sizeCm: [30, 4, 40],
      units: 'компл.',
      vatRate: 22,
      registered: false,
    }
  },
}

const infusion: ProductTemplate = {
  category: 'sistemy-dlya-infuziy',
  weight: 2,
  make(rng, brand) {
    const kind = rng.weighted([
      ['drip', 3],
      ['blood', 1],
      ['catheter', 2],
      ['line', 1],
    ] as const)
    if (kind === 'drip') {
      const spike = rng.pick(['пластиковым', 'металлическим'])
      const needle = rng.pick(['18G', '20G', '21G'])
      return {
        name: `Система для вливания инфузионных растворов ${brand.name} с ${spike} шипом, игла ${needle}`,
        description: 'Стерильная система ПР с воздушным фильтром, роликовым зажимом и инъекционным узлом.',
        specs: [
          spec('Тип', 'ПР (для растворов)'),
          spec('Игла', needle),
          spec('Шип', spike),
          spec('Длина трубки', `${rng.pick([150, 180])} см`),
          spec('Стерильность', 'стерильная'),
          spec('Класс риска', '2б'),
        ],
        priceRub: rng.float(19, 55),
        weightG: rng.int(25, 35),
        sizeCm: [14, 2, 24],
        units: 'шт.',
        vatRate: 0,
        registered: true,
        bulk: true,
      }
    }
    if (kind === 'blood') {
      return {
        name: `Система для переливания крови ${brand.name} с фильтром 200 мкм, стерильная`,
        description: 'Система ПК для переливания крови и её компонентов с фильтрующей камерой.',
        specs: [
          spec('Тип', 'ПК (для крови)'),
          spec('Фильтр', '200 мкм'),
          spec('Стерильность', 'стерильная'),
          spec('Класс риска', '2б'),
        ],
        priceRub: rng.float(38, 95),
        weightG: rng.int(30, 45),
        sizeCm: [14, 3, 24],
        units: 'шт.',
        vatRate: 0,
        registered: true,
        bulk: true,
      }
    }
    if (kind === 'catheter') {
      const [gauge, colour] = rng.pick([
        ['14G (2,1 × 45 мм)', 'оранжевый'],
        ['16G (1,7 × 45 мм)', 'серый'],
        ['18G (1,3 × 45 мм)', 'зелёный'],
        ['20G (1,1 × 32 мм)', 'розовый'],
        ['22G (0,9 × 25 мм)', 'синий'],
        ['24G (0,7 × 19 мм)', 'жёлтый'],
      ] as const)
      const port = rng.chance(0.7)
      return {
        name: `Катетер внутривенный периферический ${port ? 'с портом' : 'без порта'} ${brand.name} ${gauge}, ${colour}`,
        description: 'Периферический венозный катетер из ФЭП с рентгеноконтрастными полосами и крыльями для фиксации.',
        specs: [
          spec('Размер', gauge),
          spec('Цвет', colour),
          spec('Инъекционный порт', port ? 'есть' : 'нет'),
          spec('Материал катетера', 'ФЭП'),
          spec('Класс риска', '2б'),
        ],
        priceRub: rng.float(24, 95),
        weightG: 8,
        sizeCm: [4, 2, 12],
        units: 'шт.',
        vatRate: 0,
        registered: true,
        bulk: true,
      }
    }
    const length = rng.pick([25, 50, 75, 100, 150, 200])
    return {
      name: `Удлинитель инфузионной системы ${brand.name} ${length} см, Луер-лок`,
      description: 'Стерильная удлинительная линия для инфузоматов и шприцевых насосов.',
      specs: [spec('Длина', `${length} см`), spec('Соединение', 'Луер-лок'), spec('Класс риска', '2а')],
      priceRub: rng.float(25, 60) + length * 0.2,
      weightG: 10 + Math.round(length / 10),
      sizeCm: [12, 2, 20],
      units: 'шт.',
      vatRate: 0,
      registered: true,
      bulk: true,
    }
  },
}

export const consumableTemplates: readonly ProductTemplate[] = [
  nitrile,
  latex,
  vinyl,
  syringes,
  needles,
  bandages,
  plasters,
  masks,
  clothing,
  infusion,
]
