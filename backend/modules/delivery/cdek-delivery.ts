/**
 * The CDEK adapter of the delivery provider (CDEK API v2):
 * - `POST /v2/oauth/token` (x-www-form-urlencoded `client_credentials`) gives a bearer token, kept until shortly
 *   before its `expires_in`; concurrent quotes share one token request, and a 401 drops the token and retries once;
 * - `GET /v2/location/cities` turns a directory city into CDEK's city `code`: by its KLADR code, else by its name
 *   (the same place preferred by its FIAS id); found codes are kept for the life of the process;
 * - `POST /v2/calculator/tarifflist` prices the parcel (grams, centimetres) between the two codes; `delivery_mode`
 *   1 and 3 (to the door) become `courier`, 2 and 4 (to a pickup point) `pickup`; other modes (parcel lockers) are
 *   left out, since the storefront offers only those two kinds.
 * Whenever CDEK cannot price a parcel (a network error, a timeout, an HTTP error, a city CDEK does not know, an
 * answer without a usable tariff or not in CDEK's shape), the fallback (the embedded tariffs) answers for the whole
 * parcel and the reason is logged: a buyer is never left without delivery, and one quote never mixes both sources.
 */
import { z } from 'zod'
import type { City } from '#backend/modules/location/cities.ts'
import type { DeliveryOption, DeliveryProvider, Parcel } from './delivery.provider.ts'

export interface CdekOptions {
  clientId: string
  clientSecret: string
  /** Base URL, e.g. https://api.cdek.ru (sandbox: https://api.edu.cdek.ru). */
  url: string
  /** How long each CDEK request may take, ms. */
  timeoutMs: number
  /** Who answers when CDEK cannot. */
  fallback: DeliveryProvider
  log: (message: string, error?: unknown) => void
  fetch?: typeof fetch
  /** The clock of the token's lifetime; tests move it. */
  now?: () => number
}

/** A token is renewed this long before CDEK says it expires (a tenth of its life for short-lived tokens). */
const TOKEN_RENEW_BEFORE_MS = 60_000

/** `type` of the calculator: 1 is the online-store contract, the one a marketplace's goods travel under. */
const CALCULATOR_TYPE = 1
/** `currency` 1: rubles. */
const RUBLES = 1

const COURIER_MODES = new Set([1, 3])
const PICKUP_MODES = new Set([2, 4])

const tokenSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.coerce.number().positive(),
})

const citiesSchema = z.array(
  z.object({
    code: z.number().int(),
    city: z.string(),
    fias_guid: z.string().nullish(),
    kladr_code: z.string().nullish(),
  }),
)

const tariffListSchema = z.object({
  tariff_codes: z
    .array(
      z.object({
        tariff_code: z.number().int(),
        tariff_name: z.string(),
        delivery_mode: z.number().int(),
        delivery_sum: z.number().nonnegative(),
        period_min: z.number().int().nonnegative(),
        period_max: z.number().int().nonnegative(),
      }),
    )
    .default([]),
  errors: z.array(z.object({ code: z.string().optional(), message: z.string().optional() })).optional(),
})

/** What CDEK answered that stops this quote; the fallback then answers. */
class CdekUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'CdekUnavailable'
  }
}

const kopecksExact = (rubles: number) => Math.round(rubles * 100) / 100

/** CDEK's tariffs as options: door tariffs as courier, pickup-point tariffs as pickup, each kind cheapest first. */
export function toDeliveryOptions(answer: z.output<typeof tariffListSchema>): DeliveryOption[] {
  const options = answer.tariff_codes.flatMap((tariff): DeliveryOption[] => {
    const type = COURIER_MODES.has(tariff.delivery_mode)
      ? 'courier'
      : PICKUP_MODES.has(tariff.delivery_mode)
        ? 'pickup'
        : null
    if (!type) return []
    return [
      {
        code: `cdek:${tariff.tariff_code}`,
        type,
        tariff_name: tariff.tariff_name,
        cost: kopecksExact(tariff.delivery_sum),
        days_min: tariff.period_min,
        days_max: Math.max(tariff.period_min, tariff.period_max),
      },
    ]
  })
  const kindOrder = { courier: 0, pickup: 1 } as const
  return options.sort((a, b) => kindOrder[a.type] - kindOrder[b.type] || a.cost - b.cost)
}

/** The parcel as CDEK takes it: whole grams and whole centimetres, each at least 1. */
export function cdekPackage(parcel: Parcel) {
  const whole = (value: number) => Math.max(1, Math.ceil(value))
  return {
    weight: whole(parcel.weightG),
    length: whole(parcel.lengthCm),
    width: whole(parcel.widthCm),
    height: whole(parcel.heightCm),
  }
}

export function createCdekDeliveryProvider(options: CdekOptions): DeliveryProvider {
  const base = options.url.replace(/\/+$/, '')
  const fetchImpl = options.fetch ?? fetch
  const now = options.now ?? Date.now

  let token: { value: Promise<string>; renewAt: number } | null = null
  const cityCodes = new Map<string, number>()

  /** A new token and how long it lives, ms. */
  async function requestToken(): Promise<{ value: string; lifeMs: number }> {
    const form = new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: options.clientId,
      client_secret: options.clientSecret,
    })
    const response = await fetchImpl(`${base}/v2/oauth/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: form.toString(),
      signal: AbortSignal.timeout(options.timeoutMs),
    })
    if (!response.ok) throw new CdekUnavailable(`CDEK refused the token: HTTP ${response.status}`)
    const answer = tokenSchema.safeParse(await response.json())
    if (!answer.success) throw new CdekUnavailable('CDEK answered the token request in an unknown shape')
    return { value: answer.data.access_token, lifeMs: answer.data.expires_in * 1000 }
  }

  /** The cached token while it has time left; otherwise one new request, shared by whoever asks meanwhile. */
  function bearer(): Promise<string> {
    if (token && now() < token.renewAt) return token.value
    const entry = { value: Promise.resolve(''), renewAt: Number.POSITIVE_INFINITY }
    entry.value = requestToken().then(
      ({ value, lifeMs }) => {
        entry.renewAt = now() + lifeMs - Math.min(TOKEN_RENEW_BEFORE_MS, lifeMs / 10)
        return value
      },
      (error: unknown) => {
        // A failed request is not kept: the next quote asks again.
        if (token === entry) token = null
        throw error
      },
    )
    token = entry
    return entry.value
  }

  /** One authorised request; a 401 drops the token (CDEK may revoke it early) and is retried once with a new one. */
  async function api(path: string, init: { method: 'GET' | 'POST'; body?: unknown }, retried = false) {
    const accessToken = await bearer()
    const response = await fetchImpl(`${base}${path}`, {
      method: init.method,
      headers: {
        Accept: 'application/json',
        Authorization: `Bearer ${accessToken}`,
        ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(options.timeoutMs),
    })
    if (response.status === 401 && !retried) {
      token = null
      return api(path, init, true)
    }
    const text = await response.text()
    let body: unknown
    try {
      body = text ? JSON.parse(text) : undefined
    } catch {
      throw new CdekUnavailable(`CDEK ${init.method} ${path} answered HTTP ${response.status} with no JSON`)
    }
    if (!response.ok) {
      throw new CdekUnavailable(`CDEK ${init.method} ${path} answered HTTP ${response.status}: ${describe(body)}`)
    }
    return body
  }

  async function findCities(query: Record<string, string>) {
    const params = new URLSearchParams({ ...query, country_codes: 'RU', size: '10' })
    const answer = citiesSchema.safeParse(await api(`/v2/location/cities?${params}`, { method: 'GET' }))
    if (!answer.success) throw new CdekUnavailable('CDEK answered /v2/location/cities in an unknown shape')
    return answer.data
  }

  /** CDEK's code of a directory city, or null when CDEK knows no such city. */
  async function cityCode(city: City): Promise<number | null> {
    const known = cityCodes.get(city.kladrId)
    if (known !== undefined) return known
    const byKladr = await findCities({ kladr_code: city.kladrId })
    let found = byKladr.find((c) => c.kladr_code === city.kladrId) ?? byKladr[0]
    if (!found) {
      // KLADR codes are dropped from CDEK's directory now and then; the name, then the FIAS id, decides instead.
      const byName = (await findCities({ city: city.name })).filter(
        (c) => c.city.toLowerCase().replaceAll('ё', 'е') === city.name.toLowerCase().replaceAll('ё', 'е'),
      )
      found = byName.find((c) => c.fias_guid?.toLowerCase() === city.fiasId.toLowerCase()) ?? byName[0]
    }
    if (!found) return null
    cityCodes.set(city.kladrId, found.code)
    return found.code
  }

  async function quoteByCdek(from: City, to: City, parcel: Parcel): Promise<DeliveryOption[]> {
    const [fromCode, toCode] = await Promise.all([cityCode(from), cityCode(to)])
    if (fromCode === null || toCode === null) {
      throw new CdekUnavailable(`CDEK does not know the city ${fromCode === null ? from.name : to.name}`)
    }
    const answer = tariffListSchema.safeParse(
      await api('/v2/calculator/tarifflist', {
        method: 'POST',
        body: {
          type: CALCULATOR_TYPE,
          currency: RUBLES,
          lang: 'rus',
          from_location: { code: fromCode },
          to_location: { code: toCode },
          packages: [cdekPackage(parcel)],
        },
      }),
    )
    if (!answer.success) throw new CdekUnavailable('CDEK answered /v2/calculator/tarifflist in an unknown shape')
    const quoted = toDeliveryOptions(answer.data)
    if (quoted.length === 0) {
      throw new CdekUnavailable(`CDEK has no door or pickup tariff here: ${describe(answer.data)}`)
    }
    return quoted
  }

  return {
    async quote(from, to, parcel) {
      try {
        return await quoteByCdek(from, to, parcel)
      } catch (error) {
        options.log(
          `CDEK could not price ${from.name} → ${to.name} (${parcel.weightG} g); quoting the embedded tariffs`,
          error,
        )
        return options.fallback.quote(from, to, parcel)
      }
    },
  }
}

/** CDEK's own error codes and messages, for the log. */
function describe(body: unknown): string {
  const errors = (body as { errors?: { code?: string; message?: string }[] } | undefined)?.errors
  if (!Array.isArray(errors) || errors.length === 0) return 'no errors given'
  return errors.map((e) => `${e.code ?? '?'} ${e.message ?? ''}`.trim()).join('; ')
}
