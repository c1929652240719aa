/**
 * The cancellation of an order (SPEC §4), loaded lazily (conform and zod stay out of the page's first load): a
 * reason from the list as radio buttons and a comment, required for "other". A plain post to the orders page's
 * action, so without JavaScript it is a page state the server renders open; a refusal (no reason, the back-end's
 * 409) answers 400 and the dialog shows again with the errors and what was typed.
 */
import { getFormProps, type SubmissionResult } from '@conform-to/react'
import { Form, Link, useLocation, useNavigation } from '@remix-run/react'
import { INTENT_FIELD } from '#app/account/account-schema.ts'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { Dialog } from '#app/ui/dialog.tsx'
import { TextareaField, useZodForm } from '#app/ui/fields.tsx'
import { FormErrors } from '#app/ui/form-parts.tsx'
import { cancelReasons } from '#contract/orders.ts'
import { closeOrderDialogHref, ORDER_FIELD, ORDER_INTENTS } from './order-urls.ts'
import { CANCEL_COMMENT_MAX, cancelOrderSchema } from './orders-schema.ts'

export interface CancelDialogProps {
  orderId: number
  number: string
  lastResult: SubmissionResult<string[]> | undefined
}

export function CancelOrderDialog({ orderId, number, lastResult }: CancelDialogProps) {
  const { t } = useTranslation('orders')
  const location = useLocation()
  const navigation = useNavigation()
  const back = closeOrderDialogHref(location)
  const action = `${location.pathname}${location.search}`
  const [form, fields] = useZodForm(cancelOrderSchema, lastResult, { id: `cancel-order-${orderId}` })
  const busy =
    navigation.state !== 'idle' &&
    navigation.formData?.get(INTENT_FIELD) === ORDER_INTENTS.cancel &&
    navigation.formData?.get(ORDER_FIELD) === String(orderId)
  const reason = fields.reason
  const chosen = typeof reason.initialValue === 'string' ? reason.initialValue : undefined
  const reasonErrorId = reason.errorId

  return (
    <Dialog title={t('cancelDialog.title', { number })} closeTo={back}>
      <Form method="post" action={action} preventScrollReset {...getFormProps(form)} className="order-cancel">
        <input type="hidden" name={INTENT_FIELD} value={ORDER_INTENTS.cancel} />
        <input type="hidden" name={ORDER_FIELD} value={orderId} />
        <FormErrors id={form.errorId} errors={form.errors} />
        <fieldset
          className="account-form__group order-cancel__reasons"
          aria-describedby={reason.errors?.length ? reasonErrorId : undefined}
        >
          <legend>
            {t('cancelDialog.reason')}
            <span className="field__required" aria-hidden="true">
              {' *'}
            </span>
          </legend>
          <p className="field__hint">{t('cancelDialog.lead')}</p>
          <ul className="order-cancel__choices">
            {cancelReasons.map((code) => (
              <li key={code}>
                <label className="field__check">
                  <input
                    type="radio"
                    className="field__checkbox"
                    name={reason.name}
                    value={code}
                    defaultChecked={chosen === code}
                    // Changing the reason rechecks the comment's rule ("other" needs one).
                    key={`${reason.key ?? ''}-${code}`}
                  />
                  <span>{t(`reasons.${code}`)}</span>
                </label>
              </li>
            ))}
          </ul>
          <p id={reasonErrorId} className="field__error">
            {reason.errors?.[0] ?? ''}
          </p>
        </fieldset>
        <TextareaField
          meta={fields.comment}
          label={t('cancelDialog.comment')}
          hint={t('cancelDialog.commentHint')}
          maxLength={CANCEL_COMMENT_MAX}
        />
        <div className="dialog__actions">
          <button type="submit" className="button" disabled={busy}>
            {busy ? t('cancelDialog.busy') : t('cancelDialog.submit')}
          </button>
          <Link to={back} className="button button--secondary" preventScrollReset replace>
            {t('cancelDialog.back')}
          </Link>
        </div>
      </Form>
    </Dialog>
  )
}
