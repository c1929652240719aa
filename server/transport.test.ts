import { describe, expect, it } from 'vitest'
import { withDeadline, withDeadlineInProcess } from './transport.ts'

describe.each([
  ['withDeadline', withDeadline],
  ['withDeadlineInProcess', withDeadlineInProcess],
])('%s', (_name, bounded) => {
  it('gives up on an answer that does not come in time, with a TimeoutError', async () => {
    const never = bounded(() => new Promise<Response>(() => {}), 50)
    const failure = await never(new Request('http://backend.test/api/x')).catch((error: unknown) => error)
    expect((failure as Error).name).toBe('TimeoutError')
  })

  it('passes an answer in time on, and the request with its body', async () => {
    const echo = bounded(async (request) => new Response(await request.text()), 1000)
    const answer = await echo(new Request('http://backend.test/api/x', { method: 'POST', body: '{"a":1}' }))
    expect(await answer.text()).toBe('{"a":1}')
  })

  it('passes a failure of the call on as it is', async () => {
    const failing = bounded(() => {
      throw new TypeError('fetch failed')
    }, 1000)
    await expect(failing(new Request('http://backend.test/api/x'))).rejects.toThrow('fetch failed')
  })
})

describe('withDeadline', () => {
  it('aborts the request at the deadline, for a back-end over the network', async () => {
    let seen: AbortSignal | undefined
    const hanging = withDeadline((request) => {
      seen = request.signal
      return new Promise<Response>(() => {})
    }, 50)
    await hanging(new Request('http://backend.test/api/x')).catch(() => {})
    expect(seen?.aborted).toBe(true)
  })
})

describe('withDeadlineInProcess', () => {
  it('hands the back-end in this process the request itself', async () => {
    const request = new Request('http://backend.test/api/x')
    let seen: Request | undefined
    await withDeadlineInProcess((given) => {
      seen = given
      return new Response('ok')
    }, 1000)(request)
    expect(seen).toBe(request)
  })
})
