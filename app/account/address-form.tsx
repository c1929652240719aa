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
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { CheckboxField, formFrame, useZodForm } from '#app/ui/fields.tsx'
import {
  type AddressForm as AddressValues,
  addressSchema,
  type CityChoice,
  type StreetChoice,
} from './account-schema.ts'
import { AddressFields } from './address-fields.tsx'
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
  const { cityChosen } = picking

  return (
    <ItemForm {...props} frame={formFrame(form)} saveLabel={t('addresses.save')}>
      <AddressFields
        fields={fields}
        picking={picking}
        strict
        cityNote={
          cityChosen ? (
            <p className="field__note" role="status">
              {cityChosen.delivery
                ? t('addresses.cityChosen', { city: cityChosen.city })
                : t('addresses.cityChosenNoDelivery', { city: cityChosen.city })}
            </p>
          ) : null
        }
        cityChoices={answer?.cityChoices ?? null}
        streetChoices={answer?.streetChoices ?? null}
      />
      <CheckboxField meta={fields.default} label={t('addresses.default')} />
    </ItemForm>
  )
}
