/**
 * What an invoice (счёт на оплату) of a company-paid order says (docs/decisions/019), worked out before any drawing
 * so it can be checked on its own: the supplier is the seller, the buyer the payer snapshotted at checkout, one line
 * per order line plus delivery, VAT per line by its rate and totalled per rate from the gross sums, the total in
 * words, the payment purpose. Money is integer kopecks.
 */
import { vatFromGross } from '#contract/money.ts'
import { amountInWords } from './amount-in-words.ts'

export interface InvoiceParty {
  name: string
  inn: string | null
  kpp: string | null
  address: string | null
}

export interface InvoiceSupplier extends InvoiceParty {
  ogrn: string | null
  bankName: string | null
  bankBik: string | null
  bankAccount: string | null
  bankCorrAccount: string | null
  /** False: the seller does not charge VAT (simplified tax regime). */
  vatPayer: boolean
}

export interface InvoiceSourceLine {
  name: string
  quantity: number
  units: string
  /** Gross kopecks per unit. */
  price: number
  /** 22, 10, or 0 for goods exempt from VAT. */
  vatRate: number
}

export interface InvoiceSource {
  number: string
  createdAt: Date
  supplier: InvoiceSupplier
  buyer: InvoiceParty
  items: InvoiceSourceLine[]
  delivery: { name: string; cost: number } | null
}

export interface InvoiceLine {
  position: number
  name: string
  quantity: number
  units: string
  price: number
  sum: number
  /** «22 %», «10 %», «Без НДС». */
  vatLabel: string
}

export interface Invoice {
  number: string
  /** dd.mm.yyyy in Moscow time. */
  date: string
  title: string
  supplier: InvoiceSupplier
  buyer: InvoiceParty
  lines: InvoiceLine[]
  total: number
  /** One entry per VAT rate charged, largest rate first; empty when no VAT is charged. */
  vat: { rate: number; amount: number }[]
  /** The VAT lines under the total: «В том числе НДС 22 %» with its sum, or one «Без НДС» / «НДС не облагается». */
  vatLines: { label: string; amount: number | null }[]
  amountInWords: string
  purpose: string
}

/** Delivery is a service taxed at the standard rate (Tax Code art. 164 p.3) when the seller charges VAT. */
export const STANDARD_VAT_RATE = 22

const money = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
/** 123450 → «1 234,50» (with a no-break space between thousands, as Russian documents print it). */
export const formatKopecks = (kopecks: number): string => money.format(kopecks / 100)

const moscowDate = new Intl.DateTimeFormat('ru-RU', {
  timeZone: 'Europe/Moscow',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
})

const vatLabel = (rate: number) => (rate > 0 ? `${rate} %` : 'Без НДС')

/** A payment order's purpose field holds at most 210 characters (Bank of Russia regulation 762-P). */
export const PURPOSE_MAX_LENGTH = 210

export function buildInvoice(source: InvoiceSource): Invoice {
  const { supplier } = source
  // A seller that charges no VAT prints every line without it, whatever rate the product carries for others.
  const rateOf = (rate: number) => (supplier.vatPayer ? rate : 0)
  const sourceLines: InvoiceSourceLine[] = [
    ...source.items,
    ...(source.delivery && source.delivery.cost > 0
      ? [
          {
            name: source.delivery.name,
            quantity: 1,
            units: 'усл.',
            price: source.delivery.cost,
            vatRate: STANDARD_VAT_RATE,
          },
        ]
      : []),
  ]
  const lines = sourceLines.map((line, index) => ({
    position: index + 1,
    name: line.name,
    quantity: line.quantity,
    units: line.units,
    price: line.price,
    sum: line.price * line.quantity,
    vatLabel: vatLabel(rateOf(line.vatRate)),
    rate: rateOf(line.vatRate),
  }))
  const total = lines.reduce((sum, line) => sum + line.sum, 0)

  // VAT is worked out per rate from the gross sum of its lines, so the rounding happens once per rate.
  const grossByRate = new Map<number, number>()
  for (const line of lines) {
    if (line.rate > 0) grossByRate.set(line.rate, (grossByRate.get(line.rate) ?? 0) + line.sum)
  }
  const vat = [...grossByRate.entries()]
    .sort(([a], [b]) => b - a)
    .map(([rate, gross]) => ({ rate, amount: vatFromGross(gross, rate) }))
  const vatLines = !supplier.vatPayer
    ? [{ label: 'НДС не облагается', amount: null }]
    : vat.length === 0
      ? [{ label: 'Без НДС', amount: null }]
      : vat.map(({ rate, amount }) => ({ label: `в т.ч. НДС ${rate} %`, amount }))

  const date = moscowDate.format(source.createdAt)
  const vatInPurpose = !supplier.vatPayer
    ? 'НДС не облагается'
    : vat.length === 0
      ? 'без НДС'
      : `в т.ч. ${vat.map(({ rate, amount }) => `НДС ${rate} % ${formatKopecks(amount)} руб.`).join(', ')}`
  const purpose = `Оплата по счёту № ${source.number} от ${date} за медицинские товары. Сумма ${formatKopecks(total)} руб., ${vatInPurpose}`

  return {
    number: source.number,
    date,
    title: `Счёт на оплату № ${source.number} от ${date}`,
    supplier,
    buyer: source.buyer,
    lines: lines.map(({ rate: _rate, ...line }) => line),
    total,
    vat,
    vatLines,
    amountInWords: amountInWords(total),
    purpose: purpose.length > PURPOSE_MAX_LENGTH ? purpose.slice(0, PURPOSE_MAX_LENGTH) : purpose,
  }
}
