import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '#backend/app.ts'
import { masterProducts, merchants, offers, roles, users } from '#backend/db/schema.ts'
import { getMerchantSmsRegCodeCall, signedInSchema, signUpMerchantCall } from '#contract/auth.ts'
import { getMasterProductBySlugCall, getProductsCall } from '#contract/products.ts'
import {
  approveMerchantCall,
  blockMerchantCall,
  getSellerMerchantCall,
  listMerchantsCall,
  updateSellerMerchantCall,
} from '#contract/seller.ts'
import { accessTokenOf, caller, company, freshIp, freshPhone, lastCodeSentTo, ok, refused } from '#tests/support/api.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'

let database: TestDatabase
let call: ReturnType<typeof caller>
let admin: string
let buyer: string

beforeAll(async () => {
  database = await createTestDatabase({ seedProducts: 20 })
  call = caller(createApp({ db: database.db, catalogCacheMs: 0, log: () => {} }))
  admin = await accessTokenOf(database.db, {
    email: 'operator@medmarket.test',
    password: 'пароль оператора',
    roleId: 2,
  })
  buyer = await accessTokenOf(database.db, { email: 'buyer@clinic.test', password: 'пароль покупателя', roleId: 1 })
})
afterAll(() => database.dispose())

/** A seller registered the way the storefront does it: a code by SMS, then the sign-up. */
async function registeredSeller(companyName: string) {
  const phone = freshPhone()
  const body = { company: companyName, email: `sales-${phone.slice(-7)}@seller.test`, phone }
  await ok(await call(getMerchantSmsRegCodeCall, { body, ip: freshIp() }))
  const code = await lastCodeSentTo(database.db, phone)
  const answer = signedInSchema.parse(
    await ok(
      await call(signUpMerchantCall, {
        body: { ...body, code_notification: code, personal_data_consent: true },
        ip: freshIp(),
      }),
    ),
  )
  return { token: answer.access_token, user: answer.user }
}

const settings = {
  name: 'МедТехника',
  campaign_name: company.campaign_name,
  inn: company.inn,
  ogrn: company.ogrn,
  kpp: company.kpp,
  addr_jur: company.addr_jur,
  bank_bik: company.bank_bik,
  bank_account: company.bank_account,
  bank_name: company.bank_name,
  bank_corr_account: company.bank_corr_account,
  city: 'Казань',
  min_order: 5000,
  phone: '+79161112233',
  email: 'sales@medtech.test',
  vat_payer: true,
}

const merchantOf = async (token: string, query?: Record<string, string>) =>
  getSellerMerchantCall.response.parse(await ok(await call(getSellerMerchantCall, { token, query }))).merchant

describe('a seller’s registration', () => {
  it('makes a merchant on moderation, named after the company and linked to the account', async () => {
    const seller = await registeredSeller('ООО «Мед Техника»')
    expect(seller.user).toMatchObject({ role_id: roles.merchant, merchant_id: expect.any(Number) })
    const merchant = await merchantOf(seller.token)
    expect(merchant).toMatchObject({
      id: seller.user.merchant_id,
      name: 'ООО «Мед Техника»',
      slug: 'ooo-med-tekhnika',
      status: 'pending',
      city: null,
      approved_at: null,
    })
    // A second company of the same name gets a slug of its own.
    const twin = await merchantOf((await registeredSeller('ООО «Мед Техника»')).token)
    expect(twin.slug).toBe(`ooo-med-tekhnika-${twin.id}`)
  })
})

describe('a seller’s settings', () => {
  it('are saved with the requisites’ checks, and refused with Russian field errors', async () => {
    const seller = await registeredSeller('ООО «Настройки»')
    const noInn = await refused(
      await call(updateSellerMerchantCall, { token: seller.token, body: { ...settings, inn: '' } }),
      400,
    )
    expect(noInn.fields?.inn).toEqual(['Это поле — обязательно для заполнения'])
    const badAccount = await refused(
      await call(updateSellerMerchantCall, {
        token: seller.token,
        body: { ...settings, inn: '7707083894', bank_account: '40702810900000002852', city: ' ' },
      }),
      400,
    )
    expect(badAccount.fields?.inn?.[0]).toMatch(/^ИНН неверный/)
    expect(badAccount.fields?.bank_account?.[0]).toMatch(/^Расчётный счёт неверный/)
    expect(badAccount.fields?.city).toEqual(['Это поле — обязательно для заполнения'])

    const saved = updateSellerMerchantCall.response.parse(
      await ok(await call(updateSellerMerchantCall, { token: seller.token, body: settings })),
    ).merchant
    expect(saved).toMatchObject({ name: 'МедТехника', inn: company.inn, city: 'Казань', min_order: 5000 })
    expect(await merchantOf(seller.token)).toEqual(saved)
  })

  it('belong to the seller’s own merchant: another merchant’s id is ignored, other roles are refused', async () => {
    const one = await registeredSeller('ООО «Первый»')
    const other = await registeredSeller('ООО «Второй»')
    const otherId = String(other.user.merchant_id)
    expect((await merchantOf(one.token, { merchant_id: otherId })).id).toBe(one.user.merchant_id)

    expect((await refused(await call(getSellerMerchantCall, { token: buyer }), 403)).error).toBe('Недостаточно прав')
    await refused(await call(getSellerMerchantCall), 401)
    await refused(await call(updateSellerMerchantCall, { token: buyer, body: settings }), 403)
    // The operator reads a seller's cabinet, and never writes in it.
    expect((await merchantOf(admin, { merchant_id: otherId })).name).toBe('ООО «Второй»')
    expect((await refused(await call(getSellerMerchantCall, { token: admin }), 400)).error).toBe('Укажите продавца')
    await refused(await call(updateSellerMerchantCall, { token: admin, body: settings }), 403)
    expect((await merchantOf(other.token)).name).toBe('ООО «Второй»')
  })
})

describe('moderation', () => {
  it('publishes a merchant’s offers when approved and hides them when blocked', async () => {
    const seller = await registeredSeller('ООО «На проверке»')
    const merchantId = seller.user.merchant_id as number
    const [product] = await database.db.select().from(masterProducts).limit(1)
    if (!product) throw new Error('no product')
    // An offer the seller added while on moderation (the offers part of the cabinet does the same).
    await database.db.insert(offers).values({
      masterProductId: product.id,
      merchantId,
      price: 12_300,
      availability: 'in_stock',
      warehouseCity: 'Казань',
      published: false,
    })
    const sellersOnPage = async () =>
      getMasterProductBySlugCall.response
        .parse(await ok(await call(getMasterProductBySlugCall, { params: { slug: product.slug } })))
        .product.offers.map((o) => o.merchant.id)
    const sellersInFacet = async () =>
      getProductsCall.response.parse(await ok(await call(getProductsCall, { body: { merchants: [merchantId] } })))
        .pagination.total
    expect(await sellersOnPage()).not.toContain(merchantId)
    expect(await sellersInFacet()).toBe(0)

    // Not before the fields invoices and delivery need are given.
    const incomplete = await refused(await call(approveMerchantCall, { token: admin, params: { id: merchantId } }), 409)
    expect(incomplete.error).toBe('Продавец ещё не указал ИНН, банковские реквизиты и город склада')
    await ok(await call(updateSellerMerchantCall, { token: seller.token, body: settings }))

    const pending = listMerchantsCall.response.parse(
      await ok(await call(listMerchantsCall, { token: admin, query: { status: 'pending' } })),
    )
    expect(pending.merchants.map((m) => m.id)).toContain(merchantId)

    const approved = approveMerchantCall.response.parse(
      await ok(await call(approveMerchantCall, { token: admin, params: { id: merchantId } })),
    ).merchant
    expect(approved).toMatchObject({ status: 'approved', approved_at: expect.any(String) })
    expect(await sellersOnPage()).toContain(merchantId)
    expect(await sellersInFacet()).toBe(1)

    await ok(await call(blockMerchantCall, { token: admin, params: { id: merchantId } }))
    expect((await merchantOf(seller.token)).status).toBe('blocked')
    expect(await sellersOnPage()).not.toContain(merchantId)
    expect(await sellersInFacet()).toBe(0)
  })

  it('is the operator’s alone', async () => {
    const seller = await registeredSeller('ООО «Сам себе»')
    const id = seller.user.merchant_id as number
    await refused(await call(approveMerchantCall, { token: seller.token, params: { id } }), 403)
    await refused(await call(approveMerchantCall, { token: buyer, params: { id } }), 403)
    await refused(await call(listMerchantsCall, { token: seller.token }), 403)
    await refused(await call(approveMerchantCall, { token: admin, params: { id: 2_000_000_000 } }), 404)
    const [row] = await database.db.select().from(merchants).where(eq(merchants.id, id))
    expect(row?.status).toBe('pending')
    const [user] = await database.db.select().from(users).where(eq(users.id, seller.user.id))
    expect(user?.merchantId).toBe(id)
  })
})
