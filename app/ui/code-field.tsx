/** The field of an SMS code (sign-in, registration, a new phone): digits, filled from the message where it can be. */
import type { FieldMetadata } from '@conform-to/react'
import { TextField } from './fields.tsx'

export function CodeField({ meta, label, hint }: { meta: FieldMetadata<unknown>; label: string; hint: string }) {
  return (
    <TextField
      meta={meta}
      label={label}
      hint={hint}
      required
      autoComplete="one-time-code"
      inputMode="numeric"
      maxLength={12}
    />
  )
}
