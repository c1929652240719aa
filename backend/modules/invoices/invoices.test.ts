import { eq } from 'drizzle-orm'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { describe, expect, it } from 'vitest'
import { merchants } from '#backend/db/schema.ts'
import { buildPath } from '#contract/call.ts'
import { billDownloadPath, orderMessages } from '#contract/orders.ts'
import { type Caller, refused, testBackend } from '#tests/support/api.ts'
import { insertOrder, payer, seedMerchants } from '#tests/support/fixtures/test-orders.ts'
import { hostileTexts } from '#tests/support/hostile-values.ts'
import { buildInvoice, type InvoiceSource } from './invoice.ts'

const backend = testBackend({ seed: seedMerchants })

let users = 0
const newBuyer = () => backend.signedIn(`company-${++users}@clinic.test`)

/** The text of every page of a PDF, as a reader (or a search) sees it; runs of white space made one space. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: bytes, useSystemFonts: false }).promise
  const pages: string[] = []
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent()
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '))
  }
  await pdf.destroy()
  return pages.join(' ').replace(/\s+/g, ' ')
}

/** «1 234,50» — written out here rather than borrowed from the code under test. */
const rub = (kopecks: number) => {
  const [whole, cents] = (kopecks / 100).toFixed(2).split('.')
  return `${(whole ?? '').replace(/\B(?=(\d{3})+(?!\d))/g, ' ')},${cents}`
}

async function download(user: Caller, orderId: number | string) {
  return user.call('GET', buildPath(billDownloadPath, { id: orderId }))
}

async function invoicedOrder(user: Caller, merchantId = 1) {
  return insertOrder(backend.db, {
    userId: user.id,
    merchantId,
    paymentType: 1,
    lines: [
      { name: 'Перчатки нитриловые, размер M', quantity: 10, price: 123_450, vatRate: 10, units: 'уп.' },
      { name: 'Тонометр автоматический', quantity: 1, price: 499_000, vatRate: 22, units: 'шт.' },
      { name: 'Бинт стерильный 7 м × 14 см', quantity: 3, price: 4_590, vatRate: 0, units: 'шт.' },
    ],
    deliveryCost: 45_000,
    tariffName: 'Курьер до двери',
  })
}

describe('the invoice PDF', () => {
  it("holds the seller's and the buyer's requisites, the lines, VAT, the total and the total in words", async () => {
    const user = await newBuyer()
    const order = await invoicedOrder(user)
    const response = await download(user, order.id)
    expect(
      response.status,
      await response
        .clone()
        .text()
        .catch(() => ''),
    ).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    const disposition = response.headers.get('content-disposition') ?? ''
    expect(disposition).toContain(`attachment; filename="schet-${order.number}.pdf"`)
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent(`счёт-${order.number}.pdf`)}`)
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-')

    const [seller] = await backend.db.select().from(merchants).where(eq(merchants.id, 1))
    if (!seller) throw new Error('no seller')
    const text = await pdfText(bytes)
    // 10 × 1 234,50 + 4 990,00 + 3 × 45,90 + 450,00 delivery.
    const total = 1_234_500 + 499_000 + 13_770 + 45_000
    expect(text).toContain(`Счёт на оплату № ${order.number} от`)
    for (const value of [
      seller.legalName,
      `ИНН ${seller.inn}`,
      `КПП ${seller.kpp}`,
      seller.bankBik,
      seller.bankAccount,
      seller.bankCorrAccount,
      seller.addrJur,
      payer.campaign_name,
      `ИНН ${payer.inn}`,
      `КПП ${payer.kpp}`,
      'Тонометр автоматический',
      'Доставка: Курьер до двери',
      rub(total),
      // VAT from the gross sums, per rate: 10 % of 12 345,00; 22 % of 4 990,00 plus 450,00 delivery.
      `в т.ч. НДС 22 %: ${rub(Math.round((544_000 * 22) / 122))}`,
      `в т.ч. НДС 10 %: ${rub(Math.round((1_234_500 * 10) / 110))}`,
      'Без НДС',
      'Семнадцать тысяч девятьсот двадцать два рубля 70 копеек',
      `Оплата по счёту № ${order.number}`,
    ]) {
      expect(text.replace(/\u00a0/g, ' ')).toContain(String(value).replace(/\u00a0/g, ' '))
    }
    expect(rub(total)).toBe('17 922,70')
  })

  it('says «НДС не облагается» for a seller on the simplified tax regime', async () => {
    const [simplified] = await backend.db.select().from(merchants).where(eq(merchants.vatPayer, false))
    if (!simplified) throw new Error('the demo data needs a seller without VAT')
    const user = await newBuyer()
    const order = await invoicedOrder(user, simplified.id)
    const response = await download(user, order.id)
    expect(response.status).toBe(200)
    const text = await pdfText(new Uint8Array(await response.arrayBuffer()))
    expect(text).toContain('НДС не облагается')
    expect(text).not.toContain('в т.ч. НДС')
    expect(text).toContain(`ИНН ${simplified.inn}`)
  })

  it('is for the order’s buyer only, and card orders have none', async () => {
    const owner = await newBuyer()
    const stranger = await newBuyer()
    const order = await invoicedOrder(owner)
    expect((await refused(await download(stranger, order.id), 404)).error).toBe(orderMessages.notFound)
    const card = await insertOrder(backend.db, {
      userId: owner.id,
      merchantId: 2,
      lines: [{ name: 'Маска', quantity: 1, price: 5_000, vatRate: 22 }],
    })
    expect((await refused(await download(owner, card.id), 404)).error).toBe(orderMessages.notFound)
    await refused(await download(owner, 999_999_999), 404)
    await refused(await backend.request('GET', buildPath(billDownloadPath, { id: order.id })), 401)
  })

  it('never answers hostile ids with a 500', async () => {
    const user = await newBuyer()
    const encode = (text: string) => {
      try {
        return encodeURIComponent(text)
      } catch {
        return text
      }
    }
    for (const segment of [
      ...[...hostileTexts, '0', '-1', '1.5', '2147483648', '99999999999999999999', '1e3', ' 1'].map(encode),
      '%00',
      '%ZZ',
    ]) {
      const response = await user.call('GET', `/api/user/order/bill/${segment}`)
      expect(response.status, segment.slice(0, 80)).toBe(404)
    }
  })
})

describe('buildInvoice', () => {
  const source: InvoiceSource = {
    number: '100042',
    createdAt: new Date('2026-11-22T21:30:00Z'),
    supplier: {
      name: 'ООО «МедСнаб»',
      inn: '7728143560',
      kpp: '772801001',
      ogrn: null,
      address: null,
      bankName: 'ПАО Сбербанк',
      bankBik: '044525225',
      bankAccount: null,
      bankCorrAccount: null,
      vatPayer: true,
    },
    buyer: { name: 'ООО «Клиника»', inn: null, kpp: null, address: null },
    items: [
      { name: 'A', quantity: 3, price: 33_33, vatRate: 22, units: 'шт.' },
      { name: 'B', quantity: 1, price: 100_00, vatRate: 22, units: 'шт.' },
      { name: 'C', quantity: 2, price: 55_00, vatRate: 10, units: 'шт.' },
      { name: 'D', quantity: 1, price: 10_00, vatRate: 0, units: 'шт.' },
    ],
    delivery: { name: 'Доставка: ПВЗ', cost: 300_00 },
  }

  it('dates the invoice in Moscow time and numbers it by the order', () => {
    const invoice = buildInvoice(source)
    // 21:30 UTC on the 22nd is past midnight in Moscow.
    expect(invoice.title).toBe('Счёт на оплату № 100042 от 23.11.2026')
  })

  it('adds delivery as a line at the standard rate and totals VAT once per rate from the gross sums', () => {
    const invoice = buildInvoice(source)
    expect(invoice.lines.map((line) => [line.position, line.name, line.sum, line.vatLabel])).toEqual([
      [1, 'A', 99_99, '22 %'],
      [2, 'B', 100_00, '22 %'],
      [3, 'C', 110_00, '10 %'],
      [4, 'D', 10_00, 'Без НДС'],
      [5, 'Доставка: ПВЗ', 300_00, '22 %'],
    ])
    expect(invoice.total).toBe(619_99)
    expect(invoice.vat).toEqual([
      { rate: 22, amount: Math.round((499_99 * 22) / 122) },
      { rate: 10, amount: 10_00 },
    ])
    expect(invoice.vat[0]?.amount).toBe(90_16)
    expect(invoice.vatLines.map((line) => line.label)).toEqual(['в т.ч. НДС 22 %', 'в т.ч. НДС 10 %'])
    expect(invoice.amountInWords).toBe('Шестьсот девятнадцать рублей 99 копеек')
    expect(invoice.purpose.length).toBeLessThanOrEqual(210)
    expect(invoice.purpose).toContain('в т.ч. НДС 22 % 90,16 руб., НДС 10 % 10,00 руб.')
  })

  it('leaves out free delivery, prints «Без НДС» for exempt goods only', () => {
    const invoice = buildInvoice({
      ...source,
      items: [{ name: 'D', quantity: 2, price: 10_00, vatRate: 0, units: 'шт.' }],
      delivery: { name: 'Доставка', cost: 0 },
    })
    expect(invoice.lines).toHaveLength(1)
    expect(invoice.vat).toEqual([])
    expect(invoice.vatLines).toEqual([{ label: 'Без НДС', amount: null }])
    expect(invoice.purpose).toContain('без НДС')
  })

  it('charges no VAT on any line when the seller pays none', () => {
    const invoice = buildInvoice({ ...source, supplier: { ...source.supplier, vatPayer: false } })
    expect(invoice.vat).toEqual([])
    expect(invoice.lines.every((line) => line.vatLabel === 'Без НДС')).toBe(true)
    expect(invoice.vatLines).toEqual([{ label: 'НДС не облагается', amount: null }])
    expect(invoice.purpose).toContain('НДС не облагается')
  })

  it('keeps a long payment purpose within 210 characters', () => {
    const invoice = buildInvoice({ ...source, number: '9'.repeat(150) })
    expect(invoice.purpose).toHaveLength(210)
  })
})
