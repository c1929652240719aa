/**
 * What a passport copy really is, from its first bytes (the name and the type the browser claims are the sender's
 * word): a photo (JPEG, PNG, WebP — as a profile photo is told, backend/modules/media/image-type.ts) or a PDF scan.
 */
import { isWholeImage, sniffImageType } from '#backend/modules/media/image-type.ts'
import type { PASSPORT_FILE_TYPES } from '#contract/orders.ts'

export type PassportFileType = (typeof PASSPORT_FILE_TYPES)[number]

/** `%PDF-`: every PDF starts with its version header (ISO 32000-1 §7.5.2). */
const PDF_HEADER = [0x25, 0x50, 0x44, 0x46, 0x2d]

/** The file's type, or null when it is none of the types a passport copy may be (or a photo cut short). */
export function sniffPassportFileType(bytes: Uint8Array): PassportFileType | null {
  if (PDF_HEADER.every((byte, i) => bytes[i] === byte)) return 'application/pdf'
  const image = sniffImageType(bytes)
  return image && isWholeImage(bytes, image) ? image.contentType : null
}

/** The name as given, without folders, control characters or broken surrogates; «passport» when nothing is left. */
export function passportFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? ''
  const clean = Array.from(
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is removed.
    base.replace(/[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]|[\ud800-\udfff]/gu, ''),
  )
    .slice(0, 200)
    .join('')
    .trim()
  return clean === '' ? 'passport' : clean
}
