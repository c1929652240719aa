/**
 * Demo sellers. `innBase` is the first nine INN digits (region code first); the generator adds the check digit, and
 * makes the KPP, the OGRN and the settlement account from the seed the same way (backend/db/seed/inn.ts), so every
 * seller's requisites pass the checks of contract/company-ids.ts and can be printed on invoices.
 * `fields` limits the category slugs a seller trades in ('*' for everything); `quotesNet` sellers show prices
 * without VAT; `share` is how often the seller turns up among a product's offers.
 */

export interface MerchantSeed {
  name: string
  legalName: string
  innBase: string
  /** The first twelve OGRN digits (1, the year, the region, the tax office, the record); the check digit is added. */
  ogrnBase: string
  addrJur: string
  /** A real bank's BIK from the embedded bank directory (backend/modules/lookups/banks.data.ts). */
  bankBik: string
  /** The last eleven digits of the settlement account; the rest and its key are computed from the bank. */
  accountSerial: string
  /** False: the seller is on the simplified tax regime and its invoices say «НДС не облагается». */
  vatPayer: boolean
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
    ogrnBase: '102772812345',
    addrJur: '117342, г. Москва, ул. Профсоюзная, д. 65, к. 1, офис 402',
    bankBik: '044525225',
    accountSerial: '38001245761',
    vatPayer: true,
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
    ogrnBase: '107781401234',
    addrJur: '197374, г. Санкт-Петербург, ул. Савушкина, д. 83, лит. А, пом. 12-Н',
    bankBik: '044030790',
    accountSerial: '10003219876',
    vatPayer: true,
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
    ogrnBase: '115665800987',
    addrJur: '620102, г. Екатеринбург, ул. Ясная, д. 22, офис 310',
    bankBik: '046577674',
    accountSerial: '16540012873',
    vatPayer: true,
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
    ogrnBase: '104540233210',
    addrJur: '630099, г. Новосибирск, ул. Советская, д. 18, этаж 3',
    bankBik: '045004641',
    accountSerial: '44050098123',
    vatPayer: true,
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
    ogrnBase: '116169005431',
    addrJur: '420107, г. Казань, ул. Спартаковская, д. 6, офис 515',
    bankBik: '049205805',
    accountSerial: '00007712045',
    vatPayer: true,
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
    ogrnBase: '112526000765',
    addrJur: '603005, г. Нижний Новгород, ул. Минина, д. 10, пом. 4',
    bankBik: '042202603',
    accountSerial: '42000183456',
    vatPayer: true,
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
    ogrnBase: '117237502211',
    addrJur: '350049, г. Краснодар, ул. Красных Партизан, д. 117, офис 9',
    bankBik: '044525104',
    accountSerial: '50000347812',
    vatPayer: true,
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
    ogrnBase: '109631600432',
    addrJur: '443080, г. Самара, Московское шоссе, д. 43, офис 701',
    bankBik: '043601607',
    accountSerial: '54400076519',
    vatPayer: true,
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
    ogrnBase: '113366801357',
    addrJur: '394036, г. Воронеж, ул. Карла Маркса, д. 67, офис 203',
    bankBik: '044525700',
    accountSerial: '00000487321',
    vatPayer: true,
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
    ogrnBase: '118619600284',
    addrJur: '344002, г. Ростов-на-Дону, пр. Буденновский, д. 15, офис 44',
    bankBik: '046015602',
    accountSerial: '52000915634',
    vatPayer: false,
    city: 'Ростов-на-Дону',
    minOrderRub: 1_000,
    isOfficial: false,
    rating: 3.6,
    quotesNet: false,
    share: 4,
    fields: ['rashodnye-materialy', 'dezinfektsiya-i-sterilizatsiya', 'diagnosticheskoe-oborudovanie'],
  },
]
