/**
 * One move of an order in the cabinet: a button, and the fields the move needs — the carrier and the tracking number
 * to hand over to delivery, a reason to cancel. Cancelling asks «Вы уверены?» first: with JavaScript a modal opens
 * before anything is posted; without it the action answers the same question (ARCHITECTURE, rule 3).
 */
import { getFormProps, type SubmissionResult } from '@conform-to/react'
import { Form, useLocation, useNavigation } from '@remix-run/react'
import { type FormEvent, useEffect, useState } from 'react'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { ConfirmChoices, Dialog } from '#app/ui/dialog.tsx'
import { TextareaField, TextField, useZodForm } from '#app/ui/fields.tsx'
import { FormErrors } from '#app/ui/form-parts.tsx'
import type { OrderStatus } from '#contract/order-statuses.ts'
import {
  type ADMIN_MOVES,
  CONFIRMED_FIELD,
  MOVE_COMMENT_MAX,
  type MOVES_WITH_BUTTONS,
  moveSchema,
  SHIPMENT_FIELD_MAX,
} from './move-schema.ts'

/** One move's form: a button, and the fields the move needs (carrier and tracking number; a reason to cancel). */
export function MoveForm({
  status,
  number,
  lastResult,
  confirmCancel,
}: {
  status: OrderStatus
  number: string
  lastResult: SubmissionResult<string[]> | undefined
  confirmCancel: { comment: string } | undefined
}) {
  const { t } = useTranslation('seller')
  const navigation = useNavigation()
  const location = useLocation()
  const [form, fields] = useZodForm(moveSchema, lastResult, { id: `move-${status}` })
  const busy = navigation.state !== 'idle' && navigation.formData?.get('status_id') === status
  const cancelling = status === 'canceled_by_seller' || status === 'canceled_by_admin'
  // With JavaScript the confirmation opens here, before anything is posted; without it the action answers it.
  const [asking, setAsking] = useState<{ comment: string } | null>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation (closing the modal, «Нет») ends the question
  useEffect(() => setAsking(null), [location.key])
  const formProps = getFormProps(form)
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    formProps.onSubmit(event)
    if (!cancelling || event.defaultPrevented) return
    event.preventDefault()
    const comment = new FormData(event.currentTarget).get('comment')
    setAsking({ comment: typeof comment === 'string' ? comment.trim() : '' })
  }
  const question = asking ?? confirmCancel

  return (
    <>
      <Form
        method="post"
        preventScrollReset
        {...formProps}
        onSubmit={onSubmit}
        className={`seller-move seller-move--${status}`}
      >
        <input type="hidden" name="status_id" value={status} />
        <FormErrors id={form.errorId} errors={form.errors} />
        {status === 'delivery_service' ? (
          <>
            <TextField meta={fields.carrier} label={t('order.carrier')} required maxLength={SHIPMENT_FIELD_MAX} />
            <TextField
              meta={fields.tracking_number}
              label={t('order.trackingNumber')}
              required
              maxLength={SHIPMENT_FIELD_MAX}
            />
          </>
        ) : null}
        {cancelling ? (
          <TextareaField
            meta={fields.comment}
            label={t('order.cancelReason')}
            hint={t('order.cancelReasonHint')}
            required
            maxLength={MOVE_COMMENT_MAX}
          />
        ) : null}
        <button type="submit" className={cancelling ? 'button button--secondary' : 'button'} disabled={busy}>
          {busy
            ? t('order.busy')
            : t(`order.buttons.${status as (typeof MOVES_WITH_BUTTONS | typeof ADMIN_MOVES)[number]}`)}
        </button>
      </Form>
      {cancelling && question ? (
        <Dialog
          title={t('order.confirmCancelTitle', { number })}
          size="small"
          closeTo={location.pathname + location.search}
        >
          <p>
            {t(status === 'canceled_by_admin' ? 'order.confirmCancelAdmin' : 'order.confirmCancel', {
              reason: question.comment,
            })}
          </p>
          <Form method="post" preventScrollReset className="dialog__actions">
            <input type="hidden" name="status_id" value={status} />
            <input type="hidden" name="comment" value={question.comment} />
            <input type="hidden" name={CONFIRMED_FIELD} value="yes" />
            <ConfirmChoices back={location.pathname + location.search} />
          </Form>
        </Dialog>
      ) : null}
    </>
  )
}
