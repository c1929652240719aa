/**
 * The city and street of an address picked from suggestions in the browser, as the account's address form and
 * checkout's new address both hold them (its fields under a `prefix`: '' or 'new_address.'): the typed texts, and the
 * ids a suggestion gave, kept in hidden fields while the text is still the one they were chosen for. A chosen city's
 * delivery services' ids are asked of /account/lookup. The server does the same without JavaScript
 * (`address-form.server.ts`).
 */
import { useFetcher } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { initialText } from '#app/lib/forms/form-values.ts'
import { type CityChoice, hasDeliveryIds, type LookupAnswer, type StreetChoice } from './account-schema.ts'

/** The suggestions' bookkeeping that travels with the form but is not the address itself. */
export interface AddressIds {
  kladr_id: string
  fias_id: string
  city_fias_id: string
  street_kladr_id: string
  cdek_id: string
  boxberry_id: string
  dpd_id: string
  picked_city: string
  picked_street: string
}

/** Fields of the bookkeeping that are not the address's own: no prefix in either form. */
const UNPREFIXED: readonly (keyof AddressIds)[] = ['city_fias_id', 'picked_city', 'picked_street']
const ID_NAMES: readonly (keyof AddressIds)[] = [
  'kladr_id',
  'fias_id',
  'city_fias_id',
  'street_kladr_id',
  'cdek_id',
  'boxberry_id',
  'dpd_id',
  'picked_city',
  'picked_street',
]
const EMPTY_DELIVERY = { cdek_id: '', boxberry_id: '', dpd_id: '' }

export interface CityChosen {
  city: string
  /** Whether any delivery service knows it (the embedded directory knows none of their ids). */
  delivery: boolean
}

export function useAddressPicking({
  prefix,
  start,
  answered,
  onCityPicked,
}: {
  prefix: '' | 'new_address.'
  /** The form's first values: the last answer's, or the page's. */
  start: unknown
  /** The city the server's last answer chose (without JavaScript). */
  answered: { city: string; delivery?: boolean } | null | undefined
  onCityPicked?: (choice: CityChoice) => void
}) {
  const nameOf = (key: keyof AddressIds) => (UNPREFIXED.includes(key) ? key : `${prefix}${key}`)
  const delivery = useFetcher<LookupAnswer>()
  const [city, setCity] = useState(initialText(start, `${prefix}city_full`))
  const [street, setStreet] = useState(initialText(start, `${prefix}street`))
  const [house, setHouse] = useState(initialText(start, `${prefix}house`))
  const [ids, setIds] = useState<AddressIds>(
    () => Object.fromEntries(ID_NAMES.map((key) => [key, initialText(start, nameOf(key))])) as unknown as AddressIds,
  )
  const [cityChosen, setCityChosen] = useState<CityChosen | null>(
    answered ? { city: answered.city, delivery: answered.delivery ?? false } : null,
  )

  // The delivery services' ids of a city chosen with JavaScript arrive here.
  useEffect(() => {
    const data = delivery.data
    if (data?.kind !== 'delivery') return
    setIds((current) =>
      current.kladr_id !== data.kladr_id
        ? current
        : {
            ...current,
            cdek_id: data.delivery?.cdek_id ?? '',
            boxberry_id: data.delivery?.boxberry_id ?? '',
            dpd_id: data.delivery?.dpd_id ?? '',
            fias_id: current.fias_id || (data.delivery?.fias_id ?? ''),
            city_fias_id: current.city_fias_id || (data.delivery?.fias_id ?? ''),
          },
    )
    setCityChosen((current) => (current ? { ...current, delivery: hasDeliveryIds(data.delivery) } : current))
  }, [delivery.data])

  const typeCity = (value: string) => {
    setCity(value)
    if (value === ids.picked_city) return
    setCityChosen(null)
    setIds((current) => ({
      ...current,
      kladr_id: '',
      fias_id: '',
      city_fias_id: '',
      street_kladr_id: '',
      picked_city: '',
      ...EMPTY_DELIVERY,
    }))
  }
  const pickCity = (choice: CityChoice) => {
    setCity(choice.value)
    setCityChosen({ city: choice.value, delivery: false })
    setIds((current) => ({
      ...current,
      kladr_id: choice.kladr_id ?? '',
      fias_id: choice.fias_id ?? '',
      city_fias_id: choice.fias_id ?? '',
      street_kladr_id: '',
      picked_city: choice.value,
      picked_street: '',
      ...EMPTY_DELIVERY,
    }))
    if (choice.kladr_id) delivery.load(`/account/lookup?kind=delivery&kladr_id=${encodeURIComponent(choice.kladr_id)}`)
    onCityPicked?.(choice)
  }
  const typeStreet = (value: string) => {
    setStreet(value)
    if (value === ids.picked_street) return
    setIds((current) => ({ ...current, street_kladr_id: '', fias_id: current.city_fias_id, picked_street: '' }))
  }
  const pickStreet = (choice: StreetChoice) => {
    setStreet(choice.street)
    if (choice.house) setHouse(choice.house)
    setIds((current) => ({
      ...current,
      street_kladr_id: choice.street_kladr_id ?? '',
      fias_id: choice.fias_id ?? current.city_fias_id,
      picked_street: choice.street,
    }))
  }

  /** The hidden fields that carry the bookkeeping, by their names in the form. */
  const hidden = ID_NAMES.map((key) => ({ name: nameOf(key), value: ids[key] }))
  return {
    city,
    street,
    house,
    setHouse,
    kladrId: ids.kladr_id,
    pickedCity: ids.picked_city,
    hidden,
    cityChosen,
    typeCity,
    pickCity,
    typeStreet,
    pickStreet,
  }
}
