/**
 * The demo catalogue's registration certificates (decision 032): an A4 PDF drawn on request from the product's own
 * data — its name, maker, country and the certificate number its specs name — like invoices are (pdfkit with DejaVu
 * Sans embedded, so the Russian text is real text). Marked as a demonstration: the real certificate of a real product
 * is the seller's file, and the register of Roszdravnadzor is where a buyer checks one.
 */
import { a4Document } from '#backend/lib/pdf.ts'

export interface LicenceFacts {
  name: string
  /** «РЗН 2019/12345», from the product's specs; null when they name none. */
  number: string | null
  maker: string | null
  country: string | null
  category: string
}

const MARGIN = 56
const WIDTH = 595.28 - 2 * MARGIN
const DASH = '—'
/** A fixed date in the file's metadata, so the same product always gets the same bytes. */
const CREATED = new Date(Date.UTC(2026, 0, 1))

export function renderLicencePdf(facts: LicenceFacts): Promise<Buffer> {
  const title = 'Регистрационное удостоверение на медицинское изделие'
  const { doc, finished } = a4Document(MARGIN, {
    Title: `${title} ${facts.number ?? ''}`.trim(),
    Creator: 'Medmarket',
    CreationDate: CREATED,
  })

  doc.font('regular').fontSize(9).fillColor('#8a1c1c')
  doc.text('Демонстрационный документ каталога «Медмаркет» — не является официальным документом', MARGIN, MARGIN, {
    width: WIDTH,
    align: 'center',
  })
  doc.moveDown(2).fillColor('#000')
  doc.font('regular').fontSize(11).text('Федеральная служба по надзору в сфере здравоохранения', { align: 'center' })
  doc.moveDown(1.5)
  doc.font('bold').fontSize(16).text(title.toUpperCase(), { align: 'center' })
  doc.moveDown(0.5)
  doc
    .font('bold')
    .fontSize(14)
    .text(`№ ${facts.number ?? DASH}`, { align: 'center' })
  doc.moveDown(2)

  const rows: [string, string][] = [
    ['Наименование медицинского изделия', facts.name],
    ['Вид медицинского изделия', facts.category],
    ['Производитель', facts.maker ?? DASH],
    ['Страна производства', facts.country ?? DASH],
    ['Срок действия', 'Бессрочно'],
  ]
  const label = 190
  for (const [name, value] of rows) {
    const top = doc.y
    doc
      .font('regular')
      .fontSize(10)
      .text(name, MARGIN, top, { width: label - 12 })
    const labelBottom = doc.y
    doc
      .font('bold')
      .fontSize(10)
      .text(value, MARGIN + label, top, { width: WIDTH - label })
    doc.y = Math.max(doc.y, labelBottom) + 10
    doc
      .moveTo(MARGIN, doc.y - 5)
      .lineTo(MARGIN + WIDTH, doc.y - 5)
      .lineWidth(0.4)
      .strokeColor('#999')
      .stroke()
  }
  doc.moveDown(2)
  doc
    .font('regular')
    .fontSize(9)
    .fillColor('#333')
    .text(
      'Сведения о регистрации медицинских изделий проверяются в Государственном реестре медицинских изделий ' +
        'и организаций, осуществляющих производство и изготовление медицинских изделий (roszdravnadzor.gov.ru).',
      MARGIN,
      doc.y,
      { width: WIDTH },
    )
  doc.end()
  return finished
}
