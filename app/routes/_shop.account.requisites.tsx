/**
 * /account/requisites (SPEC §2 "payer requisites"): the list, the add / edit form with the company filled by INN and
 * the bank by BIK, and "make default" / "delete", each confirmed. app/account/requisites.server.ts.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { accountMeta } from '#app/account/meta.ts'
import { requisitesAction, requisitesLoader } from '#app/account/requisites.server.ts'
import { RequisitesPage } from '#app/account/requisites-page.tsx'
import { keepAccountData } from '#app/account/urls.ts'

export const loader = ({ context }: LoaderFunctionArgs) => requisitesLoader(context)

export const action = ({ request, context }: ActionFunctionArgs) => requisitesAction(request, context)

export const shouldRevalidate = keepAccountData

export default function RequisitesRoute() {
  const { title, requisites } = useLoaderData<typeof loader>()
  return <RequisitesPage title={title} requisites={requisites} answer={useActionData<typeof action>()} />
}

export const meta: MetaFunction<typeof loader> = ({ data }) => accountMeta(data)
