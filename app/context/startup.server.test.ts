import { describe, expect, it } from 'vitest'
import type { ApiClient } from '#app/lib/api/client.server.ts'
import { startupOnce } from './startup.server.ts'

function countingClient(answer: () => Promise<unknown>) {
  const calls: unknown[] = []
  const api = {
    hasToken: false,
    call: (_definition: unknown, input: unknown) => {
      calls.push(input)
      return answer()
    },
  } as unknown as ApiClient
  return { api, calls }
}

describe('startupOnce', () => {
  it('asks the start-up call once per request, under the long cache policy, however many loaders need it', async () => {
    const start = { data: { categories: [] }, error: null, status: 200 }
    const { api, calls } = countingClient(async () => start)
    const startup = startupOnce(api)
    const [root, page] = await Promise.all([startup(), startup()])
    expect(await startup()).toBe(root)
    expect(page).toBe(root)
    expect(calls).toEqual([{ cache: 'long' }])
  })

  it('asks again after it is told to forget the answer (the cart changed)', async () => {
    const { api, calls } = countingClient(async () => ({ data: { categories: [] }, error: null, status: 200 }))
    const startup = startupOnce(api)
    const before = await startup()
    startup.forget()
    expect(await startup()).not.toBe(before)
    expect(calls).toHaveLength(2)
  })

  it('gives each caller its own copy of a thrown Response, so each can read it', async () => {
    const { api } = countingClient(async () => {
      throw new Response('{"unavailable":true}', { status: 503 })
    })
    const startup = startupOnce(api)
    const caught = (answer: Promise<unknown>) =>
      answer.then(
        () => new Response('answered'),
        (e: Response) => e,
      )
    const thrown = await Promise.all([caught(startup()), caught(startup())])
    expect(await Promise.all(thrown.map((response) => response.text()))).toEqual([
      '{"unavailable":true}',
      '{"unavailable":true}',
    ])
  })
})
