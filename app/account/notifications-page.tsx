/** /account/notifications: the order statuses to hear about, as checkboxes in one form with a save button. */
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { FormErrors, SubmitRow } from '#app/ui/form-parts.tsx'
import { useSubmitting } from '#app/ui/use-submitting.ts'
import { type OrderStatus, orderStatuses } from '#contract/order-statuses.ts'
import { NOTIFICATIONS_FIELD as FIELD } from './account-schema.ts'
import { DoneAlert } from './done-alert.tsx'
import type { notificationsAction, notificationsLoader } from './notifications.server.ts'
import { ACCOUNT_PATHS } from './urls.ts'

const PATH = ACCOUNT_PATHS.notifications

export function NotificationsPage() {
  const { t } = useTranslation('account')
  const { title, subscribed } = useLoaderData<typeof notificationsLoader>()
  const answer = useActionData<typeof notificationsAction>()
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
          <ul className="grid account-toggles">
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
