/**
 * /account/notifications: the order statuses the buyer wants to hear about (SPEC §3 `order_statuses_subscribes`),
 * as checkboxes in one form with a save button, so it works without JavaScript. app/account/notifications.server.ts.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { accountMeta } from '#app/account/meta.ts'
import { notificationsAction, notificationsLoader } from '#app/account/notifications.server.ts'
import { NotificationsPage } from '#app/account/notifications-page.tsx'
import { keepAccountData } from '#app/account/urls.ts'

export const loader = ({ context }: LoaderFunctionArgs) => notificationsLoader(context)

export const action = ({ request, context }: ActionFunctionArgs) => notificationsAction(request, context)

export const shouldRevalidate = keepAccountData

export default NotificationsPage

export const meta: MetaFunction<typeof loader> = ({ data }) => accountMeta(data)
