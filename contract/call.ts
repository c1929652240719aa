/**
 * The pattern every call of SPEC §7 follows: one `defineCall` per method and path, holding the zod schemas of its
 * query, body and response. The back-end validates with them and answers their shape; the storefront's API client
 * builds requests from them and parses answers with them. Paths, methods and field names are the legacy API's,
 * verbatim.
 */
import { z } from 'zod'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

/**
 * A role a call can be reserved to (SPEC §6): `administrator` is role_id 2; `seller` is role_id 3 with a merchant,
 * and an administrator may also make a seller's GET calls, read-only, for the merchant named by `merchant_id` in
 * the query (docs/decisions/039). Buyers (1) have no calls of their own.
 */
export type CallRole = 'administrator' | 'seller'

export interface CallDefinition<
  Query extends z.ZodTypeAny = z.ZodTypeAny,
  Body extends z.ZodTypeAny = z.ZodTypeAny,
  Response extends z.ZodTypeAny = z.ZodTypeAny,
> {
  method: HttpMethod
  /** Path with `:name` placeholders for path parameters, e.g. `/api/user/address/delete/:id`. */
  path: string
  query: Query
  body: Body
  response: Response
  /** Whether the call needs a signed-in user (a bearer token). */
  auth: boolean
  /** The only role that may make the call (implies `auth`); anyone else signed in is refused with 403. */
  role?: CallRole
}

export function defineCall<
  Query extends z.ZodTypeAny = z.ZodUndefined,
  Body extends z.ZodTypeAny = z.ZodUndefined,
  Response extends z.ZodTypeAny = z.ZodTypeAny,
>(call: {
  method: HttpMethod
  path: string
  query?: Query
  body?: Body
  response: Response
  auth?: boolean
  role?: CallRole
}): CallDefinition<Query, Body, Response> {
  return {
    method: call.method,
    path: call.path,
    query: (call.query ?? z.undefined()) as Query,
    body: (call.body ?? z.undefined()) as Body,
    response: call.response,
    auth: call.auth ?? call.role !== undefined,
    ...(call.role ? { role: call.role } : {}),
  }
}

export type CallQuery<C extends CallDefinition> = z.input<C['query']>
export type CallBody<C extends CallDefinition> = z.input<C['body']>
export type CallResponse<C extends CallDefinition> = z.output<C['response']>

/** Every failed call answers `{ error }` with a proper status; validation errors also name the fields. */
export const errorResponseSchema = z.object({
  error: z.string(),
  fields: z.record(z.array(z.string())).optional(),
})
export type ErrorResponse = z.infer<typeof errorResponseSchema>

/** Fills `:name` placeholders; values are URI-encoded. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`)
    return encodeURIComponent(String(value))
  })
}
