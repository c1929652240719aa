/**
 * Add or edit a delivery address (SPEC §3 Address). City, then street and house, come from suggestions: the city
 * from the settlements (GET /api/dadata/getAddresses), the street and house from that city's streets
 * (getAddressOfCity with the city's KLADR id). Choosing keeps the KLADR, FIAS and street KLADR ids and fetches the
 * delivery services' ids of the city (getDelivery) into hidden fields, as checkout's delivery cost needs them.
 *
 * What a suggestion filled belongs to the text it was chosen for (`picked_city`, `picked_street`): the visitor who
 * then types another city or street loses those ids, in the browser at once and on the server when saving.
 */
import type { SubmissionResult } from '@conform-to/react'
import { useFetcher } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CheckboxField, describedBy, FieldShell, formFrame, TextField, useZodForm } from '#app/ui/fields.tsx'
import {
  type AddressForm as AddressValues,
  accountLimits,
  addressSchema,
  type CityChoice,
  type DeliveryChoice,
  type LookupAnswer,
  type StreetChoice,
} from './account-schema.ts'
import { CityCombobox, controlledProps, StreetCombobox } from './address-comboboxes.tsx'
import { ItemForm, type ItemFormProps, SAVE_INTENT } from './item-form.tsx'

export const ADDRESS_INTENTS = {
  save: SAVE_INTENT,
  findCity: 'find-city',
  findStreet: 'find-street',
} as const
export { PICK_CITY, PICK_STREET } from './address-comboboxes.tsx'

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

export type AddressFormValues = Partial<Record<keyof AddressValues | keyof AddressIds, string>>

/** What the action answers when the form comes back: errors, values, what a "Найти" found, what was chosen. */
export interface AddressFormAnswer {
  result: SubmissionResult<string[]>
  cityChoices?: CityChoice[] | null
  streetChoices?: StreetChoice[] | null
  /** A city was chosen: its name, and whether the delivery ids came. */
  cityChosen?: { city: string; delivery: boolean } | null
}

const text = (values: Record<string, unknown> | null | undefined, name: string): string => {
  const value = values?.[name]
  return typeof value === 'string' ? value : ''
}

/** The text values of a form's last answer (conform's `initialValue`). */
function textValues(values: Record<string, unknown> | null | undefined): Record<string, string> | null {
  if (!values) return null
  return Object.fromEntries(
    Object.entries(values).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  )
}

const EMPTY_DELIVERY = { cdek_id: '', boxberry_id: '', dpd_id: '' }

/** Whether any delivery service knows the city (the embedded directory knows none of their ids). */
export function hasDeliveryIds(delivery: DeliveryChoice | null | undefined): boolean {
  return Boolean(delivery?.cdek_id || delivery?.boxberry_id || delivery?.dpd_id)
}

export function AddressForm(props: ItemFormProps<AddressFormValues, AddressFormAnswer>) {
  const { initial, answer } = props
  const { t } = useTranslation('account')
  const delivery = useFetcher<LookupAnswer>()
  const lastResult = answer?.result
  const start: Record<string, string> =
    textValues(lastResult?.initialValue) ??
    Object.fromEntries(Object.entries(initial).filter((entry): entry is [string, string] => entry[1] !== undefined))
  const [form, fields] = useZodForm(addressSchema, lastResult, { id: 'address-form', defaultValue: start })

  const [city, setCity] = useState(text(start, 'city_full'))
  const [street, setStreet] = useState(text(start, 'street'))
  const [house, setHouse] = useState(text(start, 'house'))
  const [ids, setIds] = useState<AddressIds>({
    kladr_id: text(start, 'kladr_id'),
    fias_id: text(start, 'fias_id'),
    city_fias_id: text(start, 'city_fias_id'),
    street_kladr_id: text(start, 'street_kladr_id'),
    cdek_id: text(start, 'cdek_id'),
    boxberry_id: text(start, 'boxberry_id'),
    dpd_id: text(start, 'dpd_id'),
    picked_city: text(start, 'picked_city'),
    picked_street: text(start, 'picked_street'),
  })
  const [cityChosen, setCityChosen] = useState(answer?.cityChosen ?? null)

  // The delivery ids of a city chosen with JavaScript arrive here.
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
    if (value !== ids.picked_city) {
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
  }
  const typeStreet = (value: string) => {
    setStreet(value)
    if (value !== ids.picked_street) {
      setIds((current) => ({ ...current, street_kladr_id: '', fias_id: current.city_fias_id, picked_street: '' }))
    }
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

  const cityProps = controlledProps(fields.city_full)
  const streetProps = controlledProps(fields.street)
  const houseProps = controlledProps(fields.house)
  const cityHint = t('addresses.cityHint')
  const streetHint = t('addresses.streetHint')

  return (
    <ItemForm {...props} frame={formFrame(form)} saveLabel={t('addresses.save')}>
      {(Object.keys(ids) as (keyof AddressIds)[]).map((name) => (
        <input key={name} type="hidden" name={name} value={ids[name]} />
      ))}

      <FieldShell
        meta={fields.city_full}
        label={t('addresses.city_full')}
        required
        hint={cityHint}
        note={
          cityChosen ? (
            <p className="field__note" role="status">
              {cityChosen.delivery
                ? t('addresses.cityChosen', { city: cityChosen.city })
                : t('addresses.cityChosenNoDelivery', { city: cityChosen.city })}
            </p>
          ) : null
        }
      >
        <CityCombobox
          value={city}
          onValueChange={typeCity}
          onPick={pickCity}
          inputProps={{
            ...cityProps,
            required: true,
            'aria-describedby': describedBy(fields.city_full, cityHint),
          }}
          findIntent={ADDRESS_INTENTS.findCity}
          serverChoices={answer?.cityChoices ?? null}
        />
      </FieldShell>

      <FieldShell meta={fields.street} label={t('addresses.street')} required hint={streetHint}>
        <StreetCombobox
          value={street}
          onValueChange={typeStreet}
          kladrId={ids.kladr_id}
          onPick={pickStreet}
          inputProps={{
            ...streetProps,
            required: true,
            'aria-describedby': describedBy(fields.street, streetHint),
          }}
          findIntent={ADDRESS_INTENTS.findStreet}
          serverChoices={answer?.streetChoices ?? null}
        />
      </FieldShell>

      <div className="account-form__row">
        <FieldShell meta={fields.house} label={t('addresses.house')} required>
          <input
            {...houseProps}
            className="field__input"
            value={house}
            onChange={(event) => setHouse(event.target.value)}
            required
            maxLength={accountLimits.house}
            aria-describedby={describedBy(fields.house)}
          />
        </FieldShell>
        <TextField meta={fields.apartment} label={t('addresses.apartment')} maxLength={accountLimits.apartment} />
      </div>
      <div className="account-form__row">
        <TextField meta={fields.entrance} label={t('addresses.entrance')} maxLength={accountLimits.entrance} />
        <TextField meta={fields.floor} label={t('addresses.floor')} maxLength={accountLimits.floor} />
        <TextField meta={fields.intercom} label={t('addresses.intercom')} maxLength={accountLimits.intercom} />
      </div>
      <CheckboxField meta={fields.default} label={t('addresses.default')} />
    </ItemForm>
  )
}
