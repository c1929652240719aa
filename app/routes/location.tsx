/**
 * The visitor's city. GET /location?q=… gives the select-city dialog its suggestions as the visitor types
 * (JavaScript); POST /location chooses a city: it writes `bh_location` and goes back to the page the visitor was on
 * (SPEC §3; app/shell/city.server.ts).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { chooseCity, loadCitySuggestions } from '#app/shell/city.server.ts'

export const loader = ({ request, context }: LoaderFunctionArgs) => loadCitySuggestions(request, context)

export const action = ({ request, context }: ActionFunctionArgs) => chooseCity(request, context)
