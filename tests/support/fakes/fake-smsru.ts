/**
 * A fake SMS.ru on loopback for the adapter's tests: `GET /sms/send` answers SMS.ru's JSON — a sent message, a
 * refused number (top-level OK, the number's entry ERROR), a refused request (top-level ERROR, e.g. a wrong
 * api_id) — or never answers. Every request's query is kept.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export type FakeSmsRuBehaviour = 'send' | 'refuse-number' | 'refuse-request' | 'hang'

export interface FakeSmsRu {
  /** Base URL as SMSRU_URL takes it. */
  url: string
  /** The api_id it accepts. */
  apiId: string
  behaviour: FakeSmsRuBehaviour
  requests: { method: string; path: string; query: URLSearchParams }[]
  close(): Promise<void>
}

export async function startFakeSmsRu(apiId = 'test-api-id'): Promise<FakeSmsRu> {
  const hanging = new Set<() => void>()
  let sent = 0
  const fake: Omit<FakeSmsRu, 'url' | 'close'> = { apiId, behaviour: 'send', requests: [] }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake.sms.ru')
    fake.requests.push({ method: request.method ?? '', path: url.pathname, query: url.searchParams })
    const answer = (body: unknown) => {
      response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' })
      response.end(JSON.stringify(body))
    }
    if (fake.behaviour === 'hang') {
      hanging.add(() => response.destroy())
      return
    }
    if (url.pathname !== '/sms/send') {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not Found')
      return
    }
    if (url.searchParams.get('api_id') !== fake.apiId || fake.behaviour === 'refuse-request') {
      return answer({ status: 'ERROR', status_code: 200, status_text: 'Неправильный api_id' })
    }
    const to = url.searchParams.get('to') ?? ''
    if (fake.behaviour === 'refuse-number') {
      return answer({
        status: 'OK',
        status_code: 100,
        sms: { [to]: { status: 'ERROR', status_code: 207, status_text: 'На этот номер нельзя отправлять сообщения' } },
        balance: 4122.56,
      })
    }
    sent += 1
    answer({
      status: 'OK',
      status_code: 100,
      sms: { [to]: { status: 'OK', status_code: 100, sms_id: `000000-${10000000 + sent}` } },
      balance: 4122.56,
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      for (const end of hanging) end()
      server.closeAllConnections()
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())))
    },
  })
}
