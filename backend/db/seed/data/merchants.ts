/**
 * Demo sellers. `innBase` is the first nine INN digits (region code first); the generator adds the check digit.
 * `fields` limits the category slugs a seller trades in ('*' for everything); `quotesNet` sellers show prices
 * without VAT; `share` is how often the seller turns up among a product's offers.
 */

export interface MerchantSeed {
  name: string
  legalName: string
  innBase: string
  city: string
  minOrderRub: number
  isOfficial: boolean
  rating: number
  quotesNet: boolean
  share: number
  fields: readonly string[] | '*'
}

export const merchantSeeds: readonly MerchantSeed[] = [
  {
    name: 'МедСнаб',
    legalName: 'ООО «МедСнаб»',
    innBase: '772814356',
    city: 'Москва',
    minOrderRub: 0,
    isOfficial: false,
    rating: 4.8,
    quotesNet: false,
    share: 10,
    fields: '*',
  },
  {
    name: 'Медтехника Север',
    legalName: 'ООО «Медтехника Север»',
    innBase: '781402573',
    city: 'Санкт-Петербург',
    minOrderRub: 3_000,
    isOfficial: false,
    rating: 4.6,
    quotesNet: false,
    share: 8,
    fields: '*',
  },
  {
    name: 'УралМедОпт',
    legalName: 'ООО «УралМедОпт»',
    innBase: '667015829',
    city: 'Екатеринбург',
    minOrderRub: 5_000,
    isOfficial: false,
    rating: 4.3,
    quotesNet: true,
    share: 6,
    fields: ['rashodnye-materialy', 'dezinfektsiya-i-sterilizatsiya', 'mebel-meditsinskaya', 'reabilitatsiya'],
  },
  {
    name: 'СибМедКомплект',
    legalName: 'АО «СибМедКомплект»',
    innBase: '540631174',
    city: 'Новосибирск',
    minOrderRub: 10_000,
    isOfficial: false,
    rating: 4.1,
    quotesNet: true,
    share: 6,
    fields: '*',
  },
  {
    name: 'Дентал Трейд',
    legalName: 'ООО «Дентал Трейд»',
    innBase: '165908342',
    city: 'Казань',
    minOrderRub: 15_000,
    isOfficial: true,
    rating: 4.9,
    quotesNet: false,
    share: 7,
    fields: ['stomatologiya', 'rashodnye-materialy', 'dezinfektsiya-i-sterilizatsiya'],
  },
  {
    name: 'ЛабСервис',
    legalName: 'ООО «ЛабСервис»',
    innBase: '526217605',
    city: 'Нижний Новгород',
    minOrderRub: 25_000,
    isOfficial: true,
    rating: 4.7,
    quotesNet: true,
    share: 7,
    fields: [
      'laboratornoe-oborudovanie',
      'laboratornye-reaktivy',
      'rashodnye-materialy',
      'dezinfektsiya-i-sterilizatsiya',
    ],
  },
  {
    name: 'Кубань Медика',
    legalName: 'ООО «Кубань Медика»',
    innBase: '231109487',
    city: 'Краснодар',
    minOrderRub: 2_000,
    isOfficial: false,
    rating: 3.9,
    quotesNet: false,
    share: 5,
    fields: '*',
  },
  {
    name: 'Медпоставка',
    legalName: 'ООО «Медпоставка»',
    innBase: '631538021',
    city: 'Самара',
    minOrderRub: 50_000,
    isOfficial: true,
    rating: 4.5,
    quotesNet: true,
    share: 5,
    fields: [
      'diagnosticheskoe-oborudovanie',
      'stomatologiya',
      'laboratornoe-oborudovanie',
      'mebel-meditsinskaya',
      'reabilitatsiya',
      'sterilizatory',
    ],
  },
  {
    name: 'Реацентр',
    legalName: 'ООО «Реацентр»',
    innBase: '366402918',
    city: 'Воронеж',
    minOrderRub: 7_500,
    isOfficial: false,
    rating: 4.4,
    quotesNet: false,
    share: 4,
    fields: ['reabilitatsiya', 'mebel-meditsinskaya', 'diagnosticheskoe-oborudovanie'],
  },
  {
    name: 'ОптимаМед',
    legalName: 'ООО «ОптимаМед»',
    innBase: '616487230',
    city: 'Ростов-на-Дону',
    minOrderRub: 1_000,
    isOfficial: false,
    rating: 3.6,
    quotesNet: false,
    share: 4,
    fields: ['rashodnye-materialy', 'dezinfektsiya-i-sterilizatsiya', 'diagnosticheskoe-oborudovanie'],
  },
]
