/**
 * The checkout form (decision 024): one multipart `<Form>` that works whole without JavaScript — buyer, recipient,
 * address, delivery per seller, payment, the passport copy, the agreement — and is checked by the same zod schema in
 * the browser (conform) and in the action. Without JavaScript, the parts that belong to a choice (the recipient, a new
 * address, requisites, the passport) show by CSS as their radio or box is chosen, and «Рассчитать доставку» posts the
 * form for the options of the address typed. With JavaScript the options follow the address (a fetcher of
 * /cart/checkout/delivery) and the sums follow the choices.
 *
 * A refused post shows the errors under their fields and, at the top, a summary linking to each.
 */
import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { Form, Link, useFetcher, useNavigation } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { initialText } from '#app/lib/forms/form-values.ts'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { CheckboxField, EmailField, PhoneField, TextareaField, TextField, useHydrated } from '#app/ui/fields.tsx'
import { TitledSection } from '#app/ui/titled-section.tsx'
import { AddressSection } from './address-section.tsx'
import {
  CHECKOUT_INTENTS,
  checkoutSchemaFor,
  choicesOf,
  type DeliveryQuote,
  type Destination,
  IDEMPOTENCY_FIELD,
  NEW_ENTRY_ID,
  OTHER_RECIPIENT_FIELD,
  PASSPORT_FIELD,
  PASSPORT_ID_FIELD,
  PASSPORT_NAME_FIELD,
  paymentTypes,
} from './checkout-schema.ts'
import { DeliverySection, Sums } from './delivery-section.tsx'
import { ErrorSummary } from './error-summary.tsx'
import { PaymentSection } from './payment-section.tsx'
import type { AnyField, CheckoutAnswer, CheckoutFields, CheckoutPageData } from './types.ts'

export const CHECKOUT_FORM_ID = 'checkout'
const QUOTE_PATH = '/cart/checkout/delivery'

export function CheckoutForm({
  page,
  answer,
  action,
}: {
  page: CheckoutPageData
  answer: CheckoutAnswer | undefined
  action: string
}) {
  const { t } = useTranslation(['checkout', 'account'])
  const hydrated = useHydrated()
  const navigation = useNavigation()
  const merchantIds = page.cart.groups.map((group) => group.merchant.id)
  const defaultAddress = page.addresses.find((address) => address.default) ?? page.addresses[0]
  const defaultRequisite = page.requisites.find((requisite) => requisite.default) ?? page.requisites[0]

  const [form, formFields] = useForm({
    id: CHECKOUT_FORM_ID,
    lastResult: answer?.result,
    defaultValue: {
      [IDEMPOTENCY_FIELD]: page.idempotencyKey,
      user: { fio: page.buyer.fio, phone: page.buyer.phone, email: page.buyer.email },
      address_id: String(defaultAddress?.id ?? NEW_ENTRY_ID),
      payment_type: String(paymentTypes.card),
      requisite_id: defaultRequisite ? String(defaultRequisite.id) : '',
    },
    onValidate: ({ formData }) =>
      parseWithZod(formData, { schema: checkoutSchemaFor(choicesOf(formData, merchantIds)) }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  const start = form.initialValue
  const fields = formFields as unknown as CheckoutFields

  const [addressId, setAddressId] = useState(initialText(start, 'address_id') || String(NEW_ENTRY_ID))
  const [paymentType, setPaymentType] = useState(initialText(start, 'payment_type') || String(paymentTypes.card))
  const [chosen, setChosen] = useState<Record<string, string>>(() =>
    Object.fromEntries(merchantIds.map((id) => [String(id), initialText(start, `delivery.${id}`)])),
  )
  const [newDestination, setNewDestination] = useState<Destination | null>(() => {
    const city = initialText(start, 'new_address.city_full')
    return city ? { city } : null
  })
  const [quote, setQuote] = useState<{ quote: DeliveryQuote; quoteFor: string }>({
    quote: answer?.quote ?? page.quote,
    quoteFor: answer?.quoteFor ?? page.quoteFor,
  })
  const quoteFetcher = useFetcher<{ quote: DeliveryQuote; quoteFor: string }>()

  // A post's answer (a refusal, a look-up, «Рассчитать доставку») brings the quote for the address it held.
  useEffect(() => {
    if (answer) setQuote({ quote: answer.quote, quoteFor: answer.quoteFor })
  }, [answer])
  useEffect(() => {
    if (quoteFetcher.state === 'idle' && quoteFetcher.data) setQuote(quoteFetcher.data)
  }, [quoteFetcher.state, quoteFetcher.data])

  const askQuote = (address: string, destination: Destination | null) => {
    if (address === String(NEW_ENTRY_ID)) {
      if (!destination?.city) {
        setQuote({ quote: { status: 'no-address' }, quoteFor: 'none' })
        return
      }
      const params = new URLSearchParams({ city: destination.city })
      if (destination.kladr_id) params.set('kladr_id', destination.kladr_id)
      quoteFetcher.load(`${QUOTE_PATH}?${params}`)
    } else {
      quoteFetcher.load(`${QUOTE_PATH}?${new URLSearchParams({ address_id: address })}`)
    }
  }
  const chooseAddress = (value: string) => {
    setAddressId(value)
    askQuote(value, newDestination)
  }
  const changeDestination = (destination: Destination) => {
    setNewDestination(destination)
    if (addressId === String(NEW_ENTRY_ID)) askQuote(addressId, destination)
  }
  const quoteNow = (event: React.MouseEvent<HTMLButtonElement>) => {
    if (!hydrated) return
    event.preventDefault()
    const input = event.currentTarget.form?.elements.namedItem('new_address.city_full')
    const city = input instanceof HTMLInputElement ? input.value.trim() : ''
    const destination = newDestination?.city === city ? newDestination : city ? { city } : null
    askQuote(addressId, destination)
  }

  const placing =
    navigation.state !== 'idle' &&
    navigation.formAction === action &&
    navigation.formData?.get('intent') === CHECKOUT_INTENTS.place
  const user = fields.user.getFieldset() as Record<string, AnyField>
  const recipient = fields.recipient.getFieldset() as Record<string, AnyField>
  const passportId = initialText(start, PASSPORT_ID_FIELD)
  const passport = passportId ? { id: passportId, name: initialText(start, PASSPORT_NAME_FIELD) } : null
  const idempotency = fields[IDEMPOTENCY_FIELD] as AnyField
  const agreement = fields.agreement

  /** A field's label, as the summary names it. */
  const labelOf = (name: string): string | null => {
    const [head = '', tail = ''] = name.split(/\.(.*)/s)
    if (head === 'delivery') {
      const group = page.cart.groups.find((candidate) => String(candidate.merchant.id) === tail)
      return group ? t('delivery.methods', { name: group.merchant.name }) : t('delivery.title')
    }
    const labels: Record<string, string> = {
      'user.fio': t('buyer.fio'),
      'user.phone': t('buyer.phone'),
      'user.email': t('buyer.email'),
      'user.comment': t('buyer.comment'),
      'recipient.fio': t('buyer.recipientFio'),
      'recipient.phone': t('buyer.recipientPhone'),
      address_id: t('address.title'),
      payment_type: t('payment.title'),
      requisite_id: t('payment.requisite'),
      [PASSPORT_FIELD]: t('passport.label'),
    }
    if (labels[name]) return labels[name]
    if (head === 'new_address') return t(`account:addresses.${tail}`, { defaultValue: '' }) || null
    if (head === 'new_requisite') return t(`account:requisites.${tail}`, { defaultValue: '' }) || null
    return null
  }

  return (
    <Form
      method="post"
      action={action}
      encType="multipart/form-data"
      preventScrollReset
      className="checkout"
      {...getFormProps(form)}
      // The server checks and answers every refusal (SPEC §5) under its field; the browser's bubbles would stop
      // a post before that, and cannot say the Russian texts.
      noValidate
    >
      {/* Enter in a field recalculates delivery (harmless) rather than placing the order. */}
      <button
        type="submit"
        name="intent"
        value={CHECKOUT_INTENTS.quote}
        formNoValidate
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        onClick={quoteNow}
      >
        {t('delivery.quote')}
      </button>
      <ErrorSummary errors={form.allErrors} formId={form.id} formErrorId={form.errorId} labelOf={labelOf} />
      <input {...getInputProps(idempotency, { type: 'hidden' })} key={idempotency.key} />
      <p className="field__hint">{t('requiredNote')}</p>

      <TitledSection
        className="panel checkout-section"
        titleId="checkout-buyer-title"
        titleClassName="checkout-section__title"
        title={t('buyer.title')}
      >
        <TextField meta={user.fio as AnyField} label={t('buyer.fio')} required autoComplete="name" maxLength={200} />
        <div className="account-form__row">
          <PhoneField meta={user.phone as AnyField} label={t('buyer.phone')} hint={t('buyer.phoneHint')} />
          <EmailField meta={user.email as AnyField} label={t('buyer.email')} required />
        </div>
        <TextareaField meta={user.comment as AnyField} label={t('buyer.comment')} maxLength={2000} />
        <CheckboxField meta={fields[OTHER_RECIPIENT_FIELD] as AnyField} label={t('buyer.otherRecipient')} />
        <fieldset className="checkout-recipient account-form__group">
          <legend>{t('buyer.recipientTitle')}</legend>
          <div className="account-form__row">
            <TextField
              meta={recipient.fio as AnyField}
              label={t('buyer.recipientFio')}
              required
              autoComplete="off"
              maxLength={200}
            />
            <PhoneField meta={recipient.phone as AnyField} label={t('buyer.recipientPhone')} />
          </div>
        </fieldset>
      </TitledSection>

      <AddressSection
        fields={fields}
        start={start}
        addresses={page.addresses}
        addressId={addressId}
        onAddressId={chooseAddress}
        onDestination={changeDestination}
        cityChoices={answer?.cityChoices ?? null}
        streetChoices={answer?.streetChoices ?? null}
        cityChosen={answer?.cityChosen ?? null}
      />

      <DeliverySection
        fields={fields}
        groups={page.cart.groups}
        quote={quote.quote}
        quoting={quoteFetcher.state === 'loading'}
        chosen={chosen}
        onChoose={(merchantId, code) => setChosen((current) => ({ ...current, [merchantId]: code }))}
        onQuote={quoteNow}
      />

      <PaymentSection
        fields={fields}
        formUpdate={form.update as (options: { name: string; value: unknown }) => void}
        formValue={form.value}
        requisites={page.requisites}
        paymentType={paymentType}
        onPaymentType={setPaymentType}
        needsPassport={page.needsPassport}
        passport={passport}
        passportError={(fields[PASSPORT_FIELD] as AnyField).errors?.[0]}
        notice={answer?.notice ?? null}
      />

      <Sums groups={page.cart.groups} quote={quote.quote} chosen={chosen} />

      <div className="field field--checkbox checkout-agreement">
        <label className="account-check">
          <input
            {...getInputProps(agreement, { type: 'checkbox', ariaAttributes: true })}
            key={agreement.key}
            aria-describedby={agreement.errors?.length ? agreement.errorId : undefined}
          />
          <span>
            {t('agreement.before')}{' '}
            <Link to="/agreement" target="_blank" rel="noopener">
              {t('agreement.link')}
            </Link>
          </span>
        </label>
        <p id={agreement.errorId} className="field__error">
          {agreement.errors?.[0] ?? ''}
        </p>
      </div>

      <div className="form-actions">
        <button type="submit" name="intent" value={CHECKOUT_INTENTS.place} className="button" disabled={placing}>
          {placing ? t('submitting') : t('submit')}
        </button>
      </div>
    </Form>
  )
}
