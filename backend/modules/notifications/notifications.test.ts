import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { users } from '#backend/db/schema.ts'
import { errorResponseSchema } from '#contract/call.ts'
import { listNotificationsCall, updateNotificationsCall } from '#contract/notifications.ts'
import { orderStatuses } from '#contract/order-statuses.ts'
import { type Caller, testBackend } from '#tests/support/api.ts'

const backend = testBackend()

async function list(user: Caller) {
  const response = await user.call('GET', listNotificationsCall.path)
  expect(response.status).toBe(200)
  return listNotificationsCall.response.parse(await response.json()).order_statuses_subscribes
}

async function update(user: Caller, subscriptions: unknown) {
  return user.call('POST', updateNotificationsCall.path, { order_statuses_subscribes: subscriptions })
}

describe('order-status subscriptions', () => {
  it('are every status for a new account', async () => {
    const user = await backend.signedIn('new@clinic.test')
    expect(await list(user)).toEqual([...orderStatuses])
  })

  it('are replaced by an update, kept in the statuses’ order without repeats', async () => {
    const user = await backend.signedIn('some@clinic.test')
    const response = await update(user, ['closed', 'billed', 'created', 'billed'])
    expect(response.status).toBe(200)
    expect(updateNotificationsCall.response.parse(await response.json())).toEqual({
      result: true,
      order_statuses_subscribes: ['created', 'billed', 'closed'],
    })
    expect(await list(user)).toEqual(['created', 'billed', 'closed'])
  })

  it('may be none at all, which is not the same as the default of every status', async () => {
    const user = await backend.signedIn('none@clinic.test')
    expect((await update(user, [])).status).toBe(200)
    expect(await list(user)).toEqual([])
    const [row] = await backend.db
      .select({ subscriptions: users.orderStatusSubscriptions })
      .from(users)
      .where(eq(users.id, user.id))
    expect(row?.subscriptions).toEqual([])
  })

  it('refuses an unknown status with 400 naming the field, and keeps what was there', async () => {
    const user = await backend.signedIn('unknown@clinic.test')
    await update(user, ['created'])
    const response = await update(user, ['created', 'paid_in_bitcoin'])
    expect(response.status).toBe(400)
    expect(Object.keys(errorResponseSchema.parse(await response.json()).fields ?? {})).toEqual([
      'order_statuses_subscribes.1',
    ])
    expect((await update(user, 'created')).status).toBe(400)
    expect(await list(user)).toEqual(['created'])
  })

  it('drops statuses the contract no longer knows when reading a stored list', async () => {
    const user = await backend.signedIn('stale@clinic.test')
    await backend.db
      .update(users)
      .set({ orderStatusSubscriptions: ['retired_status', 'in_work'] })
      .where(eq(users.id, user.id))
    expect(await list(user)).toEqual(['in_work'])
  })

  it('are each user’s own: one user’s update leaves another’s as it was', async () => {
    const a = await backend.signedIn('a@clinic.test')
    const b = await backend.signedIn('b@clinic.test')
    await update(b, ['successfully'])
    await update(a, ['canceled_by_seller'])
    expect(await list(b)).toEqual(['successfully'])
    expect(await list(a)).toEqual(['canceled_by_seller'])
  })

  it('need a signed-in user', async () => {
    expect((await backend.request('GET', listNotificationsCall.path)).status).toBe(401)
    const response = await backend.request('POST', updateNotificationsCall.path, { order_statuses_subscribes: [] })
    expect(response.status).toBe(401)
  })
})
