import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createSwrCache } from '#app/lib/swr-cache.server.ts'
import { createApp } from '#backend/app.ts'
import { getHomeDataCall } from '#contract/home.ts'
import { startCall } from '#contract/start.ts'
import { uploadProfileImageCall } from '#contract/users.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import {
  type ApiResult,
  type ApiTransport,
  BACKEND_RETRY_AFTER_SECONDS,
  CACHE_POLICIES,
  createApiClient,
} from './client.server.ts'

const defaultError = 'Непредвиденная ошибка'
let database: TestDatabase
let transport: ApiTransport

beforeAll(async () => {
  database = await createTestDatabase({ seedProducts: 50 })
  const app = createApp({ db: database.db, catalogCacheMs: 0, log: () => {} })
  transport = { fetch: (request) => app.fetch(request), baseUrl: 'http://backend.internal' }
})
afterAll(() => database.dispose())

const silent = { defaultError, log: () => {} }

describe('API client against the real back-end', () => {
  it('returns data and no error for a successful call', async () => {
    const api = createApiClient({ transport, ...silent })
    const result = await api.call(startCall)
    expect(result.error).toBeNull()
    expect(result.data?.master_product_count).toBe(50)
    const home = await api.call(getHomeDataCall)
    expect(home.data?.master_products.length).toBeGreaterThan(0)
  })

  it('sends the token as a bearer header and the Accept header', async () => {
    const seen: Request[] = []
    const api = createApiClient({
      transport: {
        ...transport,
        fetch: (request) => {
          seen.push(request.clone())
          return transport.fetch(request)
        },
      },
      token: 'abc123',
      ...silent,
    })
    await api.call(startCall)
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer abc123')
    expect(seen[0]?.headers.get('accept')).toBe('application/json')
  })

  it('sends a multipart body (a file upload) with its boundary, and the token', async () => {
    let seen: { type: string | null; auth: string | null; form: FormData } | undefined
    const api = createApiClient({
      transport: {
        baseUrl: 'http://backend.internal',
        fetch: async (request) => {
          seen = {
            type: request.headers.get('content-type'),
            auth: request.headers.get('authorization'),
            form: await request.formData(),
          }
          return Response.json({ path: { image: '/api/media/users/abc.png' } })
        },
      },
      token: 'abc123',
      ...silent,
    })
    const form = new FormData()
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])
    form.set('image', new File([bytes], 'photo.png', { type: 'image/png' }))
    const result = await api.call(uploadProfileImageCall, { form })
    expect(result).toEqual({ data: { path: { image: '/api/media/users/abc.png' } }, error: null, status: 200 })
    expect(seen?.type).toMatch(/^multipart\/form-data; boundary=/)
    expect(seen?.auth).toBe('Bearer abc123')
    const file = seen?.form.get('image')
    expect(file).toBeInstanceOf(File)
    expect((file as File).name).toBe('photo.png')
    expect(new Uint8Array(await (file as File).arrayBuffer())).toEqual(bytes)
  })

  it('turns an error answer into the server’s error field with null data', async () => {
    const api = createApiClient({ transport, ...silent })
    const result = await api.call({ ...startCall, method: 'GET', path: '/api/no/such/call' })
    expect(result).toMatchObject({ data: null, error: 'К сожалению, запрашиваемая страница не найдена', status: 404 })
  })
})

describe('API client facing a broken or unreachable server', () => {
  it('answers 503 with Retry-After when the back-end cannot be reached or does not answer in time', async () => {
    for (const failure of [new TypeError('fetch failed'), new DOMException('timed out', 'TimeoutError')]) {
      const api = createApiClient({
        transport: { baseUrl: 'http://127.0.0.1:9', fetch: () => Promise.reject(failure) },
        ...silent,
      })
      const thrown = await api.call(startCall).then(
        () => null,
        (error: unknown) => error,
      )
      // What Remix renders with the error boundary (a page) or passes on as it is (a resource route).
      expect(thrown, String(failure)).toBeInstanceOf(Response)
      expect((thrown as Response).status).toBe(503)
      expect((thrown as Response).headers.get('Retry-After')).toBe(String(BACKEND_RETRY_AFTER_SECONDS))
    }
  })

  it('answers 503 with Retry-After when a proxy answers that no back-end behind it answered', async () => {
    for (const status of [502, 503, 504]) {
      const api = createApiClient({
        transport: {
          baseUrl: 'http://nginx.test',
          fetch: () => new Response('<html>Bad gateway</html>', { status, headers: { 'Content-Type': 'text/html' } }),
        },
        ...silent,
      })
      const thrown = await api.raw('/api/healthz').then(
        () => null,
        (error: unknown) => error,
      )
      expect(thrown, String(status)).toBeInstanceOf(Response)
      expect((thrown as Response).status).toBe(503)
      expect((thrown as Response).headers.get('Retry-After')).toBe(String(BACKEND_RETRY_AFTER_SECONDS))
      await expect(api.call(startCall)).rejects.toBeInstanceOf(Response)
    }
  })

  it("passes on our back-end's own 503 refusal (an SMS not sent) with its words", async () => {
    const api = createApiClient({
      transport: {
        baseUrl: 'http://backend.test',
        fetch: () => Response.json({ error: 'СМС не отправлено' }, { status: 503 }),
      },
      ...silent,
    })
    expect(await api.call(startCall)).toEqual({ data: null, error: 'СМС не отправлено', status: 503 })
  })

  it('gives the default error when an error answer has no error field', async () => {
    const api = createApiClient({
      transport: {
        baseUrl: 'http://legacy.test',
        fetch: () => new Response('<html>Internal Server Error</html>', { status: 500 }),
      },
      ...silent,
    })
    expect(await api.call(startCall)).toEqual({ data: null, error: defaultError, status: 500 })
  })

  it('gives the default error when a 200 answer does not match the contract (e.g. no categories)', async () => {
    const api = createApiClient({
      transport: {
        baseUrl: 'http://legacy.test',
        fetch: () => Response.json({ brandList: [], merchantList: [], user: null, cart: [], master_product_count: 0 }),
      },
      ...silent,
    })
    const result = await api.call(startCall)
    expect(result.data).toBeNull()
    expect(result.error).toBe(defaultError)
  })
})

describe('calls with a cache policy', () => {
  const counting = () => {
    const seen: string[] = []
    const counted: ApiTransport = {
      ...transport,
      fetch: (request) => {
        seen.push(new URL(request.url).pathname)
        return transport.fetch(request)
      },
    }
    const publicCache = createSwrCache<ApiResult<unknown>>({ freshMs: 60_000, staleMs: 60_000, maxEntries: 10 })
    return { seen, counted, publicCache }
  }

  it('are answered from the shared cache for anonymous visitors', async () => {
    const { seen, counted, publicCache } = counting()
    const first = createApiClient({ transport: counted, publicCache, ...silent })
    const second = createApiClient({ transport: counted, publicCache, ...silent })
    const a = await first.call(getHomeDataCall, { cache: 'short' })
    const b = await second.call(getHomeDataCall, { cache: 'short' })
    expect(b.data).toEqual(a.data)
    expect(seen).toHaveLength(1)
  })

  it('are asked without a signed-in visitor’s token, and shared with guests', async () => {
    const { seen, counted, publicCache } = counting()
    const auths: (string | null)[] = []
    const watched: ApiTransport = {
      ...counted,
      fetch: (request) => {
        auths.push(request.headers.get('Authorization'))
        return counted.fetch(request)
      },
    }
    const signedIn = createApiClient({ transport: watched, publicCache, token: 'secret', ...silent })
    const guest = createApiClient({ transport: watched, publicCache, ...silent })
    const a = await signedIn.call(getHomeDataCall, { cache: 'long' })
    const b = await guest.call(getHomeDataCall, { cache: 'long' })
    await signedIn.call(getHomeDataCall, { cache: 'long' })
    expect(b.data).toEqual(a.data)
    expect(seen).toHaveLength(1)
    expect(auths).toEqual([null])
    // Without a policy the token goes with the call, every time.
    await signedIn.call(getHomeDataCall)
    expect(auths).toEqual([null, 'Bearer secret'])
  })

  it('go to the back-end every time without a policy or under `none` (account and cart calls)', async () => {
    const { seen, counted, publicCache } = counting()
    const api = createApiClient({ transport: counted, publicCache, ...silent })
    await api.call(getHomeDataCall)
    await api.call(getHomeDataCall, { cache: 'none' })
    await api.call(getHomeDataCall, { cache: 'none' })
    expect(seen).toHaveLength(3)
  })

  it('live as long as their policy says: `short` is stale sooner than `long`', async () => {
    let clock = 0
    const { seen, counted } = counting()
    const publicCache = createSwrCache<ApiResult<unknown>>({ freshMs: 1, staleMs: 1, maxEntries: 10, now: () => clock })
    const api = createApiClient({ transport: counted, publicCache, ...silent })
    await api.call(getHomeDataCall, { cache: 'short' })
    await api.call(startCall, { cache: 'long' })
    // Past the short life's freshness, within the long one's: the home page is refreshed (in the background), the
    // start-up data is not.
    clock += CACHE_POLICIES.short.freshMs + 1
    await api.call(getHomeDataCall, { cache: 'short' })
    await api.call(startCall, { cache: 'long' })
    await vi.waitFor(() => expect(seen).toHaveLength(3))
    expect(seen.filter((path) => path === '/api/v2/front/users/start')).toHaveLength(1)
  })

  it('never keep an error', async () => {
    const { seen, counted, publicCache } = counting()
    const api = createApiClient({ transport: counted, publicCache, ...silent })
    const missing = { ...getHomeDataCall, path: '/api/no/such/call' }
    expect((await api.call(missing, { cache: 'short' })).status).toBe(404)
    await api.call(missing, { cache: 'short' })
    expect(seen).toHaveLength(2)
  })
})
