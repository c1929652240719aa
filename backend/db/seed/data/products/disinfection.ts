/** Templates for disinfection and sterilisation: disinfectants, antiseptics, sterilisers, UV recirculators. */
import { around, modelCode, num, type ProductTemplate, spec, warranty } from './kit.ts'

const disinfectants: ProductTemplate = {
  category: 'dezinfitsiruyushchie-sredstva',
  weight: 2,
  make(rng, brand) {
    const series = modelCode(rng, brand, 10, 99)
    const kind = rng.weighted([
      ['concentrate', 4],
      ['tablets', 2],
      ['spray', 2],
      ['wipes', 2],
    ] as const)
    if (kind === 'concentrate') {
      const [base, baseName] = rng.pick([
        ['на основе ЧАС и третичных аминов', 'ЧАС, третичные амины'],
        ['на основе ЧАС и полигуанидина', 'ЧАС, полигуанидин'],
        ['на основе перекиси водорода', 'перекись водорода'],
        ['на основе надуксусной кислоты', 'надуксусная кислота'],
      ] as const)
      const [volume, litres] = rng.pick([
        ['1 л', 1],
        ['5 л', 5],
      ] as const)
      const cleaning = rng.chance(0.5)
      return {
        name:
          `Средство дезинфицирующее ${brand.name} ${series} ${base}, концентрат` +
          `${cleaning ? ' для дезинфекции и предстерилизационной очистки' : ''}, ${volume}`,
        description:
          `Концентрат для дезинфекции поверхностей, инструментов и оборудования${cleaning ? ', совмещённой с предстерилизационной очисткой' : ''}. ` +
          `Из 1 л получается до ${num(rng.pick([100, 200, 500]))} л рабочего раствора.`,
        specs: [
          spec('Форма', 'жидкий концентрат'),
          spec('Действующие вещества', baseName),
          spec('Объём', volume),
          spec('Спектр действия', rng.pick(['бактерии, вирусы, грибы', 'бактерии, включая туберкулёз, вирусы, грибы'])),
          spec('Срок годности', `${rng.pick([3, 5])} года`),
        ],
        priceRub: rng.float(450, 2400) * (litres === 5 ? 4 : 1),
        weightG: litres * 1030 + 120,
        sizeCm: litres === 5 ? [19, 30, 15] : [9, 25, 9],
        units: litres === 5 ? 'шт.' : 'фл.',
        vatRate: 22,
        registered: false,
      }
    }
    if (kind === 'tablets') {
      const count = rng.pick([100, 300, 1000])
      return {
        name: `Таблетки хлорактивные дезинфицирующие ${brand.name} ${series}, ${count} шт.`,
        description:
          'Таблетки на основе натриевой соли дихлоризоциануровой кислоты для дезинфекции поверхностей и посуды.',
        specs: [
          spec('Форма', 'таблетки по 3,35 г'),
          spec('Действующее вещество', 'натриевая соль дихлоризоциануровой кислоты'),
          spec('Количество в упаковке', `${count} шт.`),
        ],
        priceRub: rng.float(1.5, 4) * count + 100,
        weightG: Math.round(count * 3.4 + 80),
        sizeCm: [12, 16, 12],
        units: 'уп.',
        vatRate: 22,
        registered: false,
      }
    }
    if (kind === 'spray') {
      const volume = rng.pick([500, 750, 1000])
      return {
        name: `Средство дезинфицирующее для поверхностей ${brand.name} ${series}, спрей, ${volume} мл`,
        description:
          'Готовый к применению спиртовой раствор для быстрой дезинфекции небольших поверхностей и оборудования.',
        specs: [spec('Форма', 'готовый раствор, спрей'), spec('Объём', `${volume} мл`), spec('Экспозиция', 'от 30 с')],
        priceRub: rng.float(280, 900),
        weightG: volume + 70,
        sizeCm: [9, 27, 6],
        units: 'фл.',
        vatRate: 22,
        registered: false,
      }
    }
    const count = rng.pick([60, 120, 200])
    return {
      name: `Салфетки дезинфицирующие для поверхностей ${brand.name} ${series}, банка ${count} шт.`,
      description: 'Пропитанные салфетки для дезинфекции кушеток, датчиков УЗИ и медицинского оборудования.',
      specs: [
        spec('Форма', 'салфетки в банке'),
        spec('Размер салфетки', '13 × 18 см'),
        spec('Количество в упаковке', `${count} шт.`),
      ],
      priceRub: rng.float(300, 850) * (count / 120),
      weightG: count * 4 + 150,
      sizeCm: [14, 18, 14],
      units: 'уп.',
      vatRate: 22,
      registered: false,
    }
  },
}

const antiseptics: ProductTemplate = {
  category: 'kozhnye-antiseptiki',
  weight: 2,
  make(rng, brand) {
    const series = modelCode(rng, brand, 10, 99)
    if (rng.chance(0.25)) {
      const count = rng.pick([100, 400])
      return {
        name: `Салфетки антисептические спиртовые ${brand.name} ${series}, 60 × 30 мм, ${count} шт.`,
        description: 'Салфетки в индивидуальных пакетах для обработки кожи перед инъекциями.',
        specs: [
          spec('Пропитка', 'изопропиловый спирт 70%'),
          spec('Размер', '60 × 30 мм'),
          spec('Количество в упаковке', `${count} шт.`),
        ],
        priceRub: rng.float(0.9, 2.2) * count + 40,
        weightG: count + 50,
        sizeCm: [13, 7, 7],
        units: 'уп.',
        vatRate: 22,
        registered: false,
      }
    }
    const [form, formSpec] = rng.pick([
      ['раствор', 'жидкость'],
      ['гель', 'гель'],
    ] as const)
    const [base, baseSpec] = rng.pick([
      ['на основе изопропилового спирта', 'изопропиловый спирт 70%'],
      ['на основе этилового спирта', 'этиловый спирт 72%'],
      ['на основе пропиловых спиртов', 'пропанол-1, пропанол-2'],
    ] as const)
    const [volume, ml] = rng.pick([
      ['100 мл', 100],
      ['500 мл', 500],
      ['1 л с дозатором', 1000],
      ['5 л', 5000],
    ] as const)
    const field = form === 'раствор' && rng.chance(0.3)
    return {
      name: `Кожный антисептик ${base} ${brand.name} ${series}, ${field ? 'окрашенный ' : ''}${form}, ${volume}`,
      description: field
        ? 'Окрашенный антисептик для обработки операционного и инъекционного поля: видно обработанную область.'
        : 'Антисептик для гигиенической и хирургической обработки рук персонала. Содержит смягчающие добавки.',
      specs: [
        spec('Форма', formSpec),
        spec('Действующие вещества', baseSpec),
        spec('Объём', volume.replace(' с дозатором', '')),
        spec('Экспозиция', 'от 30 с'),
      ],
      priceRub: rng.float(0.45, 1.2) * ml + 60,
      weightG: Math.round(ml * 0.9 + 60),
      sizeCm: ml >= 5000 ? [19, 30, 15] : ml >= 500 ? [9, 24, 9] : [5, 14, 4],
      units: ml >= 5000 ? 'шт.' : 'фл.',
      vatRate: 22,
      registered: false,
    }
  },
}

const sterilisers: ProductTemplate = {
  category: 'sterilizatory',
  weight: 1,
  make(rng, brand) {
    const model = modelCode(rng, brand)
    const kind = rng.weighted([
      ['autoclaveB', 2],
      ['autoclaveN', 1],
      ['dry', 2],
      ['bead', 1],
      ['uvChamber', 1],
    ] as const)
    if (kind === 'autoclaveB' || kind === 'autoclaveN') {
      const chamber = rng.pick([8, 12, 18, 23, 29])
      const classB = kind === 'autoclaveB'
      return {
        name: `Автоклав паровой настольный класса ${classB ? 'B' : 'N'} ${brand.name} ${model}, камера ${chamber} л`,
        description:
          `Паровой стерилизатор класса ${classB ? 'B с фракционным форвакуумом для пористых и полых изделий в упаковке' : 'N для неупакованных инструментов'}. ` +
          'Протоколы циклов сохраняются на USB-носитель.',
        specs: [
          spec('Класс', classB ? 'B' : 'N'),
          spec('Объём камеры', `${chamber} л`),
          spec('Температура стерилизации', '121 / 134 °C'),
          spec('Мощность', `${chamber >= 18 ? rng.pick([2000, 2300]) : rng.pick([1400, 1800])} Вт`),
          spec('Класс риска', '2б'),
          warranty(rng.pick([12, 24])),
        ],
        priceRub: classB ? rng.float(180_000, 650_000) : rng.float(85_000, 210_000),
        weightG: Math.round(around(rng, chamber >= 18 ? 48_000 : 35_000, 0.15)),
        sizeCm: [50, 45, 65],
        units: 'шт.',
        vatRate: 0,
        registered: true,
        videoChance: 0.2,
      }
    }
    if (kind === 'dry') {
      const chamber = rng.pick([20, 40, 80])
      return {
        name: `Стерилизатор воздушный (сухожаровой шкаф) ${brand.name} ${model}, ${chamber} л`,
        description:
          'Воздушный стерилизатор с принудительной циркуляцией и программируемым таймером для металлического инструмента.',
        specs: [
          spec('Объём камеры', `${chamber} л`),
          spec('Температура стерилизации', '160 / 180 °C'),
          spec('Мощность', `${chamber * 25 + 500} Вт`),
          spec('Класс риска', '2б'),
          warranty(12),
        ],
        priceRub: rng.float(38_000, 90_000) * (chamber / 40 + 0.5),
        weightG: Math.round(around(rng, chamber * 500 + 15_000, 0.1)),
        sizeCm: [50, 55, 55],
        units: 'шт.',
        vatRate: 0,
        registered: true,
      }
    }
    if (kind === 'bead') {
      return {
        name: `Стерилизатор гласперленовый ${brand.name} ${model} для мелкого инструмента`,
        description: 'Быстрая стерилизация рабочих частей мелких инструментов в среде нагретых стеклянных шариков.',
        specs: [
          spec('Температура', '240 °C'),
          spec('Время стерилизации', '20–180 с'),
          spec('Мощность', '150 Вт'),
          spec('Класс риска', '2а'),
          warranty(12),
        ],
        priceRub: rng.float(4800, 15_000),
        weightG: rng.int(1500, 2500),
        sizeCm: [18, 20, 18],
        units: 'шт.',
        vatRate: 0,
        registered: true,
      }
    }
    return {
      name: `Камера ультрафиолетовая для хранения стерильных инструментов ${brand.name} ${model}`,
      description: 'Камера с бактерицидными лампами сохраняет стерильность инструментов до семи суток.',
      specs: [
        spec('Лампы', `${rng.pick([1, 2])} × 15 Вт`),
        spec('Полки', String(rng.pick([1, 2]))),
        spec('Класс риска', '2а'),
        warranty(12),
      ],
      priceRub: rng.float(15_000, 42_000),
      weightG: rng.int(9000, 16_000),
      sizeCm: [60, 40, 45],
      units: 'шт.',
      vatRate: 0,
      registered: true,
    }
  },
}

const recirculators: ProductTemplate = {
  category: 'retsirkulyatory-bakteritsidnye',
  weight: 1,
  make(rng, brand) {
    const model = modelCode(rng, brand)
    const mobile = rng.chance(0.4)
    const lamps = mobile ? rng.pick([3, 4]) : rng.pick([1, 2, 3])
    const power = rng.pick([15, 30])
    const room = lamps * power * (mobile ? 1.2 : 1.6)
    const area = Math.round(room / 10) * 10
    return {
      name:
        `Облучатель-рециркулятор бактерицидный ${mobile ? 'передвижной' : 'настенный'} ${brand.name} ${model}, ` +
        `${lamps} ${lamps === 1 ? 'лампа' : 'лампы'} по ${power} Вт, до ${area} м³`,
      description:
        'Рециркулятор закрытого типа обеззараживает воздух в присутствии людей. Счётчик наработки ламп напоминает о замене.',
      specs: [
        spec('Исполнение', mobile ? 'передвижной, на колёсах' : 'настенный'),
        spec('Лампы', `${lamps} × ${power} Вт`),
        spec('Объём помещения', `до ${area} м³`),
        spec('Производительность', `${Math.round(area * 0.9)} м³/ч`),
        spec('Класс риска', '2а'),
        warranty(rng.pick([12, 24])),
      ],
      priceRub: rng.float(3800, 9000) * lamps * (power === 30 ? 1.3 : 1) * (mobile ? 1.3 : 1),
      weightG: Math.round(around(rng, 3000 + lamps * 1200 + (mobile ? 5000 : 0), 0.15)),
      sizeCm: [mobile ? 40 : 15, 110, 25],
      units: 'шт.',
      vatRate: 0,
      registered: true,
    }
  },
}

export const disinfectionTemplates: readonly ProductTemplate[] = [
  disinfectants,
  antiseptics,
  sterilisers,
  recirculators,
]
