/**
 * How a page goes over the wire: the encoding a client takes best, and the page compressed in one pass in the thread
 * pool — a page rendered for one request (`encodeDocument`) and a page the page cache keeps (server/page-cache.ts).
 *
 * A rendered document is compressed in one pass, in the thread pool. The entry renders a page whole before its first
 * byte (app/entry.server.tsx), so nothing is gained by compressing it as a stream — and the compression middleware's
 * stream costs the storefront's one thread dearly: a compressor made per answer (brotli's with a 4 MB window, however
 * small the page), its input handed over and its output gathered on that thread. Measured on the catalogue page
 * (121 KB, 10 connections): 5.4–5.9 ms of CPU a page sent plain, 6.9–8.4 gzip-streamed, 8.9–9.8 brotli-streamed.
 */
import { promisify } from 'node:util'
import zlib from 'node:zlib'

const gzip = promisify(zlib.gzip)
const brotli = promisify(zlib.brotliCompress)

export type DocumentEncoding = 'br' | 'gzip' | 'identity'

const COMPRESSED_ENCODINGS = ['br', 'gzip'] as const

/**
 * The encoding a client takes best: brotli, then gzip, else the page itself, as express negotiates it
 * (Accept-Encoding with its q-values and `*`), in our order: browsers list gzip first but take both alike.
 */
export function pickEncoding(req: { acceptsEncodings(encoding: string): string | false }): DocumentEncoding {
  return COMPRESSED_ENCODINGS.find((name) => req.acceptsEncodings(name) === name) ?? 'identity'
}

/** Smaller than this, a document goes as it is (the compression middleware's own threshold). */
export const COMPRESS_FROM_BYTES = 1024

/** Brotli's window: as large as the document needs, at least 64 KB, at most brotli's default (4 MB). */
function brotliWindow(length: number): number {
  return Math.min(zlib.constants.BROTLI_DEFAULT_WINDOW, Math.max(16, Math.ceil(Math.log2(length))))
}

/**
 * The document compressed whole: gzip at level 6, brotli at `brotliQuality` (the middleware's 4 by default) with a
 * window sized to the document.
 */
export function compressDocument(
  body: Buffer,
  encoding: Exclude<DocumentEncoding, 'identity'>,
  brotliQuality = 4,
): Promise<Buffer> {
  if (encoding === 'gzip') return gzip(body, { level: 6 })
  return brotli(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      [zlib.constants.BROTLI_PARAM_LGWIN]: brotliWindow(body.length),
    },
  })
}

/**
 * A page rendered for one request in `encoding`, at the levels the middleware uses for an answer made on the fly
 * (gzip 6, brotli 4); `identity`, or a document too small to gain, comes back as it is.
 */
export async function encodeDocument(
  body: Buffer,
  encoding: DocumentEncoding,
): Promise<{ body: Buffer; encoding: DocumentEncoding }> {
  if (encoding === 'identity' || body.length < COMPRESS_FROM_BYTES) return { body, encoding: 'identity' }
  return { body: await compressDocument(body, encoding), encoding }
}
