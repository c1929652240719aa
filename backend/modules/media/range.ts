/**
 * One byte range of a `Range` header (RFC 9110 §14): what browsers send for a <video> to start, seek and finish
 * loading. `bytes=0-`, `bytes=100-199`, `bytes=-500` (the last 500). Several ranges at once are answered whole (200),
 * as the RFC allows; a range past the end is unsatisfiable (416).
 */
export type ByteRange = { start: number; end: number } | 'unsatisfiable' | null

export function byteRange(header: string | undefined, size: number): ByteRange {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null
  if (!match) return null
  const [, from = '', to = ''] = match
  if (from === '' && to === '') return null
  if (from === '') {
    const suffix = Number(to)
    if (suffix === 0) return 'unsatisfiable'
    return { start: Math.max(0, size - suffix), end: size - 1 }
  }
  const start = Number(from)
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1)
  if (start >= size || end < start) return 'unsatisfiable'
  return { start, end }
}
