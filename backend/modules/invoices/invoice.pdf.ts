/**
 * Draws an invoice (invoice.ts) as an A4 PDF with pdfkit, in the layout Russian accountants expect: the bank block of
 * the supplier on top (what a payment order is filled from), the title, supplier and buyer, the table of lines, the
 * totals with VAT, the total in words and the payment purpose. The text is set in DejaVu Sans, embedded as a TrueType
 * subset, so Cyrillic is real text (searchable, copyable, readable by tests) — PDF's standard fonts have no
 * Cyrillic at all (docs/decisions/019).
 */
import { a4Document } from '#backend/lib/pdf.ts'
import { formatKopecks, type Invoice, type InvoiceParty } from './invoice.ts'

const MARGIN = 40
const PAGE_WIDTH = 595.28
const PAGE_HEIGHT = 841.89
const WIDTH = PAGE_WIDTH - 2 * MARGIN
const BOTTOM = PAGE_HEIGHT - MARGIN
const DASH = '—'

const or = (value: string | null | undefined) => (value && value.trim() !== '' ? value : DASH)

/** «ООО «Ромашка», ИНН 7707083893, КПП 770701001, 123456, г. Москва, …» — what is known of a party. */
function describeParty(party: InvoiceParty): string {
  return [
    party.name,
    party.inn ? `ИНН ${party.inn}` : null,
    party.kpp ? `КПП ${party.kpp}` : null,
    party.address && party.address.trim() !== '' ? party.address : null,
  ]
    .filter(Boolean)
    .join(', ')
}

const columns = [
  { title: '№', width: 24, align: 'center' },
  { title: 'Товары (работы, услуги)', width: 213, align: 'left' },
  { title: 'Кол-во', width: 46, align: 'right' },
  { title: 'Ед.', width: 34, align: 'center' },
  { title: 'НДС', width: 48, align: 'center' },
  { title: 'Цена', width: 72, align: 'right' },
  { title: 'Сумма', width: 78, align: 'right' },
] as const

export function renderInvoicePdf(invoice: Invoice): Promise<Buffer> {
  const { doc, finished } = a4Document(MARGIN, {
    Title: invoice.title,
    Author: invoice.supplier.name,
    Subject: invoice.purpose,
    Creator: 'Medmarket',
  })

  const text = (value: string, x: number, y: number, width: number, options: PDFKit.Mixins.TextOptions = {}) =>
    doc.text(value, x, y, { width, lineBreak: true, ...options })
  const cell = (x: number, y: number, width: number, height: number) => doc.rect(x, y, width, height).stroke()
  /** A thick line across the page (under the title, above the signatures); then back to the cells' thin line. */
  const thickRule = (y: number) =>
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + WIDTH, y)
      .lineWidth(1.5)
      .stroke()
      .lineWidth(0.6)

  // ---- The supplier's bank block ----
  const { supplier } = invoice
  doc.lineWidth(0.6)
  const top = MARGIN
  const left = 300
  const label = 50
  const value = WIDTH - left - label
  const bankHeight = 40
  const idsHeight = 16
  const payeeHeight = 36
  doc.font('regular').fontSize(9)
  cell(MARGIN, top, left, bankHeight)
  text(or(supplier.bankName), MARGIN + 4, top + 4, left - 8, { height: 24, ellipsis: true })
  doc.fontSize(7)
  text('Банк получателя', MARGIN + 4, top + bankHeight - 11, left - 8)
  doc.fontSize(9)
  cell(MARGIN + left, top, label, 18)
  text('БИК', MARGIN + left + 4, top + 5, label - 8)
  cell(MARGIN + left + label, top, value, 18)
  text(or(supplier.bankBik), MARGIN + left + label + 4, top + 5, value - 8)
  cell(MARGIN + left, top + 18, label, bankHeight - 18)
  text('Сч. №', MARGIN + left + 4, top + 23, label - 8)
  cell(MARGIN + left + label, top + 18, value, bankHeight - 18)
  text(or(supplier.bankCorrAccount), MARGIN + left + label + 4, top + 23, value - 8)

  const idsTop = top + bankHeight
  cell(MARGIN, idsTop, left / 2, idsHeight)
  text(`ИНН ${or(supplier.inn)}`, MARGIN + 4, idsTop + 4, left / 2 - 8)
  cell(MARGIN + left / 2, idsTop, left / 2, idsHeight)
  text(`КПП ${or(supplier.kpp)}`, MARGIN + left / 2 + 4, idsTop + 4, left / 2 - 8)
  cell(MARGIN + left, idsTop, label, idsHeight + payeeHeight)
  text('Сч. №', MARGIN + left + 4, idsTop + 4, label - 8)
  cell(MARGIN + left + label, idsTop, value, idsHeight + payeeHeight)
  text(or(supplier.bankAccount), MARGIN + left + label + 4, idsTop + 4, value - 8)
  const payeeTop = idsTop + idsHeight
  cell(MARGIN, payeeTop, left, payeeHeight)
  text(supplier.name, MARGIN + 4, payeeTop + 4, left - 8, { height: 22, ellipsis: true })
  doc.fontSize(7)
  text('Получатель', MARGIN + 4, payeeTop + payeeHeight - 11, left - 8)

  // ---- Title, supplier, buyer ----
  let y = payeeTop + payeeHeight + 18
  doc.font('bold').fontSize(14)
  text(invoice.title, MARGIN, y, WIDTH)
  y = doc.y + 4
  thickRule(y)
  y += 10

  const partyLabel = 100
  const party = (title: string, description: string) => {
    doc.font('regular').fontSize(9)
    text(title, MARGIN, y, partyLabel - 6)
    const labelBottom = doc.y
    doc.font('bold').fontSize(9)
    text(description, MARGIN + partyLabel, y, WIDTH - partyLabel)
    y = Math.max(doc.y, labelBottom) + 8
  }
  const supplierExtra = supplier.ogrn ? `, ОГРН ${supplier.ogrn}` : ''
  party('Поставщик (Исполнитель):', `${describeParty(supplier)}${supplierExtra}`)
  party('Покупатель (Заказчик):', describeParty(invoice.buyer))
  party('Основание:', `Заказ № ${invoice.number}`)

  // ---- The lines ----
  const rowHeightOf = (values: readonly string[]) =>
    Math.max(...values.map((v, i) => doc.heightOfString(v, { width: (columns[i]?.width ?? 0) - 8 }))) + 8
  const header = columns.map((column) => column.title)
  const drawRow = (values: readonly string[], font: 'regular' | 'bold') => {
    doc.font(font).fontSize(8.5)
    const height = rowHeightOf(values)
    if (y + height > BOTTOM) {
      doc.addPage()
      y = MARGIN
      // A table going on over pages repeats its header, so each page reads on its own.
      if (values !== header) drawRow(header, 'bold')
      doc.font(font).fontSize(8.5)
    }
    let x = MARGIN
    values.forEach((v, i) => {
      const column = columns[i]
      if (!column) return
      cell(x, y, column.width, height)
      text(v, x + 4, y + 4, column.width - 8, { align: column.align })
      x += column.width
    })
    y += height
  }
  drawRow(header, 'bold')
  for (const line of invoice.lines) {
    drawRow(
      [
        String(line.position),
        line.name,
        String(line.quantity),
        line.units,
        line.vatLabel,
        formatKopecks(line.price),
        formatKopecks(line.sum),
      ],
      'regular',
    )
  }

  // ---- Totals ----
  y += 8
  const totals: [string, string][] = [
    ['Итого:', formatKopecks(invoice.total)],
    ...invoice.vatLines.map(({ label, amount }): [string, string] => [
      `${label}:`,
      amount === null ? DASH : formatKopecks(amount),
    ]),
    ['Всего к оплате:', formatKopecks(invoice.total)],
  ]
  const amountWidth = 90
  for (const [name, amount] of totals) {
    if (y + 14 > BOTTOM) {
      doc.addPage()
      y = MARGIN
    }
    doc.font('bold').fontSize(9.5)
    text(name, MARGIN, y, WIDTH - amountWidth - 6, { align: 'right' })
    text(amount, MARGIN + WIDTH - amountWidth, y, amountWidth, { align: 'right' })
    y += 15
  }

  // ---- In words, purpose, signatures ----
  const block = (draw: () => void, room: number) => {
    if (y + room > BOTTOM) {
      doc.addPage()
      y = MARGIN
    }
    draw()
    y = doc.y
  }
  y += 6
  block(() => {
    doc.font('regular').fontSize(9)
    text(`Всего наименований ${invoice.lines.length}, на сумму ${formatKopecks(invoice.total)} руб.`, MARGIN, y, WIDTH)
    doc.font('bold').fontSize(9.5)
    text(invoice.amountInWords, MARGIN, doc.y + 2, WIDTH)
  }, 40)
  y += 10
  block(() => {
    doc.font('regular').fontSize(9)
    text(`Назначение платежа: ${invoice.purpose}`, MARGIN, y, WIDTH)
    doc.fontSize(8)
    text(
      'Оплата этого счёта означает согласие с условиями поставки товара. Товар отпускается по факту поступления денег на расчётный счёт поставщика.',
      MARGIN,
      doc.y + 6,
      WIDTH,
    )
  }, 60)
  y += 8
  thickRule(y)
  y += 28
  block(() => {
    doc.font('bold').fontSize(9)
    text('Руководитель', MARGIN, y, 90)
    text('Бухгалтер', MARGIN + WIDTH / 2 + 10, y, 80)
    doc
      .moveTo(MARGIN + 90, y + 10)
      .lineTo(MARGIN + WIDTH / 2 - 10, y + 10)
      .stroke()
    doc
      .moveTo(MARGIN + WIDTH / 2 + 90, y + 10)
      .lineTo(MARGIN + WIDTH, y + 10)
      .stroke()
  }, 30)

  doc.end()
  return finished
}
