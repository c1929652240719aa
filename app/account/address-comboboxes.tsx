/**
 * The city and street of an address with suggestions (decision 016), as the account's address form and checkout's
 * new address both show them: what they ask /account/lookup, how a choice reads, the buttons a choice posts without
 * JavaScript and the texts. Each caller keeps what is its own: the field around the combobox (label, hint, note), the
 * input's wiring (name, required or aria-required, described-by), what "Найти" posts, and what a choice fills.
 */
import { type FieldMetadata, getInputProps } from '@conform-to/react'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { Combobox, type ComboboxProps } from '#app/ui/combobox.tsx'
import { accountLimits, type CityChoice, type LookupAnswer, type StreetChoice } from './account-schema.ts'

/** The names of the buttons that post a suggestion chosen without JavaScript (both actions read them). */
export const PICK_CITY = 'pick_city'
export const PICK_STREET = 'pick_street'

type AddressComboboxProps<T> = Pick<
  ComboboxProps<T>,
  'value' | 'onValueChange' | 'onPick' | 'inputProps' | 'serverChoices'
> & {
  /** The caller's intent of "Найти" without JavaScript. */
  findIntent: string
}

/** A text input's props for a field whose value the form holds itself (conform's key and default value left out). */
export function controlledProps(meta: FieldMetadata<unknown>) {
  const {
    key: _key,
    defaultValue: _defaultValue,
    ...props
  } = getInputProps(meta, { type: 'text', ariaAttributes: true })
  return props
}

/** The region, when it says more than the city's own name. */
const regionOf = (choice: CityChoice) => (choice.region && choice.region !== choice.city ? choice.region : null)

function useComboTexts() {
  const { t } = useTranslation('account')
  return {
    t,
    texts: {
      choices: t('addresses.choices'),
      notFound: t('addresses.notFound'),
      searching: t('addresses.searching'),
    },
  }
}

/** The city: any settlement. */
export function CityCombobox({ findIntent, inputProps, ...props }: AddressComboboxProps<CityChoice>) {
  const { t, texts } = useComboTexts()
  return (
    <Combobox<CityChoice, LookupAnswer>
      {...props}
      lookupUrl={(q) => `/account/lookup?kind=city&q=${encodeURIComponent(q)}`}
      choicesOf={(data) => (data.kind === 'city' ? data.choices : null)}
      choiceKey={(choice) => `${choice.kladr_id ?? ''}-${choice.value}`}
      choiceLabel={(choice) => (
        <>
          <span>{choice.value}</span>
          {regionOf(choice) ? <span className="combobox__detail">{regionOf(choice)}</span> : null}
        </>
      )}
      inputProps={{ ...inputProps, maxLength: accountLimits.city }}
      find={{ label: t('addresses.find'), name: t('addresses.findCity'), intent: findIntent }}
      pickName={PICK_CITY}
      blockedText=""
      texts={{
        ...texts,
        choose: (choice) => {
          const region = regionOf(choice)
          return t('addresses.choose', { value: region ? `${choice.value}, ${region}` : choice.value })
        },
      }}
    />
  )
}

/** The street (and house) within the chosen city: asked only once the city's KLADR id is known. */
export function StreetCombobox({
  kladrId,
  findIntent,
  inputProps,
  ...props
}: AddressComboboxProps<StreetChoice> & { kladrId: string }) {
  const { t, texts } = useComboTexts()
  return (
    <Combobox<StreetChoice, LookupAnswer>
      {...props}
      lookupUrl={(q) =>
        kladrId
          ? `/account/lookup?kind=street&kladr_id=${encodeURIComponent(kladrId)}&q=${encodeURIComponent(q)}`
          : null
      }
      choicesOf={(data) => (data.kind === 'street' ? data.choices : null)}
      choiceKey={(choice) => `${choice.fias_id ?? ''}-${choice.value}`}
      choiceLabel={(choice) => choice.value}
      inputProps={{ ...inputProps, maxLength: accountLimits.street }}
      find={{ label: t('addresses.find'), name: t('addresses.findStreet'), intent: findIntent }}
      pickName={PICK_STREET}
      blockedText={t('addresses.cityFirst')}
      texts={{ ...texts, choose: (choice) => t('addresses.choose', { value: choice.value }) }}
    />
  )
}
