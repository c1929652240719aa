/**
 * The SMTP adapter (nodemailer) against a fake SMTP server on loopback: what a message carries, and a delivery the
 * server refused for now (451) retried by the worker with the same Message-ID.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { notifications } from '#backend/db/schema.ts'
import { outboxSmsProvider } from '#backend/modules/sms/outbox-sms.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { type FakeSmtp, rawHeader, startFakeSmtp } from '#tests/support/fakes/fake-smtp.ts'
import { createNotifications, UNSUBSCRIBE_LINK } from './outbox.ts'
import { createSmtpEmailProvider } from './smtp-email.ts'

let smtp: FakeSmtp
let database: TestDatabase

beforeAll(async () => {
  smtp = await startFakeSmtp()
  database = await createTestDatabase()
})
afterAll(async () => {
  await smtp?.close()
  await database?.dispose()
})

const provider = () =>
  createSmtpEmailProvider({ url: smtp.url, from: 'Медмаркет <noreply@medmarket.test>', timeoutMs: 5_000 })

describe('e-mail over SMTP', () => {
  it('sends the sender, recipient, Russian subject, text and HTML, headers, Message-ID and attachments', async () => {
    const email = provider()
    await email.send({
      messageId: '<abc123@medmarket.test>',
      to: 'buyer@clinic.test',
      subject: 'Медмаркет: заказ № 1-1 принят',
      text: 'Здравствуйте! Заказ принят.',
      html: '<p>Здравствуйте! Заказ <b>принят</b>.</p>',
      headers: {
        'List-Unsubscribe': '<https://shop.test/unsubscribe/1.2.x>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
      attachments: [{ filename: 'счёт-1-1.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.4 …') }],
    })
    email.close()
    const mail = smtp.received.at(-1)
    expect(mail?.accepted).toBe(true)
    expect(mail?.envelope).toEqual({ from: 'noreply@medmarket.test', to: ['buyer@clinic.test'] })
    const parsed = mail?.parsed
    expect(parsed?.messageId).toBe('<abc123@medmarket.test>')
    expect(parsed?.subject).toBe('Медмаркет: заказ № 1-1 принят')
    expect(parsed?.from?.value).toEqual([{ name: 'Медмаркет', address: 'noreply@medmarket.test' }])
    expect(parsed?.text?.trim()).toBe('Здравствуйте! Заказ принят.')
    expect(parsed?.html).toContain('<b>принят</b>')
    expect(rawHeader(mail?.raw ?? '', 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
    expect(rawHeader(mail?.raw ?? '', 'List-Unsubscribe')).toBe('<https://shop.test/unsubscribe/1.2.x>')
    expect(parsed?.attachments.map((a) => [a.filename, a.contentType, a.content.toString()])).toEqual([
      ['счёт-1-1.pdf', 'application/pdf', '%PDF-1.4 …'],
    ])
  })

  it('fails a message the server refuses, so the worker can retry it', async () => {
    const email = provider()
    smtp.rejectNext = 1
    await expect(
      email.send({
        messageId: '<refused@medmarket.test>',
        to: 'a@clinic.test',
        subject: 'Тема',
        text: 'Текст',
        html: null,
        headers: {},
        attachments: [],
      }),
    ).rejects.toThrow(/451/)
    email.close()
  })

  it('a retried delivery carries the same Message-ID as the refused one, and the unsubscribe link', async () => {
    const email = provider()
    const { outbox, worker } = createNotifications({
      db: database.db,
      sms: outboxSmsProvider(database.db, { log: () => {} }),
      email,
      publicUrl: 'https://shop.test',
      messageIdDomain: 'medmarket.test',
      invoicePdf: async () => null,
      log: () => {},
      worker: { retryDelayMs: () => 0 },
    })
    await database.db.transaction((tx) =>
      outbox.write(tx, [
        {
          key: 'order_status:7:70:email:retry@clinic.test',
          event: 'order_status',
          channel: 'email',
          recipient: 'retry@clinic.test',
          subject: 'Медмаркет: Заказ № 7: В работе',
          text: `Отписаться: ${UNSUBSCRIBE_LINK}`,
          html: `<a href="${UNSUBSCRIBE_LINK}">Отписаться</a>`,
          unsubscribe: { userId: 42, status: 'in_work' },
        },
      ]),
    )
    smtp.rejectNext = 1
    expect(await worker.runOnce()).toBe(1)
    expect(await worker.runOnce()).toBe(1)
    email.close()
    const attempts = smtp.received.filter((mail) => mail.envelope.to.includes('retry@clinic.test'))
    expect(attempts.map((mail) => mail.accepted)).toEqual([false, true])
    const [refused, accepted] = attempts.map((mail) => mail.parsed)
    expect(accepted?.messageId).toMatch(/^<[0-9a-f]{32}@medmarket\.test>$/)
    expect(refused?.messageId).toBe(accepted?.messageId)
    const link = accepted?.text?.replace('Отписаться: ', '').trim() ?? ''
    expect(link).toMatch(/^https:\/\/shop\.test\/unsubscribe\/42\.\d+\.[\w-]{22}$/)
    expect(rawHeader(attempts[1]?.raw ?? '', 'List-Unsubscribe')).toBe(`<${link}>`)
    expect(accepted?.html).toContain(`href="${link}"`)
    const [row] = await database.db.select().from(notifications)
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null })
  })
})
