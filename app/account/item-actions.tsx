/**
 * "Make default" and "delete" of a saved address or requisites (SPEC §4, §8): each asks first. The buttons are
 * links to a confirmation in the URL (`?dialog=address-delete&item=12`); the server renders it open, so without
 * JavaScript it is the confirm step as a page and its "Да" is a plain post; with JavaScript it is a modal.
 *
 * The confirmation's form belongs to a fetcher keyed by the item (`address-12`). With JavaScript "Да" closes the
 * dialog at once and the item shows as busy — its buttons disabled, a busy label — while that fetcher works, so
 * several items can be in progress together (SPEC §4: the list of in-progress ids). The action answers with a
 * redirect to the page and its success notice, which the fetcher follows.
 */
import { Link, useFetcher, useLocation, useNavigate } from '@remix-run/react'
import { closeDialogHref, dialogHref } from '#app/lib/dialog.ts'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { ConfirmChoices, Dialog } from '#app/ui/dialog.tsx'
import { DialogLink } from '#app/ui/dialog-link.tsx'
import { confirmDialog, type ItemIntent, type ItemKind } from './urls.ts'

export function itemFetcherKey(kind: ItemKind, id: number): string {
  return `${kind}-${id}`
}

/** What is happening to an item: nothing, or the intent its fetcher is carrying out. */
export function useItemBusy(kind: ItemKind, id: number): ItemIntent | null {
  const fetcher = useFetcher({ key: itemFetcherKey(kind, id) })
  if (fetcher.state === 'idle') return null
  return fetcher.formData?.get('intent') === 'delete' ? 'delete' : 'default'
}

export function ItemConfirmDialog({
  kind,
  id,
  intent,
  title,
  question,
  action,
}: {
  kind: ItemKind
  id: number
  intent: ItemIntent
  title: string
  question: string
  action: string
}) {
  const location = useLocation()
  const navigate = useNavigate()
  const fetcher = useFetcher({ key: itemFetcherKey(kind, id) })
  const back = closeDialogHref(location)
  return (
    <Dialog title={title} size="small" closeTo={back}>
      <p>{question}</p>
      <fetcher.Form
        method="post"
        action={action}
        preventScrollReset
        className="dialog__actions"
        // The dialog closes as the post leaves; the item shows its progress meanwhile.
        onSubmit={() => navigate(back, { replace: true, preventScrollReset: true })}
      >
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="id" value={id} />
        <ConfirmChoices back={back} />
      </fetcher.Form>
    </Dialog>
  )
}

/** The item's "make default" and "delete" links, or its busy label while its fetcher works. */
export function ItemActions({
  kind,
  id,
  isDefault,
  name,
  editTo,
}: {
  kind: ItemKind
  id: number
  isDefault: boolean
  /** How the item is named in the buttons' accessible names. */
  name: string
  editTo: string
}) {
  const { t } = useTranslation('account')
  const location = useLocation()
  const busy = useItemBusy(kind, id)
  if (busy) {
    // The same buttons, disabled, and what is being done: nothing can be started twice on one item.
    return (
      <div className="account-item__actions" aria-busy="true">
        <button type="button" className="button button--secondary" disabled>
          {t('edit')}
        </button>
        {isDefault ? null : (
          <button type="button" className="button button--secondary" disabled>
            {t('makeDefault')}
          </button>
        )}
        <button type="button" className="button button--secondary" disabled>
          {t('delete')}
        </button>
        <p className="account-item__busy" role="status">
          {busy === 'delete' ? t('busyDelete') : t('busyDefault')}
        </p>
      </div>
    )
  }
  return (
    <div className="account-item__actions">
      <Link to={editTo} className="button button--secondary" aria-label={t('editNamed', { name })}>
        {t('edit')}
      </Link>
      {isDefault ? null : (
        <DialogLink
          to={dialogHref(location, confirmDialog(kind, 'default'), { item: id })}
          className="button button--secondary"
          aria-label={t('makeDefaultNamed', { name })}
        >
          {t('makeDefault')}
        </DialogLink>
      )}
      <DialogLink
        to={dialogHref(location, confirmDialog(kind, 'delete'), { item: id })}
        className="button button--secondary account-item__delete"
        aria-label={t('deleteNamed', { name })}
      >
        {t('delete')}
      </DialogLink>
    </div>
  )
}
