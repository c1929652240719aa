/**
 * A rendered document compressed in one pass, in the thread pool. The entry renders a page whole before its first
 * byte (app/entry.server.tsx), so nothing is gained by compressing it as a stream — and the compression middleware's
 * stream costs the storefront's one thread dearly: a compressor made per answer (brotli's with a 4 MB window, however
 * small the page), its input handed over and its output gathered on that thread. Measured on the catalogue page
 * (121 KB, 10 connections): 5.4–5.9 ms of CPU a page sent plain, 6.9–8.4 gzip-streamed, 8.9–9.8 brotli-streamed.
 */
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { PageEncoding } from './page-cache.ts'

const gzip = promisify(zlib.gzip)
const brotli = promisify(zlib.brotliCompress)

/** Smaller than this, a document goes as it is (the compression middleware's own threshold). */
export const COMPRESS_FROM_BYTES = 1024

/** Brotli's window: as large as the document needs, at least 64 KB, at most brotli's default (4 MB). */
function brotliWindow(length: number): number {
  return Math.min(zlib.constants.BROTLI_MAX_WINDOW_BITS, Math.max(16, Math.ceil(Math.log2(length))))
}

/**
 * The document in `encoding`, at the levels the middleware uses for an answer made on the fly (gzip 6, brotli 4);
 * `identity`, or a document too small to gain, comes back as it is.
 */
export async function encodeDocument(
  body: Buffer,
  encoding: PageEncoding,
): Promise<{ body: Buffer; encoding: PageEncoding }> {
  if (encoding === 'identity' || body.length < COMPRESS_FROM_BYTES) return { body, encoding: 'identity' }
  if (encoding === 'gzip') return { body: await gzip(body, { level: 6 }), encoding }
  const compressed = await brotli(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      [zlib.constants.BROTLI_PARAM_LGWIN]: brotliWindow(body.length),
    },
  })
  return { body: compressed, encoding }
}
