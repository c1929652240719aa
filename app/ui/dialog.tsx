/**
 * A modal that lives in the URL (see app/lib/dialog.ts). The server renders it open: without JavaScript it is an
 * overlay on the page with a "close" link back to the page. With JavaScript it becomes a real modal
 * (`showModal`: the page behind is inert, focus moves in), and Escape or a click on the backdrop closes it by
 * navigating to the same link.
 */
import { Form, Link, useLocation, useNavigate } from '@remix-run/react'
import { type ReactNode, useEffect, useId, useRef, useSyncExternalStore } from 'react'
import { closeDialogHref } from '#app/lib/dialog.ts'
import { useTranslation } from '#app/lib/i18n/texts.tsx'

export interface DialogProps {
  title: string
  children: ReactNode
  /** Where closing leads; the current page without its dialog by default. */
  closeTo?: string
  size?: 'small' | 'medium'
}

export function Dialog({ title, children, closeTo, size = 'medium' }: DialogProps) {
  const { t } = useTranslation()
  const location = useLocation()
  const navigate = useNavigate()
  const titleId = useId()
  const ref = useRef<HTMLDialogElement>(null)
  const close = closeTo ?? closeDialogHref(location)

  useEffect(() => {
    const dialog = ref.current
    if (!dialog || typeof dialog.showModal !== 'function') return
    // Rendered with `open` by the server; reopen as a modal so the page behind becomes inert.
    if (dialog.open && !dialog.matches(':modal')) {
      dialog.close()
      dialog.showModal()
      // Its main choice, if it marks one (`data-focus-first`), rather than the first control.
      dialog.querySelector<HTMLElement>('[data-focus-first]')?.focus({ preventScroll: true })
    }
    const onCancel = (event: Event) => {
      event.preventDefault()
      navigate(close, { preventScrollReset: true })
    }
    const onClick = (event: MouseEvent) => {
      // A click on the backdrop lands on the <dialog> itself, outside its content box.
      if (event.target !== dialog) return
      const box = dialog.getBoundingClientRect()
      const inside =
        event.clientX >= box.left &&
        event.clientX <= box.right &&
        event.clientY >= box.top &&
        event.clientY <= box.bottom
      if (!inside) navigate(close, { preventScrollReset: true })
    }
    dialog.addEventListener('cancel', onCancel)
    dialog.addEventListener('click', onClick)
    return () => {
      dialog.removeEventListener('cancel', onCancel)
      dialog.removeEventListener('click', onClick)
    }
  }, [close, navigate])

  return (
    <div className="dialog-layer">
      <dialog ref={ref} open className={`dialog dialog--${size}`} aria-labelledby={titleId}>
        <div className="dialog__head">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          <Link to={close} className="dialog__close" preventScrollReset replace aria-label={t('dialog.close')}>
            <span aria-hidden="true">×</span>
          </Link>
        </div>
        <div className="dialog__body">{children}</div>
      </dialog>
    </div>
  )
}

/**
 * "Are you sure?" (SPEC §8 confirmations): "Да" posts the form to `action` with the given fields, "Нет" goes back.
 * Without JavaScript this is the confirm step as a page; with it, a modal.
 */
export function ConfirmDialog({
  title,
  question,
  action,
  fields,
}: {
  title: string
  question: string
  action: string
  fields: Record<string, string | number>
}) {
  const location = useLocation()
  const back = closeDialogHref(location)
  return (
    <Dialog title={title} size="small" closeTo={back}>
      <p>{question}</p>
      <Form method="post" action={action} preventScrollReset className="dialog__actions">
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name="redirectTo" value={back} />
        <ConfirmChoices back={back} />
      </Form>
    </Dialog>
  )
}

const noSubscription = () => () => {}
/** True from a component's first render in the browser once the page is React's; false on the server and hydrating. */
const inBrowser = () => true
const onServer = () => false

/** A confirmation's "Да" (its form's submit, focused as the modal opens) and "Нет" (back to `back`). */
export function ConfirmChoices({ back }: { back: string }) {
  const { t } = useTranslation()
  // On a page loaded with the modal open, the browser focuses «Да» (`autofocus`). A modal opened over a page gets it
  // from Dialog without scrolling: React's own `autoFocus` would scroll the page under the modal to its top.
  const opensOverPage = useSyncExternalStore(noSubscription, inBrowser, onServer)
  return (
    <>
      {/* biome-ignore lint/a11y/noAutofocus: the modal's main choice gets the focus as it opens */}
      <button type="submit" className="button" autoFocus={!opensOverPage} data-focus-first>
        {t('dialog.yes')}
      </button>
      <Link to={back} className="button button--secondary" preventScrollReset replace>
        {t('dialog.no')}
      </Link>
    </>
  )
}
