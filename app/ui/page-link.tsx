/**
 * A link and a form to one of our pages by its absolute path, for what a page draws many times (each product card's
 * link, its «В корзину» and its heart). They render what Remix's <Link> and <Form> render — a plain `<a href>` and
 * `<form method action>`, marked for route discovery — and do what they do on a click or a submit (a client-side
 * move, a submission through the router), without the path resolutions those make for every element while the server
 * renders: three per link and two per form, each serialising the matched routes (about a tenth of a catalogue page's
 * CPU). A relative path, prefetching, `state`, or a fetcher's form take Remix's own.
 */
import { useNavigate, useSubmit } from '@remix-run/react'
import type { AnchorHTMLAttributes, FormEvent, FormHTMLAttributes, MouseEvent } from 'react'

type OurPath = `/${string}`

/** A plain left click without a modifier on a link that opens in this tab: the router's to take. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  )
}

export function PageLink({
  to,
  onClick,
  ...props
}: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: OurPath }) {
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
        navigate(to)
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
