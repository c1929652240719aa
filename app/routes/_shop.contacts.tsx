/** Contacts (SPEC §2): phone and hours, e-mail, the operator, help with an order, «Написать нам» (app/pages/). */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { ContactsPage, contactsMeta } from '#app/pages/contacts-page.tsx'
import pagesStyles from '#app/pages/pages.css?url'
import { loadContactsPageData } from '#app/pages/static-page.server.ts'

export const links = () => [{ rel: 'stylesheet', href: pagesStyles }]

export const loader = ({ context }: LoaderFunctionArgs) => loadContactsPageData(context)

export default ContactsPage

export const meta: MetaFunction<typeof loader> = contactsMeta
