/** /account/addresses: the list of the buyer's delivery addresses and the add / edit form (`?edit=new`, `?edit=12`). */
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import type { Address } from '#contract/addresses.ts'
import { AddressForm, type AddressFormAnswer, type AddressFormValues } from './address-form.tsx'
import { ItemListPage } from './item-list-page.tsx'
import { ACCOUNT_PATHS } from './urls.ts'

/** One line of an address, as the list and the confirmations name it. */
function useAddressLine() {
  const { t } = useTranslation('account')
  return (address: Address) =>
    t('addresses.line', { city: address.city_full, street: address.street, house: address.house })
}

function formValuesOf(address: Address | undefined): AddressFormValues {
  if (!address) return {}
  const value = (v: string | null) => v ?? ''
  return {
    city_full: address.city_full,
    street: address.street,
    house: address.house,
    apartment: value(address.apartment),
    entrance: value(address.entrance),
    floor: value(address.floor),
    intercom: value(address.intercom),
    kladr_id: value(address.kladr_id),
    fias_id: value(address.fias_id),
    street_kladr_id: value(address.street_kladr_id),
    cdek_id: value(address.cdek_id),
    boxberry_id: value(address.boxberry_id),
    dpd_id: value(address.dpd_id),
    default: address.default ? 'on' : '',
    picked_city: address.city_full,
    picked_street: address.street,
  }
}

export function AddressesPage({
  title,
  addresses,
  answer,
}: {
  title: string
  addresses: Address[]
  answer: AddressFormAnswer | undefined
}) {
  const line = useAddressLine()
  return (
    <ItemListPage
      kind="address"
      section="addresses"
      path={ACCOUNT_PATHS.addresses}
      title={title}
      items={addresses}
      nameOf={line}
      Details={AddressDetails}
      Form={AddressForm}
      initialOf={formValuesOf}
      answer={answer}
    />
  )
}

/** Apartment, entrance, floor and intercom, those given. */
function AddressDetails({ item: address }: { item: Address }) {
  const { t } = useTranslation('account')
  const details = [
    address.apartment ? t('addresses.apartmentShort', { value: address.apartment }) : null,
    address.entrance ? t('addresses.entranceShort', { value: address.entrance }) : null,
    address.floor ? t('addresses.floorShort', { value: address.floor }) : null,
    address.intercom ? t('addresses.intercomShort', { value: address.intercom }) : null,
  ].filter(Boolean)
  return details.length > 0 ? <p className="account-item__details">{details.join(', ')}</p> : null
}
