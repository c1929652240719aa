import type { Response as ExpressResponse } from 'express'
import { describe, expect, it } from 'vitest'
import { sendBody } from './remix-handler.ts'

/** A response behind the compression middleware, as far as sendBody sees it: what was written and each flush. */
function compressedResponse() {
  const log: string[] = []
  const res = {
    write: (chunk: Uint8Array) => log.push(`write ${Buffer.from(chunk).toString()}`),
    flush: () => log.push('flush'),
    end: () => log.push('end'),
    destroy: () => log.push('destroy'),
  }
  return { res: res as unknown as ExpressResponse, log }
}

const encode = (text: string) => new TextEncoder().encode(text)

describe('sendBody', () => {
  it('flushes a body that comes at once a single time, not after each piece', async () => {
    const { res, log } = compressedResponse()
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const piece of ['a', 'b', 'c', 'd']) controller.enqueue(encode(piece))
        controller.close()
      },
    })
    await sendBody(body, res)
    expect(log).toEqual(['write a', 'write b', 'write c', 'write d', 'end'])
  })

  it('flushes what has come before each pause, so deferred data still streams', async () => {
    const { res, log } = compressedResponse()
    let later: ReadableStreamDefaultController<Uint8Array> | undefined
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encode('page'))
        controller.enqueue(encode('data'))
        later = controller
      },
    })
    const sent = sendBody(body, res)
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(log).toEqual(['write page', 'write data', 'flush'])
    later?.enqueue(encode('deferred'))
    await new Promise((resolve) => setTimeout(resolve, 5))
    later?.close()
    await sent
    expect(log).toEqual(['write page', 'write data', 'flush', 'write deferred', 'flush', 'end'])
  })
})
