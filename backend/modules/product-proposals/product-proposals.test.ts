import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '#backend/app.ts'
import { brands, categories, masterProducts, merchants, offers, users } from '#backend/db/schema.ts'
import { buildPath } from '#contract/call.ts'
import {
  addProposalPictureCall,
  approveProposalCall,
  createProposalCall,
  getProposalCall,
  listAdminProposalsCall,
  listProposalsCall,
  type Proposal,
  proposalLimits,
  proposalMessages,
  rejectProposalCall,
  removeProposalPictureCall,
} from '#contract/product-proposals.ts'
import { getMasterProductBySlugCall, getProductsCall } from '#contract/products.ts'
import { accessTokenOf, caller, ok, refused } from '#tests/support/api.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { pngImage } from '#tests/support/images.ts'

let database: TestDatabase
let app: ReturnType<typeof createApp>
let call: ReturnType<typeof caller>
let admin: string
let buyer: string
let categoryId: number
/** Two sellers of two demo merchants. */
const sellers: { token: string; merchantId: number }[] = []

beforeAll(async () => {
  database = await createTestDatabase({ seedProducts: 20 })
  app = createApp({ db: database.db, catalogCacheMs: 0, log: () => {} })
  call = caller(app)
  admin = await accessTokenOf(database.db, {
    email: 'operator@proposals.test',
    password: 'пароль оператора',
    roleId: 2,
  })
  buyer = await accessTokenOf(database.db, { email: 'buyer@proposals.test', password: 'пароль покупателя', roleId: 1 })
  const demo = await database.db.select({ id: merchants.id }).from(merchants).orderBy(merchants.id).limit(2)
  for (const [i, merchant] of demo.entries()) {
    const email = `seller-${i}@proposals.test`
    const token = await accessTokenOf(database.db, { email, password: 'пароль продавца', roleId: 3 })
    await database.db.update(users).set({ merchantId: merchant.id }).where(eq(users.email, email))
    sellers.push({ token, merchantId: merchant.id })
  }
  const [category] = await database.db.select({ id: categories.id }).from(categories).limit(1)
  categoryId = category?.id ?? 0
})
afterAll(() => database.dispose())

const seller = (i: number) => sellers[i] as { token: string; merchantId: number }

const proposalBody = (name: string, article: string | null = null) => ({
  name,
  brand: 'Новый Бренд Медтех',
  category_id: categoryId,
  article: 'MT-100',
  description: 'Стерильный набор для перевязки',
  specs: [
    { name: 'Материал', value: 'Хлопок' },
    { name: 'Стерильность', value: 'Да' },
  ],
  vat_rate: 10,
  offer: {
    price_gross: 990,
    availability: 'in_stock',
    stock: 12,
    min_order: 1,
    step: 1,
    warehouse_city: 'Тверь',
    article,
  },
})

async function propose(i: number, name: string, article: string | null = null): Promise<Proposal> {
  const answer = createProposalCall.response.parse(
    await ok(await call(createProposalCall, { token: seller(i).token, body: proposalBody(name, article) })),
  )
  return answer.proposal
}

function uploadPicture(token: string, proposalId: number, bytes: Uint8Array) {
  const form = new FormData()
  form.set('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), 'photo.png')
  return app.request(buildPath(addProposalPictureCall.path, { id: proposalId }), {
    method: 'POST',
    body: form,
    headers: { Authorization: `Bearer ${token}` },
  })
}

describe('a seller proposes a product', () => {
  it('writes a pending proposal with specs and offer terms; the list shows only the merchant’s own', async () => {
    const mine = await propose(0, 'Набор перевязочный стерильный НП-1')
    await propose(1, 'Чужой товар другого продавца')
    expect(mine).toMatchObject({
      status: 'pending',
      brand: 'Новый Бренд Медтех',
      vat_rate: 10,
      specs: [
        { name: 'Материал', value: 'Хлопок' },
        { name: 'Стерильность', value: 'Да' },
      ],
      offer: { price_gross: 990, stock: 12, warehouse_city: 'Тверь' },
      product: null,
    })
    const list = listProposalsCall.response.parse(await ok(await call(listProposalsCall, { token: seller(0).token })))
    expect(list.proposals.map((p) => p.name)).toContain('Набор перевязочный стерильный НП-1')
    expect(list.proposals.map((p) => p.name)).not.toContain('Чужой товар другого продавца')
  })

  it('refuses an unknown category, a VAT rate not in the law, and a price missing', async () => {
    const token = seller(0).token
    const badCategory = await refused(
      await call(createProposalCall, { token, body: { ...proposalBody('Товар'), category_id: 999_999 } }),
      404,
    )
    expect(badCategory.fields).toEqual({ category_id: [proposalMessages.categoryNotFound] })
    const badVat = await refused(
      await call(createProposalCall, { token, body: { ...proposalBody('Товар'), vat_rate: 18 } }),
      400,
    )
    expect(badVat.fields?.vat_rate).toEqual([proposalMessages.vatRate])
    const body = proposalBody('Товар')
    const noPrice = await refused(
      await call(createProposalCall, { token, body: { ...body, offer: { ...body.offer, price_gross: null } } }),
      400,
    )
    expect(noPrice.fields?.['offer.price_gross']).toBeDefined()
  })

  it('adds pictures by their bytes, refuses what is not a picture, and removes one', async () => {
    const { token } = seller(0)
    const proposal = await propose(0, 'Тонометр с фотографиями')
    const added = addProposalPictureCall.response.parse(
      await ok(await uploadPicture(token, proposal.id, pngImage(4, 4))),
    )
    expect(added.proposal.pictures).toHaveLength(1)
    const url = added.proposal.pictures[0]?.url ?? ''
    expect(url).toMatch(/^\/api\/media\/pictures\/[\w-]{22}\.png$/)
    const served = await app.request(url)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')

    const notPicture = await refused(
      await uploadPicture(token, proposal.id, new TextEncoder().encode('%PDF-1.4 not a picture')),
      400,
    )
    expect(notPicture.fields).toEqual({ file: [proposalMessages.pictureType] })

    const pictureId = added.proposal.pictures[0]?.id ?? ''
    const removed = removeProposalPictureCall.response.parse(
      await ok(await call(removeProposalPictureCall, { token, params: { id: proposal.id, picture: pictureId } })),
    )
    expect(removed.proposal.pictures).toEqual([])
    expect((await app.request(url)).status).toBe(404)
  })

  it('takes a picture of the documented 5 MB and refuses a larger one with 413 naming the file', async () => {
    const { token } = seller(0)
    const proposal = await propose(0, 'Товар с большой фотографией')
    const bare = pngImage(2, 2, [10, 20, 30], 1).length
    const largest = pngImage(2, 2, [10, 20, 30], proposalLimits.pictureBytes - bare + 1)
    expect(largest.length).toBe(proposalLimits.pictureBytes)
    await ok(await uploadPicture(token, proposal.id, largest))
    const over = pngImage(2, 2, [10, 20, 30], proposalLimits.pictureBytes - bare + 2)
    const refusal = await refused(await uploadPicture(token, proposal.id, over), 413)
    expect(refusal.fields).toEqual({ file: [proposalMessages.pictureSize] })
  })

  it('answers another merchant’s proposal as not found, to read, to add a picture and to remove one', async () => {
    const other = await propose(1, 'Товар второго продавца с фото')
    const picture = addProposalPictureCall.response.parse(
      await ok(await uploadPicture(seller(1).token, other.id, pngImage(2, 2))),
    ).proposal.pictures[0]
    const { token } = seller(0)
    await refused(await call(getProposalCall, { token, params: { id: other.id } }), 404)
    await refused(await uploadPicture(token, other.id, pngImage(2, 2)), 404)
    await refused(
      await call(removeProposalPictureCall, { token, params: { id: other.id, picture: picture?.id ?? '' } }),
      404,
    )
    const still = getProposalCall.response.parse(
      await ok(await call(getProposalCall, { token: seller(1).token, params: { id: other.id } })),
    )
    expect(still.proposal.pictures).toHaveLength(1)
  })

  it('lets neither buyers nor guests in; an administrator reads a seller’s but writes nothing', async () => {
    await refused(await call(listProposalsCall, { token: buyer }), 403)
    await refused(await call(listProposalsCall, {}), 401)
    await refused(await call(createProposalCall, { token: buyer, body: proposalBody('Товар покупателя') }), 403)
    await refused(await call(listAdminProposalsCall, { token: seller(0).token }), 403)
    await refused(await call(approveProposalCall, { token: seller(0).token, params: { id: 1 } }), 403)
    const read = listProposalsCall.response.parse(
      await ok(await call(listProposalsCall, { token: admin, query: { merchant_id: String(seller(1).merchantId) } })),
    )
    expect(read.proposals.every((p) => p.name !== 'Набор перевязочный стерильный НП-1')).toBe(true)
    await refused(await call(createProposalCall, { token: admin, body: proposalBody('Товар оператора') }), 403)
  })
})

describe('the operator decides', () => {
  it('approves: the product, its new brand and the seller’s offer exist, with the pictures, in the catalogue', async () => {
    const { token, merchantId } = seller(0)
    const proposal = await propose(0, 'Шина иммобилизационная ШИ-7', 'SHI-7')
    await ok(await uploadPicture(token, proposal.id, pngImage(3, 3)))
    const pending = listAdminProposalsCall.response.parse(
      await ok(await call(listAdminProposalsCall, { token: admin })),
    )
    expect(pending.proposals[0]?.status).toBe('pending')

    const approved = approveProposalCall.response.parse(
      await ok(await call(approveProposalCall, { token: admin, params: { id: proposal.id } })),
    )
    expect(approved.proposal.status).toBe('approved')
    expect(approved.offer).toMatchObject({ article: 'SHI-7', price_gross: 990, stock: 12, published: true })
    const slug = approved.proposal.product?.slug ?? ''
    expect(slug).toBe('shina-immobilizatsionnaya-shi-7')

    const page = getMasterProductBySlugCall.response.parse(
      await ok(await call(getMasterProductBySlugCall, { params: { slug } })),
    )
    expect(page.product).toMatchObject({ name: 'Шина иммобилизационная ШИ-7', article: 'MT-100', vat_rate: 10 })
    expect(page.product.brand?.name).toBe('Новый Бренд Медтех')
    expect(page.product.specs).toEqual([
      { name: 'Материал', value: 'Хлопок' },
      { name: 'Стерильность', value: 'Да' },
    ])
    expect(page.product.images[0]?.url).toBe(approved.proposal.pictures[0]?.url)
    expect(page.product.offers.map((o) => o.merchant.id)).toEqual([merchantId])

    const found = getProductsCall.response.parse(
      await ok(await call(getProductsCall, { body: { search: 'иммобилизационная' } })),
    )
    expect(found.products.map((p) => p.slug)).toContain(slug)

    // Decided: nothing changes it any more.
    await refused(await call(approveProposalCall, { token: admin, params: { id: proposal.id } }), 409)
    await refused(await uploadPicture(token, proposal.id, pngImage(2, 2)), 409)
  })

  it('a second product of the same brand name joins the brand rather than making another', async () => {
    const proposal = await propose(1, 'Шина иммобилизационная ШИ-8')
    await ok(await call(approveProposalCall, { token: admin, params: { id: proposal.id } }))
    const named = await database.db.select().from(brands).where(eq(brands.name, 'Новый Бренд Медтех'))
    expect(named).toHaveLength(1)
  })

  it('rejects with a reason the seller sees; the rejected proposal makes no product', async () => {
    const proposal = await propose(0, 'Товар, который отклонят')
    const rejected = rejectProposalCall.response.parse(
      await ok(
        await call(rejectProposalCall, {
          token: admin,
          params: { id: proposal.id },
          body: { reason: 'Нет регистрационного удостоверения' },
        }),
      ),
    )
    expect(rejected.proposal).toMatchObject({
      status: 'rejected',
      reason: 'Нет регистрационного удостоверения',
      product: null,
    })
    const seen = getProposalCall.response.parse(
      await ok(await call(getProposalCall, { token: seller(0).token, params: { id: proposal.id } })),
    )
    expect(seen.proposal.reason).toBe('Нет регистрационного удостоверения')
    const made = await database.db
      .select()
      .from(masterProducts)
      .where(eq(masterProducts.name, 'Товар, который отклонят'))
    expect(made).toEqual([])
  })

  it('refuses to approve when the seller gave the offer’s article to another offer meanwhile, and makes nothing', async () => {
    const { merchantId } = seller(0)
    const proposal = await propose(0, 'Товар с занятым артикулом', 'TAKEN-1')
    const [offer] = await database.db
      .select({ id: offers.id })
      .from(offers)
      .where(eq(offers.merchantId, merchantId))
      .limit(1)
    await database.db
      .update(offers)
      .set({ article: 'TAKEN-1' })
      .where(eq(offers.id, offer?.id ?? 0))
    const answer = await refused(await call(approveProposalCall, { token: admin, params: { id: proposal.id } }), 409)
    expect(answer.error).toBe(proposalMessages.articleTaken)
    const made = await database.db
      .select()
      .from(masterProducts)
      .where(eq(masterProducts.name, 'Товар с занятым артикулом'))
    expect(made).toEqual([])
  })
})
