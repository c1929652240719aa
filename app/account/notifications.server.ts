/**
 * /account/notifications: the order statuses the buyer wants to hear about (SPEC §3 `order_statuses_subscribes`).
 * Saving replaces the whole list.
 */
import { parseWithZod } from '@conform-to/zod'
import { type AppLoadContext, data } from '@remix-run/node'
import { readForm } from '#app/lib/forms/read-form.server.ts'
import { listNotificationsCall, updateNotificationsCall } from '#contract/notifications.ts'
import { accountApi, accountPage, redirectDone, refusedStatus, required, signedIn } from './account.server.ts'
import { NOTIFICATIONS_FIELD, notificationsSchema } from './account-schema.ts'
import { ACCOUNT_PATHS } from './urls.ts'

export const notificationsLoader = (context: AppLoadContext) =>
  accountPage(context, 'notifications', async (api) => ({
    subscribed: required(await api.call(listNotificationsCall)).order_statuses_subscribes,
  }))

export async function notificationsAction(request: Request, context: AppLoadContext) {
  const api = await accountApi(context)
  const submission = parseWithZod(await readForm(request), { schema: notificationsSchema })
  if (submission.status !== 'success') {
    return data({ errors: Object.values(submission.reply().error ?? {}).flat() as string[] }, { status: 400 })
  }
  const body = { order_statuses_subscribes: submission.value[NOTIFICATIONS_FIELD] }
  const answer = signedIn(await api.call(updateNotificationsCall, { body }))
  if (answer.error !== null) return data({ errors: [answer.error] }, { status: refusedStatus(answer.status) })
  return redirectDone(ACCOUNT_PATHS.notifications, 'saved')
}
