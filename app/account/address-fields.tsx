/**
 * The fields of an address with its suggestions, as the account's address form and checkout's new address both show
 * them: the hidden bookkeeping, the city and street comboboxes, the house, apartment, entrance, floor and intercom.
 * Each form keeps what is its own: how a field says it is required (the account's always is; checkout's only when a
 * new address is chosen, so it says `aria-required`), the note under the city, and what wraps the city.
 */
import type { FieldMetadata } from '@conform-to/react'
import type { ReactNode } from 'react'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { describedBy, FieldShell, TextField } from '#app/ui/fields.tsx'
import { accountLimits, type CityChoice, type StreetChoice } from './account-schema.ts'
import { CityCombobox, controlledProps, StreetCombobox } from './address-comboboxes.tsx'
import { ADDRESS_INTENTS } from './address-form.tsx'
import type { useAddressPicking } from './use-address-picking.ts'

type AddressField = 'city_full' | 'street' | 'house' | 'apartment' | 'entrance' | 'floor' | 'intercom'

export function AddressFields({
  fields,
  picking,
  strict,
  cityNote,
  wrapCity = (city) => city,
  cityChoices,
  streetChoices,
}: {
  fields: Record<AddressField, FieldMetadata<unknown>>
  picking: ReturnType<typeof useAddressPicking>
  /** Required for the browser too (`required`), or only announced (`aria-required`). */
  strict: boolean
  cityNote: ReactNode
  wrapCity?: (city: ReactNode) => ReactNode
  cityChoices: CityChoice[] | null
  streetChoices: StreetChoice[] | null
}) {
  const { t } = useTranslation('account')
  const required = strict ? { required: true } : { 'aria-required': true }
  const cityHint = t('addresses.cityHint')
  const streetHint = t('addresses.streetHint')
  const text = (name: 'apartment' | 'entrance' | 'floor' | 'intercom') => (
    <TextField meta={fields[name]} label={t(`addresses.${name}`)} maxLength={accountLimits[name]} />
  )
  return (
    <>
      {picking.hidden.map(({ name, value }) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {wrapCity(
        <FieldShell meta={fields.city_full} label={t('addresses.city_full')} required hint={cityHint} note={cityNote}>
          <CityCombobox
            value={picking.city}
            onValueChange={picking.typeCity}
            onPick={picking.pickCity}
            inputProps={{
              ...controlledProps(fields.city_full),
              ...required,
              'aria-describedby': describedBy(fields.city_full, cityHint),
            }}
            findIntent={ADDRESS_INTENTS.findCity}
            serverChoices={cityChoices}
          />
        </FieldShell>,
      )}

      <FieldShell meta={fields.street} label={t('addresses.street')} required hint={streetHint}>
        <StreetCombobox
          value={picking.street}
          onValueChange={picking.typeStreet}
          kladrId={picking.kladrId}
          onPick={picking.pickStreet}
          inputProps={{
            ...controlledProps(fields.street),
            ...required,
            'aria-describedby': describedBy(fields.street, streetHint),
          }}
          findIntent={ADDRESS_INTENTS.findStreet}
          serverChoices={streetChoices}
        />
      </FieldShell>

      <div className="account-form__row">
        <FieldShell meta={fields.house} label={t('addresses.house')} required>
          <input
            {...controlledProps(fields.house)}
            className="field__input"
            value={picking.house}
            onChange={(event) => picking.setHouse(event.target.value)}
            {...required}
            maxLength={accountLimits.house}
            aria-describedby={describedBy(fields.house)}
          />
        </FieldShell>
        {text('apartment')}
      </div>
      <div className="account-form__row">
        {text('entrance')}
        {text('floor')}
        {text('intercom')}
      </div>
    </>
  )
}
