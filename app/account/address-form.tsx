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
import { useTranslation } from 'react-i18next'
import { CheckboxField, describedBy, FieldShell, formFrame, TextField, useZodForm } from '#app/ui/fields.tsx'
import {
  type AddressForm as AddressValues,
  accountLimits,
  addressSchema,
  type CityChoice,
  type StreetChoice,
} from './account-schema.ts'
import { CityCombobox, controlledProps, StreetCombobox } from './address-comboboxes.tsx'
import { ItemForm, type ItemFormProps, SAVE_INTENT } from './item-form.tsx'
import { type AddressIds, useAddressPicking } from './use-address-picking.ts'

export const ADDRESS_INTENTS = {
  save: SAVE_INTENT,
  findCity: 'find-city',
  findStreet: 'find-street',
} as const
export { PICK_CITY, PICK_STREET } from './address-comboboxes.tsx'

export type AddressFormValues = Partial<Record<keyof AddressValues | keyof AddressIds, string>>

/** What the action answers when the form comes back: errors, values, what a "Найти" found, what was chosen. */
export interface AddressFormAnswer {
  result: SubmissionResult<string[]>
  cityChoices?: CityChoice[] | null
  streetChoices?: StreetChoice[] | null
  /** A city was chosen: its name, and whether the delivery ids came. */
  cityChosen?: { city: string; delivery: boolean } | null
}

/** The text values of a form's last answer (conform's `initialValue`). */
function textValues(values: Record<string, unknown> | null | undefined): Record<string, string> | null {
  if (!values) return null
  return Object.fromEntries(
    Object.entries(values).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  )
}

export function AddressForm(props: ItemFormProps<AddressFormValues, AddressFormAnswer>) {
  const { initial, answer } = props
  const { t } = useTranslation('account')
  const lastResult = answer?.result
  const start: Record<string, string> =
    textValues(lastResult?.initialValue) ??
    Object.fromEntries(Object.entries(initial).filter((entry): entry is [string, string] => entry[1] !== undefined))
  const [form, fields] = useZodForm(addressSchema, lastResult, { id: 'address-form', defaultValue: start })
  const picking = useAddressPicking({ prefix: '', start, answered: answer?.cityChosen })
  const { city, street, house, setHouse, cityChosen } = picking

  const cityProps = controlledProps(fields.city_full)
  const streetProps = controlledProps(fields.street)
  const houseProps = controlledProps(fields.house)
  const cityHint = t('addresses.cityHint')
  const streetHint = t('addresses.streetHint')

  return (
    <ItemForm {...props} frame={formFrame(form)} saveLabel={t('addresses.save')}>
      {picking.hidden.map(({ name, value }) => (
        <input key={name} type="hidden" name={name} value={value} />
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
          onValueChange={picking.typeCity}
          onPick={picking.pickCity}
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
          onValueChange={picking.typeStreet}
          kladrId={picking.kladrId}
          onPick={picking.pickStreet}
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
