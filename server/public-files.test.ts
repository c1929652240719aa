import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { publicFiles } from './public-files.ts'

let origin = ''
let dir = ''
let close = () => {}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'public-'))
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  mkdirSync(path.join(dir, 'docs'))
  writeFileSync(path.join(dir, 'docs', 'оферта.txt'), 'Оферта')
  mkdirSync(path.join(dir, 'assets'))
  writeFileSync(path.join(dir, 'assets', 'app-1a2b.js'), 'export {}')
  const app = express()
  app.use(publicFiles(dir, { except: 'assets', maxAge: '1h' }))
  app.use((req, res) => res.status(200).type('text/plain').send(`page ${req.path}`))
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  close = () => server.close()
})
afterAll(() => close())

const get = async (pathname: string) => {
  const answer = await fetch(`${origin}${pathname}`)
  return {
    type: answer.headers.get('content-type'),
    cache: answer.headers.get('cache-control'),
    text: await answer.text(),
  }
}

describe('public files', () => {
  it('are served by their own paths, nested ones and Cyrillic names too', async () => {
    expect(await get('/favicon.svg')).toMatchObject({ type: 'image/svg+xml', cache: 'public, max-age=3600' })
    expect((await get(`/docs/${encodeURIComponent('оферта.txt')}`)).text).toBe('Оферта')
  })

  it('leave every other path to the pages, without looking on disk', async () => {
    // A file that appears after the start is not looked for: a client navigation's data path costs no stat.
    writeFileSync(path.join(dir, 'catalog.data'), 'on disk')
    expect((await get('/catalog.data')).text).toBe('page /catalog.data')
    expect((await get('/catalog')).text).toBe('page /catalog')
    // The hashed assets have a handler of their own.
    expect((await get('/assets/app-1a2b.js')).text).toBe('page /assets/app-1a2b.js')
  })
})
