/**
 * /account/notifications: the order statuses the buyer wants to hear about (SPEC §3 `order_statuses_subscribes`),
 * as checkboxes in one form with a save button, so it works without JavaScript. Saving replaces the whole list.
 */
import { parseWithZod } from '@conform-to/zod'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import {
  accountApi,
  accountPage,
  redirectDone,
  refusedStatus,
  required,
  signedIn,
} from '#app/account/account.server.ts'
import { notificationsSchema } from '#app/account/account-schema.ts'
import { DoneAlert } from '#app/account/done-alert.tsx'
import { accountMeta } from '#app/account/meta.ts'
import { ACCOUNT_PATHS, keepAccountData } from '#app/account/urls.ts'
import { readForm } from '#app/lib/forms/read-form.server.ts'
import { FormErrors, SubmitRow } from '#app/ui/fields.tsx'
import { useSubmitting } from '#app/ui/use-submitting.ts'
import { listNotificationsCall, updateNotificationsCall } from '#contract/notifications.ts'
import { type OrderStatus, orderStatuses } from '#contract/order-statuses.ts'

const PATH = ACCOUNT_PATHS.notifications
const FIELD = 'order_statuses_subscribes'

export const handle = { i18n: 'account' }

export const loader = ({ context }: LoaderFunctionArgs) =>
  accountPage(context, 'notifications', async (api) => ({
    subscribed: required(await api.call(listNotificationsCall)).order_statuses_subscribes,
  }))

export async function action({ request, context }: ActionFunctionArgs) {
  const api = await accountApi(context)
  const submission = parseWithZod(await readForm(request), { schema: notificationsSchema })
  if (submission.status !== 'success') {
    return data({ errors: Object.values(submission.reply().error ?? {}).flat() as string[] }, { status: 400 })
  }
  const answer = signedIn(
    await api.call(updateNotificationsCall, { body: { order_statuses_subscribes: submission.value[FIELD] } }),
  )
  if (answer.error !== null) return data({ errors: [answer.error] }, { status: refusedStatus(answer.status) })
  return redirectDone(PATH, 'saved')
}

export const shouldRevalidate = keepAccountData

export default function NotificationsPage() {
  const { t } = useTranslation('account')
  const { title, subscribed } = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  const saving = useSubmitting(PATH)
  const on = new Set<string>(subscribed)
  return (
    <>
      <h1>{title}</h1>
      <DoneAlert texts={{ saved: t('notifications.saved') }} />
      <Form method="post" action={PATH} preventScrollReset className="form account-form">
        <FormErrors id="notifications-error" errors={answer?.errors} />
        <fieldset className="account-form__group">
          <legend>{t('notifications.legend')}</legend>
          <p className="field__hint">{t('notifications.lead')}</p>
          <ul className="account-toggles">
            {orderStatuses.map((status: OrderStatus) => (
              <li key={status}>
                <label className="account-check">
                  {/* Keyed by the saved state: a save that changes it shows the saved list, not what React kept. */}
                  <input
                    key={`${status}-${on.has(status)}`}
                    type="checkbox"
                    name={FIELD}
                    value={status}
                    defaultChecked={on.has(status)}
                  />
                  <span>{t(`notifications.statuses.${status}`)}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <SubmitRow label={t('notifications.save')} busyLabel={t('saving')} busy={saving} />
      </Form>
    </>
  )
}

export const meta: MetaFunction<typeof loader> = ({ data }) => accountMeta(data)
