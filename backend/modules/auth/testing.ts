/**
 * Helpers of the account tests (not a test file itself): calls through the app as a client makes them, fresh
 * phones and IPs so that no test eats another's limits, and the code the outbox "sent" to a phone.
 */
import { desc, eq } from 'drizzle-orm'
import type { Hono } from 'hono'
import type { Database } from '#backend/db/client.ts'
import { smsOutbox } from '#backend/db/schema.ts'
import { buildPath, type CallDefinition } from '#contract/call.ts'

export interface CallOptions {
  body?: unknown
  query?: Record<string, string>
  params?: Record<string, string | number>
  token?: string | null
  ip?: string | null
}

export function caller(app: Hono) {
  return (call: CallDefinition, options: CallOptions = {}) => {
    const url = new URL(buildPath(call.path, options.params), 'http://backend.test')
    for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value)
    const headers: Record<string, string> = { Accept: 'application/json' }
    if (options.token) headers.Authorization = `Bearer ${options.token}`
    if (options.ip) headers['X-Real-IP'] = options.ip
    let body: string | undefined
    if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json'
      body = JSON.stringify(options.body)
    }
    return app.fetch(new Request(url, { method: call.method, headers, body }))
  }
}

let phones = 0
let ips = 0
/** A phone nobody in this test file has used. */
export const freshPhone = () => `+7916${String(++phones).padStart(7, '0')}`
/** An IP nobody in this test file has used. */
export const freshIp = () => `198.51.${Math.floor(++ips / 250)}.${(ips % 250) + 1}`

/** The code in the newest message the outbox holds for the phone. */
export async function lastCodeSentTo(db: Database, phone: string): Promise<string> {
  const [row] = await db
    .select({ text: smsOutbox.text })
    .from(smsOutbox)
    .where(eq(smsOutbox.phone, phone))
    .orderBy(desc(smsOutbox.id))
    .limit(1)
  const code = /\b(\d{6})\b/.exec(row?.text ?? '')?.[1]
  if (!code) throw new Error(`no code was sent to ${phone}`)
  return code
}

/** Another six digits than `code`. */
export const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')
