/**
 * A fake DaData Suggestions API on loopback for the adapter's tests: it speaks DaData's JSON for
 * `suggest/address` and `iplocate/address`, records every request, and can be told to fail or to hang.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface RecordedRequest {
  method: string
  path: string
  query: URLSearchParams
  headers: IncomingHttpHeaders
  body: unknown
}

export type FakeBehaviour = 'answer' | 'fail' | 'hang'

export interface FakeDadata {
  /** Base URL as DADATA_URL takes it. */
  url: string
  requests: RecordedRequest[]
  behaviour: FakeBehaviour
  /** What `suggest/address` answers: `suggestions[]` of `{value, data}`. */
  suggestions: { value: string; data: Record<string, string | null> }[]
  /** What `iplocate/address` answers as `location` (null: DaData could not place the address). */
  location: { value: string; data: Record<string, string | null> } | null
  close(): Promise<void>
}

const BASE_PATH = '/suggestions/api/4_1/rs'

export async function startFakeDadata(): Promise<FakeDadata> {
  const fake: Omit<FakeDadata, 'url' | 'close'> = {
    requests: [],
    behaviour: 'answer',
    suggestions: [],
    location: null,
  }
  const hanging = new Set<() => void>()

  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake.dadata')
      const text = Buffer.concat(chunks).toString('utf8')
      fake.requests.push({
        method: request.method ?? '',
        path: url.pathname.slice(BASE_PATH.length),
        query: url.searchParams,
        headers: request.headers,
        body: text ? JSON.parse(text) : undefined,
      })
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' })
        response.end(JSON.stringify(body))
      }
      if (fake.behaviour === 'hang') {
        hanging.add(() => response.destroy())
        return
      }
      if (fake.behaviour === 'fail') return send(500, { message: 'Internal Server Error' })
      if (request.headers.authorization !== 'Token test-key') return send(401, { message: 'Unauthorized' })
      if (request.method === 'POST' && url.pathname === `${BASE_PATH}/suggest/address`) {
        return send(200, {
          suggestions: fake.suggestions.map((s) => ({ ...s, unrestricted_value: s.value })),
        })
      }
      if (request.method === 'GET' && url.pathname === `${BASE_PATH}/iplocate/address`) {
        return send(200, { location: fake.location })
      }
      send(404, { message: 'Not Found' })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}${BASE_PATH}`,
    close: async () => {
      for (const end of hanging) end()
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())))
    },
  })
}
