import { useTranslation } from 'react-i18next'
import { accountLimits, type CityChoice, type StreetChoice } from '#app/account/account-schema.ts'
import { CityCombobox, controlledProps, StreetCombobox } from '#app/account/address-comboboxes.tsx'
import { useAddressPicking } from '#app/account/use-address-picking.ts'
import { describedBy, FieldShell, TextField } from '#app/ui/fields.tsx'
import type { Address } from '#contract/addresses.ts'
import { CHECKOUT_INTENTS, type Destination, NEW_ENTRY_ID } from './checkout-schema.ts'
import { ChoiceGroup } from './choice-group.tsx'
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
  const { city, street, house, setHouse, cityChosen: chosenCity } = picking
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
        {picking.hidden.map(({ name, value }) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {/* A city typed without choosing a suggestion is priced by its name once the visitor leaves the field. */}
        {/* biome-ignore lint/a11y/noStaticElementInteractions: the input's blur, bubbling; the combobox owns its own */}
        <div
          className="checkout-new-address__city"
          onBlur={() => {
            if (city.trim() && !picking.pickedCity) onDestination({ city: city.trim() })
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
              onValueChange={picking.typeCity}
              onPick={picking.pickCity}
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
            onValueChange={picking.typeStreet}
            kladrId={picking.kladrId}
            onPick={picking.pickStreet}
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
