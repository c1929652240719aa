import { mkdtempSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { precompressed } from './precompressed.ts'

const script = 'export const greeting = "Здравствуйте";\n'.repeat(100)
let origin = ''
let close = () => {}

beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'assets-'))
  writeFileSync(path.join(dir, 'app-1a2b.js'), script)
  writeFileSync(path.join(dir, 'app-1a2b.js.gz'), gzipSync(script))
  writeFileSync(path.join(dir, 'app-1a2b.js.br'), brotliCompressSync(script))
  writeFileSync(path.join(dir, 'tiny-3c4d.js'), 'export {}')
  const app = express()
  app.use('/assets', precompressed(dir, 'public, max-age=31536000, immutable'))
  app.use('/assets', express.static(dir))
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  close = () => server.close()
})
afterAll(() => close())

const get = (file: string, acceptEncoding: string) =>
  fetch(`${origin}/assets/${file}`, { headers: { 'accept-encoding': acceptEncoding } })

describe('precompressed assets', () => {
  it('gives Brotli to a browser that accepts it, as a script cached for a year', async () => {
    const response = await get('app-1a2b.js', 'gzip, deflate, br')
    expect(response.headers.get('content-encoding')).toBe('br')
    expect(response.headers.get('content-type')).toMatch(/^(text|application)\/javascript/)
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(response.headers.get('vary')).toBe('Accept-Encoding')
    expect(await response.text()).toBe(script)
  })

  it('gives the gzip copy to a browser that accepts only gzip', async () => {
    const response = await get('app-1a2b.js', 'gzip')
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(Number(response.headers.get('content-length'))).toBe(gzipSync(script).length)
    expect(await response.text()).toBe(script)
  })

  it('gives the file itself to a client that takes no compression, and the plain file when no copy exists', async () => {
    const plain = await get('app-1a2b.js', 'identity')
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toBe(script)
    const tiny = await get('tiny-3c4d.js', 'gzip, br')
    expect(tiny.headers.get('content-encoding')).toBeNull()
    expect(await tiny.text()).toBe('export {}')
  })

  it('passes on what it does not have', async () => {
    expect((await get('missing.js', 'gzip')).status).toBe(404)
  })
})
