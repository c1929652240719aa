/**
 * /account/addresses (SPEC §2 "delivery addresses"): the list, the add / edit form with address suggestions, and
 * "make default" / "delete", each confirmed (`?dialog=address-default&item=12`). app/account/addresses.server.ts.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { addressesAction, addressesLoader } from '#app/account/addresses.server.ts'
import { AddressesPage } from '#app/account/addresses-page.tsx'
import { accountMeta } from '#app/account/meta.ts'
import { keepAccountData } from '#app/account/urls.ts'

export const loader = ({ context }: LoaderFunctionArgs) => addressesLoader(context)

export const action = ({ request, context }: ActionFunctionArgs) => addressesAction(request, context)

export const shouldRevalidate = keepAccountData

export default function AddressesRoute() {
  const { title, addresses } = useLoaderData<typeof loader>()
  return <AddressesPage title={title} addresses={addresses} answer={useActionData<typeof action>()} />
}

export const meta: MetaFunction<typeof loader> = ({ data }) => accountMeta(data)
