/**
 * Hostile and malformed values sent to every call of the account's addresses, requisites and subscriptions and to the
 * look-ups: long strings, wrong types, SQL and HTML, a NUL character, unknown fields. A call may accept a value that
 * is only text (SQL in a street name is a street name), but never answers 500, and a refused call writes nothing.
 */
import { and, count, eq, ne } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { addresses, requisites, users } from '#backend/db/schema.ts'
import { addAddressCall, deleteAddressCall, updateAddressCall } from '#contract/addresses.ts'
import { buildPath } from '#contract/call.ts'
import { getAddressOfCityCall, getBankByBicCall, getCompanyByParamCall, getDeliveryIdsCall } from '#contract/lookups.ts'
import { updateNotificationsCall } from '#contract/notifications.ts'
import { deleteRequisiteCall, requisiteFieldsObject, updateRequisitesCall } from '#contract/requisites.ts'
import { type Caller, expectNamedRefusal, testBackend } from '#tests/support/api.ts'
import { HOSTILE_SEED, hostileTexts, hostileValues, showValue, valuesFor } from '#tests/support/hostile-values.ts'

const failures: string[] = []
const backend = testBackend({ log: (message) => failures.push(message) })
let user: Caller

beforeAll(async () => {
  user = await backend.signedIn('hostile@clinic.test')
})

/** Random values per field beside the fixed ones (tests/support/hostile-values.ts); the label names each one's seed. */
const RANDOM_PER_FIELD = 8

const statusesAllowed = [200, 400, 404, 422]

async function rowCounts() {
  const [a] = await backend.db.select({ value: count() }).from(addresses)
  const [r] = await backend.db.select({ value: count() }).from(requisites)
  return { addresses: a?.value, requisites: r?.value }
}

/** Sends the body; answers the status, having checked it is a 4xx with named fields or a 2xx, never a 500. */
async function probe(method: string, path: string, body: unknown, label: string): Promise<number> {
  const before = await rowCounts()
  const response = await user.call(method, path, body)
  const text = await response.text()
  label = `[seed ${HOSTILE_SEED}] ${label}`
  expect(statusesAllowed, `${label} → ${response.status} ${text.slice(0, 200)}`).toContain(response.status)
  if (response.status === 400) expectNamedRefusal(response.status, text, label)
  if (response.status >= 400) expect(await rowCounts(), label).toEqual(before)
  return response.status
}

const address = { city_full: 'г Москва', street: 'ул Тверская', house: '7' }
const requisite = {
  campaign_name: 'ООО «Клиника»',
  inn: '7707083893',
  bank_bik: '044030827',
  bank_account: '40702810900000002851',
  director_fio: 'Иванова Анна Сергеевна',
  director_phone: '+79161234567',
  director_email: 'director@clinic.test',
}
const addressFields = [...Object.keys(addAddressCall.body.shape), 'id', 'user_id', '__proto__']
const requisiteFields = [...Object.keys(requisiteFieldsObject.shape), 'id', 'user_id', '__proto__']

describe('hostile values', () => {
  it('to adding and replacing addresses', async () => {
    const own = await user.call('POST', addAddressCall.path, address)
    const ownId = addAddressCall.response.parse(await own.json()).address.id
    for (const field of addressFields) {
      for (const { value, label: shown } of valuesFor(`addresses.${field}`, RANDOM_PER_FIELD)) {
        const body = { ...address, [field]: value }
        const label = `${field}=${shown}`
        if ((await probe('POST', addAddressCall.path, body, `add ${label}`)) === 200) {
          // Text stays text: the table is still there with the new row; it goes, so the limit is never reached.
          const added = await backend.db
            .delete(addresses)
            .where(and(ne(addresses.id, ownId), eq(addresses.userId, user.id)))
            .returning()
          expect(added, label).toHaveLength(1)
        }
        await probe('PUT', buildPath(updateAddressCall.path, { id: ownId }), body, `update ${label}`)
      }
    }
    expect(failures).toEqual([])
  })

  it('to saving requisites', async () => {
    for (const field of requisiteFields) {
      for (const { value, label: shown } of valuesFor(`requisites.${field}`, RANDOM_PER_FIELD)) {
        const label = `${field}=${shown}`
        if ((await probe('POST', updateRequisitesCall.path, { ...requisite, [field]: value }, label)) === 200) {
          await backend.db.delete(requisites)
        }
      }
    }
    expect(failures).toEqual([])
  })

  it('to subscriptions', async () => {
    const path = updateNotificationsCall.path
    for (const { value, label } of [
      ...valuesFor('notifications.order_statuses_subscribes', RANDOM_PER_FIELD),
      { value: hostileValues, label: 'every hostile value' },
      { value: Array(10_000).fill('created'), label: '10 000 × created' },
      { value: ['created', null], label: '[created, null]' },
    ]) {
      await probe('POST', path, { order_statuses_subscribes: value }, label)
    }
    await probe('POST', path, { order_statuses_subscribes: [], role_id: 2 }, 'role_id')
    const [row] = await backend.db.select({ roleId: users.roleId }).from(users).limit(1)
    expect(row?.roleId).toBe(1)
    expect(failures).toEqual([])
  })

  it('to ids in paths', async () => {
    for (const id of ["1' OR '1'='1", '1;DROP TABLE addresses', '%00', '9'.repeat(40), '-0', '0x10', '1e9', ' 1']) {
      for (const path of [
        buildPath(updateAddressCall.path, { id }),
        buildPath(deleteAddressCall.path, { id }),
        buildPath(deleteRequisiteCall.path, { id }),
      ]) {
        const method = path.includes('update') ? 'PUT' : 'DELETE'
        expect(await probe(method, path, method === 'PUT' ? address : undefined, path)).toBe(404)
      }
    }
    expect(failures).toEqual([])
  })

  it('to the public look-ups', async () => {
    // A query string carries text only: the fixed texts, and random values as the text a script would send.
    const random = valuesFor('lookups.query', RANDOM_PER_FIELD).slice(hostileValues.length)
    const texts = [
      ...hostileTexts.map((text) => ({ text, label: showValue(text) })),
      ...random.map(({ value, label }) => ({ text: typeof value === 'string' ? value : JSON.stringify(value), label })),
    ]
    // A URL cannot carry a lone surrogate (encoding one throws): such a value never reaches a server in a path.
    const encodable = (text: string) => {
      try {
        return encodeURIComponent(text) !== undefined
      } catch {
        return false
      }
    }
    for (const { text: value, label } of texts.filter(({ text }) => encodable(text))) {
      for (const path of [
        `${getAddressOfCityCall.path}?${new URLSearchParams({ address: value, kladr_id: '7700000000000' })}`,
        `${getAddressOfCityCall.path}?${new URLSearchParams({ address: 'тв', kladr_id: value, count: value })}`,
        `${getCompanyByParamCall.path}?${new URLSearchParams({ param: value })}`,
        buildPath(getDeliveryIdsCall.path, { kladr_id: value || ' ' }),
      ]) {
        const response = await backend.request('GET', path)
        expect([200, 400, 404], `[seed ${HOSTILE_SEED}] ${label} ${path.slice(0, 80)}`).toContain(response.status)
      }
    }
    for (const { value: bic, label } of valuesFor('lookups.bic', RANDOM_PER_FIELD)) {
      const response = await backend.request('POST', getBankByBicCall.path, { bic })
      expect([200, 400], `[seed ${HOSTILE_SEED}] bic=${label}`).toContain(response.status)
    }
    expect(failures).toEqual([])
  })
})
