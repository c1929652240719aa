/**
 * A seller's and a proposal's page on the console: what each holds, and the record of the administrators' decisions
 * written with them (a decision that changes nothing is not recorded).
 */
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '#backend/app.ts'
import { categories, merchants, offers, users } from '#backend/db/schema.ts'
import { getAdminMerchantCall, getAdminProposalCall } from '#contract/admin.ts'
import { approveProposalCall, createProposalCall, rejectProposalCall } from '#contract/product-proposals.ts'
import { approveMerchantCall, blockMerchantCall } from '#contract/seller.ts'
import { accessTokenOf, caller, ok } from '#tests/support/api.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'

let database: TestDatabase
let call: ReturnType<typeof caller>
let admin: string
let seller: string
let merchantId: number
let categoryId: number

beforeAll(async () => {
  database = await createTestDatabase({ seedProducts: 12 })
  call = caller(createApp({ db: database.db, catalogCacheMs: 0, log: () => {} }))
  admin = await accessTokenOf(database.db, { email: 'operator@console.test', password: 'пароль', roleId: 2 })
  seller = await accessTokenOf(database.db, { email: 'seller@console.test', password: 'пароль', roleId: 3 })
  const [merchant] = await database.db.select({ id: merchants.id }).from(merchants).orderBy(merchants.id).limit(1)
  merchantId = merchant?.id ?? 0
  await database.db.update(users).set({ merchantId }).where(eq(users.email, 'seller@console.test'))
  const [category] = await database.db.select({ id: categories.id }).from(categories).limit(1)
  categoryId = category?.id ?? 0
})
afterAll(() => database?.dispose())

const merchantPage = async () =>
  getAdminMerchantCall.response.parse(
    await ok(await call(getAdminMerchantCall, { params: { id: merchantId }, token: admin })),
  )

describe('a seller’s page', () => {
  it('shows its card, its offers counted, its accounts, and the record of its moderation', async () => {
    const [counted] = await database.db.select({ value: count() }).from(offers).where(eq(offers.merchantId, merchantId))
    const page = await merchantPage()
    expect(page.merchant).toMatchObject({ id: merchantId, status: 'approved' })
    expect(page.offers).toEqual({ total: counted?.value, published: counted?.value })
    expect(page.accounts).toEqual([expect.objectContaining({ email: 'seller@console.test' })])
    expect(page.audit).toEqual([])

    await ok(await call(blockMerchantCall, { params: { id: merchantId }, token: admin }))
    await ok(await call(blockMerchantCall, { params: { id: merchantId }, token: admin }))
    expect((await merchantPage()).offers).toEqual({ total: counted?.value, published: 0 })
    await ok(await call(approveMerchantCall, { params: { id: merchantId }, token: admin }))
    const after = await merchantPage()
    expect(after.offers.published).toBe(counted?.value)
    expect(after.audit.map((entry) => [entry.action, entry.details, entry.actor.email])).toEqual([
      ['merchant_blocked', null, 'operator@console.test'],
      ['merchant_approved', null, 'operator@console.test'],
    ])
  })
})

describe('a proposal’s page', () => {
  const propose = async (name: string) =>
    createProposalCall.response.parse(
      await ok(
        await call(createProposalCall, {
          token: seller,
          body: {
            name,
            brand: 'Медтех',
            category_id: categoryId,
            article: null,
            description: 'Набор',
            specs: [],
            vat_rate: 10,
            offer: {
              price_gross: 990,
              availability: 'in_stock',
              stock: 1,
              min_order: 1,
              step: 1,
              warehouse_city: 'Тверь',
              article: null,
            },
          },
        }),
      ),
    ).proposal.id
  const pageOf = async (id: number) =>
    getAdminProposalCall.response.parse(await ok(await call(getAdminProposalCall, { params: { id }, token: admin })))

  it('shows the proposal and the record of its approval or rejection, with the reason', async () => {
    const approved = await propose('Бинт консольный')
    expect(await pageOf(approved)).toMatchObject({ proposal: { id: approved, status: 'pending' }, audit: [] })
    await ok(await call(approveProposalCall, { params: { id: approved }, token: admin }))
    const a = await pageOf(approved)
    expect(a.proposal).toMatchObject({ status: 'approved', merchant: { id: merchantId } })
    expect(a.audit.map((entry) => [entry.action, entry.details])).toEqual([['proposal_approved', null]])

    const rejected = await propose('Бинт отклонённый')
    await ok(
      await call(rejectProposalCall, { params: { id: rejected }, body: { reason: 'Дубликат товара' }, token: admin }),
    )
    const r = await pageOf(rejected)
    expect(r.proposal.status).toBe('rejected')
    expect(r.audit.map((entry) => [entry.action, entry.details])).toEqual([['proposal_rejected', 'Дубликат товара']])
  })
})
