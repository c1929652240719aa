/**
 * What a picture really is, from its first bytes (a file's name and the type the browser claims are the sender's
 * word): JPEG, PNG and WebP, the types a profile photo may be; anything else is null.
 */
export interface ImageType {
  contentType: 'image/jpeg' | 'image/png' | 'image/webp'
  extension: 'jpg' | 'png' | 'webp'
}

const JPEG: ImageType = { contentType: 'image/jpeg', extension: 'jpg' }
const PNG: ImageType = { contentType: 'image/png', extension: 'png' }
const WEBP: ImageType = { contentType: 'image/webp', extension: 'webp' }

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte)

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0))

export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return JPEG
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return PNG
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return WEBP
  return null
}

/**
 * Whether the file ends as its type's files do, so that a picture cut short in upload is refused rather than stored
 * and then failing wherever it is shown: PNG's last chunk is IEND; a WebP's RIFF header says how long it is; a JPEG's
 * end-of-image marker (FF D9) must lie in the file's second half — phone cameras may append data after it, and an
 * embedded thumbnail's own marker sits near the start.
 */
export function isWholeImage(bytes: Uint8Array, type: ImageType): boolean {
  if (type === PNG) return startsWith(bytes, [0, 0, 0, 0, ...ascii('IEND'), 0xae, 0x42, 0x60, 0x82], bytes.length - 12)
  if (type === WEBP) {
    if (bytes.length < 12) return false
    const declared = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(4, true)
    return bytes.length >= declared + 8
  }
  for (let i = bytes.length - 2; i >= Math.floor(bytes.length / 2); i--) {
    if (bytes[i] === 0xff && bytes[i + 1] === 0xd9) return true
  }
  return false
}

/** The type a stored photo's public name ends with. */
export function imageTypeByExtension(extension: string): ImageType | null {
  return [JPEG, PNG, WEBP].find((type) => type.extension === extension) ?? null
}

/**
 * Whether the bytes are a picture of a type we do not take (GIF, BMP, TIFF, ICO, SVG, HEIC/AVIF): so that the sender
 * is told the type is wrong rather than that the file is no picture at all.
 */
export function isOtherImage(bytes: Uint8Array): boolean {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 256))
  return (
    startsWith(bytes, ascii('GIF8')) ||
    startsWith(bytes, ascii('BM')) ||
    startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) ||
    startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a]) ||
    startsWith(bytes, [0x00, 0x00, 0x01, 0x00]) ||
    (startsWith(bytes, ascii('ftyp'), 4) && /^(heic|heix|mif1|avif)$/.test(head.slice(8, 12))) ||
    /^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(head.trimStart())
  )
}
