/**
 * The guest's cart merged into the account's at sign-in, by e-mail and by SMS, and at a seller's registration
 * (docs/decisions/020): in the sign-in's
 * transaction, the larger quantity of an offer both hold, unknown and unorderable offers skipped without a word, the
 * cart limit kept, the merged cart answered; a refused sign-in merges nothing.
 */
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { rowsOf } from '#backend/db/rows.ts'
import { users } from '#backend/db/schema.ts'
import { hashPassword } from '#backend/modules/auth/password.ts'
import {
  getMerchantSmsRegCodeCall,
  sendSmsCodeCall,
  signedInSchema,
  signInBySmsCall,
  signInCall,
  signUpMerchantCall,
} from '#contract/auth.ts'
import { CART_MAX_LINES, type CartItem, type CartLine, listCartCall } from '#contract/cart.ts'
import {
  caller,
  demoCatalogue,
  freshIp,
  freshPhone,
  lastCodeSentTo,
  ok,
  refused,
  watchedBackend,
  wrongCode,
} from '#tests/support/api.ts'
import { offerIdPicker } from '#tests/support/offer-ids.ts'

const { backend, failures } = watchedBackend(demoCatalogue(150))
const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(backend.app)(...args)

const PASSWORD = 'пароль корзины'
const ORDERABLE = `o.price is not null and o.availability in ('in_stock', 'on_order')`
const SIMPLE = `${ORDERABLE} and o.min_order = 1 and o.step = 1`
/** `count` offer ids nobody has taken yet, matching the condition. */
const takeOffers = offerIdPicker(() => backend.db)

let accounts = 0
/** A buyer with an e-mail and a password, and an SMS phone; not signed in yet. */
async function account() {
  const email = `merge-${++accounts}@clinic.test`
  const phone = freshPhone()
  const [row] = await backend.db
    .insert(users)
    .values({ email, phone, phoneVerifiedAt: new Date(), passwordHash: await hashPassword(PASSWORD) })
    .returning({ id: users.id })
  if (!row) throw new Error('no user')
  return { id: row.id, email, phone }
}

async function storedLines(userId: number) {
  return rowsOf<{ offer_id: number; quantity: number }>(
    await backend.db.execute(
      sql`select offer_id, quantity from cart_items where user_id = ${userId} order by added_at desc, offer_id desc`,
    ),
  ).map((row) => [row.offer_id, row.quantity])
}

async function putInCart(userId: number, lines: [number, number][]) {
  for (const [index, [offerId, quantity]] of lines.entries()) {
    await backend.db.execute(sql`insert into cart_items (user_id, offer_id, quantity, added_at)
      values (${userId}, ${offerId}, ${quantity}, now() - make_interval(days => ${index + 1}))`)
  }
}

const signIn = async (email: string, cart?: CartLine[]) =>
  signedInSchema.parse(await ok(await call(signInCall, { body: { email, password: PASSWORD, cart } })))

const listWith = async (token: string) =>
  listCartCall.response.parse(await ok(await call(listCartCall, { token, body: {} }))).cart

const linesOf = (cart: CartItem[]) => cart.map((item) => [item.product_id, item.quantity])

describe(`${signInCall.method} ${signInCall.path} with a guest cart`, () => {
  it('merges it: the larger quantity of an offer both hold, new offers on top, the merged cart answered', async () => {
    const buyer = await account()
    const [both, accountOnly, guestOnly, lower] = await takeOffers(SIMPLE, 4)
    if (!both || !accountOnly || !guestOnly || !lower) throw new Error('four offers')
    await putInCart(buyer.id, [
      [both, 2],
      [accountOnly, 1],
      [lower, 6],
    ])
    const answer = await signIn(buyer.email, [
      { product_id: guestOnly, quantity: 3 },
      { product_id: both, quantity: 5 },
      { product_id: lower, quantity: 4 },
    ])
    expect(linesOf(answer.cart)).toEqual([
      [guestOnly, 3],
      [both, 5],
      [accountOnly, 1],
      [lower, 6],
    ])
    // What the sign-in answers is the account's cart, as every later call shows it.
    expect(await listWith(answer.access_token)).toEqual(answer.cart)

    // The same cookie merged again (another device, a repeated post) doubles nothing.
    const again = await signIn(buyer.email, [
      { product_id: guestOnly, quantity: 3 },
      { product_id: both, quantity: 5 },
    ])
    expect(linesOf(again.cart)).toEqual(linesOf(answer.cart))
    expect(failures).toEqual([])
  })

  it('skips unknown offers and those that cannot be ordered, and prepares quantities', async () => {
    const buyer = await account()
    const [bulk] = await takeOffers(SIMPLE)
    const [notInStock] = await takeOffers(`o.availability = 'not_in_stock'`)
    const [onRequest] = await takeOffers(`o.availability = 'price_on_request'`)
    if (!bulk || !notInStock || !onRequest) throw new Error('offers')
    await backend.db.execute(sql`update offers set min_order = 4, step = 4 where id = ${bulk}`)
    const answer = await signIn(buyer.email, [
      { product_id: 2_000_000_000, quantity: 1 },
      { product_id: 2 ** 40, quantity: 1 },
      { product_id: notInStock, quantity: 1 },
      { product_id: bulk, quantity: 5 },
      { product_id: onRequest, quantity: 1 },
    ])
    expect(linesOf(answer.cart)).toEqual([[bulk, 8]])
    expect(await storedLines(buyer.id)).toEqual([[bulk, 8]])
  })

  it(`keeps the cart within ${CART_MAX_LINES} lines: new offers past it are left out`, async () => {
    const buyer = await account()
    const guest = await takeOffers(SIMPLE, 3)
    await backend.db.execute(sql`
      insert into cart_items (user_id, offer_id, quantity, added_at)
      select ${buyer.id}, id, 1, now() - interval '1 day' from offers
      where id not in (${sql.join(
        guest.map((id) => sql`${id}`),
        sql`, `,
      )})
      order by id limit ${CART_MAX_LINES - 1}`)
    const answer = await signIn(
      buyer.email,
      guest.map((product_id) => ({ product_id, quantity: 1 })),
    )
    expect(answer.cart.length).toBeLessThanOrEqual(CART_MAX_LINES)
    expect(await storedLines(buyer.id)).toHaveLength(CART_MAX_LINES)
    expect(answer.cart[0]?.product_id).toBe(guest[0])
  })

  it('merges nothing when the password is wrong', async () => {
    const buyer = await account()
    const [offer] = await takeOffers(SIMPLE)
    if (!offer) throw new Error('an offer')
    const body = { email: buyer.email, password: 'не тот пароль', cart: [{ product_id: offer, quantity: 1 }] }
    await refused(await call(signInCall, { body, ip: freshIp() }), 422)
    expect(await storedLines(buyer.id)).toEqual([])
  })

  it('answers the account’s own cart when no guest cart comes along', async () => {
    const buyer = await account()
    const [offer] = await takeOffers(SIMPLE)
    if (!offer) throw new Error('an offer')
    await putInCart(buyer.id, [[offer, 2]])
    expect(linesOf((await signIn(buyer.email)).cart)).toEqual([[offer, 2]])
  })
})

describe(`${signInBySmsCall.method} ${signInBySmsCall.path} with a guest cart`, () => {
  async function codeFor(phone: string) {
    await ok(await call(sendSmsCodeCall, { body: { phone }, ip: freshIp() }))
    return lastCodeSentTo(backend.db, phone)
  }

  it('merges it into a known phone’s account, and into a new account made by the sign-in', async () => {
    const buyer = await account()
    const [held, guest, fresh] = await takeOffers(SIMPLE, 3)
    if (!held || !guest || !fresh) throw new Error('three offers')
    await putInCart(buyer.id, [[held, 4]])
    const cart = [
      { product_id: guest, quantity: 2 },
      { product_id: held, quantity: 1 },
    ]
    const code = await codeFor(buyer.phone)
    const answer = signedInSchema.parse(
      await ok(
        await call(signInBySmsCall, { body: { phone: buyer.phone, code_notification: code, cart }, ip: freshIp() }),
      ),
    )
    expect(linesOf(answer.cart)).toEqual([
      [guest, 2],
      [held, 4],
    ])
    expect(await listWith(answer.access_token)).toEqual(answer.cart)

    const phone = freshPhone()
    const newCode = await codeFor(phone)
    const created = signedInSchema.parse(
      await ok(
        await call(signInBySmsCall, {
          body: {
            phone,
            code_notification: newCode,
            personal_data_consent: true,
            cart: [{ product_id: fresh, quantity: 3 }],
          },
          ip: freshIp(),
        }),
      ),
    )
    expect(linesOf(created.cart)).toEqual([[fresh, 3]])
    expect(await storedLines(created.user.id)).toEqual([[fresh, 3]])
  })

  it('gives the guest cart to a seller’s new account at registration', async () => {
    const [offer] = await takeOffers(SIMPLE)
    if (!offer) throw new Error('an offer')
    const phone = freshPhone()
    const seller = { company: 'ООО «Вектор»', email: `${phone.slice(1)}@vector.test`, phone }
    await ok(await call(getMerchantSmsRegCodeCall, { body: seller, ip: freshIp() }))
    const created = signedInSchema.parse(
      await ok(
        await call(signUpMerchantCall, {
          body: {
            ...seller,
            code_notification: await lastCodeSentTo(backend.db, phone),
            personal_data_consent: true,
            cart: [{ product_id: offer, quantity: 2 }],
          },
          ip: freshIp(),
        }),
      ),
    )
    expect(linesOf(created.cart)).toEqual([[offer, 2]])
    expect(await storedLines(created.user.id)).toEqual([[offer, 2]])
  })

  it('merges nothing when the sign-in is refused (wrong code, or a new phone without the consent)', async () => {
    const buyer = await account()
    const [offer] = await takeOffers(SIMPLE)
    if (!offer) throw new Error('an offer')
    const cart = [{ product_id: offer, quantity: 1 }]
    const code = await codeFor(buyer.phone)
    await refused(
      await call(signInBySmsCall, {
        body: { phone: buyer.phone, code_notification: wrongCode(code), cart },
        ip: freshIp(),
      }),
      422,
    )
    expect(await storedLines(buyer.id)).toEqual([])

    const phone = freshPhone()
    const before = rowsOf<{ n: number }>(await backend.db.execute(sql`select count(*)::int as n from cart_items`))
    await refused(
      await call(signInBySmsCall, { body: { phone, code_notification: await codeFor(phone), cart }, ip: freshIp() }),
      422,
    )
    expect(rowsOf<{ n: number }>(await backend.db.execute(sql`select count(*)::int as n from cart_items`))).toEqual(
      before,
    )
  })
})
