/**
 * A stand-in for Google's siteverify on loopback, for tests: it reads the form-encoded request as Google does and
 * answers Google's JSON for the tokens it was told about (any other token: `invalid-input-response`). Every request's
 * form is kept, so a test can check what the back-end sent.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface FakeVerdict {
  success: boolean
  score?: number
  action?: string
  hostname?: string
  'error-codes'?: string[]
}

export interface FakeRecaptcha {
  url: string
  /** What siteverify answers for a token. */
  tokens: Map<string, FakeVerdict>
  /** Forms received, oldest first. */
  requests: Record<string, string>[]
  /** While set, every request is answered with this HTTP status and no JSON (the service is down). */
  failWith: number | null
  /** Milliseconds to wait before answering. */
  delayMs: number
  close(): Promise<void>
}

export async function startFakeRecaptcha(): Promise<FakeRecaptcha> {
  let server: Server | undefined
  const fake: FakeRecaptcha = {
    url: '',
    tokens: new Map(),
    requests: [],
    failWith: null,
    delayMs: 0,
    close: () =>
      new Promise((resolve) => {
        if (!server) return resolve()
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
  server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')))
      fake.requests.push(form)
      setTimeout(() => {
        if (res.destroyed) return
        if (fake.failWith) {
          res.writeHead(fake.failWith, { 'Content-Type': 'text/plain' }).end('unavailable')
          return
        }
        const wellFormed =
          req.method === 'POST' && req.headers['content-type']?.startsWith('application/x-www-form-urlencoded')
        const verdict: FakeVerdict = !wellFormed
          ? { success: false, 'error-codes': ['bad-request'] }
          : !form.secret
            ? { success: false, 'error-codes': ['missing-input-secret'] }
            : (fake.tokens.get(form.response ?? '') ?? { success: false, 'error-codes': ['invalid-input-response'] })
        const body = verdict.success ? { challenge_ts: new Date().toISOString(), ...verdict } : verdict
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body))
      }, fake.delayMs)
    })
  })
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/recaptcha/api/siteverify`
  return fake
}
