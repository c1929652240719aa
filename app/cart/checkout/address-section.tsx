/**
 * The delivery address (SPEC §3 Order draft): a saved address (the default chosen first) or «Новый адрес»
 * (`address_id` −1) with the account's address suggestions — the city from the settlements, the street and house
 * from the city's streets, their ids in hidden fields (app/ui/combobox.tsx, decision 016). The new
 * address's fields show when it is chosen (CSS, so also without JavaScript). Choosing another address or city asks
 * for the delivery options again (the page's `onDestination`).
 */
import { useFetcher } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { accountLimits, type CityChoice, type LookupAnswer, type StreetChoice } from '#app/account/account-schema.ts'
import { CityCombobox, controlledProps, StreetCombobox } from '#app/account/address-comboboxes.tsx'
import { describedBy, FieldShell, TextField } from '#app/ui/fields.tsx'
import type { Address } from '#contract/addresses.ts'
import { CHECKOUT_INTENTS, type Destination, NEW_ENTRY_ID } from './checkout-schema.ts'
import { ChoiceGroup } from './choice-group.tsx'
import { type AnyField, type CheckoutFields, initialText } from './types.ts'

/** The suggestions' bookkeeping of the new address, posted in hidden fields. */
interface AddressIds {
  'new_address.kladr_id': string
  'new_address.fias_id': string
  'new_address.street_kladr_id': string
  'new_address.cdek_id': string
  'new_address.boxberry_id': string
  'new_address.dpd_id': string
  city_fias_id: string
  picked_city: string
  picked_street: string
}

const ID_FIELDS = [
  'new_address.kladr_id',
  'new_address.fias_id',
  'new_address.street_kladr_id',
  'new_address.cdek_id',
  'new_address.boxberry_id',
  'new_address.dpd_id',
  'city_fias_id',
  'picked_city',
  'picked_street',
] as const

const EMPTY_DELIVERY = { 'new_address.cdek_id': '', 'new_address.boxberry_id': '', 'new_address.dpd_id': '' }

/** One line of a saved address, as the radio names it. */
export function useAddressLine() {
  const { t } = useTranslation('account')
  return (address: Pick<Address, 'city_full' | 'street' | 'house' | 'apartment'>) => {
    const line = t('addresses.line', { city: address.city_full, street: address.street, house: address.house })
    return address.apartment ? `${line}, ${t('addresses.apartmentShort', { value: address.apartment })}` : line
  }
}

export function AddressSection({
  fields,
  start,
  addresses,
  addressId,
  onAddressId,
  onDestination,
  cityChoices,
  streetChoices,
  cityChosen,
}: {
  fields: CheckoutFields
  /** The form's first values (the last answer's, or the page's). */
  start: unknown
  addresses: Address[]
  addressId: string
  onAddressId: (id: string) => void
  /** The new address's destination changed (a city chosen or typed). */
  onDestination: (destination: Destination) => void
  cityChoices: CityChoice[] | null
  streetChoices: StreetChoice[] | null
  cityChosen: { city: string } | null
}) {
  const { t } = useTranslation(['checkout', 'account'])
  const addressLine = useAddressLine()
  const newAddress = fields.new_address.getFieldset() as Record<string, AnyField>
  const delivery = useFetcher<LookupAnswer>()
  const [city, setCity] = useState(initialText(start, 'new_address.city_full'))
  const [street, setStreet] = useState(initialText(start, 'new_address.street'))
  const [house, setHouse] = useState(initialText(start, 'new_address.house'))
  const [ids, setIds] = useState<AddressIds>(
    () => Object.fromEntries(ID_FIELDS.map((name) => [name, initialText(start, name)])) as unknown as AddressIds,
  )
  const [chosenCity, setChosenCity] = useState(cityChosen)

  // The delivery services' ids of a city chosen with JavaScript.
  useEffect(() => {
    const data = delivery.data
    if (data?.kind !== 'delivery') return
    setIds((current) =>
      current['new_address.kladr_id'] !== data.kladr_id
        ? current
        : {
            ...current,
            'new_address.cdek_id': data.delivery?.cdek_id ?? '',
            'new_address.boxberry_id': data.delivery?.boxberry_id ?? '',
            'new_address.dpd_id': data.delivery?.dpd_id ?? '',
            'new_address.fias_id': current['new_address.fias_id'] || (data.delivery?.fias_id ?? ''),
            city_fias_id: current.city_fias_id || (data.delivery?.fias_id ?? ''),
          },
    )
  }, [delivery.data])

  const typeCity = (value: string) => {
    setCity(value)
    if (value !== ids.picked_city) {
      setChosenCity(null)
      setIds((current) => ({
        ...current,
        'new_address.kladr_id': '',
        'new_address.fias_id': '',
        'new_address.street_kladr_id': '',
        city_fias_id: '',
        picked_city: '',
        ...EMPTY_DELIVERY,
      }))
    }
  }
  const pickCity = (choice: CityChoice) => {
    setCity(choice.value)
    setChosenCity({ city: choice.value })
    setIds((current) => ({
      ...current,
      'new_address.kladr_id': choice.kladr_id ?? '',
      'new_address.fias_id': choice.fias_id ?? '',
      'new_address.street_kladr_id': '',
      city_fias_id: choice.fias_id ?? '',
      picked_city: choice.value,
      picked_street: '',
      ...EMPTY_DELIVERY,
    }))
    if (choice.kladr_id) delivery.load(`/account/lookup?kind=delivery&kladr_id=${encodeURIComponent(choice.kladr_id)}`)
    onDestination({ city: choice.value, kladr_id: choice.kladr_id ?? undefined })
  }
  const typeStreet = (value: string) => {
    setStreet(value)
    if (value !== ids.picked_street) {
      setIds((current) => ({
        ...current,
        'new_address.street_kladr_id': '',
        'new_address.fias_id': current.city_fias_id,
        picked_street: '',
      }))
    }
  }
  const pickStreet = (choice: StreetChoice) => {
    setStreet(choice.street)
    if (choice.house) setHouse(choice.house)
    setIds((current) => ({
      ...current,
      'new_address.street_kladr_id': choice.street_kladr_id ?? '',
      'new_address.fias_id': choice.fias_id ?? current.city_fias_id,
      picked_street: choice.street,
    }))
  }

  const cityField = newAddress.city_full as AnyField
  const streetField = newAddress.street as AnyField
  const houseField = newAddress.house as AnyField
  const cityHint = t('account:addresses.cityHint')
  const streetHint = t('account:addresses.streetHint')
  const choices = [
    ...addresses.map((address) => ({ value: String(address.id), label: <span>{addressLine(address)}</span> })),
    { value: String(NEW_ENTRY_ID), label: <span>{t('address.new')}</span> },
  ]

  return (
    <section className="checkout-section" aria-labelledby="checkout-address-title">
      <h2 id="checkout-address-title" className="checkout-section__title">
        {t('address.title')}
      </h2>
      <ChoiceGroup
        field={fields.address_id}
        legend={t('address.title')}
        choices={choices}
        value={addressId}
        onChange={onAddressId}
      />

      <div className="checkout-new-address">
        <p className="field__hint">{t('address.newHint')}</p>
        {ID_FIELDS.map((name) => (
          <input key={name} type="hidden" name={name} value={ids[name]} />
        ))}
        {/* A city typed without choosing a suggestion is priced by its name once the visitor leaves the field. */}
        {/* biome-ignore lint/a11y/noStaticElementInteractions: the input's blur, bubbling; the combobox owns its own */}
        <div
          className="checkout-new-address__city"
          onBlur={() => {
            if (city.trim() && !ids.picked_city) onDestination({ city: city.trim() })
          }}
        >
          <FieldShell
            meta={cityField}
            label={t('account:addresses.city_full')}
            required
            hint={cityHint}
            note={
              chosenCity ? (
                <p className="field__note" role="status">
                  {t('address.cityChosen', { city: chosenCity.city })}
                </p>
              ) : null
            }
          >
            <CityCombobox
              value={city}
              onValueChange={typeCity}
              onPick={pickCity}
              inputProps={{
                ...controlledProps(cityField),
                'aria-required': true,
                'aria-describedby': describedBy(cityField, cityHint),
              }}
              findIntent={CHECKOUT_INTENTS.findCity}
              serverChoices={cityChoices}
            />
          </FieldShell>
        </div>

        <FieldShell meta={streetField} label={t('account:addresses.street')} required hint={streetHint}>
          <StreetCombobox
            value={street}
            onValueChange={typeStreet}
            kladrId={ids['new_address.kladr_id']}
            onPick={pickStreet}
            inputProps={{
              ...controlledProps(streetField),
              'aria-required': true,
              'aria-describedby': describedBy(streetField, streetHint),
            }}
            findIntent={CHECKOUT_INTENTS.findStreet}
            serverChoices={streetChoices}
          />
        </FieldShell>

        <div className="account-form__row">
          <FieldShell meta={houseField} label={t('account:addresses.house')} required>
            <input
              {...controlledProps(houseField)}
              className="field__input"
              value={house}
              onChange={(event) => setHouse(event.target.value)}
              aria-required
              maxLength={accountLimits.house}
              aria-describedby={describedBy(houseField)}
            />
          </FieldShell>
          <TextField
            meta={newAddress.apartment as AnyField}
            label={t('account:addresses.apartment')}
            maxLength={accountLimits.apartment}
          />
        </div>
        <div className="account-form__row">
          <TextField
            meta={newAddress.entrance as AnyField}
            label={t('account:addresses.entrance')}
            maxLength={accountLimits.entrance}
          />
          <TextField
            meta={newAddress.floor as AnyField}
            label={t('account:addresses.floor')}
            maxLength={accountLimits.floor}
          />
          <TextField
            meta={newAddress.intercom as AnyField}
            label={t('account:addresses.intercom')}
            maxLength={accountLimits.intercom}
          />
        </div>
      </div>
    </section>
  )
}
