/**
 * Binds a contract call to a Hono handler: the path and method come from the contract, the query and body are
 * parsed with its schemas (400 naming the fields on failure), and outside production the answer is checked against
 * the response schema, so a drift between back-end and contract fails the tests rather than the storefront.
 */

import type { Context, Hono } from 'hono'
import { ZodUndefined, type z } from 'zod'
import type { CallDefinition } from '#contract/call.ts'
import { badRequest } from './errors.ts'

const checkResponses = process.env.NODE_ENV !== 'production'

type HandlerInput<C extends CallDefinition> = {
  query: z.output<C['query']>
  body: z.output<C['body']>
  params: Record<string, string>
  c: Context
}

function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {}
  const add = (path: (string | number)[], message: string) => {
    const key = path.join('.') || '_'
    fields[key] = [...(fields[key] ?? []), message]
  }
  for (const issue of error.issues) {
    // A strict schema reports unknown fields on the object itself; name each field instead.
    if (issue.code === 'unrecognized_keys') for (const key of issue.keys) add([...issue.path, key], issue.message)
    else add(issue.path, issue.message)
  }
  return fields
}

async function readBody(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? ''
  if (type.includes('application/json')) {
    const text = await c.req.text()
    if (!text) return undefined
    try {
      return JSON.parse(text)
    } catch {
      throw badRequest({ _: ['Тело запроса не является JSON'] })
    }
  }
  if (type.includes('form')) return Object.fromEntries((await c.req.formData()).entries())
  return undefined
}

export function handle<C extends CallDefinition>(
  app: Hono,
  call: C,
  handler: (input: HandlerInput<C>) => Promise<z.input<C['response']>>,
): void {
  const honoPath = call.path
  app.on(call.method, honoPath, async (c) => {
    const rawQuery = c.req.query()
    // A call without a query schema takes none; one with a schema sees an empty object, so a missing required
    // parameter is reported by its name.
    const query = call.query.safeParse(call.query instanceof ZodUndefined ? undefined : rawQuery)
    if (!query.success) throw badRequest(fieldErrors(query.error))
    const body = call.body.safeParse(call.method === 'GET' ? undefined : await readBody(c))
    if (!body.success) throw badRequest(fieldErrors(body.error))
    const result = await handler({
      query: query.data,
      body: body.data,
      params: c.req.param() as Record<string, string>,
      c,
    })
    if (checkResponses) call.response.parse(result)
    return c.json(result as object)
  })
}
