import { describe, expect, it } from 'vitest'
import { addAddressCall } from '#contract/addresses.ts'
import { listAdminOrdersCall, listAdminUsersCall } from '#contract/admin.ts'
import { listSmsOutboxCall, signInCall } from '#contract/auth.ts'
import { addToCartCall } from '#contract/cart.ts'
import { addAppealCall, listAppealsCall, listPriceRequestsCall, listProductQuestionsCall } from '#contract/messages.ts'
import {
  getDeliveryForMasterProductCall,
  getMasterProductBySlugCall,
  getProductsByIdsCall,
  getProductsCall,
} from '#contract/products.ts'
import { updateRequisitesCall } from '#contract/requisites.ts'
import { hostileRawBodies } from '#tests/support/hostile-values.ts'
import { appRoutes, bases, failures, fillPath, json, paramsOf, send, tokenOf } from '#tests/support/hostile-walk.ts'

describe('the holes found by probing', () => {
  it('prices beyond any money in the listing are refused, naming the field', async () => {
    for (const field of ['price_from', 'price_to']) {
      for (const value of [1e20, 1e300, 2 ** 63, 1e15]) {
        const label = `${field}=${value}`
        const response = await send(
          {
            method: 'POST',
            path: getProductsCall.path,
            caller: 'guest',
            contentType: 'application/json',
            body: json({ [field]: value }),
            label,
          },
          null,
        )
        const text = await response.text()
        expect(response.status, `${label} → ${text}`).toBe(400)
        expect(Object.keys(JSON.parse(text).fields ?? {}), label).toContain(field)
      }
    }
    expect(failures.splice(0)).toEqual([])
  })

  it('ids beyond any row name nothing: a seller filter matches no product, cards by id leave them out', async () => {
    const post = async (path: string, body: unknown) => {
      const response = await send(
        { method: 'POST', path, caller: 'guest', contentType: 'application/json', body: json(body), label: '' },
        null,
      )
      expect(response.status, `${path} ${json(body)}`).toBe(200)
      return response.json()
    }
    const total = async (merchants: number[]) =>
      (await post(getProductsCall.path, { merchants })).pagination.total as number
    expect(await total([2 ** 31, 1e20])).toBe(0)
    expect(await total([1, 2 ** 31])).toBe(await total([1]))
    const cards = await post(getProductsByIdsCall.path, { ids: [1, 1e20, 2 ** 31] })
    expect(cards.products.map((card: { id: number }) => card.id)).toEqual([1])
    // A product id in a query beyond any row: refused, naming it.
    const delivery = await send(
      {
        method: 'GET',
        path: `${getDeliveryForMasterProductCall.path}?master_product_id=2147483648`,
        caller: 'guest',
        label: '',
      },
      null,
    )
    expect(delivery.status).toBe(400)
    expect(Object.keys((await delivery.json()).fields)).toEqual(['master_product_id'])
    expect(failures.splice(0)).toEqual([])
  })

  it('a NUL in a path parameter names nothing: 404, whatever the route', async () => {
    const routes = appRoutes().filter((route) => paramsOf(route.path).length > 0)
    expect(routes.length).toBeGreaterThanOrEqual(12)
    expect(routes.map((route) => route.path)).toContain(getMasterProductBySlugCall.path)
    for (const route of routes) {
      for (const segment of ['%00', '1%00', '%00.svg', 'a%00b']) {
        const path = fillPath(route.path, segment)
        const body = route.method === 'GET' ? undefined : json(route.call ? (bases.get(route.call)?.() ?? {}) : {})
        const role = route.caller === 'guest' ? null : route.caller
        const response = await send(
          { method: route.method, path, caller: route.caller, contentType: 'application/json', body, label: segment },
          role ? await tokenOf(role) : null,
        )
        const text = await response.text()
        expect(response.status, `${route.method} ${path} → ${text}`).toBe(404)
        expect(JSON.parse(text).error).toMatch(/[А-Яа-я]/)
        expect(failures.splice(0), `${route.method} ${path}`).toEqual([])
      }
    }
  })

  it('pages beyond every row in the administrators’ lists are refused, naming the page', async () => {
    const token = await tokenOf('admin')
    for (const call of [
      listAppealsCall,
      listPriceRequestsCall,
      listProductQuestionsCall,
      listSmsOutboxCall,
      listAdminOrdersCall,
      listAdminUsersCall,
    ]) {
      for (const page of ['99999999999', '99999999999999999999', '1e300', '2147483648']) {
        const path = `${call.path}?page=${page}`
        const response = await send({ method: 'GET', path, caller: 'admin', label: page }, token)
        const text = await response.text()
        expect(response.status, `${path} → ${text}`).toBe(400)
        expect(Object.keys(JSON.parse(text).fields ?? {}), path).toEqual(['page'])
      }
    }
    expect(failures.splice(0)).toEqual([])
  })

  it('a body that is not what the call reads is refused: 415 for another type, 400 naming the body otherwise', async () => {
    const calls = [getProductsCall, signInCall, addAppealCall, addToCartCall, addAddressCall, updateRequisitesCall]
    const types = new Map<string, number>()
    for (const call of calls) {
      const role = call.auth ? 'buyer' : null
      for (const [label, contentType, body] of hostileRawBodies(bases.get(call)?.() ?? { a: 1 })) {
        // Its bytes are the JSON of a body the call takes: the charset named is not what is read.
        if (label === 'JSON in UTF-16') continue
        const p = { method: call.method, path: call.path, caller: role ?? 'guest', contentType, body, label } as const
        const response = await send(p, role ? await tokenOf(role) : null)
        const text = await response.text()
        const where = `${call.path} ${label} → ${response.status} ${text}`
        expect([400, 415], where).toContain(response.status)
        const answer = JSON.parse(text) as { error: string; fields?: Record<string, string[]> }
        expect(answer.error, where).toMatch(/[А-Яа-я]/)
        expect(Object.keys(answer.fields ?? {}).length, where).toBeGreaterThan(0)
        expect(failures.splice(0), where).toEqual([])
        types.set(label, response.status)
      }
    }
    expect(Object.fromEntries(types)).toMatchObject({
      text: 415,
      XML: 415,
      binary: 415,
      'JSON as a form': 400,
      'a form as JSON': 400,
      'multipart without a boundary': 400,
      'multipart, cut short': 400,
      'JSON with bytes that are not UTF-8': 400,
      'a form with bytes that are not UTF-8': 400,
    })
  })
})
