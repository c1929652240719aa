/**
 * The page a contact form has of its own (/write-us, /price-request, /product-question): where the dialog's form
 * lands without JavaScript — with the errors and every typed value, or the success message and a link back.
 * Not for search engines (`noindex`).
 */
import type { MetaDescriptor } from '@remix-run/react'
import type { ReactNode } from 'react'
import { site } from '#app/lib/meta-texts.ts'
import { SentNotice } from './form-parts.tsx'

export function ContactPage({
  title,
  intro,
  sent,
  children,
}: {
  title: string
  intro: ReactNode
  /** The success state, when the message went. */
  sent: { title: string; note: string; back: string } | null
  children: ReactNode
}) {
  return (
    <div className="container contact-page">
      <h1>{title}</h1>
      {sent ? (
        <SentNotice title={sent.title} note={sent.note} back={sent.back} />
      ) : (
        <>
          {intro}
          {children}
        </>
      )}
    </div>
  )
}

export function contactPageMeta(title: string | undefined): MetaDescriptor[] {
  return [{ title: title ? `${title} — ${site.title}` : site.title }, { name: 'robots', content: 'noindex' }]
}
