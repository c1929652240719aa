import { describe, expect, it } from 'vitest'
import { roles } from '#backend/db/schema.ts'
import { getMerchantSmsRegCodeCall, listSmsOutboxCall, signOutCall } from '#contract/auth.ts'
import type { CallDefinition } from '#contract/call.ts'
import { changePasswordCall, getProfileCall, updateProfileCall } from '#contract/users.ts'
import {
  accounts,
  describeAfterwards,
  FORGED_FIELDS,
  type JsonTarget,
  json,
  NUMBER_SPELLINGS,
  otherUser,
  probe,
  probeJson,
  probeRaw,
  RANDOM_BODIES,
  RANDOM_PER_FIELD,
  rawBodies,
  seller,
  signIn,
  targets,
  withNumber,
} from '#tests/support/hostile-accounts.ts'
import {
  hostileBody,
  hostileSeeds,
  hostileTexts,
  objectOf,
  showValue,
  valuesFor,
} from '#tests/support/hostile-values.ts'

describe('hostile values to the sign-in, code and registration calls, sign-out, profile and password', () => {
  for (const name of Object.keys(targets)) {
    it(`${name}: every field, unknown fields, random bodies, bodies that are not JSON`, async () => {
      const target = targets[name] as JsonTarget
      for (const field of [...target.fields, ...FORGED_FIELDS]) {
        for (const { value, label } of valuesFor(`${name}.${field}`, RANDOM_PER_FIELD)) {
          await probeJson(name, `${field}=${label}`, (base) => ({ ...base, [field]: value }))
        }
        for (const spelling of NUMBER_SPELLINGS) {
          await probeRaw(name, `${field}=${spelling}`, 'application/json', (base) => withNumber(base, field, spelling))
        }
      }
      for (const [field, value] of [
        ['role_id', roles.admin],
        ['id', otherUser.id],
        ['user_id', otherUser.id],
      ] as const) {
        await probeJson(name, `${field}=${value}`, (base) => ({ ...base, [field]: value }))
      }
      for (const seed of hostileSeeds(`${name}.body`, RANDOM_BODIES)) {
        const body = hostileBody(seed)
        await probeJson(name, `body seed=${seed} ${showValue(body)}`, () => body)
        // The same random fields beside a body the call takes: unknown fields among known ones.
        if (body !== null && typeof body === 'object' && !Array.isArray(body)) {
          await probeJson(name, `base + body seed=${seed}`, (base) =>
            objectOf([...Object.entries(base), ...Object.entries(body)]),
          )
        }
      }
      // The base itself, once more: whatever the probes did, the call still works (no table was dropped).
      if (target.fields.length > 0) expect(await probeJson(name, 'the base body', (base) => base)).toBe(200)
      const prepared = await target.base()
      for (const [label, type, body] of rawBodies(prepared ?? { a: 1 })) {
        await probeRaw(name, label, type, () => body)
      }
    })
  }

  it('e-mails and phones another account has are refused, and nothing is written', async () => {
    const profile = await targets.updateProfile?.base()
    const token = accounts.profile.token
    for (const [taken, status] of [
      [{ email: otherUser.email.toUpperCase() }, 409],
      // A phone, anyone's, changes only by its code (phone-change.test.ts).
      [{ phone: otherUser.phone }, 422],
      [{ email: ` ${otherUser.email} `, phone: otherUser.phone }, 422],
    ] as const) {
      expect(
        await probe(`updateProfile ${showValue(taken)}`, json(updateProfileCall, { ...profile, ...taken }, { token })),
      ).toBe(status)
      const body = { ...seller(), ...taken }
      expect(await probe(`getCustomerSmsRegCode ${showValue(taken)}`, json(getMerchantSmsRegCodeCall, body))).toBe(409)
    }
  })

  it('the calls of a signed-in user, with forged or broken bearer headers', async () => {
    // A token of its own: a well-formed header to the sign-out call revokes it.
    const token = await signIn(accounts.profile.email, accounts.profile.password)
    const authorizations = [
      '',
      'Bearer',
      'Bearer ',
      `Bearer  ${token}`,
      `bearer ${token}`,
      `Bearer ${token}x`,
      `Bearer ${token.slice(0, -1)}`,
      `Bearer ${token} ${token}`,
      `Token ${token}`,
      `Basic ${Buffer.from('hostile-1@clinic.test:x').toString('base64')}`,
      `Bearer ${'x'.repeat(100_000)}`,
      ...hostileTexts.map((text) => `Bearer ${text}`),
    ].filter((value) => {
      // What fetch cannot send (NUL, line breaks, non-Latin-1) never reaches a server as a header.
      try {
        new Headers({ Authorization: value })
        return true
      } catch {
        return false
      }
    })
    const calls: [CallDefinition, unknown][] = [
      [getProfileCall, undefined],
      [updateProfileCall, await targets.updateProfile?.base()],
      [changePasswordCall, { password_old: 'x', password: 'новый пароль' }],
      [signOutCall, undefined],
      [listSmsOutboxCall, undefined],
    ]
    for (const [call, body] of calls) {
      for (const authorization of authorizations) {
        const status = await probe(
          `${call.path} Authorization=${showValue(authorization)}`,
          json(call, body, { authorization }),
        )
        // Only the token itself signs in (the scheme's case aside); a forged one is a guest.
        if (status < 300) expect([`Bearer  ${token}`, `bearer ${token}`]).toContain(authorization)
      }
    }
    // No forged header signed the account's other token out.
    const other = { token: accounts.profile.token }
    expect(await probe('the other token still works', json(getProfileCall, undefined, other))).toBe(200)
  })

  it(`${getProfileCall.path}: query values are ignored`, async () => {
    const { token } = accounts.profile
    for (const { value, label } of valuesFor('getProfileLight.query', RANDOM_PER_FIELD)) {
      const text = typeof value === 'string' ? value : JSON.stringify(value)
      const query: [string, string][] = [
        ['id', text],
        ['user_id', String(otherUser.id)],
        [text.slice(0, 100), text],
      ]
      expect(await probe(`getProfileLight ?${label}`, json(getProfileCall, undefined, { token, query }))).toBe(200)
    }
  })

  it(`${listSmsOutboxCall.path}: query values`, async () => {
    const { token } = accounts.admin
    const fields = ['phone', 'per_page', 'page', 'role_id', '__proto__', 'phone[]']
    for (const field of fields) {
      for (const { value, label } of valuesFor(`sms_outbox.${field}`, RANDOM_PER_FIELD)) {
        const text = typeof value === 'string' ? value : JSON.stringify(value)
        await probe(
          `sms_outbox ${field}=${label}`,
          json(listSmsOutboxCall, undefined, { token, query: { [field]: text } }),
        )
      }
    }
    for (const query of [
      [
        ['phone', '+79160000001'],
        ['phone', "' OR 1=1 --"],
      ],
      [
        ['per_page', '1'],
        ['per_page', '1e9'],
      ],
      [['per_page', ' 5 ']],
      [['per_page', '0x10']],
      [['per_page', '1e1']],
    ] as [string, string][][]) {
      await probe(`sms_outbox ${showValue(query)}`, json(listSmsOutboxCall, undefined, { token, query }))
    }
    // Only an administrator reads it, whatever the query says.
    const query = { role_id: String(roles.admin) }
    expect(
      await probe('sms_outbox as a buyer', json(listSmsOutboxCall, undefined, { token: otherUser.token, query })),
    ).toBe(403)
    expect(await probe('sms_outbox as a guest', json(listSmsOutboxCall, undefined, { query }))).toBe(401)
  })
})

// Last, once every other test of the file has run.
describeAfterwards()
