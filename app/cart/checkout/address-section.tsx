import type { CityChoice, StreetChoice } from '#app/account/account-schema.ts'
import { AddressFields } from '#app/account/address-fields.tsx'
import { useAddressPicking } from '#app/account/use-address-picking.ts'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import type { Address } from '#contract/addresses.ts'
import { type Destination, NEW_ENTRY_ID } from './checkout-schema.ts'
import { ChoiceSection } from './choice-group.tsx'
import type { AnyField, CheckoutFields } from './types.ts'

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
  cityChosen: { city: string; delivery?: boolean } | null
}) {
  const { t } = useTranslation(['checkout', 'account'])
  const addressLine = useAddressLine()
  const newAddress = fields.new_address.getFieldset() as Record<string, AnyField>
  const picking = useAddressPicking({
    prefix: 'new_address.',
    start,
    answered: cityChosen,
    onCityPicked: (choice) => onDestination({ city: choice.value, kladr_id: choice.kladr_id ?? undefined }),
  })
  const { city, cityChosen: chosenCity } = picking
  const choices = [
    ...addresses.map((address) => ({ value: String(address.id), label: <span>{addressLine(address)}</span> })),
    { value: String(NEW_ENTRY_ID), label: <span>{t('address.new')}</span> },
  ]

  const choice = { field: fields.address_id, choices, value: addressId, onChange: onAddressId }

  return (
    <ChoiceSection section="address" {...choice}>
      <div className="checkout-new-address">
        <p className="field__hint">{t('address.newHint')}</p>
        <AddressFields
          fields={newAddress}
          picking={picking}
          strict={false}
          cityNote={
            chosenCity ? (
              <p className="field__note" role="status">
                {t('address.cityChosen', { city: chosenCity.city })}
              </p>
            ) : null
          }
          // A city typed without choosing a suggestion is priced by its name once the visitor leaves the field.
          wrapCity={(cityField) => (
            // biome-ignore lint/a11y/noStaticElementInteractions: the input's blur, bubbling; the combobox owns its own
            <div
              className="checkout-new-address__city"
              onBlur={() => {
                if (city.trim() && !picking.pickedCity) onDestination({ city: city.trim() })
              }}
            >
              {cityField}
            </div>
          )}
          cityChoices={cityChoices}
          streetChoices={streetChoices}
        />
      </div>
    </ChoiceSection>
  )
}
