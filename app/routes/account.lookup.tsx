/**
 * GET /account/lookup — the look-ups behind the address and requisites forms' suggestions when JavaScript runs (the
 * same ones the forms' "Найти" buttons make without it):
 *   ?kind=city&q=Новос                          settlements for an address's city
 *   ?kind=street&kladr_id=5400000100000&q=Лен   streets and houses within that city
 *   ?kind=delivery&kladr_id=5400000100000       the delivery services' ids of the city
 *   ?kind=company&inn=7707083893                the company, to fill requisites
 *   ?kind=bank&bik=044525225                    the bank, to fill requisites
 */
import type { LoaderFunctionArgs } from '@remix-run/node'
import { lookupLoader } from '#app/account/lookups.server.ts'

export const loader = (args: LoaderFunctionArgs) => lookupLoader(args)
