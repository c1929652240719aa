/**
 * The cabinet's questions against the real back-end (PGlite, the orders fixtures' small shop): a signed-in buyer's
 * question sent by the contact action is stored with the asker, the seller of the product lists it and answers it
 * (a blank answer refused with the text kept, then post/redirect/get), another merchant's seller gets the 404 page,
 * an administrator reads without posting, and the buyer's account page shows the answer under the shop's name.
 */
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { myQuestionsLoader } from '#app/account/questions.server.ts'
import { sendProductQuestion } from '#app/contact/contact-pages.server.ts'
import { offers, productQuestions } from '#backend/db/schema.ts'
import { type Buyer, makeAdmin, makeSeller, shopBackend } from '#tests/support/fixtures/order-fixtures.ts'
import { inProcess, requestContextFor, answerOf as run } from '#tests/support/request-context.ts'
import { answerAction, questionLoader, questionsLoader } from './questions.server.ts'

const { backend, shop, newBuyer } = shopBackend('seller-questions')

const transport = inProcess({ fetch: (request) => backend.app.fetch(request) })
const context = (request: Request) => requestContextFor(request, transport)
const cookie = (user: Buyer | null): Record<string, string> => (user ? { Cookie: `bh_token=${user.token}` } : {})
const get = (user: Buyer | null, path: string) => new Request(`http://shop.test${path}`, { headers: cookie(user) })
const post = (user: Buyer, path: string, fields: Record<string, string>) =>
  new Request(`http://shop.test${path}`, { method: 'POST', headers: cookie(user), body: new URLSearchParams(fields) })

async function sellerOf(merchantId: number) {
  const seller = await newBuyer()
  await makeSeller(backend.db, seller, merchantId)
  return seller
}

type Listed = {
  total: number
  unanswered: number
  questions: { kind: string; id: number; text: string | null; answer: { text: string } | null }[]
}

describe('a question through the cabinet', () => {
  it('is stored with the asker, answered by the product’s seller, and read in the buyer’s account', async () => {
    const [buyer, seller, stranger, admin] = [
      await newBuyer(),
      await sellerOf(shop.merchants.plain),
      await sellerOf(shop.merchants.precursor),
      await newBuyer(),
    ]
    await makeAdmin(backend.db, admin)
    const [offer] = await backend.db
      .select({ productId: offers.masterProductId })
      .from(offers)
      .where(eq(offers.id, shop.offers.bandage))
    if (!offer) throw new Error('no bandage offer')

    const asked = { product_id: String(offer.productId), page: '/product/x', name: 'Анна', phone: '+79161234567' }
    const form = { ...asked, question: 'Бинт стерильный?' }
    const sent = await run(() =>
      sendProductQuestion(post(buyer, '/product-question', form), context(post(buyer, '/product-question', form))),
    )
    expect(sent.status).toBe(303)

    const listed = await run<Listed>(() =>
      questionsLoader(get(seller, '/seller/questions'), context(get(seller, '/seller/questions'))),
    )
    const question = listed.body.questions.find((q) => q.text === 'Бинт стерильный?')
    if (!question) throw new Error('the seller does not see the question')
    expect(question.answer).toBeNull()
    const path = `/seller/questions/question/${question.id}`
    const load = (user: Buyer, at = path) =>
      run(() => questionLoader(get(user, at), context(get(user, at)), 'question', String(question.id)))
    const act = (user: Buyer, fields: Record<string, string>, at = path) =>
      run(() => answerAction(post(user, at, fields), context(post(user, at, fields)), 'question', String(question.id)))

    expect((await load(stranger)).status).toBe(404)
    expect((await act(stranger, { text: 'Чужой ответ' })).status).toBe(404)
    expect((await load(seller)).status).toBe(200)
    expect((await run(() => answerAction(post(seller, path, {}), context(get(seller, path)), 'faq', '1'))).status).toBe(
      404,
    )

    const blank = await act(seller, { text: '   ' })
    expect(blank.status).toBe(400)
    expect(blank.body).toMatchObject({ result: { error: { text: ['Это поле — обязательно для заполнения'] } } })
    const answered = await act(seller, { text: 'Да, стерильный.' })
    expect([answered.status, answered.location]).toEqual([303, `${path}?done=answered`])

    const adminPath = `${path}?merchant=${shop.merchants.plain}`
    expect(await load(admin, adminPath)).toMatchObject({
      status: 200,
      body: { readOnly: true, question: { answer: { text: 'Да, стерильный.' } } },
    })
    expect((await act(admin, { text: 'Оператор' }, adminPath)).status).toBe(403)

    const mine = await run<{ questions: { text: string; answers: { text: string; merchant: { name: string } }[] }[] }>(
      () => myQuestionsLoader(get(buyer, '/account/questions'), context(get(buyer, '/account/questions'))),
    )
    expect(mine.body.questions[0]).toMatchObject({
      text: 'Бинт стерильный?',
      answers: [{ text: 'Да, стерильный.', merchant: { name: shop.names.get(shop.merchants.plain) } }],
    })
    const guest = await run(() => myQuestionsLoader(get(null, '/account/questions'), context(get(null, '/'))))
    expect([guest.status, guest.location]).toEqual([302, '/'])
  })
})

describe('the list', () => {
  it('shows 20 at first, more by ?shown=N, and the unanswered alone', async () => {
    const seller = await sellerOf(shop.merchants.minimum)
    const [offer] = await backend.db
      .select({ productId: offers.masterProductId })
      .from(offers)
      .where(eq(offers.id, shop.offers.monitor))
    if (!offer) throw new Error('no monitor offer')
    await backend.db.insert(productQuestions).values(
      Array.from({ length: 23 }, (_, i) => ({
        productId: offer.productId,
        page: '/product/monitor',
        quantity: 1,
        name: `Покупатель ${i}`,
        phone: '+79161234567',
        question: `Вопрос ${i}`,
      })),
    )
    const load = (path: string) => run<Listed>(() => questionsLoader(get(seller, path), context(get(seller, path))))
    const first = (await load('/seller/questions')).body
    expect(first.questions).toHaveLength(20)
    expect(first.total).toBe(23)
    expect((await load('/seller/questions?shown=40')).body.questions).toHaveLength(23)
    expect((await load('/seller/questions?shown=abc')).body.questions).toHaveLength(20)

    const [oldest] = first.questions.slice(-1)
    if (!oldest) throw new Error('no question')
    const path = `/seller/questions/question/${oldest.id}`
    const answered = await run(() =>
      answerAction(
        post(seller, path, { text: 'Ответ' }),
        context(post(seller, path, { text: 'Ответ' })),
        'question',
        String(oldest.id),
      ),
    )
    expect(answered.status).toBe(303)
    const all = (await load('/seller/questions?shown=40')).body
    expect(all).toMatchObject({ total: 23, unanswered: 22 })
    expect(all.questions.at(-1)?.id).toBe(oldest.id)
    const waiting = (await load('/seller/questions?state=unanswered&shown=40')).body
    expect(waiting.total).toBe(22)
    expect(waiting.questions.map((q) => q.id)).not.toContain(oldest.id)
  })
})
