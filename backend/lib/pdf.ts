/**
 * An A4 PDF document of ours (invoices, the demo catalogue's certificates): pdfkit with DejaVu Sans embedded as
 * `regular` and `bold`, so Cyrillic is real text (searchable, copyable, readable by tests) — PDF's standard fonts have
 * no Cyrillic at all (decision 019) — and the bytes it writes gathered for an answer.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import PDFDocument from 'pdfkit'

const require = createRequire(import.meta.url)

let fonts: { regular: Buffer; bold: Buffer } | undefined
/** Read once, on the first document; from node_modules, which is there at run time (packages stay external). */
function loadFonts() {
  fonts ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  }
  return fonts
}

/** A new A4 document with our fonts, and the promise of its bytes once the caller ends it. */
export function a4Document(
  margin: number,
  info: PDFKit.DocumentInfo,
): { doc: PDFKit.PDFDocument; finished: Promise<Buffer> } {
  const { regular, bold } = loadFonts()
  const doc = new PDFDocument({ size: 'A4', margin, info })
  doc.registerFont('regular', regular)
  doc.registerFont('bold', bold)
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  return { doc, finished }
}
