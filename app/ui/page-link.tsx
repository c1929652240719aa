/**
 * A link and a form to one of our pages by its absolute path, for what a page draws many times (each product card's
 * link, its «В корзину» and its heart). They render what Remix's <Link> and <Form> render — a plain `<a href>` and
 * `<form method action>`, marked for route discovery — and do what they do on a click or a submit (a client-side
 * move, a submission through the router), without the path resolutions those make for every element while the server
 * renders: three per link and two per form, each serialising the matched routes (about a tenth of a catalogue page's
 * CPU). A relative path, prefetching, `state`, or a fetcher's form take Remix's own.
 *
 * `useRoutedMarkup` does the same for links and forms inside markup drawn as a string (the product cards, decision
 * 056), from the element around it.
 */
import { useNavigate, useSubmit } from '@remix-run/react'
import { type AnchorHTMLAttributes, type FormEvent, type FormHTMLAttributes, type MouseEvent, useMemo } from 'react'

type OurPath = `/${string}`

/** A plain left click without a modifier on a link that opens in this tab: the router's to take. */
function isPlainClick(event: MouseEvent<Element>, target: string | undefined): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  )
}

/** As Link, a move to the address already shown replaces its history entry rather than adding another. */
function isShown(to: OurPath): boolean {
  return `${window.location.pathname}${window.location.search}${window.location.hash}` === to
}

export function PageLink({
  to,
  preventScrollReset,
  onClick,
  ...props
}: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: OurPath; preventScrollReset?: boolean }) {
  const navigate = useNavigate()
  return (
    <a
      {...props}
      href={to}
      data-discover="true"
      onClick={(event) => {
        onClick?.(event)
        if (!isPlainClick(event, props.target)) return
        event.preventDefault()
        navigate(to, { preventScrollReset, replace: isShown(to) })
      }}
    />
  )
}

export function PageForm({
  action,
  method,
  preventScrollReset,
  onSubmit,
  ...props
}: Omit<FormHTMLAttributes<HTMLFormElement>, 'action' | 'method'> & {
  action: OurPath
  method: 'get' | 'post'
  preventScrollReset?: boolean
}) {
  const submit = useSubmit()
  return (
    <form
      {...props}
      action={action}
      method={method}
      data-discover="true"
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        onSubmit?.(event)
        if (event.defaultPrevented) return
        event.preventDefault()
        const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
        submit(submitter ?? event.currentTarget, { method, action, preventScrollReset })
      }}
    />
  )
}

/** Marks a link or form in string-drawn markup whose move keeps the page's scroll position (a dialog, a heart). */
export const KEEP_SCROLL_ATTRIBUTE = 'data-keep-scroll'

/** One of our absolute paths, not another site's address (`//host/…`). */
const isOurPath = (path: string | null): path is OurPath => path !== null && /^\/(?![/\\])/.test(path)

/**
 * Handlers for the element around markup drawn as a string: a plain click on one of our links inside moves
 * client-side, and a form inside that posts to one of our paths is submitted through the router, as PageLink and
 * PageForm do. React hands the element the events of the nodes inside it.
 */
export function useRoutedMarkup() {
  const navigate = useNavigate()
  const submit = useSubmit()
  return useMemo(
    () => ({
      onClick(event: MouseEvent<HTMLElement>) {
        const link = (event.target as Element).closest('a')
        if (!link || !event.currentTarget.contains(link)) return
        const href = link.getAttribute('href')
        if (!isOurPath(href) || link.hasAttribute('download') || !isPlainClick(event, link.target)) return
        event.preventDefault()
        navigate(href, { preventScrollReset: link.hasAttribute(KEEP_SCROLL_ATTRIBUTE), replace: isShown(href) })
      },
      onSubmit(event: FormEvent<HTMLElement>) {
        const form = event.target as HTMLFormElement
        const action = form.getAttribute('action')
        const method = form.getAttribute('method') === 'post' ? 'post' : 'get'
        if (event.defaultPrevented || form.tagName !== 'FORM' || !isOurPath(action)) return
        event.preventDefault()
        const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
        submit(submitter ?? form, { method, action, preventScrollReset: form.hasAttribute(KEEP_SCROLL_ATTRIBUTE) })
      },
    }),
    [navigate, submit],
  )
}
