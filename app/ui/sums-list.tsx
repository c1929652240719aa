/** A summary of sums (goods, delivery, weight, the total) as a description list; the total row is marked. */
import type { ReactNode } from 'react'

export interface SumRow {
  term: string
  value: ReactNode
  /** The row that is the sum to pay. */
  total?: boolean
}

/** `block` is the BEM block whose `__list` and `__total` classes style it. */
export function SumsList({ block, rows }: { block: string; rows: SumRow[] }) {
  return (
    <dl className={`${block}__list`}>
      {rows.map((row) => (
        <div key={row.term} className={row.total ? `${block}__total` : undefined}>
          <dt>{row.term}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  )
}
