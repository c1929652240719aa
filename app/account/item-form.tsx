/**
 * The frame of the add / edit form of a list page's item (an address, requisites): the hidden "save" button first
 * (Enter in any field saves rather than pressing the first "find" or "fill" button), the item's id when editing, the
 * form's own error, the required-fields note, and the save button with "cancel". Every button posts its `intent`.
 */
import { Form } from '@remix-run/react'
import type { ReactNode } from 'react'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import type { FormFrame } from '#app/ui/fields.tsx'
import { FormErrors, SubmitRow } from '#app/ui/form-parts.tsx'
import { useSubmitting } from '#app/ui/use-submitting.ts'
import { INTENT_FIELD } from './account-schema.ts'

/** What a list page gives its item form. */
export interface ItemFormProps<Values, Answer> {
  action: string
  cancelTo: string
  /** The item being edited, or null for a new one. */
  itemId: number | null
  /** The item's values, or an empty form. */
  initial: Values
  /** The action's last answer: errors, what was typed, what a look-up found. */
  answer: Answer | undefined
}

export const SAVE_INTENT = 'save'

export function ItemForm({
  frame,
  action,
  itemId,
  cancelTo,
  saveLabel,
  children,
}: {
  frame: FormFrame
  action: string
  itemId: number | null
  cancelTo: string
  saveLabel: string
  children: ReactNode
}) {
  const { t } = useTranslation('account')
  const saving = useSubmitting(action, SAVE_INTENT)
  return (
    <Form method="post" action={action} preventScrollReset className="form account-form" {...frame.props}>
      <button
        type="submit"
        name={INTENT_FIELD}
        value={SAVE_INTENT}
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
      >
        {saveLabel}
      </button>
      {itemId ? <input type="hidden" name="id" value={itemId} /> : null}
      <FormErrors id={frame.errorId} errors={frame.errors} />
      <p className="field__hint">{t('requiredNote')}</p>
      {children}
      <SubmitRow
        name={INTENT_FIELD}
        value={SAVE_INTENT}
        label={saveLabel}
        busyLabel={t('saving')}
        busy={saving}
        cancel={{ to: cancelTo, label: t('cancel') }}
      />
    </Form>
  )
}
