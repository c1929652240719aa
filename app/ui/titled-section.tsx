/** A region of a page named by its own heading (`aria-labelledby`), as landmarks and screen readers list it. */
import type { HTMLAttributes, ReactNode } from 'react'

export function TitledSection({
  as: Tag = 'section',
  titleId,
  title,
  titleClassName,
  children,
  ...props
}: {
  as?: 'section' | 'aside'
  /** The heading's id, which names the region. */
  titleId: string
  title: ReactNode
  titleClassName?: string
  children: ReactNode
} & Omit<HTMLAttributes<HTMLElement>, 'title' | 'children'>) {
  return (
    <Tag {...props} aria-labelledby={titleId}>
      <h2 id={titleId} className={titleClassName}>
        {title}
      </h2>
      {children}
    </Tag>
  )
}
