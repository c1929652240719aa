/** Templates for rehabilitation goods: wheelchairs, walking aids, orthoses and anti-decubitus systems. */
import { around, modelCode, type ProductTemplate, spec, warranty } from './kit.ts'

const wheelchairs: ProductTemplate = {
  category: 'kresla-kolyaski',
  weight: 2,
  make(rng, brand) {
    const model = modelCode(rng, brand)
    if (rng.chance(0.25)) {
      const seat = rng.pick([43, 45, 46, 48])
      const range = rng.pick([15, 20, 25, 30])
      return {
        name: `Кресло-коляска с электроприводом ${brand.name} ${model}, ширина сиденья ${seat} см, запас хода ${range} км`,
        description:
          'Складное кресло-коляска с двумя мотор-колёсами, джойстиком управления и литий-ионным аккумулятором. ' +
          'Ездит по улице и в помещении.',
        specs: [
          spec('Тип', 'с электроприводом'),
          spec('Ширина сиденья', `${seat} см`),
          spec('Запас хода', `${range} км`),
          spec('Максимальная скорость', '6 км/ч'),
          spec('Грузоподъёмность', `${rng.pick([120, 136, 150])} кг`),
          spec('Мощность', `2 × ${rng.pick([200, 250, 320])} Вт`),
          spec('Класс риска', '1'),
          warranty(rng.pick([12, 24])),
        ],
        priceRub: rng.float(70_000, 350_000),
        weightG: Math.round(around(rng, 42_000, 0.25)),
        sizeCm: [70, 80, 100],
        units: 'шт.',
        vatRate: 0,
        registered: true,
        videoChance: 0.25,
      }
    }
    const seat = rng.weighted([
      [40, 1],
      [43, 2],
      [46, 4],
      [48, 3],
      [51, 2],
      [56, 1],
    ] as const)
    const kind = rng.weighted([
      ['складное', 4],
      ['складное облегчённое', 2],
      ['комнатное с санитарным оснащением', 1],
      ['прогулочное с пневматическими колёсами', 2],
    ] as const)
    const light = kind.includes('облегчённое')
    return {
      name: `Кресло-коляска механическое ${kind} ${brand.name} ${model}, ширина сиденья ${seat} см`,
      description:
        `Механическое кресло-коляска ${kind.replace('складное ', '')} на ${light ? 'алюминиевой' : 'стальной'} раме. ` +
        'Откидные подлокотники и съёмные подножки облегчают пересадку.',
      specs: [
        spec('Тип', 'механическое'),
        spec('Ширина сиденья', `${seat} см`),
        spec('Рама', light ? 'алюминиевый сплав' : 'сталь с порошковым покрытием'),
        spec('Задние колёса', kind.includes('пневматическими') ? 'пневматические, 24″' : 'литые, 22″'),
        spec('Грузоподъёмность', `${seat >= 51 ? rng.pick([150, 160, 200]) : rng.pick([100, 110, 120])} кг`),
        spec('Класс риска', '1'),
        warranty(12),
      ],
      priceRub: rng.float(8500, 36_000) * (light ? 1.4 : 1) * (seat >= 51 ? 1.3 : 1),
      weightG: Math.round(around(rng, light ? 13_500 : 18_500, 0.12)),
      sizeCm: [36, 90, 85],
      units: 'шт.',
      vatRate: 0,
      registered: true,
    }
  },
}

const walkingAids: ProductTemplate = {
  category: 'khodunki-i-trosti',
  weight: 2,
  make(rng, brand) {
    const model = modelCode(rng, brand)
    const kind = rng.weighted([
      ['walker', 2],
      ['rollator', 1],
      ['cane', 3],
      ['quad', 1],
      ['crutches', 1],
    ] as const)
    const height = (min: number, max: number) => spec('Регулировка высоты', `${min}–${max} см`)
    const load = spec('Максимальная нагрузка', `${rng.pick([100, 120, 136])} кг`)
    switch (kind) {
      case 'walker':
        return {
          name: `Ходунки шагающие складные ${brand.name} ${model} с регулировкой высоты 78–95 см`,
          description: 'Лёгкие алюминиевые ходунки, которые можно использовать как шагающие или как неподвижную опору.',
          specs: [
            spec('Тип', 'шагающие'),
            height(78, 95),
            spec('Материал', 'алюминий'),
            load,
            spec('Класс риска', '1'),
          ],
          priceRub: rng.float(1800, 6200),
          weightG: rng.int(2200, 3200),
          sizeCm: [50, 12, 80],
          units: 'шт.',
          vatRate: 0,
          registered: true,
        }
      case 'rollator':
        return {
          name: `Ходунки-роллаторы на четырёх колёсах ${brand.name} ${model} с сиденьем и корзиной`,
          description: 'Роллатор с ручными тормозами, сиденьем для отдыха и корзиной для покупок.',
          specs: [
            spec('Тип', 'роллатор'),
            spec('Колёса', '4, диаметр 20 см'),
            height(80, 96),
            load,
            spec('Класс риска', '1'),
          ],
          priceRub: rng.float(5500, 18_000),
          weightG: rng.int(6500, 8500),
          sizeCm: [60, 25, 70],
          units: 'шт.',
          vatRate: 0,
          registered: true,
        }
      case 'cane': {
        const handle = rng.pick(['Т-образной', 'анатомической', 'ортопедической'])
        return {
          name: `Трость опорная телескопическая ${brand.name} ${model} с ${handle} ручкой`,
          description: 'Трость из алюминия с противоскользящим наконечником и ремешком на запястье.',
          specs: [
            spec('Тип', 'одноопорная'),
            spec('Ручка', handle.replace(/ой$/, 'ая')),
            height(72, 94),
            load,
            spec('Класс риска', '1'),
          ],
          priceRub: rng.float(450, 2100),
          weightG: rng.int(350, 600),
          sizeCm: [10, 5, 75],
          units: 'шт.',
          vatRate: 0,
          registered: true,
        }
      }
      case 'quad':
        return {
          name: `Трость четырёхопорная регулируемая ${brand.name} ${model}`,
          description: 'Устойчивая трость с широким основанием на четырёх опорах для пациентов после инсульта.',
          specs: [spec('Тип', 'четырёхопорная'), height(74, 96), load, spec('Класс риска', '1')],
          priceRub: rng.float(1200, 3400),
          weightG: rng.int(900, 1300),
          sizeCm: [25, 20, 75],
          units: 'шт.',
          vatRate: 0,
          registered: true,
        }
      case 'crutches':
        return {
          name: `Костыли подмышечные алюминиевые ${brand.name} ${model} с регулировкой высоты, 2 шт.`,
          description: 'Пара подмышечных костылей с мягкими накладками и регулировкой рукояток.',
          specs: [
            spec('Тип', 'подмышечные'),
            height(117, 137),
            load,
            spec('Количество в комплекте', '2 шт.'),
            spec('Класс риска', '1'),
          ],
          priceRub: rng.float(1500, 4200),
          weightG: rng.int(1700, 2300),
          sizeCm: [25, 10, 125],
          units: 'компл.',
          vatRate: 0,
          registered: true,
        }
    }
  },
}

const sizes = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const

const orthoses: ProductTemplate = {
  category: 'bandazhi-i-ortezy',
  weight: 2,
  make(rng, brand) {
    const size = rng.pick(sizes)
    const article = modelCode(rng, brand)
    // [product, attribute before the size or '', purpose, price range]
    const [name, attribute, purpose, price] = rng.pick([
      [
        'Бандаж послеоперационный на брюшную стенку',
        `высота ${rng.pick([20, 25, 30])} см`,
        'после операций на органах брюшной полости',
        [900, 3500],
      ],
      [
        'Ортез коленного сустава с полицентрическими шарнирами',
        '',
        'при нестабильности и после травм коленного сустава',
        [2500, 12_000],
      ],
      [
        `Корсет пояснично-крестцовый полужёсткий с ${rng.pick([4, 6])} рёбрами жёсткости`,
        '',
        'при болях в пояснице и остеохондрозе',
        [1800, 7500],
      ],
      [
        'Бандаж на лучезапястный сустав с шиной',
        rng.pick(['левый', 'правый']),
        'при растяжениях и туннельном синдроме',
        [700, 2600],
      ],
      ['Бандаж дородовой универсальный', '', 'для поддержки живота со второго триместра беременности', [900, 2800]],
      ['Бандаж на голеностопный сустав со шнуровкой', '', 'при растяжениях связок голеностопа', [1100, 3900]],
    ] as const)
    return {
      name: `${name} ${brand.name} ${article}, ${attribute ? `${attribute}, ` : ''}размер ${size}`,
      description: `Изделие медицинское ортопедическое ${purpose}. Дышащая ткань, подбирается по таблице размеров.`,
      specs: [
        spec('Размер', size),
        spec('Назначение', purpose),
        spec('Состав', rng.pick(['хлопок 60%, полиэстер 30%, эластан 10%', 'неопрен', 'полиамид 75%, эластан 25%'])),
        spec('Класс риска', '1'),
      ],
      priceRub: rng.float(price[0], price[1]),
      weightG: rng.int(150, 900),
      sizeCm: [20, 8, 30],
      units: 'шт.',
      vatRate: 0,
      registered: true,
    }
  },
}

const antiDecubitus: ProductTemplate = {
  category: 'protivoprolezhnevye-sistemy',
  weight: 1,
  make(rng, brand) {
    const model = modelCode(rng, brand)
    const kind = rng.weighted([
      ['cellular', 3],
      ['tubular', 2],
      ['gel', 2],
      ['ring', 1],
    ] as const)
    if (kind === 'cellular' || kind === 'tubular') {
      const cellular = kind === 'cellular'
      const maxLoad = cellular ? rng.pick([100, 120]) : rng.pick([135, 150, 160])
      return {
        name: `Матрас противопролежневый ${cellular ? 'ячеистый' : 'трубчатый'} с компрессором ${brand.name} ${model}, 200 × 90 см`,
        description:
          `Матрас с переменным давлением: ${cellular ? 'ячейки' : 'секции'} поочерёдно надуваются компрессором ` +
          `и разгружают участки тела. ${cellular ? 'Для профилактики пролежней.' : 'Для профилактики и лечения пролежней до II стадии.'}`,
        specs: [
          spec('Тип', cellular ? 'ячеистый' : 'трубчатый'),
          spec('Размер', '200 × 90 см'),
          spec('Максимальная нагрузка', `${maxLoad} кг`),
          spec('Компрессор', 'в комплекте, цикл 12 мин'),
          spec('Класс риска', '2а'),
          warranty(12),
        ],
        priceRub: cellular ? rng.float(2800, 7500) : rng.float(6500, 24_000),
        weightG: rng.int(3500, 7000),
        sizeCm: [40, 20, 45],
        units: 'компл.',
        vatRate: 0,
        registered: true,
      }
    }
    if (kind === 'gel') {
      const size = rng.pick(['40 × 40 см', '42 × 42 см', '45 × 45 см'])
      return {
        name: `Подушка противопролежневая гелевая ${brand.name} ${model}, ${size}`,
        description: 'Подушка для сиденья кресла-коляски с гелевым слоем, равномерно распределяющим давление.',
        specs: [spec('Наполнитель', 'гель, пенополиуретан'), spec('Размер', size), spec('Класс риска', '1')],
        priceRub: rng.float(2000, 8200),
        weightG: rng.int(1500, 3000),
        sizeCm: [45, 8, 45],
        units: 'шт.',
        vatRate: 0,
        registered: true,
      }
    }
    return {
      name: `Круг противопролежневый надувной ${brand.name} ${model}, диаметр ${rng.pick([38, 40, 43])} см`,
      description: 'Надувной круг из поливинилхлорида для разгрузки области крестца.',
      specs: [spec('Материал', 'ПВХ'), spec('Класс риска', '1')],
      priceRub: rng.float(350, 1200),
      weightG: rng.int(250, 450),
      sizeCm: [20, 5, 25],
      units: 'шт.',
      vatRate: 0,
      registered: true,
    }
  },
}

export const rehabilitationTemplates: readonly ProductTemplate[] = [wheelchairs, walkingAids, orthoses, antiDecubitus]
