/** Fields the contact forms share: the name, and the delivery location that starts as the visitor's city. */
import type { FieldMetadata } from '@conform-to/react'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { useVisitor } from '#app/lib/visitor.ts'
import { TextField } from '#app/ui/fields.tsx'
import { limits } from './contact-schema.ts'

export function NameField({ meta }: { meta: FieldMetadata<unknown> }) {
  const { t } = useTranslation()
  return <TextField meta={meta} label={t('forms.name')} required autoComplete="name" maxLength={limits.name} />
}

export function LocationField({ meta }: { meta: FieldMetadata<unknown> }) {
  const { t } = useTranslation()
  return (
    <TextField
      meta={meta}
      label={t('forms.location')}
      hint={t('forms.locationHint')}
      autoComplete="address-level2"
      maxLength={limits.location}
    />
  )
}

/** The visitor's city, the location field's first value. */
export function useLocationDefault(): { location: string } | undefined {
  const city = useVisitor()?.location.city
  return city ? { location: city } : undefined
}
