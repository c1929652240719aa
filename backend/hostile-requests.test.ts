/**
 * Hostile requests to EVERY route the app registers (enumerated from the app itself, checked against the contract's
 * calls), as a guest and with a signed-in user's token where the route needs one (an administrator's for /api/admin):
 *
 * - every path parameter filled with NUL (raw and as `%00`), numbers beyond every id, negative and non-numeric
 *   values, broken percent-encodings and seeded random text;
 * - every query field of a call given numbers beyond every bound (`1e20`, `99999999999999999999`, `NaN`,
 *   `Infinity`…), NUL and seeded random text;
 * - every body field (nested ones too) given the same as JSON numbers, JSON strings, number spellings JavaScript
 *   cannot hold, and as a form field; whole seeded random bodies; bodies that are not JSON or not the kind their type
 *   says (text, XML, a form as JSON, JSON as a form, multipart without a boundary or cut short, empty JSON, bytes
 *   that are not UTF-8).
 *
 * Every answer is a 2xx or a 4xx with a Russian `error` (a 400 names a field), never a 5xx, and the app logs nothing
 * (it logs what failed unexpectedly). Each value sits beside a body the call takes, where there is one, so that it
 * reaches the code behind the schema.
 *
 * Seeded and replayable: a failure's label names the run's seed (`HOSTILE_SEED=<n>` sends other random values) and the
 * random value's own seed (`hostileValue(seed)`, `hostileBody(seed)`).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { contractCalls, contractModules, routeKey } from '#backend/lib/contract-calls.ts'
import { HOSTILE_SEED } from '#tests/support/hostile-values.ts'
import {
  accounts,
  appRoutes,
  bases,
  bodyProbes,
  OWN_ROUTES,
  pathProbes,
  probe,
  queryProbes,
  sent,
} from '#tests/support/hostile-walk.ts'

describe('the walk covers every route', () => {
  it('every contract module is read, every call is a route of the app, every route is a call or known', () => {
    const files = readdirSync(new URL('../contract/', import.meta.url))
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => file.replace(/\.ts$/, ''))
    // call.ts defines calls, index.ts re-exports; the rest hold calls or rules and are all read.
    const read = new Set([...Object.keys(contractModules), 'call', 'index'])
    const unread = files.filter((file) => !read.has(file))
    // Modules of rules only (no defineCall) need not be read.
    const defining = unread.filter((file) =>
      /defineCall\(/.test(readFileSync(new URL(`../contract/${file}.ts`, import.meta.url), 'utf8')),
    )
    expect(defining).toEqual([])
    const routes = appRoutes()
    const keys = new Set(routes.map((route) => routeKey(route.method, route.path)))
    for (const call of contractCalls) expect(keys.has(routeKey(call.method, call.path)), call.name).toBe(true)
    for (const route of routes) {
      expect(route.call !== undefined || routeKey(route.method, route.path) in OWN_ROUTES, route.path).toBe(true)
    }
  })

  it('every base body is one its call takes', () => {
    for (const [call, base] of bases) {
      const parsed = call.body.safeParse(base())
      expect(parsed.success, `${call.path}: ${parsed.success ? '' : JSON.stringify(parsed.error.issues)}`).toBe(true)
    }
  })
})

describe('every route, seeded', () => {
  it('answers hostile path parameters, query fields and bodies with a 2xx or a 4xx, logging nothing', {
    timeout: 300_000,
  }, async () => {
    const routes = appRoutes()
    const problems: string[] = []
    const started = Date.now()
    for (const route of routes) {
      const probes = [...pathProbes(route), ...queryProbes(route), ...bodyProbes(route)]
      for (const p of probes) problems.push(...(await probe(p)))
      // A guest at a signed-in route: refused before anything is read, a few of the same probes.
      if (route.caller !== 'guest') {
        for (const p of probes.filter((_, i) => i % 25 === 0))
          problems.push(...(await probe({ ...p, caller: 'guest' })))
      }
    }
    console.log(
      `${sent} requests to ${routes.length} routes, ${accounts} accounts, in ${Date.now() - started} ms (seed ${HOSTILE_SEED})`,
    )
    expect(problems.length, problems.slice(0, 60).join('\n')).toBe(0)
  })
})
