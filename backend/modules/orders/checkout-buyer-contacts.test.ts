/**
 * The name and e-mail typed at checkout become the profile's where it has none (issue 13, item 9): the next checkout
 * and the account's greeting know them. A profile's own name or e-mail is never overwritten, and an e-mail another
 * account holds is left to it without costing the order.
 */
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { users } from '#backend/db/schema.ts'
import { splitFio } from '#backend/modules/users/buyer-contacts.ts'
import { getProfileCall } from '#contract/users.ts'
import { ok } from '#tests/support/api.ts'
import { backend, newBuyer, shop } from '#tests/support/checkout-shop.ts'
import { draftFor, placeOrders, putInCart } from '#tests/support/fixtures/order-fixtures.ts'

async function profileAfterCheckout(
  contacts: { fio: string; email: string },
  before: Partial<typeof users.$inferInsert> = {},
) {
  const buyer = await newBuyer()
  await backend.db
    .update(users)
    .set({ email: null, ...before })
    .where(eq(users.id, buyer.id))
  await putInCart(backend.db, buyer.id, { [shop.offers.bandage]: 2 })
  const base = draftFor([shop.merchants.plain])
  const placed = await placeOrders(buyer, { ...base, user: { ...base.user, ...contacts } })
  expect(placed.orders).toHaveLength(1)
  return getProfileCall.response.parse(await ok(await buyer.call('GET', getProfileCall.path))).users
}

describe('checkout remembers the buyer', () => {
  it('keeps the name and e-mail of a profile that had none', async () => {
    const profile = await profileAfterCheckout({ fio: ' Петрова  Анна Сергеевна ', email: 'anna.petrova@clinic.test' })
    expect(profile).toMatchObject({ surname: 'Петрова', name: 'Анна', middle_name: 'Сергеевна' })
    expect(profile.email).toBe('anna.petrova@clinic.test')
  })

  it('never overwrites what the profile holds', async () => {
    const profile = await profileAfterCheckout(
      { fio: 'Сидоров Олег', email: 'other.address@clinic.test' },
      { name: 'Ольга', email: 'olga@clinic.test' },
    )
    expect(profile).toMatchObject({ surname: null, name: 'Ольга', middle_name: null, email: 'olga@clinic.test' })
  })

  it('leaves an e-mail another account holds to it, and the order is placed all the same', async () => {
    const holder = await newBuyer()
    const [held] = await backend.db.select({ email: users.email }).from(users).where(eq(users.id, holder.id))
    const profile = await profileAfterCheckout({ fio: 'Иван', email: (held?.email ?? '').toUpperCase() })
    expect(profile).toMatchObject({ name: 'Иван', surname: null, email: null })
  })
})

describe('splitFio', () => {
  it('reads surname, name and middle name, one word as the name, each within the profile’s limit', () => {
    expect(splitFio('Иванов Иван Иванович')).toEqual({ surname: 'Иванов', name: 'Иван', middleName: 'Иванович' })
    expect(splitFio('Иванов Иван')).toEqual({ surname: 'Иванов', name: 'Иван', middleName: null })
    expect(splitFio('Иван')).toEqual({ surname: null, name: 'Иван', middleName: null })
    expect(splitFio('Ким Ен Ир Сен')).toEqual({ surname: 'Ким', name: 'Ен', middleName: 'Ир Сен' })
    expect(splitFio('  ')).toEqual({ surname: null, name: null, middleName: null })
    expect(splitFio(`${'А'.repeat(150)} Б`).surname).toHaveLength(100)
  })
})
