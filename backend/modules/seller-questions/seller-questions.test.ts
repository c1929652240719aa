import { and, eq, like, notInArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '#backend/app.ts'
import { merchants, notifications, offers, priceRequests, productQuestions, users } from '#backend/db/schema.ts'
import { addPriceRequestCall, addProductQuestionCall, sentResponseSchema } from '#contract/messages.ts'
import {
  answerSellerQuestionCall,
  getSellerQuestionCall,
  listMyQuestionsCall,
  listSellerQuestionsCall,
  type SellerQuestion,
} from '#contract/seller-questions.ts'
import { accessTokenOf, caller, ok, refused } from '#tests/support/api.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'

let database: TestDatabase
let call: ReturnType<typeof caller>
let admin: string
let buyer: string
let otherBuyer: string
let ipCounter = 0
const nextIp = () => `203.0.113.${++ipCounter}`
/** Two sellers of two demo merchants. */
const sellers: { token: string; merchantId: number; name: string }[] = []
/** A product only the first seller offers, and one both offer. */
let ownProduct: number
let sharedProduct: number

beforeAll(async () => {
  database = await createTestDatabase({ seedProducts: 40 })
  call = caller(createApp({ db: database.db, catalogCacheMs: 0, log: () => {} }))
  admin = await accessTokenOf(database.db, { email: 'operator@q.test', password: 'пароль оператора', roleId: 2 })
  buyer = await accessTokenOf(database.db, { email: 'buyer@q.test', password: 'пароль покупателя', roleId: 1 })
  otherBuyer = await accessTokenOf(database.db, { email: 'other@q.test', password: 'пароль другого', roleId: 1 })
  const demo = await database.db
    .select({ id: merchants.id, name: merchants.name })
    .from(merchants)
    .orderBy(merchants.id)
    .limit(2)
  for (const [i, merchant] of demo.entries()) {
    const email = `seller-${i}@q.test`
    const token = await accessTokenOf(database.db, { email, password: 'пароль продавца', roleId: 3 })
    await database.db.update(users).set({ merchantId: merchant.id }).where(eq(users.email, email))
    sellers.push({ token, merchantId: merchant.id, name: merchant.name })
  }
  const [first, second] = sellers.map((s) => s.merchantId) as [number, number]
  const productsOf = async (merchantId: number) =>
    (
      await database.db.select({ id: offers.masterProductId }).from(offers).where(eq(offers.merchantId, merchantId))
    ).map((o) => o.id)
  const ofSecond = await productsOf(second)
  const [own] = await database.db
    .select({ id: offers.masterProductId })
    .from(offers)
    .where(and(eq(offers.merchantId, first), notInArray(offers.masterProductId, ofSecond)))
    .limit(1)
  if (!own) throw new Error('no product of the first seller alone')
  ownProduct = own.id
  const shared = (await productsOf(first)).find((id) => ofSecond.includes(id))
  if (shared === undefined) throw new Error('no product both sellers offer')
  sharedProduct = shared
})
afterAll(() => database.dispose())

const seller = (i: number) => sellers[i] as { token: string; merchantId: number; name: string }

const question = (productId: number, extra: Record<string, unknown> = {}) => ({
  product: { id: productId, page: '/product/x', quantity: 3 },
  name: 'Ирина',
  phone: '+79997654321',
  question: 'Какая гарантия?',
  location: 'Казань',
  ...extra,
})

async function ask(body: unknown, token: string | null = buyer) {
  const response = await call(addProductQuestionCall, { body, token, ip: nextIp() })
  return sentResponseSchema.parse(await ok(response)).id
}

async function sellerList(token: string, query: Record<string, string> = {}) {
  return listSellerQuestionsCall.response.parse(
    await ok(await call(listSellerQuestionsCall, { token, query: { per_page: '100', ...query } })),
  )
}

const keys = (questions: SellerQuestion[]) => questions.map((q) => `${q.kind}:${q.id}`)

describe('questions reach the sellers they concern', () => {
  it('stores the signed-in asker and the seller asked; a guest’s question has no asker', async () => {
    const id = await ask(question(ownProduct, { merchant_id: seller(0).merchantId }))
    const [row] = await database.db.select().from(productQuestions).where(eq(productQuestions.id, id))
    expect(row?.userId).not.toBeNull()
    expect(row?.merchantId).toBe(seller(0).merchantId)
    const guest = await ask(question(ownProduct), null)
    const [guestRow] = await database.db.select().from(productQuestions).where(eq(productQuestions.id, guest))
    expect(guestRow?.userId).toBeNull()

    const request = { name: 'Олег', phone: '+79031112233', quantity: 5, master_product_id: ownProduct }
    const sent = await call(addPriceRequestCall, { body: request, token: buyer, ip: nextIp() })
    const requestId = sentResponseSchema.parse(await ok(sent)).id
    const [requestRow] = await database.db.select().from(priceRequests).where(eq(priceRequests.id, requestId))
    expect(requestRow?.userId).toBe(row?.userId)
  })

  it('shows a seller only its own: asked of it, or about a product it offers', async () => {
    const toFirst = await ask(question(sharedProduct, { merchant_id: seller(0).merchantId }))
    const toAll = await ask(question(sharedProduct))
    const ownOnly = await ask(question(ownProduct))
    const first = keys((await sellerList(seller(0).token)).questions)
    const second = keys((await sellerList(seller(1).token)).questions)
    expect(first).toEqual(expect.arrayContaining([`question:${toFirst}`, `question:${toAll}`, `question:${ownOnly}`]))
    expect(second).toContain(`question:${toAll}`)
    expect(second).not.toContain(`question:${toFirst}`)
    expect(second).not.toContain(`question:${ownOnly}`)

    const listed = (await sellerList(seller(0).token)).questions.find((q) => q.id === toFirst && q.kind === 'question')
    expect(listed).toMatchObject({
      name: 'Ирина',
      quantity: 3,
      location: 'Казань',
      text: 'Какая гарантия?',
      addressed: true,
      answer: null,
      product: { id: sharedProduct },
    })
    expect(listed).not.toHaveProperty('phone')
  })

  it('answers 404 for another merchant’s message, on reading and on answering', async () => {
    const ownOnly = await ask(question(ownProduct))
    const { token } = seller(1)
    const params = { kind: 'question', id: ownOnly }
    await refused(await call(getSellerQuestionCall, { token, params }), 404)
    const answer = await refused(
      await call(answerSellerQuestionCall, { token, params, body: { text: 'Чужой ответ' } }),
      404,
    )
    expect(answer.error).toBe('Вопрос не найден')
    for (const bad of [
      { kind: 'appeal', id: ownOnly },
      { kind: 'question', id: 'abc' },
      { kind: 'question', id: 2 ** 31 },
    ]) {
      await refused(await call(getSellerQuestionCall, { token: seller(0).token, params: bad }), 404)
    }
  })

  it('keeps buyers and guests out; an administrator reads with merchant_id and answers nothing', async () => {
    const id = await ask(question(ownProduct))
    const params = { kind: 'question', id }
    await refused(await call(listSellerQuestionsCall), 401)
    await refused(await call(listSellerQuestionsCall, { token: buyer }), 403)
    await refused(await call(getSellerQuestionCall, { token: buyer, params }), 403)
    await refused(await call(answerSellerQuestionCall, { token: buyer, params, body: { text: 'Да' } }), 403)
    await refused(await call(answerSellerQuestionCall, { params, body: { text: 'Да' } }), 401)

    await refused(await call(listSellerQuestionsCall, { token: admin }), 400)
    const read = await call(getSellerQuestionCall, {
      token: admin,
      params,
      query: { merchant_id: String(seller(0).merchantId) },
    })
    expect(getSellerQuestionCall.response.parse(await ok(read)).question.id).toBe(id)
    await refused(await call(answerSellerQuestionCall, { token: admin, params, body: { text: 'Да' } }), 403)
    await refused(await call(listMyQuestionsCall), 401)
  })
})

describe('answers', () => {
  it('refuses an empty or too long answer in Russian, naming the field', async () => {
    const id = await ask(question(ownProduct))
    const { token } = seller(0)
    const params = { kind: 'question', id }
    const blank = await refused(await call(answerSellerQuestionCall, { token, params, body: { text: '  ' } }), 400)
    expect(blank.fields?.text).toEqual(['Это поле — обязательно для заполнения'])
    const long = await refused(
      await call(answerSellerQuestionCall, { token, params, body: { text: 'а'.repeat(5001) } }),
      400,
    )
    expect(long.fields?.text).toEqual(['Ответ — не длиннее 5000 знаков'])
  })

  it('shows the asker each seller’s answer, named by the shop; another buyer sees nothing', async () => {
    const id = await ask(question(sharedProduct, { question: 'Есть ли сертификат?' }))
    const params = { kind: 'question', id }
    const before = await sellerList(seller(0).token, { state: 'unanswered' })
    expect(keys(before.questions)).toContain(`question:${id}`)

    const answered = answerSellerQuestionCall.response.parse(
      await ok(await call(answerSellerQuestionCall, { token: seller(0).token, params, body: { text: 'Да, есть.' } })),
    )
    expect(answered.question.answer?.text).toBe('Да, есть.')
    await ok(await call(answerSellerQuestionCall, { token: seller(1).token, params, body: { text: 'Есть' } }))
    // Answering again replaces the seller's answer.
    await ok(
      await call(answerSellerQuestionCall, {
        token: seller(0).token,
        params,
        body: { text: 'Да, сертификат есть.' },
      }),
    )

    const after = await sellerList(seller(0).token, { state: 'unanswered' })
    expect(keys(after.questions)).not.toContain(`question:${id}`)
    expect(after.unanswered).toBe(before.unanswered - 1)
    const all = await sellerList(seller(0).token)
    const firstAnswered = all.questions.findIndex((q) => q.answer !== null)
    expect(all.questions.slice(firstAnswered).every((q) => q.answer !== null)).toBe(true)

    const mine = listMyQuestionsCall.response.parse(await ok(await call(listMyQuestionsCall, { token: buyer })))
    const asked = mine.questions.find((q) => q.kind === 'question' && q.id === id)
    expect(asked?.text).toBe('Есть ли сертификат?')
    expect(asked?.answers.map((a) => [a.merchant.name, a.text])).toEqual([
      [seller(0).name, 'Да, сертификат есть.'],
      [seller(1).name, 'Есть'],
    ])
    expect(mine.questions.some((q) => q.kind === 'price_request')).toBe(true)

    const others = listMyQuestionsCall.response.parse(await ok(await call(listMyQuestionsCall, { token: otherBuyer })))
    expect(others.questions).toEqual([])
  })

  it('answers a price request asked of the seller', async () => {
    const request = {
      name: 'Олег',
      phone: '+79031112233',
      quantity: 12,
      message: 'Нужна цена на партию',
      master_product_id: sharedProduct,
      merchant_id: seller(1).merchantId,
    }
    const id = sentResponseSchema.parse(
      await ok(await call(addPriceRequestCall, { body: request, token: buyer, ip: nextIp() })),
    ).id
    const params = { kind: 'price_request', id }
    await refused(await call(getSellerQuestionCall, { token: seller(0).token, params }), 404)
    const read = getSellerQuestionCall.response.parse(
      await ok(await call(getSellerQuestionCall, { token: seller(1).token, params })),
    )
    expect(read.question).toMatchObject({ quantity: 12, text: 'Нужна цена на партию', addressed: true })
    await ok(await call(answerSellerQuestionCall, { token: seller(1).token, params, body: { text: '990 ₽ за штуку' } }))
    const mine = listMyQuestionsCall.response.parse(await ok(await call(listMyQuestionsCall, { token: buyer })))
    expect(mine.questions[0]).toMatchObject({ kind: 'price_request', id, answers: [{ text: '990 ₽ за штуку' }] })
  })

  it('tells the asker of a seller’s first answer: by e-mail when given, else by SMS; an edited answer is not told again', async () => {
    const told = (key: string) =>
      database.db
        .select({
          channel: notifications.channel,
          recipient: notifications.recipient,
          text: notifications.text,
          subject: notifications.subject,
        })
        .from(notifications)
        .where(like(notifications.key, `${key}%`))
    const withEmail = await ask(question(ownProduct, { email: 'irina@clinic.test', question: 'Какой срок годности?' }))
    await ok(
      await call(answerSellerQuestionCall, {
        token: seller(0).token,
        params: { kind: 'question', id: withEmail },
        body: { text: 'Три года.' },
      }),
    )
    const byEmail = await told(`answer:question:${withEmail}:`)
    expect(byEmail).toEqual([
      {
        channel: 'email',
        recipient: 'irina@clinic.test',
        subject: expect.stringContaining('Ответ на ваш вопрос о товаре'),
        text: expect.stringContaining('Три года.'),
      },
    ])
    expect(byEmail[0]?.text).toContain('Вы спросили: Какой срок годности?')
    expect(byEmail[0]?.text).toContain(`Продавец ${seller(0).name} ответил:`)
    await ok(
      await call(answerSellerQuestionCall, {
        token: seller(0).token,
        params: { kind: 'question', id: withEmail },
        body: { text: 'Три года с даты выпуска.' },
      }),
    )
    expect(await told(`answer:question:${withEmail}:`)).toHaveLength(1)

    const bySms = await ask(question(ownProduct, { phone: '+79995550011' }), null)
    await ok(
      await call(answerSellerQuestionCall, {
        token: seller(0).token,
        params: { kind: 'question', id: bySms },
        body: { text: 'Гарантия год.' },
      }),
    )
    expect(await told(`answer:question:${bySms}:`)).toEqual([
      {
        channel: 'sms',
        recipient: '+79995550011',
        subject: null,
        text: `Медмаркет: продавец ${seller(0).name} ответил на ваш вопрос: «Гарантия год.»`,
      },
    ])
  })
})
