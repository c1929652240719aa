/**
 * The address form's server side, once for every form that takes an address: the account's (`/account/addresses`,
 * fields `city_full`, `street`, …) and checkout's new address (the same fields under `new_address.`). Without
 * JavaScript the suggestions are steps of the form: "Найти" posts the typed city or street and the form comes back
 * with the choices; a chosen suggestion posts its button (`pick_city`, `pick_street`, JSON) and the form comes back
 * filled with its ids. With JavaScript the same look-ups answer GET /account/lookup.
 *
 * The suggestions' bookkeeping has no prefix in either form: `picked_city` and `picked_street` (the text an id was
 * chosen for) and `city_fias_id`. Ids belong to the text they were chosen for: a city or street typed over a choice
 * loses them when the address is saved (`addressBodyOf`).
 */

import type { ApiClient } from '#app/lib/api/client.server.ts'
import { formTexts } from '#app/lib/forms/rules.ts'
import { type AddressForm, accountTexts, type CityChoice, hasDeliveryIds, type StreetChoice } from './account-schema.ts'
import { ADDRESS_INTENTS, PICK_CITY, PICK_STREET } from './address-form.tsx'
import { findCities, findDeliveryIds, findStreets, parseCityChoice, parseStreetChoice } from './lookups.server.ts'

type Values = Record<string, string | string[]>

/** A step of the suggestions: the form's values after it, errors under its fields, and what it found or chose. */
export interface AddressStep {
  values: Values
  fieldErrors: Record<string, string[]>
  status: 200 | 400
  cityChoices?: CityChoice[]
  streetChoices?: StreetChoice[]
  /** A city was chosen: its name, and whether any delivery service knows it. */
  cityChosen?: { city: string; delivery: boolean }
}

/** The buttons' own fields, which a form shown again leaves out. */
export const ADDRESS_STEP_FIELDS = [PICK_CITY, PICK_STREET] as const

/** Whether a post is a step of the address's suggestions rather than the form's own submit. */
export function isAddressStep(form: FormData, intent: unknown): boolean {
  return (
    form.has(PICK_CITY) ||
    form.has(PICK_STREET) ||
    intent === ADDRESS_INTENTS.findCity ||
    intent === ADDRESS_INTENTS.findStreet
  )
}

/**
 * The step a post makes (a chosen city or street, or "Найти" for either), answered with the form's values
 * (`values`: what was posted, the buttons left out) under `prefix`; null when the post is not such a step.
 */
export async function addressStep(
  api: ApiClient,
  form: FormData,
  values: Values,
  prefix = '',
): Promise<AddressStep | null> {
  const field = (name: string) => `${prefix}${name}`
  const text = (name: string) => String(values[name] ?? '')
  const ok = (step: Omit<AddressStep, 'status' | 'fieldErrors'>): AddressStep => ({
    fieldErrors: {},
    status: 200,
    ...step,
  })
  const refused = (fieldErrors: Record<string, string[]> = {}): AddressStep => ({ values, fieldErrors, status: 400 })

  if (form.has(PICK_CITY)) {
    const choice = parseCityChoice(form.get(PICK_CITY))
    if (!choice) return refused()
    const delivery = choice.kladr_id ? await findDeliveryIds(api, choice.kladr_id) : null
    const cityFias = choice.fias_id ?? delivery?.fias_id ?? ''
    return ok({
      values: {
        ...values,
        [field('city_full')]: choice.value,
        [field('kladr_id')]: choice.kladr_id ?? '',
        [field('fias_id')]: cityFias,
        [field('street_kladr_id')]: '',
        [field('cdek_id')]: delivery?.cdek_id ?? '',
        [field('boxberry_id')]: delivery?.boxberry_id ?? '',
        [field('dpd_id')]: delivery?.dpd_id ?? '',
        city_fias_id: cityFias,
        picked_city: choice.value,
        picked_street: '',
      },
      cityChosen: { city: choice.value, delivery: hasDeliveryIds(delivery) },
    })
  }

  if (form.has(PICK_STREET)) {
    const choice = parseStreetChoice(form.get(PICK_STREET))
    if (!choice) return refused()
    return ok({
      values: {
        ...values,
        [field('street')]: choice.street,
        [field('house')]: choice.house ?? text(field('house')),
        [field('street_kladr_id')]: choice.street_kladr_id ?? '',
        [field('fias_id')]: choice.fias_id ?? text('city_fias_id'),
        picked_street: choice.street,
      },
    })
  }

  const intent = form.get('intent')
  if (intent === ADDRESS_INTENTS.findCity) {
    const query = text(field('city_full')).trim()
    if (!query) return refused({ [field('city_full')]: [formTexts.required] })
    return ok({ values, cityChoices: await findCities(api, query) })
  }

  if (intent === ADDRESS_INTENTS.findStreet) {
    const kladrId = text(field('kladr_id'))
    const query = [values[field('street')], values[field('house')]]
      .filter((v) => typeof v === 'string' && v.trim())
      .join(' ')
    if (!kladrId || values.picked_city !== values[field('city_full')]) {
      return refused({ [field('street')]: [accountTexts.addresses.cityFirst] })
    }
    if (!query.trim()) return refused({ [field('street')]: [formTexts.required] })
    return ok({ values, streetChoices: await findStreets(api, query, kladrId) })
  }

  return null
}

/**
 * The address as the back-end takes it (SPEC §3 Address), from the form's checked values: the ids a suggestion gave
 * are kept only while the city (and the street) are still the text they were chosen for.
 */
export function addressBodyOf(form: FormData, address: AddressForm, isDefault: boolean) {
  const cityKept = form.get('picked_city') === address.city_full
  const streetKept = cityKept && form.get('picked_street') === address.street
  const cityFias = String(form.get('city_fias_id') ?? '')
  const kept = (value: string | undefined, keep: boolean) => (keep ? (value ?? null) : null)
  return {
    city_full: address.city_full,
    street: address.street,
    house: address.house,
    apartment: address.apartment ?? null,
    entrance: address.entrance ?? null,
    floor: address.floor ?? null,
    intercom: address.intercom ?? null,
    kladr_id: kept(address.kladr_id, cityKept),
    fias_id: streetKept ? (address.fias_id ?? null) : cityKept && cityFias ? cityFias : null,
    street_kladr_id: kept(address.street_kladr_id, streetKept),
    cdek_id: kept(address.cdek_id, cityKept),
    boxberry_id: kept(address.boxberry_id, cityKept),
    dpd_id: kept(address.dpd_id, cityKept),
    default: isDefault,
  }
}
