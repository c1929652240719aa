/**
 * The visitor's city (SPEC §3): suggestions for the select-city dialog as the visitor types (JavaScript), and the
 * choice, which writes `bh_location` and goes back to the page the visitor was on. A popular city chosen by name
 * alone is resolved to its identifiers through the same suggestions.
 */
import { type AppLoadContext, data, redirect } from '@remix-run/node'
import { locationCookie } from '#app/context/location.server.ts'
import { dialogHref } from '#app/lib/dialog.ts'
import { readForm } from '#app/lib/forms/read-form.server.ts'
import { safeRedirectLocation, safeRedirectPath } from '#app/lib/redirect-target.ts'
import { type Location, locationSchema } from '#contract/location.ts'
import { suggestCities } from './city-suggestions.server.ts'

/** GET /location?q=…: the dialog's suggestions for what was typed. */
export async function loadCitySuggestions(request: Request, context: AppLoadContext) {
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

/** POST /location: the chosen city into `bh_location`, then back. */
export async function chooseCity(request: Request, context: AppLoadContext) {
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
