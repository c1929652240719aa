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

/** The type a stored photo's public name ends with. */
export function imageTypeByExtension(extension: string): ImageType | null {
  return [JPEG, PNG, WEBP].find((type) => type.extension === extension) ?? null
}
