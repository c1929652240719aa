import { describe, expect, it } from 'vitest'
import { wholeDocument } from './entry.server.tsx'

describe('wholeDocument', () => {
  it('hands on the pieces React writes as one buffer, without stray NUL bytes', async () => {
    const document = await new Promise<Uint8Array>((resolve, reject) => {
      const sink = wholeDocument(resolve, reject)
      sink.write(Buffer.from('<!DOCTYPE html><p>'))
      sink.write(Buffer.from('\0a\0\0b'))
      sink.end(Buffer.from('</p>\0'))
    })
    expect(Buffer.from(document).toString()).toBe('<!DOCTYPE html><p>ab</p>')
  })
})
