import { eq, inArray } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '#backend/app.ts'
import { merchants, offers, users } from '#backend/db/schema.ts'
import { applyPriceListCall, getPriceListCall, type PriceList, uploadPriceListCall } from '#contract/price-lists.ts'
import { accessTokenOf, caller, ok, refused } from '#tests/support/api.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'

let database: TestDatabase
let app: ReturnType<typeof createApp>
let call: ReturnType<typeof caller>
const sellers: { token: string; merchantId: number }[] = []
const seller = (i: number) => sellers[i] as { token: string; merchantId: number }

beforeAll(async () => {
  database = await createTestDatabase({ seedProducts: 30 })
  app = createApp({ db: database.db, catalogCacheMs: 0, log: () => {} })
  call = caller(app)
  const demo = await database.db.select({ id: merchants.id }).from(merchants).orderBy(merchants.id).limit(2)
  for (const [i, merchant] of demo.entries()) {
    const email = `seller-${i}@prices.test`
    const token = await accessTokenOf(database.db, { email, password: 'пароль продавца', roleId: 3 })
    await database.db.update(users).set({ merchantId: merchant.id }).where(eq(users.email, email))
    sellers.push({ token, merchantId: merchant.id })
  }
})
afterAll(() => database.dispose())

async function upload(token: string, bytes: Uint8Array, name: string) {
  const form = new FormData()
  form.set('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), name)
  return app.request(uploadPriceListCall.path, {
    method: 'POST',
    body: form,
    headers: { Authorization: `Bearer ${token}` },
  })
}

async function xlsx(rows: (string | number)[][]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet('Прайс')
  for (const row of rows) sheet.addRow(row)
  return new Uint8Array(await workbook.xlsx.writeBuffer())
}

/** Three offers of the merchant, given articles P-1, P-2, P-3. */
async function articled(merchantId: number) {
  const rows = await database.db
    .select()
    .from(offers)
    .where(eq(offers.merchantId, merchantId))
    .orderBy(offers.id)
    .limit(3)
  for (const [i, row] of rows.entries()) {
    await database.db
      .update(offers)
      .set({ article: `P-${merchantId}-${i + 1}` })
      .where(eq(offers.id, row.id))
  }
  return rows.map((row, i) => ({ ...row, article: `P-${merchantId}-${i + 1}` }))
}

const snapshot = (ids: number[]) => database.db.select().from(offers).where(inArray(offers.id, ids)).orderBy(offers.id)

describe('a price list', () => {
  it('is previewed with every change and every bad row named, then applied to exactly those offers', async () => {
    const { token, merchantId } = seller(0)
    const [a, b, c] = await articled(merchantId)
    if (!a || !b || !c) throw new Error('the merchant has too few offers')
    const before = await snapshot([a.id, b.id, c.id])
    const file = await xlsx([
      ['Артикул', 'Товар', 'Цена с НДС', 'Остаток', 'Шаг'],
      [a.article, 'что угодно', '1 500,50', 12, ''],
      [b.article, '', '', 0, 3],
      ['НЕТ-ТАКОГО', '', 100, 1, 1],
      [c.article, '', 'дорого', -4, 1.5],
      ['', '', '', '', ''],
    ])
    const preview = uploadPriceListCall.response.parse(await ok(await upload(token, file, 'прайс.xlsx'))).price_list
    expect(preview).toMatchObject({
      file_name: 'прайс.xlsx',
      rows: 4,
      changes_count: 2,
      errors_count: 2,
      applied_at: null,
    })
    expect(preview.errors).toEqual([
      { row: 4, message: 'Строка 4: неизвестный артикул «НЕТ-ТАКОГО»' },
      {
        row: 5,
        message:
          'Строка 5: цена «дорого» — не число; остаток не может быть отрицательным; шаг «1.5» — не целое число от 1',
      },
    ])
    const [first, second] = preview.changes
    expect(first).toMatchObject({ row: 2, offer_id: a.id, fields: { price_gross: { to: 1500.5 }, stock: { to: 12 } } })
    // None left: not in stock.
    expect(second).toMatchObject({
      row: 3,
      offer_id: b.id,
      fields: { stock: { to: 0 }, step: { to: 3 } },
    })
    // Nothing changes until it is applied.
    expect(await snapshot([a.id, b.id, c.id])).toEqual(before)

    const applied = applyPriceListCall.response.parse(
      await ok(await call(applyPriceListCall, { token, params: { id: preview.id } })),
    )
    expect(applied.applied).toBe(2)
    const [afterA, afterB, afterC] = await snapshot([a.id, b.id, c.id])
    expect(afterA).toMatchObject({ price: 150_050, priceGross: null, stock: 12 })
    expect(afterB).toMatchObject({ stock: 0, step: 3 })
    if (b.availability === 'in_stock') expect(afterB?.availability).toBe('not_in_stock')
    expect(afterC).toEqual(before[2])

    const again = await refused(await call(applyPriceListCall, { token, params: { id: preview.id } }), 409)
    expect(again.error).toBe('Этот прайс-лист уже применён')
  })

  it('reads a CSV as a Russian Excel saves it, and the seller’s own file back changes nothing', async () => {
    const { token, merchantId } = seller(0)
    const [a] = await articled(merchantId)
    if (!a) throw new Error('no offer')
    const csv = new TextEncoder().encode(`\ufeffАртикул;Цена с НДС\r\n${a.article};"2 000,25"\r\n`)
    const preview = uploadPriceListCall.response.parse(await ok(await upload(token, csv, 'prices.csv'))).price_list
    expect(preview.changes).toEqual([
      expect.objectContaining({ offer_id: a.id, fields: { price_gross: expect.objectContaining({ to: 2000.25 }) } }),
    ])
    await ok(await call(applyPriceListCall, { token, params: { id: preview.id } }))

    for (const format of ['csv', 'xlsx'] as const) {
      const exported = await app.request(`/api/seller/offers/export?format=${format}`, {
        headers: { Authorization: `Bearer ${token}` },
      })
      expect(exported.status).toBe(200)
      const bytes = new Uint8Array(await exported.arrayBuffer())
      if (format === 'csv') expect(new TextDecoder().decode(bytes)).toContain(`${a.article};2000.25;`)
      const back = uploadPriceListCall.response.parse(await ok(await upload(token, bytes, `offers.${format}`)))
      expect(back.price_list.changes_count).toBe(0)
      expect(back.price_list.errors_count).toBe(0)
      expect(
        (await refused(await call(applyPriceListCall, { token, params: { id: back.price_list.id } }), 409)).error,
      ).toBe('В прайс-листе нет изменений')
    }
  })

  it('applies all its rows or none', async () => {
    const { token, merchantId } = seller(1)
    const [a] = await articled(merchantId)
    if (!a) throw new Error('no offer')
    const offered = (await database.db.select().from(offers).where(eq(offers.merchantId, merchantId))).map(
      (o) => o.masterProductId,
    )
    const others = await database.db
      .select()
      .from(offers)
      .where(eq(offers.merchantId, seller(0).merchantId))
    const fresh = [...new Set(others.map((o) => o.masterProductId))].filter((id) => !offered.includes(id)).slice(0, 2)
    expect(fresh).toHaveLength(2)
    // Two new offers given one article: the second cannot be written, so nothing of the list is.
    const file = await xlsx([
      ['Артикул', 'ID товара', 'Цена с НДС', 'Город склада'],
      [a.article, '', 777, ''],
      ['ОДИН', fresh[0] as number, 100, 'Казань'],
      ['ОДИН', fresh[1] as number, 100, 'Казань'],
    ])
    const preview = uploadPriceListCall.response.parse(await ok(await upload(token, file, 'p.xlsx'))).price_list
    expect(preview.changes_count).toBe(3)
    const before = await database.db.select().from(offers).where(eq(offers.merchantId, merchantId)).orderBy(offers.id)
    const failed = await refused(await call(applyPriceListCall, { token, params: { id: preview.id } }), 409)
    expect(failed.error).toBe('Один артикул указан у двух товаров: прайс-лист не применён')
    expect(await database.db.select().from(offers).where(eq(offers.merchantId, merchantId)).orderBy(offers.id)).toEqual(
      before,
    )
    const still = getPriceListCall.response.parse(
      await ok(await call(getPriceListCall, { token, params: { id: preview.id } })),
    )
    expect(still.price_list.applied_at).toBeNull()
  })

  it('refuses what is not a price list, in Russian, naming the file', async () => {
    const { token } = seller(0)
    const noKey = await refused(await upload(token, new TextEncoder().encode('Цена;Остаток\n1;2\n'), 'x.csv'), 400)
    expect(noKey.fields?.file).toEqual(['В первой строке нет столбца «Артикул» или «ID товара»'])
    const broken = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])
    expect((await refused(await upload(token, broken, 'x.xlsx'), 400)).fields?.file).toEqual([
      'Файл не читается как CSV или XLSX',
    ])
    const empty = await refused(await upload(token, new TextEncoder().encode('Артикул;Цена\n'), 'x.csv'), 400)
    expect(empty.error).toBe('В файле нет строк с предложениями')
    // Over 10 MB: refused by its declared size, before a byte of it is read.
    const huge = await app.request(uploadPriceListCall.path, {
      method: 'POST',
      body: 'x',
      headers: {
        Authorization: `Bearer ${token}`,
        'Content-Type': 'multipart/form-data; boundary=x',
        'Content-Length': String(20 * 1024 * 1024),
      },
    })
    expect((await refused(huge, 413)).fields?.file).toEqual(['Файл больше 10 МБ'])
  })

  it('belongs to its seller: another seller’s id answers 404, and a buyer uploads nothing', async () => {
    const { token } = seller(0)
    const [a] = await articled(seller(0).merchantId)
    const file = new TextEncoder().encode(`Артикул;Остаток\n${a?.article};5\n`)
    const preview = uploadPriceListCall.response.parse(await ok(await upload(token, file, 'x.csv')))
      .price_list as PriceList
    const other = seller(1).token
    await refused(await call(getPriceListCall, { token: other, params: { id: preview.id } }), 404)
    await refused(await call(applyPriceListCall, { token: other, params: { id: preview.id } }), 404)
    const buyer = await accessTokenOf(database.db, {
      email: 'buyer@prices.test',
      password: 'пароль покупателя',
      roleId: 1,
    })
    await refused(await upload(buyer, file, 'x.csv'), 403)
  })
})
