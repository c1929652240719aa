/**
 * The root loader's data (the shell: contacts, menus, the visitor's city, public settings) for any component.
 * Apart from root.tsx so that importing it does not make Rollup split the root route into a shared chunk and a facade.
 */
import { useRouteLoaderData } from '@remix-run/react'
import type { loader } from '#app/root.tsx'

export function useShell() {
  return useRouteLoaderData<typeof loader>('root')
}
