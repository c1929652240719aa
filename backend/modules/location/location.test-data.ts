/**
 * What the tests of this folder expect of a city suggestion, written once: DaData's suggestion of Novosibirsk as the
 * DaData adapter maps it, which the embedded directory must answer alike (the storefront cannot tell them apart).
 */
import type { AddressSuggestion } from '#contract/location.ts'

export const NOVOSIBIRSK_SUGGESTION: AddressSuggestion = {
  value: 'г Новосибирск',
  city: 'Новосибирск',
  city_kladr_id: '5400000100000',
  city_fias_id: '8dea00e3-9aab-4d8e-887c-ef2aaa546456',
  region_with_type: 'Новосибирская обл',
  fias_id: '8dea00e3-9aab-4d8e-887c-ef2aaa546456',
  kladr_id: '5400000100000',
  street_kladr_id: null,
}
