import { describe, expect, it } from 'vitest'
import { withDeadline } from './transport.ts'

describe('withDeadline', () => {
  it('gives up on an answer that does not come in time, with a TimeoutError', async () => {
    const never = withDeadline(() => new Promise<Response>(() => {}), 50)
    const failure = await never(new Request('http://backend.test/api/x')).catch((error: unknown) => error)
    expect((failure as Error).name).toBe('TimeoutError')
  })

  it('passes an answer in time on, and the request with its body', async () => {
    const echo = withDeadline(async (request) => new Response(await request.text()), 1000)
    const answer = await echo(new Request('http://backend.test/api/x', { method: 'POST', body: '{"a":1}' }))
    expect(await answer.text()).toBe('{"a":1}')
  })
})
