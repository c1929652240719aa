/**
 * /account/profile (SPEC §2 "personal data"): personal data, the phone changed by a code sent to the new number
 * (decision 026), the photo and the password. app/account/profile.server.ts.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { accountMeta } from '#app/account/meta.ts'
import { profileAction, profileLoader } from '#app/account/profile.server.ts'
import { ProfilePage } from '#app/account/profile-page.tsx'
import { keepAccountData } from '#app/account/urls.ts'

export const loader = ({ request, context }: LoaderFunctionArgs) => profileLoader(request, context)

export const action = ({ request, context }: ActionFunctionArgs) => profileAction(request, context)

export const shouldRevalidate = keepAccountData

export default function ProfileRoute() {
  const { title, phoneStep } = useLoaderData<typeof loader>()
  return <ProfilePage title={title} phoneStep={phoneStep} answer={useActionData<typeof action>()} />
}

export const meta: MetaFunction<typeof loader> = ({ data }) => accountMeta(data)
