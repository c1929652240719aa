/**
 * A checkout section's one required choice as radios (the address, the payment type): the first radio carries the
 * field's id, the group's error stands below it, and the legend repeats the section's title for screen readers.
 */
import type { ReactNode } from 'react'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { TitledSection } from '#app/ui/titled-section.tsx'
import type { AnyField } from './types.ts'

export function ChoiceGroup({
  field,
  legend,
  choices,
  value,
  onChange,
}: {
  field: AnyField
  legend: string
  /** Each radio's value and what its label shows. */
  choices: { value: string; label: ReactNode }[]
  value: string
  onChange: (value: string) => void
}) {
  const invalid = Boolean(field.errors?.length)
  return (
    <fieldset className="checkout-choices" aria-describedby={invalid ? field.errorId : undefined}>
      <legend className="visually-hidden">{legend}</legend>
      {choices.map((choice, index) => (
        <label key={choice.value} className="checkout-choice">
          <input
            type="radio"
            id={index === 0 ? field.id : `${field.id}-${choice.value}`}
            name={field.name}
            value={choice.value}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
            aria-invalid={invalid ? true : undefined}
          />
          {choice.label}
        </label>
      ))}
      <p id={field.errorId} className="field__error">
        {field.errors?.[0] ?? ''}
      </p>
    </fieldset>
  )
}

/**
 * A checkout section that opens with its one required choice, titled by it; what the choice shows follows. The
 * section's key names its heading's id and its title (checkout.json `<section>.title`).
 */
export function ChoiceSection({
  section,
  children,
  ...choice
}: Omit<Parameters<typeof ChoiceGroup>[0], 'legend'> & {
  section: 'address' | 'payment'
  children: ReactNode
}) {
  const { t } = useTranslation('checkout')
  const title = t(`${section}.title`)
  return (
    <TitledSection
      className="panel checkout-section"
      titleId={`checkout-${section}-title`}
      titleClassName="checkout-section__title"
      title={title}
    >
      <ChoiceGroup {...choice} legend={title} />
      {children}
    </TitledSection>
  )
}
