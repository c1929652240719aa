/**
 * Serves the build's precompressed copies of hashed assets (scripts/precompress.js): `X.br` to a browser that
 * accepts Brotli, `X.gz` to one that accepts gzip, with the type of X. Anything else falls through to the plain
 * static files (compressed on the fly, or not at all when small). Decision 038.
 */
import { createReadStream, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import type { RequestHandler } from 'express'

const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const

export function precompressed(dir: string, cacheControl: string): RequestHandler {
  // The build does not change while the server runs: what exists is read once.
  const available = new Set(readdirSync(dir))
  const sizes = new Map<string, number>()
  for (const file of available) if (/\.(br|gz)$/.test(file)) sizes.set(file, statSync(path.join(dir, file)).size)
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    const name = decodeURIComponent(req.path.slice(1))
    if (name.includes('/') || !available.has(name)) return next()
    const offered = ENCODINGS.filter((encoding) => sizes.has(name + encoding.suffix))
    if (offered.length === 0) return next()
    res.vary('Accept-Encoding')
    // Ours, the smallest first, among those the browser accepts (browsers list gzip first, but mean both).
    const encoding = offered.find((candidate) => req.acceptsEncodings(candidate.name) === candidate.name)
    if (!encoding) return next()
    res.type(path.extname(name))
    res.setHeader('Content-Encoding', encoding.name)
    res.setHeader('Cache-Control', cacheControl)
    res.setHeader('Content-Length', String(sizes.get(name + encoding.suffix)))
    if (req.method === 'HEAD') return res.end()
    createReadStream(path.join(dir, name + encoding.suffix))
      .on('error', next)
      .pipe(res)
  }
}
