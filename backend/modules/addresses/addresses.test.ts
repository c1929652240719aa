import { and, count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { addresses } from '#backend/db/schema.ts'
import { addAddressCall, deleteAddressCall, listAddressesCall, updateAddressCall } from '#contract/addresses.ts'
import { buildPath, errorResponseSchema } from '#contract/call.ts'
import { type Caller, testBackend } from '#tests/support/api.ts'

const backend = testBackend()

const moscow = {
  city_full: 'г Москва',
  street: 'ул Тверская',
  house: '7',
  kladr_id: '7700000000000',
  fias_id: '0c5b2444-70a0-4932-980c-b4dc0d3f02b5',
}
const kazan = { city_full: 'г Казань', street: 'ул Баумана', house: '19', apartment: '4', kladr_id: '1600000100000' }

const updatePath = (id: number | string) => buildPath(updateAddressCall.path, { id })
const deletePath = (id: number | string) => buildPath(deleteAddressCall.path, { id })

async function list(user: Caller) {
  const response = await user.call('GET', listAddressesCall.path)
  expect(response.status).toBe(200)
  return listAddressesCall.response.parse(await response.json()).addresses
}

async function add(user: Caller, body: Record<string, unknown>) {
  const response = await user.call('POST', addAddressCall.path, body)
  expect(response.status, await response.clone().text()).toBe(200)
  return addAddressCall.response.parse(await response.json()).address
}

/** The default flags of a user's rows as stored: the partial unique index allows one `true`. */
async function defaultsOf(userId: number) {
  const [row] = await backend.db
    .select({ value: count() })
    .from(addresses)
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)))
  return row?.value
}

describe('a guest', () => {
  it('gets 401 from every address call, even with a malformed body, and nothing is stored', async () => {
    const calls = [
      ['GET', listAddressesCall.path, undefined],
      ['POST', addAddressCall.path, moscow],
      ['POST', addAddressCall.path, { nonsense: true }],
      ['PUT', updatePath(1), moscow],
      ['DELETE', deletePath(1), undefined],
    ] as const
    for (const [method, path, body] of calls) {
      const response = await backend.request(method, path, body)
      expect(response.status, `${method} ${path}`).toBe(401)
      expect(errorResponseSchema.parse(await response.json()).error).toBe('Требуется вход')
    }
    expect((await backend.db.select({ value: count() }).from(addresses))[0]?.value).toBe(0)
  })
})

describe('the caller’s own addresses', () => {
  it('answers the address with its id and fills blank optional fields with null', async () => {
    const user = await backend.signedIn('fields@clinic.test')
    const address = await add(user, { ...moscow, apartment: '  ', floor: '3' })
    expect(address).toEqual({
      id: expect.any(Number),
      city_full: 'г Москва',
      street: 'ул Тверская',
      house: '7',
      apartment: null,
      entrance: null,
      floor: '3',
      intercom: null,
      kladr_id: '7700000000000',
      street_kladr_id: null,
      fias_id: '0c5b2444-70a0-4932-980c-b4dc0d3f02b5',
      cdek_id: null,
      boxberry_id: null,
      dpd_id: null,
      default: true,
    })
    expect(await list(user)).toEqual([address])
  })

  it('makes the first address the default; the list has the default first, then the newest', async () => {
    const user = await backend.signedIn('order@clinic.test')
    const first = await add(user, moscow)
    const second = await add(user, kazan)
    const third = await add(user, { ...kazan, house: '21' })
    expect([first.default, second.default, third.default]).toEqual([true, false, false])
    expect((await list(user)).map((a) => a.id)).toEqual([first.id, third.id, second.id])
  })

  it('`default: true` on add or update makes that address the only default', async () => {
    const user = await backend.signedIn('default@clinic.test')
    const first = await add(user, moscow)
    const second = await add(user, { ...kazan, default: true })
    expect((await list(user)).map((a) => [a.id, a.default])).toEqual([
      [second.id, true],
      [first.id, false],
    ])
    const response = await user.call('PUT', updatePath(first.id), { ...moscow, default: true })
    expect(response.status).toBe(200)
    expect(updateAddressCall.response.parse(await response.json()).address).toMatchObject({
      id: first.id,
      default: true,
    })
    expect((await list(user)).map((a) => [a.id, a.default])).toEqual([
      [first.id, true],
      [second.id, false],
    ])
    expect(await defaultsOf(user.id)).toBe(1)
  })

  it('update replaces every field; unticking `default` on the default keeps it (another must take it)', async () => {
    const user = await backend.signedIn('replace@clinic.test')
    const address = await add(user, { ...kazan, intercom: '4К', cdek_id: '424' })
    const response = await user.call('PUT', updatePath(address.id), { ...moscow, default: false })
    expect(response.status).toBe(200)
    const [stored] = await list(user)
    expect(stored).toEqual({
      ...address,
      ...moscow,
      apartment: null,
      intercom: null,
      cdek_id: null,
      default: true,
    })
  })

  it('delete of the default passes it to the newest remaining address; another delete leaves it', async () => {
    const user = await backend.signedIn('delete@clinic.test')
    const first = await add(user, moscow)
    const second = await add(user, kazan)
    const third = await add(user, { ...kazan, house: '25' })
    expect((await user.call('DELETE', deletePath(second.id))).status).toBe(200)
    expect((await list(user)).map((a) => [a.id, a.default])).toEqual([
      [first.id, true],
      [third.id, false],
    ])
    const response = await user.call('DELETE', deletePath(first.id))
    expect(response.status).toBe(200)
    expect(deleteAddressCall.response.parse(await response.json())).toEqual({ result: true })
    expect((await list(user)).map((a) => [a.id, a.default])).toEqual([[third.id, true]])
    expect((await user.call('DELETE', deletePath(third.id))).status).toBe(200)
    expect(await list(user)).toEqual([])
  })

  it('keeps one default when several adds of one user arrive together', async () => {
    const user = await backend.signedIn('together@clinic.test')
    const added = await Promise.all([1, 2, 3, 4, 5].map((n) => add(user, { ...moscow, house: String(n) })))
    expect(added.filter((a) => a.default)).toHaveLength(1)
    expect(await defaultsOf(user.id)).toBe(1)
  })

  it('refuses the 51st address with 422 in Russian and stores nothing', async () => {
    const user = await backend.signedIn('limit@clinic.test')
    await backend.db.insert(addresses).values(
      Array.from({ length: 50 }, (_, i) => ({
        userId: user.id,
        isDefault: i === 0,
        cityFull: 'г Москва',
        street: 'ул Тверская',
        house: String(i + 1),
      })),
    )
    const response = await user.call('POST', addAddressCall.path, moscow)
    expect(response.status).toBe(422)
    expect(errorResponseSchema.parse(await response.json()).error).toBe(
      'Можно сохранить не больше 50 адресов. Удалите ненужный, чтобы добавить новый.',
    )
    expect(await list(user)).toHaveLength(50)
  })

  it('answers 400 naming the fields when required ones are missing or unknown ones are sent', async () => {
    const user = await backend.signedIn('invalid@clinic.test')
    const response = await user.call('POST', addAddressCall.path, {
      city_full: 'г Москва',
      street: ' ',
      kladr_id: '77',
      role_id: 2,
    })
    expect(response.status).toBe(400)
    expect(errorResponseSchema.parse(await response.json()).fields).toEqual({
      street: ['Это поле — обязательно для заполнения'],
      house: ['Это поле — обязательно для заполнения'],
      kladr_id: ['Неправильный формат'],
      role_id: ['Неправильный формат'],
    })
    expect(await list(user)).toEqual([])
  })
})

describe('object-level access', () => {
  it('user A cannot read, change, make default or delete B’s address: 404, and B’s rows stay as they were', async () => {
    const a = await backend.signedIn('a@clinic.test')
    const b = await backend.signedIn('b@clinic.test')
    const bDefault = await add(b, moscow)
    const bOther = await add(b, kazan)
    const before = await list(b)

    expect(await list(a)).toEqual([])
    for (const id of [bDefault.id, bOther.id]) {
      for (const [method, path, body] of [
        ['PUT', updatePath(id), { ...kazan, street: 'ул Чужая' }],
        ['PUT', updatePath(id), { ...moscow, default: true }],
        ['DELETE', deletePath(id), undefined],
      ] as const) {
        const response = await a.call(method, path, body)
        expect(response.status, `${method} ${path}`).toBe(404)
        expect(errorResponseSchema.parse(await response.json()).error).toBe('Адрес не найден')
      }
    }
    expect(await list(b)).toEqual(before)
    expect(await list(a)).toEqual([])
    expect(await defaultsOf(a.id)).toBe(0)
  })

  it('answers the same 404 for ids that do not exist or cannot be ids', async () => {
    const user = await backend.signedIn('ids@clinic.test')
    for (const id of ['999999', '0', '-1', 'abc', '1.5', '99999999999', '2147483648', '1e3']) {
      expect((await user.call('PUT', updatePath(id), moscow)).status, `PUT ${id}`).toBe(404)
      expect((await user.call('DELETE', deletePath(id))).status, `DELETE ${id}`).toBe(404)
    }
  })
})
