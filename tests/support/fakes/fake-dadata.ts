/**
 * A fake DaData Suggestions API on loopback for the adapters' tests: it speaks DaData's JSON for `suggest/address`,
 * `iplocate/address`, `findById/delivery`, `findById/party`, `suggest/party` and `findById/bank`, records every
 * request, and can be told to fail or to hang. Like DaData, it answers the records it holds that fit the request
 * (the id asked for, the party filters `status`, `branch_type`, `type`, `kpp`, and `count`).
 */
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect } from 'vitest'

export interface RecordedRequest {
  method: string
  path: string
  query: URLSearchParams
  headers: IncomingHttpHeaders
  body: unknown
}

export type FakeBehaviour = 'answer' | 'fail' | 'hang'

/** One suggestion as DaData sends it; `data` as deep as the endpoint's (parties and banks nest objects). */
export interface FakeSuggestion {
  value: string
  unrestricted_value?: string
  data: Record<string, unknown>
}

export interface FakeDadata {
  /** Base URL as DADATA_URL takes it. */
  url: string
  requests: RecordedRequest[]
  behaviour: FakeBehaviour
  /** What `suggest/address` answers: `suggestions[]` of `{value, data}`. */
  suggestions: { value: string; data: Record<string, string | null> }[]
  /** What `iplocate/address` answers as `location` (null: DaData could not place the address). */
  location: { value: string; data: Record<string, string | null> } | null
  /** Records of `findById/delivery`, found by `data.kladr_id`. */
  deliveries: FakeSuggestion[]
  /** Companies of `findById/party` (by `data.inn` or `data.ogrn`) and `suggest/party` (by name or INN start). */
  parties: FakeSuggestion[]
  /** Banks of `findById/bank`, found by `data.bic`, `data.swift` or `data.inn`. */
  banks: FakeSuggestion[]
  /** Forgets the requests and the records and answers again: the state of a test's start. */
  reset(): void
  close(): Promise<void>
}

const BASE_PATH = '/suggestions/api/4_1/rs'

interface SuggestionsRequest {
  query?: unknown
  count?: number
  kpp?: string
  type?: string
  status?: string[]
  /** A string for findById, a list for suggest. */
  branch_type?: string | string[]
}

/** DaData's party filters: a record passes when it has what each given filter names. */
function partyFits(party: FakeSuggestion, request: SuggestionsRequest): boolean {
  const data = party.data as { kpp?: string; type?: string; branch_type?: string; state?: { status?: string } }
  const branchTypes = request.branch_type === undefined ? null : ([] as string[]).concat(request.branch_type)
  return (
    (!request.kpp || data.kpp === request.kpp) &&
    (!request.type || data.type === request.type) &&
    (!request.status || request.status.includes(data.state?.status ?? '')) &&
    // A sole proprietor has no branch type; the head-office filter is taken to concern companies only.
    (!branchTypes || !data.branch_type || branchTypes.includes(data.branch_type))
  )
}

export async function startFakeDadata(): Promise<FakeDadata> {
  const fake: Omit<FakeDadata, 'url' | 'close'> = {
    requests: [],
    behaviour: 'answer',
    suggestions: [],
    location: null,
    deliveries: [],
    parties: [],
    banks: [],
    reset() {
      fake.requests.length = 0
      fake.behaviour = 'answer'
      fake.suggestions = []
      fake.location = null
      fake.deliveries = []
      fake.parties = []
      fake.banks = []
    },
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
      const body = (text ? JSON.parse(text) : {}) as SuggestionsRequest
      const answer = (found: FakeSuggestion[]) =>
        send(200, {
          suggestions: found.slice(0, body.count ?? 10).map((s) => ({ unrestricted_value: s.value, ...s })),
        })
      if (request.method === 'POST' && url.pathname === `${BASE_PATH}/findById/delivery`) {
        return answer(fake.deliveries.filter((s) => s.data.kladr_id === body.query))
      }
      if (request.method === 'POST' && url.pathname === `${BASE_PATH}/findById/party`) {
        return answer(
          fake.parties.filter((s) => (s.data.inn === body.query || s.data.ogrn === body.query) && partyFits(s, body)),
        )
      }
      if (request.method === 'POST' && url.pathname === `${BASE_PATH}/suggest/party`) {
        const typed = String(body.query ?? '').toLowerCase()
        return answer(
          fake.parties.filter(
            (s) =>
              (s.value.toLowerCase().includes(typed) || String(s.data.inn ?? '').startsWith(typed)) &&
              partyFits(s, body),
          ),
        )
      }
      if (request.method === 'POST' && url.pathname === `${BASE_PATH}/findById/bank`) {
        return answer(fake.banks.filter((s) => [s.data.bic, s.data.swift, s.data.inn].includes(body.query as string)))
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

/**
 * The body of the one request the fake received, after checking that it was `suggest/address` as DaData wants it:
 * POSTed as JSON with the test key. Cities and streets ask the same endpoint, with other bounds.
 */
export function onlySuggestAddressBody(fake: FakeDadata): unknown {
  expect(fake.requests).toHaveLength(1)
  const [request] = fake.requests
  expect(request?.method).toBe('POST')
  expect(request?.path).toBe('/suggest/address')
  expect(request?.headers.authorization).toBe('Token test-key')
  expect(request?.headers['content-type']).toContain('application/json')
  return request?.body
}
