import { createElement } from 'react'
import { renderToPipeableStream } from 'react-dom/server'
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

  it('is ended once by React, which finds nothing to abort after the document', async () => {
    let ends = 0
    const document = await new Promise<Uint8Array>((resolve, reject) => {
      const sink = wholeDocument(resolve, reject)
      const end = sink.end.bind(sink)
      sink.end = ((...args: Parameters<typeof sink.end>) => {
        ends++
        return end(...args)
      }) as typeof sink.end
      const { pipe } = renderToPipeableStream(createElement('p', null, 'Медмаркет'), {
        onAllReady: () => pipe(sink),
        onShellError: reject,
      })
    })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(Buffer.from(document).toString()).toBe('<p>Медмаркет</p>')
    expect(ends).toBe(1)
  })
})
