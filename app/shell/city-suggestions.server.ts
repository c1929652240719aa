/** The select-city dialog's search (SPEC §3 Location): settlements matching what the visitor typed. */
import type { ApiClient } from '#app/lib/api/client.server.ts'
import { getAddressesCall, type Location } from '#contract/location.ts'

export type CitySuggestion = Location & { region: string | null; label: string }

/** Settlements matching what the visitor typed in the select-city dialog; an empty list when none or on failure. */
export async function suggestCities(api: ApiClient, query: string, count = 10): Promise<CitySuggestion[]> {
  const trimmed = query.trim().slice(0, 300)
  if (!trimmed) return []
  const result = await api.call(getAddressesCall, { query: { address: trimmed, count }, cache: 'long' })
  return (result.data?.suggestions ?? []).flatMap((s) => {
    const city = s.city ?? s.value
    if (!city) return []
    return [
      {
        city,
        kladr_id: s.city_kladr_id ?? s.kladr_id,
        fias_id: s.city_fias_id ?? s.fias_id,
        region: s.region_with_type,
        label: s.value,
      },
    ]
  })
}
