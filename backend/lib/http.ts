/**
 * Binds a contract call to a Hono handler: the path and method come from the contract, the query and body are
 * parsed with its schemas (400 naming the fields on failure), and outside production the answer is checked against
 * the response schema, so a drift between back-end and contract fails the tests rather than the storefront.
 */

import type { Context, Hono } from 'hono'
import { ZodUndefined, z } from 'zod'
import type { CallDefinition } from '#contract/call.ts'
import { badRequest, messages } from './errors.ts'

const checkResponses = process.env.NODE_ENV !== 'production'

type HandlerInput<C extends CallDefinition> = {
  query: z.output<C['query']>
  body: z.output<C['body']>
  params: Record<string, string>
  c: Context
}

/**
 * zod's own messages are English. Parsing with this map marks every message zod made up itself (a message the
 * schema spells out, such as the phone rule's or a refinement's, is kept), so `fieldErrors` can word it in Russian.
 */
const ZOD_DEFAULT = '\u0000zod-default'
const zodDefault: z.ZodErrorMap = (issue, ctx) => {
  const own = z.defaultErrorMap(issue, { data: ctx.data, defaultError: '' }).message
  return { message: ctx.defaultError === own ? ZOD_DEFAULT : ctx.defaultError }
}

function valueAt(input: unknown, path: (string | number)[]): unknown {
  let value = input
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined
    value = (value as Record<string | number, unknown>)[key]
  }
  return value
}

const isBlank = (value: unknown) => value === undefined || (typeof value === 'string' && value.trim() === '')

/**
 * Russian messages per field (SPEC §5): a field left out or blank is "required", whatever rule it failed; otherwise
 * the schema's own message, or "wrong format" in place of zod's English one.
 */
function fieldErrors(error: z.ZodError, input: unknown): Record<string, string[]> {
  // No prototype: a field a caller names `__proto__` must be a field like any other, not Object.prototype.
  const fields: Record<string, string[]> = Object.create(null)
  const add = (path: (string | number)[], message: string, unknownField = false) => {
    const key = path.join('.') || '_'
    const wording =
      !unknownField && path.length > 0 && isBlank(valueAt(input, path))
        ? messages.required
        : message === ZOD_DEFAULT
          ? messages.invalid
          : message
    const known = fields[key] ?? []
    if (!known.includes(wording)) fields[key] = [...known, wording]
  }
  for (const issue of error.issues) {
    // A strict schema reports unknown fields on the object itself; name each field instead.
    if (issue.code === 'unrecognized_keys')
      for (const key of issue.keys) add([...issue.path, key], messages.invalid, true)
    else add(issue.path, issue.message)
  }
  // "Required" says all there is to say about a field left empty.
  for (const [key, list] of Object.entries(fields)) {
    if (list.includes(messages.required)) fields[key] = [messages.required]
  }
  return fields
}

/**
 * A lone UTF-16 surrogate: JSON may spell one (`"\ud83d"`), but it is no character. PostgreSQL refuses it in jsonb
 * (a 500, found by the fuzz tests) and text would silently store U+FFFD in its place.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

/**
 * Where the input holds a string with U+0000 or a lone surrogate. PostgreSQL cannot store either as it is, so such a
 * value would fail in the database as a 500 (or be changed); it is refused up front as malformed, naming the field.
 * Nesting deeper than any call's schema is left to the schema.
 */
function nulCharacterPaths(input: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof input === 'string') return input.includes('\u0000') || LONE_SURROGATE.test(input) ? [path] : []
  if (path.length > 8 || input === null || typeof input !== 'object') return []
  const entries: [string | number, unknown][] = Array.isArray(input) ? [...input.entries()] : Object.entries(input)
  return entries.flatMap(([key, value]) => nulCharacterPaths(value, [...path, key]))
}

function refuseNulCharacters(input: unknown): void {
  const paths = nulCharacterPaths(input)
  if (paths.length > 0) throw badRequest(Object.fromEntries(paths.map((p) => [p.join('.') || '_', [messages.invalid]])))
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
  if (type.includes('form')) {
    // A multipart body without its boundary, cut short, or a made-up type with "form" in it makes formData() throw:
    // that is the sender's mistake, a 400, not a 500 (found by the fuzz tests).
    const form = await c.req.formData().catch(() => {
      throw badRequest({ _: [messages.invalid] })
    })
    return Object.fromEntries(form.entries())
  }
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
    const queryInput = call.query instanceof ZodUndefined ? undefined : rawQuery
    refuseNulCharacters(queryInput)
    const query = call.query.safeParse(queryInput, { errorMap: zodDefault })
    if (!query.success) throw badRequest(fieldErrors(query.error, queryInput))
    const bodyInput = call.method === 'GET' ? undefined : await readBody(c)
    refuseNulCharacters(bodyInput)
    const body = call.body.safeParse(bodyInput, { errorMap: zodDefault })
    if (!body.success) throw badRequest(fieldErrors(body.error, bodyInput))
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
