/**
 * A page of saved items, delivery addresses or payer requisites (SPEC §2, §4, §8): the title, the success notice, the
 * add / edit form (`?edit=new`, `?edit=12`) or the "add" link, the list or the empty text, and the confirmation of
 * "make default" or "delete" (`?dialog=address-delete&item=12`). The route gives its items, its form and how an item
 * is named and described; the texts are its section's of account.json.
 */
import { Link, useSearchParams } from '@remix-run/react'
import type { ComponentType, ReactNode } from 'react'
import { DIALOG_PARAM } from '#app/lib/dialog.ts'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { DoneAlert } from './done-alert.tsx'
import { ItemActions, ItemConfirmDialog, useItemBusy } from './item-actions.tsx'
import type { ItemFormProps } from './item-form.tsx'
import { confirmDialog, editHref, ITEM_INTENTS, type ItemKind, NEW_ITEM, readEdit } from './urls.ts'

export interface ListItem {
  id: number
  default: boolean
}

export function ItemListPage<T extends ListItem, Values, Answer>({
  kind,
  section,
  path,
  title,
  items,
  nameOf,
  Details,
  Form,
  initialOf,
  answer,
}: {
  kind: ItemKind
  section: 'addresses' | 'requisites'
  path: string
  title: string
  items: T[]
  /** How an item is named: its line in the list, the buttons' accessible names, the confirmations. */
  nameOf: (item: T) => string
  /** What the list says of an item under its name. */
  Details: ComponentType<{ item: T }>
  Form: ComponentType<ItemFormProps<Values, Answer>>
  /** The form's values for an item, or for a new one. */
  initialOf: (item: T | undefined) => Values
  answer: Answer | undefined
}) {
  const { t } = useTranslation('account')
  const [params] = useSearchParams()
  const edit = readEdit(params)
  const editing = typeof edit === 'number' ? items.find((item) => item.id === edit) : undefined
  const formOpen = edit === NEW_ITEM || editing !== undefined
  const dialog = params.get(DIALOG_PARAM)
  const confirmItem = items.find((item) => item.id === Number(params.get('item')))
  const confirmIntent = ITEM_INTENTS.find((intent) => dialog === confirmDialog(kind, intent))
  const formTitleId = `${kind}-form-title`

  return (
    <>
      <h1>{title}</h1>
      <DoneAlert
        texts={{
          added: t(`${section}.done.added`),
          saved: t(`${section}.done.saved`),
          default: t(`${section}.done.default`),
          deleted: t(`${section}.done.deleted`),
        }}
      />
      {formOpen ? (
        <section className="panel account-section" aria-labelledby={formTitleId}>
          <h2 id={formTitleId}>{editing ? t(`${section}.editTitle`) : t(`${section}.newTitle`)}</h2>
          <Form
            key={editing?.id ?? NEW_ITEM}
            action={editHref(path, editing?.id ?? NEW_ITEM)}
            cancelTo={path}
            itemId={editing?.id ?? null}
            initial={initialOf(editing)}
            answer={answer}
          />
        </section>
      ) : (
        <p>
          <Link to={editHref(path, NEW_ITEM)} className="button">
            {t(`${section}.add`)}
          </Link>
        </p>
      )}
      {items.length === 0 ? (
        <p>{t(`${section}.empty`)}</p>
      ) : (
        <ul className="account-list" aria-label={t(`${section}.listLabel`)}>
          {items.map((item) => (
            <ItemRow key={item.id} kind={kind} item={item} name={nameOf(item)} editTo={editHref(path, item.id)}>
              <Details item={item} />
            </ItemRow>
          ))}
        </ul>
      )}
      {confirmItem && confirmIntent ? (
        <ItemConfirmDialog
          kind={kind}
          id={confirmItem.id}
          intent={confirmIntent}
          title={confirmIntent === 'default' ? t(`${section}.confirmDefaultTitle`) : t(`${section}.confirmDeleteTitle`)}
          question={
            confirmIntent === 'default'
              ? t(`${section}.confirmDefault`, { name: nameOf(confirmItem) })
              : t(`${section}.confirmDelete`, { name: nameOf(confirmItem) })
          }
          action={path}
        />
      ) : null}
    </>
  )
}

/** An item of the list: its name (and "default"), what is said of it, its buttons — disabled while it is busy. */
function ItemRow({
  kind,
  item,
  name,
  editTo,
  children,
}: {
  kind: ItemKind
  item: ListItem
  name: string
  editTo: string
  children: ReactNode
}) {
  const { t } = useTranslation('account')
  const busy = useItemBusy(kind, item.id)
  return (
    <li
      className={`panel account-item${item.default ? ' account-item--default' : ''}${busy ? ' account-item--busy' : ''}`}
    >
      <div className="account-item__body">
        <p className="account-item__title">
          {name}
          {item.default ? <span className="account-item__badge">{t('isDefault')}</span> : null}
        </p>
        {children}
      </div>
      <ItemActions kind={kind} id={item.id} isDefault={item.default} name={name} editTo={editTo} />
    </li>
  )
}
