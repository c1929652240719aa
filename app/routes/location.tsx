/**
 * The visitor's city. GET /location?q=… gives the select-city dialog its suggestions as the visitor types
 * (JavaScript); POST /location chooses a city: it writes `bh_location` and goes back to the page the visitor was on
 * (SPEC §3). A popular city chosen by name alone is resolved to its identifiers through the same suggestions.
 */
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { locationCookie } from '#app/context/location.server.ts'
import { dialogHref } from '#app/lib/dialog.ts'
import { readForm } from '#app/lib/forms/read-form.server.ts'
import { safeRedirectLocation, safeRedirectPath } from '#app/lib/redirect-target.ts'
import { suggestCities } from '#app/shell/city-suggestions.server.ts'
import { type Location, locationSchema } from '#contract/location.ts'

export async function loader({ request, context }: LoaderFunctionArgs) {
  const query = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, 300)
  if (!query) return data({ query, suggestions: [] })
  const api = context.api
  return data(
    { query, suggestions: await suggestCities(api, query) },
    // The same for everyone: let the browser keep it while the visitor retypes.
    { headers: { 'Cache-Control': 'public, max-age=300' } },
  )
}

const text = (form: FormData, name: string) => {
  const value = form.get(name)
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request)
  const back = safeRedirectPath(form.get('redirectTo'))
  const city = text(form, 'city')
  let chosen: Location | null = null
  const given = locationSchema.safeParse({ city, kladr_id: text(form, 'kladr_id'), fias_id: text(form, 'fias_id') })
  if (given.success && given.data.kladr_id) {
    chosen = given.data
  } else if (city) {
    const api = context.api
    const match = (await suggestCities(api, city, 5)).find((s) => s.city.toLowerCase() === city.toLowerCase())
    if (match) chosen = { city: match.city, kladr_id: match.kladr_id, fias_id: match.fias_id }
  }
  if (!chosen) {
    // Nothing usable was sent (a forged or stale form): the dialog again, nothing changed.
    return redirect(dialogHref(safeRedirectLocation(back), 'city'))
  }
  return redirect(back, { headers: { 'Set-Cookie': locationCookie(chosen) } })
}
