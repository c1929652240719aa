/**
 * Binds a contract call to a Hono handler: the path and method come from the contract, so does who may call it
 * (`auth`, `role`: checked before anything else), the query and body are parsed with its schemas (400 naming the
 * fields on failure), and outside production the answer is checked against the response schema, so a drift between
 * back-end and contract fails the tests rather than the storefront.
 */

import type { Context, Hono, MiddlewareHandler } from 'hono'
import { ZodUndefined, z } from 'zod'
import { type Access, requireAccess } from '#backend/modules/auth/auth.guard.ts'
import type { CallDefinition } from '#contract/call.ts'
import { badRequest, messages, notFound, unsupportedBody } from './errors.ts'

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

/** Where a run of percent-escapes spells no UTF-8 (`%FF`, `%E0%A4%A`): URLSearchParams would read U+FFFD instead. */
function hasBrokenEscapes(form: string): boolean {
  for (const [run] of form.matchAll(/(?:%[0-9A-Fa-f]{2})+/g)) {
    try {
      decodeURIComponent(run)
    } catch {
      return true
    }
  }
  return false
}

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false })

/** The body as text, refused when its bytes are not UTF-8 (a decoder would put U+FFFD in their place). */
async function bodyText(c: Context): Promise<string> {
  const bytes = new Uint8Array(await c.req.arrayBuffer())
  try {
    return utf8.decode(bytes)
  } catch {
    throw badRequest({ _: [messages.notUtf8] }, messages.notUtf8)
  }
}

/**
 * The body a call reads: JSON, or a form (url-encoded or multipart). Another type with something in it is none the
 * back-end reads (415); the sender's mistakes — JSON that does not parse, bytes that are not UTF-8, a multipart body
 * without its boundary or cut short — are 400s, never a failure of ours.
 */
async function readBody(c: Context): Promise<unknown> {
  // Media types are case-insensitive (`APPLICATION/JSON` is JSON).
  const type = (c.req.header('content-type') ?? '').toLowerCase()
  if (type.includes('application/json')) {
    const text = await bodyText(c)
    if (!text) return undefined
    try {
      return JSON.parse(text)
    } catch {
      throw badRequest({ _: [messages.notJson] })
    }
  }
  if (type.includes('application/x-www-form-urlencoded')) {
    const text = await bodyText(c)
    if (hasBrokenEscapes(text)) throw badRequest({ _: [messages.notUtf8] }, messages.notUtf8)
    return Object.fromEntries(new URLSearchParams(text).entries())
  }
  if (type.includes('multipart/form-data')) {
    // A multipart body without its boundary or cut short makes formData() throw: the sender's mistake, a 400
    // (found by the fuzz tests).
    const form = await c.req.formData().catch(() => {
      throw badRequest({ _: [messages.invalid] })
    })
    return Object.fromEntries(form.entries())
  }
  // Text, XML, bytes: an empty body is no body; anything else is not what a call reads.
  if ((await c.req.arrayBuffer()).byteLength === 0) return undefined
  throw unsupportedBody()
}

/**
 * The part `field` of an upload route's multipart post (a file, or text where a file was due); null when the post is
 * not multipart, cannot be read as a form, or has no such part. Each route words its own refusal.
 */
export async function uploadedPart(c: Context, field: string): Promise<FormDataEntryValue | null> {
  if (!(c.req.header('content-type') ?? '').includes('multipart/form-data')) return null
  return c.req.formData().then(
    (form) => form.get(field),
    () => null,
  )
}

/** Whether a decoded path, or a path parameter, holds what names nothing: U+0000 or a lone surrogate. */
export const isUnstorableText = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text)

/**
 * A path with U+0000 in it (`%00`) names no resource: 404 at the entry, for every route, those not built with
 * handle() (pictures, documents, uploads) too. PostgreSQL cannot compare such a value (it was a 500).
 */
export const refuseUnstorablePaths: MiddlewareHandler = async (c, next) => {
  if (isUnstorableText(c.req.path)) throw notFound()
  return next()
}

/**
 * Puts the access check of a reserved route before it, for every method of its path (as the guard always stood), so
 * a guest is refused before the body is read. handle() does it for its calls; a route built by hand (an upload, a
 * download) calls it with its call, or with its own `{ auth, role }`.
 */
export function guardRoute(app: Hono, path: string, access: Access): void {
  if (access.auth || access.role !== undefined) app.use(path, requireAccess(access))
}

export function handle<C extends CallDefinition>(
  app: Hono,
  call: C,
  handler: (input: HandlerInput<C>) => Promise<z.input<C['response']>>,
): void {
  const honoPath = call.path
  guardRoute(app, honoPath, call)
  app.on(call.method, honoPath, async (c) => {
    // A path parameter with U+0000 names nothing: 404, like any other id or slug that names nothing.
    const params = c.req.param() as Record<string, string>
    if (Object.values(params).some(isUnstorableText)) throw notFound()
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
    const result = await handler({ query: query.data, body: body.data, params, c })
    if (checkResponses) call.response.parse(result)
    return c.json(result as object)
  })
}
