/**
 * The notifications outbox and its worker (decision 047), with channels that record what they are given (the SMS
 * and e-mail providers are the outside; their own adapters are tested against fakes of the real services):
 * written with the change or not at all, delivered at least once with retries, nothing lost when a process dies
 * between the change and the delivery, nothing sent twice when several workers run at once.
 */
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DatabaseHandle, openDatabase } from '#backend/db/client.ts'
import { notifications, users } from '#backend/db/schema.ts'
import type { SmsProvider } from '#backend/modules/sms/sms.provider.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import type { EmailMessage, EmailProvider } from './email.provider.ts'
import { claimDue } from './outbox.repository.ts'
import { createNotifications, type NewNotification } from './outbox.ts'
import type { WorkerOptions } from './worker.ts'

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(async () => {
  await database?.dispose()
})

/** Channels that keep what they were given, and fail the next `failNext` deliveries. */
function recordingChannels() {
  const channels = {
    sms: [] as { phone: string; text: string }[],
    email: [] as EmailMessage[],
    failNext: 0,
  }
  const fail = () => {
    if (channels.failNext > 0) {
      channels.failNext--
      throw new Error('the gateway is away')
    }
  }
  const sms: SmsProvider = {
    async send(phone, text) {
      fail()
      channels.sms.push({ phone, text })
    },
  }
  const email: EmailProvider = {
    async send(message) {
      fail()
      channels.email.push(message)
    },
  }
  return { channels, sms, email }
}

function setUp(
  db = database.db,
  worker: Pick<WorkerOptions, 'leaseMs' | 'retryDelayMs' | 'maxAttempts' | 'batch'> = {},
  channels = recordingChannels(),
) {
  const made = createNotifications({
    db,
    sms: channels.sms,
    email: channels.email,
    publicUrl: 'https://shop.test',
    messageIdDomain: 'medmarket.test',
    invoicePdf: async () => null,
    log: () => {},
    worker: { retryDelayMs: () => 0, ...worker },
  })
  return { ...made, channels: channels.channels }
}

let keys = 0
const message = (channel: 'sms' | 'email' = 'sms', extra: Partial<NewNotification> = {}): NewNotification => {
  const n = ++keys
  return {
    key: `test:${n}:${channel}`,
    event: 'test',
    channel,
    recipient: channel === 'sms' ? `+7916${String(n).padStart(7, '0')}` : `n${n}@clinic.test`,
    subject: channel === 'email' ? `Письмо ${n}` : null,
    text: `Сообщение ${n}`,
    ...extra,
  }
}

const rowOf = async (key: string) =>
  (await database.db.select().from(notifications).where(eq(notifications.key, key)))[0]

/** Marks every due message of earlier tests as sent, so each test sees its own only. */
async function settle() {
  await database.db.update(notifications).set({ status: 'sent' }).where(eq(notifications.status, 'pending'))
}

describe('the outbox', () => {
  it('writes messages with the change that causes them, or not at all', async () => {
    await settle()
    const { outbox, worker, channels } = setUp()
    const kept = message()
    const lost = message()
    await database.db.transaction(async (tx) => {
      await tx.insert(users).values({ email: 'committed@clinic.test' })
      await outbox.write(tx, [kept])
    })
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(users).values({ email: 'rolled-back@clinic.test' })
        await outbox.write(tx, [lost])
        throw new Error('the change failed after its notification was written')
      }),
    ).rejects.toThrow('the change failed')
    const emails = await database.db.select({ email: users.email }).from(users)
    expect(emails.map((row) => row.email)).toContain('committed@clinic.test')
    expect(emails.map((row) => row.email)).not.toContain('rolled-back@clinic.test')
    expect(await rowOf(lost.key)).toBeUndefined()
    expect(await worker.runOnce()).toBe(1)
    expect(channels.sms).toEqual([{ phone: kept.recipient, text: kept.text }])
  })

  it('keeps one message per key: the same event written twice is sent once', async () => {
    await settle()
    const { outbox, worker, channels } = setUp()
    const once = message('email')
    await database.db.transaction((tx) => outbox.write(tx, [once]))
    await database.db.transaction((tx) => outbox.write(tx, [{ ...once, text: 'другой текст' }]))
    expect(await worker.runOnce()).toBe(1)
    expect(channels.email.map((m) => [m.to, m.text])).toEqual([[once.recipient, once.text]])
  })
})

describe('the worker', () => {
  it('delivers SMS and e-mail, each once, and records them sent', async () => {
    await settle()
    const { outbox, worker, channels } = setUp()
    const sms = message('sms')
    const email = message('email', { html: '<p>Привет</p>' })
    await database.db.transaction((tx) => outbox.write(tx, [sms, email]))
    expect(await worker.runOnce()).toBe(2)
    expect(await worker.runOnce()).toBe(0)
    expect(channels.sms).toEqual([{ phone: sms.recipient, text: sms.text }])
    expect(channels.email).toEqual([
      expect.objectContaining({
        to: email.recipient,
        subject: email.subject,
        text: email.text,
        html: '<p>Привет</p>',
        messageId: expect.stringMatching(/^<[0-9a-f]{32}@medmarket\.test>$/),
        headers: {},
        attachments: [],
      }),
    ])
    expect(await rowOf(sms.key)).toMatchObject({ status: 'sent', attempts: 1, lockedUntil: null })
    expect((await rowOf(email.key))?.sentAt).toBeInstanceOf(Date)
  })

  it('retries a failed delivery after its backoff with the same Message-ID, and gives up after the last attempt', async () => {
    await settle()
    const delays: number[] = []
    const { outbox, worker, channels } = setUp(database.db, {
      maxAttempts: 3,
      retryDelayMs: (attempt) => {
        delays.push(attempt)
        return attempt === 1 ? 0 : 60_000
      },
    })
    const email = message('email')
    await database.db.transaction((tx) => outbox.write(tx, [email]))
    channels.failNext = 1
    expect(await worker.runOnce()).toBe(1)
    expect(await rowOf(email.key)).toMatchObject({ status: 'pending', attempts: 1, lastError: 'the gateway is away' })
    expect(await worker.runOnce()).toBe(1)
    expect(channels.email).toHaveLength(1)
    expect(await rowOf(email.key)).toMatchObject({ status: 'sent', attempts: 2 })

    // Another that always fails: tried again only when its backoff is over, then given up after the third attempt.
    const doomed = message('sms')
    await database.db.transaction((tx) => outbox.write(tx, [doomed]))
    channels.failNext = 10
    expect(await worker.runOnce()).toBe(1)
    expect(await worker.runOnce()).toBe(1)
    expect(await worker.runOnce()).toBe(0) // waiting its minute
    await database.db.update(notifications).set({ nextAttemptAt: sql`now()` }).where(eq(notifications.key, doomed.key))
    expect(await worker.runOnce()).toBe(1)
    expect(await rowOf(doomed.key)).toMatchObject({ status: 'failed', attempts: 3 })
    expect(await worker.runOnce()).toBe(0)
    expect(delays).toEqual([1, 1, 2])
    channels.failNext = 0
  })

  it('loses nothing when the process dies between the change and the delivery: the next start delivers', async () => {
    await settle()
    // The change commits; the process dies before its worker runs (nothing delivered).
    const before = setUp()
    const orphan = message('email')
    await database.db.transaction((tx) => before.outbox.write(tx, [orphan]))
    // A restarted process: a new worker started on the same database finds it.
    const after = setUp()
    after.worker.start()
    await expect.poll(() => after.channels.email.length, { timeout: 5_000 }).toBe(1)
    await after.worker.stop()
    expect(before.channels.email).toEqual([])
    expect(await rowOf(orphan.key)).toMatchObject({ status: 'sent', attempts: 1 })
  })

  it('takes back what a worker took and died with, once its lease is over, with the same Message-ID', async () => {
    await settle()
    const { outbox, worker, channels } = setUp(database.db, { leaseMs: 60_000 })
    const held = message('email')
    await database.db.transaction((tx) => outbox.write(tx, [held]))
    // A worker takes it with a short lease and dies before sending.
    const [taken] = await claimDue(database.db, { limit: 10, leaseMs: 200 })
    expect(taken?.key).toBe(held.key)
    expect(await worker.runOnce()).toBe(0)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(await worker.runOnce()).toBe(1)
    expect(channels.email.map((m) => m.to)).toEqual([held.recipient])
    expect(await rowOf(held.key)).toMatchObject({ status: 'sent', attempts: 2 })
  })

  it('delivers each message once when two workers run at once', async () => {
    await settle()
    // On PostgreSQL the second worker has a connection pool of its own, as another process would.
    const second: DatabaseHandle | null = database.url ? await openDatabase(database.url) : null
    try {
      const shared = recordingChannels()
      const one = setUp(database.db, { batch: 5 }, shared)
      const two = setUp(second?.db ?? database.db, { batch: 5 }, shared)
      const written = Array.from({ length: 60 }, (_, i) => message(i % 2 ? 'sms' : 'email'))
      await database.db.transaction((tx) => one.outbox.write(tx, written))
      const drain = async (worker: typeof one.worker) => {
        let taken = 0
        for (let n = await worker.runOnce(); n > 0; n = await worker.runOnce()) taken += n
        return taken
      }
      const [byOne, byTwo] = await Promise.all([drain(one.worker), drain(two.worker)])
      expect(byOne + byTwo).toBe(60)
      const delivered = [...shared.channels.sms.map((m) => m.phone), ...shared.channels.email.map((m) => m.to)]
      expect(delivered).toHaveLength(60)
      expect(new Set(delivered).size).toBe(60)
      const rows = await database.db
        .select({ status: notifications.status, attempts: notifications.attempts })
        .from(notifications)
        .where(sql`${notifications.key} = any(${sql.param(written.map((m) => m.key))}::text[])`)
      expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true)
    } finally {
      await second?.close()
    }
  })

  it('stops only once the batch in hand is delivered and recorded', async () => {
    await settle()
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    const slow: SmsProvider = { send: () => gate }
    const made = createNotifications({
      db: database.db,
      sms: slow,
      email: recordingChannels().email,
      publicUrl: 'https://shop.test',
      messageIdDomain: 'medmarket.test',
      invoicePdf: async () => null,
      log: () => {},
    })
    const pending = message('sms')
    await database.db.transaction((tx) => made.outbox.write(tx, [pending]))
    made.worker.start()
    await expect.poll(async () => (await rowOf(pending.key))?.attempts, { timeout: 5_000 }).toBe(1)
    let stopped = false
    const stopping = made.worker.stop().then(() => {
      stopped = true
    })
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(stopped).toBe(false)
    release()
    await stopping
    expect(await rowOf(pending.key)).toMatchObject({ status: 'sent' })
  })
})
