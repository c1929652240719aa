// Compresses the browser's assets once, at build time, as hard as the formats allow: gzip by Zopfli (~3.5 % smaller
// than zlib's best) and Brotli at quality 11. server/precompressed.ts serves them to browsers that accept them, so
// no request pays for compression and every visitor gets the smallest file (decision 038).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompressSync, constants } from 'node:zlib'
import zopfli from '@gfx/zopfli'

const gzip = promisify(zopfli.gzip)
const dir = path.join(process.env.BUILD_DIR ?? 'build', 'client', 'assets')
const COMPRESSIBLE = /\.(js|css|svg|json|txt|vtt)$/
// Below this, a compressed copy saves less than the headers it costs.
const MIN_BYTES = 1024

const started = Date.now()
const files = readdirSync(dir).filter(
  (name) => COMPRESSIBLE.test(name) && statSync(path.join(dir, name)).size >= MIN_BYTES,
)
let before = 0
let after = 0
for (const name of files) {
  const file = path.join(dir, name)
  const content = readFileSync(file)
  const gzipped = await gzip(content, { numiterations: 15 })
  writeFileSync(`${file}.gz`, gzipped)
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    }),
  )
  before += content.length
  after += gzipped.length
}
console.log(
  `Precompressed ${files.length} assets (${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB gzip) in ${Date.now() - started} ms`,
)
