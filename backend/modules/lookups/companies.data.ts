/**
 * Demo buyer organisations for the company look-up when no DaData key is configured: clinics, laboratories, a
 * hospital and a sole proprietor, so the requisites form's autofill by INN can be tried on a fresh machine. The demo
 * catalogue's sellers are looked up from the `merchants` table beside these.
 *
 * Everything here is made up and says so: the names are demo names («Демо-…», «Пример», «Образец»), and the
 * identifiers carry the tax-office and region code 00, which no real Russian company has — so none of them can
 * match a real company — yet each passes its check digit (contract/company-ids.ts; a test proves it).
 */
import type { CompanySuggestion } from '#contract/lookups.ts'

export const DEMO_COMPANIES: readonly CompanySuggestion[] = [
  {
    name: 'ООО «Демо-клиника Здоровье»',
    full_name: 'Общество с ограниченной ответственностью «Демо-клиника Здоровье»',
    inn: '0001000010',
    kpp: '000101001',
    ogrn: '1260000000017',
    address: 'г Москва, ул Демонстрационная, д 1',
    director_fio: 'Примерова Анна Сергеевна',
    type: 'LEGAL',
  },
  {
    name: 'ООО «Демо-лаборатория Анализ»',
    full_name: 'Общество с ограниченной ответственностью «Демо-лаборатория Анализ»',
    inn: '0001000028',
    kpp: '000101001',
    ogrn: '1260000000028',
    address: 'г Санкт-Петербург, ул Демонстрационная, д 2',
    director_fio: 'Образцов Илья Петрович',
    type: 'LEGAL',
  },
  {
    name: 'ГБУЗ «Демонстрационная городская больница № 1»',
    full_name: 'Государственное бюджетное учреждение здравоохранения «Демонстрационная городская больница № 1»',
    inn: '0001000035',
    kpp: '000101001',
    ogrn: '1260000000039',
    address: 'г Новосибирск, ул Демонстрационная, д 3',
    director_fio: 'Макетова Ольга Викторовна',
    type: 'LEGAL',
  },
  {
    name: 'АО «Демо-медцентр Пример»',
    full_name: 'Акционерное общество «Демо-медцентр Пример»',
    inn: '0001000042',
    kpp: '000101001',
    ogrn: '1260000000040',
    address: 'г Казань, ул Демонстрационная, д 4',
    director_fio: 'Шаблонов Дмитрий Андреевич',
    type: 'LEGAL',
  },
  {
    name: 'ИП Демонстров Пётр Иванович',
    full_name: 'Индивидуальный предприниматель Демонстров Пётр Иванович',
    inn: '000100000170',
    kpp: null,
    ogrn: '326000000000015',
    address: 'г Екатеринбург, ул Демонстрационная, д 5',
    director_fio: 'Демонстров Пётр Иванович',
    type: 'INDIVIDUAL',
  },
]
