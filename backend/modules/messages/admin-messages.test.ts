/**
 * The operator's work on visitors' messages: each kind's page with the product it is about, its status (listed and
 * filtered), and a reply by e-mail — the reply kept, the e-mail in the outbox quoting the message, the status
 * «answered», and the record of each change on the message's page.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '#backend/app.ts'
import { emailOutbox, masterProducts } from '#backend/db/schema.ts'
import type { Notifications } from '#backend/modules/notifications/outbox.ts'
import { notificationsOf } from '#backend/modules/notifications/setup.ts'
import {
  adminMessageTexts,
  getAdminMessageCall,
  type MessageKind,
  replyToMessageCall,
  setMessageStatusCall,
} from '#contract/admin.ts'
import type { CallDefinition } from '#contract/call.ts'
import {
  addAppealCall,
  addPriceRequestCall,
  addProductQuestionCall,
  listAppealsCall,
  listPriceRequestsCall,
  listProductQuestionsCall,
} from '#contract/messages.ts'
import { accessTokenOf, caller, freshIp, ok, refused } from '#tests/support/api.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'

let database: TestDatabase
let call: ReturnType<typeof caller>
let made: Notifications
let admin: string
let product: { id: number; name: string; slug: string }

beforeAll(async () => {
  database = await createTestDatabase({ seedProducts: 4 })
  made = notificationsOf(database.db, { publicUrl: 'https://shop.test', log: () => {}, channelLog: () => {} })
  call = caller(createApp({ db: database.db, log: () => {}, notifications: made }))
  admin = await accessTokenOf(database.db, { email: 'operator@console.test', password: 'пароль', roleId: 2 })
  const [first] = await database.db
    .select({ id: masterProducts.id, name: masterProducts.name, slug: masterProducts.slug })
    .from(masterProducts)
    .limit(1)
  if (!first) throw new Error('no product')
  product = first
})
afterAll(() => database?.dispose())

const anna = { name: 'Анна', phone: '+79161234567' }
async function sent(definition: CallDefinition, body: unknown) {
  return sentId(await ok(await call(definition, { body, ip: freshIp() })))
}
const sentId = (answer: { id: number }) => answer.id

const pageOf = async (kind: MessageKind, id: number) =>
  getAdminMessageCall.response.parse(await ok(await call(getAdminMessageCall, { params: { kind, id }, token: admin })))
const setStatus = (kind: MessageKind, id: number, status: string) =>
  call(setMessageStatusCall, { params: { kind, id }, body: { status }, token: admin })
const reply = (kind: MessageKind, id: number, text: string) =>
  call(replyToMessageCall, { params: { kind, id }, body: { text }, token: admin })

describe('a message’s page', () => {
  it('shows each kind with the product it is about, new, with no replies and no record', async () => {
    const appeal = await sent(addAppealCall, { ...anna, email: 'anna@clinic.test', message: 'Где мой заказ?' })
    const request = await sent(addPriceRequestCall, { ...anna, quantity: 5, master_product_id: product.id })
    const question = await sent(addProductQuestionCall, {
      ...anna,
      product: { id: product.id, page: `/product/${product.slug}`, quantity: 1 },
      question: 'Есть ли сертификат?',
    })
    const a = await pageOf('appeal', appeal)
    expect(a).toEqual({
      message: expect.objectContaining({ kind: 'appeal', id: appeal, status: 'new', message: 'Где мой заказ?' }),
      replies: [],
      audit: [],
    })
    expect((await pageOf('price_request', request)).message).toMatchObject({ kind: 'price_request', product })
    expect((await pageOf('question', question)).message).toMatchObject({ kind: 'question', product })
    const gone = await sent(addPriceRequestCall, { ...anna, quantity: 1, master_product_id: 2_000_000 })
    expect((await pageOf('price_request', gone)).message).toMatchObject({ product: null })
  })
})

describe('a message’s status', () => {
  it('changes, is listed and filtered, and each change is recorded once', async () => {
    const id = await sent(addPriceRequestCall, { ...anna, quantity: 2 })
    const changed = setMessageStatusCall.response.parse(await ok(await setStatus('price_request', id, 'in_work')))
    expect(changed.message).toMatchObject({ id, status: 'in_work' })
    await ok(await setStatus('price_request', id, 'in_work'))
    const { audit } = await pageOf('price_request', id)
    expect(audit.map((entry) => [entry.action, entry.details, entry.actor.email])).toEqual([
      ['message_status', 'in_work', 'operator@console.test'],
    ])

    const listed = async (query: Record<string, string>) =>
      listPriceRequestsCall.response.parse(await ok(await call(listPriceRequestsCall, { query, token: admin })))
    expect((await listed({})).data.find((row) => row.id === id)?.status).toBe('in_work')
    expect((await listed({ status: 'in_work' })).data.map((row) => row.id)).toEqual([id])
    expect((await listed({ status: 'new' })).data.map((row) => row.id)).not.toContain(id)
    for (const list of [listAppealsCall, listProductQuestionsCall]) {
      const answer = await ok(await call(list, { query: { status: 'answered' }, token: admin }))
      expect(answer.data.every((row: { status: string }) => row.status === 'answered')).toBe(true)
    }
    const wrong = await refused(await call(listAppealsCall, { query: { status: 'done' }, token: admin }), 400)
    expect(Object.keys(wrong.fields ?? {})).toEqual(['status'])
  })
})

describe('a reply', () => {
  it('is kept, e-mailed to the visitor quoting their message, and marks the message answered', async () => {
    const id = await sent(addProductQuestionCall, {
      ...anna,
      email: 'asker@clinic.test',
      product: { id: product.id, page: `/product/${product.slug}`, quantity: 1 },
      question: 'Подходит ли для детей?',
    })
    const answer = replyToMessageCall.response.parse(
      await ok(await reply('question', id, 'Да, с трёх лет. Инструкция — на странице товара.')),
    )
    expect(answer.message).toMatchObject({ id, status: 'answered' })
    expect(answer.reply).toMatchObject({
      text: 'Да, с трёх лет. Инструкция — на странице товара.',
      to: 'asker@clinic.test',
    })

    while ((await made.worker.runOnce()) > 0) {}
    const mails = await database.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, 'asker@clinic.test'))
    expect(mails).toHaveLength(1)
    expect(mails[0]?.subject).toBe('Ответ на ваше обращение — Медмаркет')
    expect(mails[0]?.text).toContain('Подходит ли для детей?')
    expect(mails[0]?.text).toContain('Да, с трёх лет. Инструкция — на странице товара.')
    expect(mails[0]?.html).toContain('Да, с трёх лет.')

    const page = await pageOf('question', id)
    expect(page.replies).toEqual([answer.reply])
    expect(page.audit.map((entry) => [entry.action, entry.details])).toEqual([
      ['message_replied', 'Да, с трёх лет. Инструкция — на странице товара.'],
    ])
  })

  it('is refused when the visitor left no e-mail, keeping nothing', async () => {
    const id = await sent(addAppealCall, { ...anna, message: 'Перезвоните мне' })
    const refusal = await refused(await reply('appeal', id, 'Здравствуйте!'), 409)
    expect(refusal.error).toBe(adminMessageTexts.noEmail)
    const page = await pageOf('appeal', id)
    expect(page).toMatchObject({ message: { status: 'new' }, replies: [], audit: [] })
  })

  it('needs a text', async () => {
    const id = await sent(addAppealCall, { ...anna, email: 'x@clinic.test', message: 'Вопрос' })
    const refusal = await refused(await reply('appeal', id, '   '), 400)
    expect(Object.keys(refusal.fields ?? {})).toEqual(['text'])
  })
})
