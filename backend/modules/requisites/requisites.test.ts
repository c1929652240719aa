import { and, count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { requisites } from '#backend/db/schema.ts'
import { buildPath, errorResponseSchema } from '#contract/call.ts'
import {
  deleteRequisiteCall,
  listRequisitesCall,
  requisiteMessages,
  updateRequisitesCall,
} from '#contract/requisites.ts'
import { type Caller, company, testBackend } from '#tests/support/api.ts'

const backend = testBackend()

const other = { ...company, campaign_name: 'АО «Лаборатория»', inn: '7830002293', kpp: '783001001' }

const deletePath = (id: number | string) => buildPath(deleteRequisiteCall.path, { id })

async function list(user: Caller) {
  const response = await user.call('GET', listRequisitesCall.path)
  expect(response.status).toBe(200)
  return listRequisitesCall.response.parse(await response.json()).requisites
}

async function save(user: Caller, body: Record<string, unknown>) {
  const response = await user.call('POST', updateRequisitesCall.path, body)
  expect(response.status, await response.clone().text()).toBe(200)
  return updateRequisitesCall.response.parse(await response.json()).requisite
}

/** Saves `body`, expecting a 400; answers the fields the refusal names. */
async function refusedFields(user: Caller, body: Record<string, unknown>) {
  const response = await user.call('POST', updateRequisitesCall.path, body)
  expect(response.status).toBe(400)
  return errorResponseSchema.parse(await response.json()).fields ?? {}
}

async function defaultsOf(userId: number) {
  const [row] = await backend.db
    .select({ value: count() })
    .from(requisites)
    .where(and(eq(requisites.userId, userId), eq(requisites.isDefault, true)))
  return row?.value
}

describe('a guest', () => {
  it('gets 401 from every requisites call, even with a malformed body', async () => {
    for (const [method, path, body] of [
      ['GET', listRequisitesCall.path, undefined],
      ['POST', updateRequisitesCall.path, company],
      ['POST', updateRequisitesCall.path, { inn: '1' }],
      ['DELETE', deletePath(1), undefined],
    ] as const) {
      expect((await backend.request(method, path, body)).status, `${method} ${path}`).toBe(401)
    }
    expect((await backend.db.select({ value: count() }).from(requisites))[0]?.value).toBe(0)
  })
})

describe('checks of the fields', () => {
  it('refuses an INN with a wrong check digit: 400 naming `inn` with the Russian message, nothing stored', async () => {
    const user = await backend.signedIn('bad-inn@clinic.test')
    expect(await refusedFields(user, { ...company, inn: '7707083894' })).toEqual({ inn: [requisiteMessages.inn] })
    expect(requisiteMessages.inn).toBe('ИНН неверный: 10 цифр у организации, 12 у ИП, с верным контрольным числом')
    expect(await list(user)).toEqual([])
  })

  it('names each wrong field: OGRN, KPP, BIK, the accounts against the BIK', async () => {
    const user = await backend.signedIn('bad-fields@clinic.test')
    expect(
      await refusedFields(user, {
        ...company,
        ogrn: '1027700132196',
        kpp: '77360100',
        bank_bik: '144525225',
      }),
    ).toEqual({
      ogrn: [requisiteMessages.ogrn],
      kpp: [requisiteMessages.kpp],
      bank_bik: [requisiteMessages.bik],
    })
    expect(
      await refusedFields(user, {
        ...company,
        bank_account: '40702810900000002852',
        bank_corr_account: '30101810400000000225',
      }),
    ).toEqual({ bank_account: [requisiteMessages.account], bank_corr_account: [requisiteMessages.corrAccount] })
    expect(await list(user)).toEqual([])
  })

  it('asks for the required fields in Russian', async () => {
    const user = await backend.signedIn('required@clinic.test')
    const fields = await refusedFields(user, { campaign_name: ' ' })
    for (const name of [
      'campaign_name',
      'bank_bik',
      'bank_account',
      'director_fio',
      'director_phone',
      'director_email',
    ]) {
      expect(fields[name], name).toEqual(['Это поле — обязательно для заполнения'])
    }
  })

  it('takes identifiers typed with spaces and a sole proprietor without KPP', async () => {
    const user = await backend.signedIn('spaces@clinic.test')
    const saved = await save(user, {
      ...company,
      inn: '5001 0073 2259',
      ogrn: '307 760 324 100 018',
      kpp: '',
      bank_account: '4070 2810 9000 0000 2851',
    })
    expect(saved).toMatchObject({
      inn: '500100732259',
      ogrn: '307760324100018',
      kpp: null,
      bank_account: '40702810900000002851',
    })
  })
})

describe('the caller’s own requisites', () => {
  it('adds without id (the first become the default), replaces with id, default first then newest', async () => {
    const user = await backend.signedIn('own@clinic.test')
    const first = await save(user, company)
    expect(first).toEqual({ ...company, id: expect.any(Number), addr_post: null, default: true })
    const second = await save(user, other)
    expect(second.default).toBe(false)
    expect((await list(user)).map((r) => r.id)).toEqual([first.id, second.id])

    const replaced = await save(user, { ...company, id: second.id, campaign_name: 'АО «Новое имя»', kpp: null })
    expect(replaced).toEqual({
      ...company,
      id: second.id,
      campaign_name: 'АО «Новое имя»',
      kpp: null,
      addr_post: null,
      default: false,
    })
    expect(await list(user)).toHaveLength(2)
  })

  it('moves the default with `default: true`, keeps it on an edit that unticks it, passes it on delete', async () => {
    const user = await backend.signedIn('default@clinic.test')
    const first = await save(user, company)
    const second = await save(user, other)
    const third = await save(user, { ...other, campaign_name: 'Третьи', default: true })
    expect((await list(user)).map((r) => [r.id, r.default])).toEqual([
      [third.id, true],
      [second.id, false],
      [first.id, false],
    ])
    await save(user, { ...other, id: third.id, default: false })
    expect((await list(user))[0]).toMatchObject({ id: third.id, default: true })

    const response = await user.call('DELETE', deletePath(third.id))
    expect(response.status).toBe(200)
    expect(deleteRequisiteCall.response.parse(await response.json())).toEqual({ result: true })
    expect((await list(user)).map((r) => [r.id, r.default])).toEqual([
      [second.id, true],
      [first.id, false],
    ])
    expect(await defaultsOf(user.id)).toBe(1)
  })

  it('refuses the 51st set with 422 in Russian and stores nothing', async () => {
    const user = await backend.signedIn('limit@clinic.test')
    await backend.db.insert(requisites).values(
      Array.from({ length: 50 }, (_, i) => ({
        userId: user.id,
        isDefault: i === 0,
        campaignName: `Компания ${i}`,
        bankBik: company.bank_bik,
        bankAccount: company.bank_account,
        directorFio: company.director_fio,
        directorPhone: company.director_phone,
        directorEmail: company.director_email,
      })),
    )
    const response = await user.call('POST', updateRequisitesCall.path, company)
    expect(response.status).toBe(422)
    expect(errorResponseSchema.parse(await response.json()).error).toBe(
      'Можно сохранить не больше 50 наборов реквизитов. Удалите ненужный, чтобы добавить новый.',
    )
    expect(await list(user)).toHaveLength(50)
  })
})

describe('object-level access', () => {
  it('user A cannot read, change, make default or delete B’s requisites: 404, and B’s rows stay as they were', async () => {
    const a = await backend.signedIn('a@clinic.test')
    const b = await backend.signedIn('b@clinic.test')
    const bDefault = await save(b, company)
    const bOther = await save(b, other)
    const before = await list(b)

    expect(await list(a)).toEqual([])
    for (const id of [bDefault.id, bOther.id]) {
      for (const [method, path, body] of [
        ['POST', updateRequisitesCall.path, { ...other, id, campaign_name: 'Захват' }],
        ['POST', updateRequisitesCall.path, { ...company, id, default: true }],
        ['DELETE', deletePath(id), undefined],
      ] as const) {
        const response = await a.call(method, path, body)
        expect(response.status, `${method} ${path} ${id}`).toBe(404)
        expect(errorResponseSchema.parse(await response.json()).error).toBe('Реквизиты не найдены')
      }
    }
    expect(await list(b)).toEqual(before)
    expect(await list(a)).toEqual([])
  })

  it('answers the same 404 for ids that do not exist or cannot be ids', async () => {
    const user = await backend.signedIn('ids@clinic.test')
    for (const id of [999999, 2147483648, 1e15]) {
      expect((await user.call('POST', updateRequisitesCall.path, { ...company, id })).status, `id ${id}`).toBe(404)
    }
    for (const id of ['999999', 'abc', '99999999999', '-3']) {
      expect((await user.call('DELETE', deletePath(id))).status, `DELETE ${id}`).toBe(404)
    }
    expect(await list(user)).toEqual([])
  })
})
