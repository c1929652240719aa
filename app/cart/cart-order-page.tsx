/**
 * Step 1 of the cart: the lines by seller with their quantities, sums and minimum-order errors, and the summary with
 * «Оформить заказ». Every control is a plain form to /cart/actions (decision 023).
 */
import { Form, Link, useLoaderData, useLocation, useNavigation } from '@remix-run/react'
import { dialogHref } from '#app/lib/dialog.ts'
import { formatPrice, formatWeight } from '#app/lib/format.ts'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { ipxUrl } from '#app/lib/images.ts'
import { DialogLink } from '#app/ui/dialog-link.tsx'
import { SumsList } from '#app/ui/sums-list.tsx'
import { TitledSection } from '#app/ui/titled-section.tsx'
import type { CartNotice } from './cart-notice.server.ts'
import type { cartOrderLoader } from './cart-order.server.ts'
import type { CartLineView } from './cart-view.server.ts'
import { useCartNotice } from './notice.ts'

export function CartOrderPage() {
  const { t } = useTranslation('cart')
  const page = useLoaderData<typeof cartOrderLoader>()
  const notice = useCartNotice()
  const navigation = useNavigation()
  const confirming = navigation.formData?.get('intent') === 'confirm'
  return (
    <div className="cart-order">
      <h1>{page.title}</h1>
      {notice?.info?.map((text) => (
        <p key={text} className="alert alert--info" role="status">
          {text}
        </p>
      ))}
      {notice && notice.errors.length > 0 && !lineOf(page, notice.item) ? (
        <div className="alert alert--error" role="alert" id="cart-errors">
          {notice.item === undefined ? <p>{t('order.refused')}</p> : null}
          <ul className="cart-order__errors">
            {notice.errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="cart-order__grid">
        <div className="cart-order__groups">
          {page.groups.map((group) => (
            <section
              key={group.merchant.id}
              className="panel cart-group"
              aria-labelledby={`seller-${group.merchant.id}`}
              data-merchant={group.merchant.id}
            >
              <h2 id={`seller-${group.merchant.id}`} className="cart-group__title">
                {t('order.seller', { name: group.merchant.name })}
              </h2>
              <ul className="cart-group__lines">
                {group.lines.map((line) => (
                  <li key={line.product_id} className="cart-line" data-offer={line.product_id}>
                    <CartLine line={line} refused={notice?.item === line.product_id ? notice : null} />
                  </li>
                ))}
              </ul>
              <p className="cart-group__sum">
                {t('order.sellerSum')}: <strong>{formatPrice(group.total)}</strong>
                {group.merchant.min_order > 0 ? (
                  <span className="cart-group__minimum">
                    {' '}
                    ({t('order.sellerMinimum', { sum: formatPrice(group.merchant.min_order) })})
                  </span>
                ) : null}
              </p>
              {group.minimumError ? <p className="cart-group__error field__error">{group.minimumError}</p> : null}
            </section>
          ))}
        </div>
        <TitledSection
          as="aside"
          className="panel cart-summary"
          titleId="cart-summary-title"
          titleClassName="cart-summary__title"
          title={t('order.summary')}
        >
          <SumsList
            block="cart-summary"
            rows={[
              {
                term: t('order.cost'),
                // What the goods cost the buyer, with VAT: the price every page before showed (decision 034).
                value: `${t('order.goods', { count: page.count })} · ${formatPrice(page.total)}`,
              },
              { term: t('order.weight'), value: t('order.weightValue', { weight: formatWeight(page.weight) }) },
              { term: t('order.total'), value: formatPrice(page.total), total: true },
              { term: t('order.vat'), value: page.vat > 0 ? formatPrice(page.vat) : t('order.noVat') },
            ]}
          />
          <Form method="post" action="/cart/actions">
            <input type="hidden" name="intent" value="confirm" />
            <button type="submit" className="button cart-summary__submit" disabled={confirming}>
              {t('order.submit')}
            </button>
          </Form>
        </TitledSection>
      </div>
    </div>
  )
}

/** The line a notice is about, when it is one of the page's lines (its error then shows in that line). */
function lineOf(page: { groups: { lines: CartLineView[] }[] }, item: number | undefined) {
  return item === undefined
    ? null
    : page.groups.flatMap((group) => group.lines).find((line) => line.product_id === item)
}

/**
 * A line's quantity: − and + belong to a form of their own (their `form` attribute), so the quantity form's one
 * submit button is «Обновить» and Enter in the field applies the typed number. The server checks the number against
 * the seller's minimum and step and, refused, the line says why with the typed number kept (`refused`).
 */
function CartLine({ line, refused }: { line: CartLineView; refused: CartNotice | null }) {
  const { t } = useTranslation('cart')
  const location = useLocation()
  const back = `${location.pathname}${location.search}`
  const down = line.quantity - line.step
  const inputId = `quantity-${line.product_id}`
  const stepForm = `quantity-step-${line.product_id}`
  const errorId = `quantity-error-${line.product_id}`
  const lineFields = (
    <>
      <input type="hidden" name="intent" value="quantity" />
      <input type="hidden" name="product_id" value={line.product_id} />
      <input type="hidden" name="redirectTo" value={back} />
    </>
  )
  return (
    <>
      <img src={ipxUrl(line.thumbnail.url, 320)} alt="" width={80} height={80} className="cart-line__image" />
      <div className="cart-line__info">
        <Link to={`/product/${line.slug}`} className="cart-line__name">
          {line.name}
        </Link>
        <p className="cart-line__price">
          {line.price === null
            ? t('line.priceOnRequest')
            : t('line.pricePerUnit', { price: formatPrice(line.price), units: line.units })}
          {line.price_gross !== null ? ` ${t('line.priceGross', { price: formatPrice(line.price_gross) })}` : null}
        </p>
        {line.available ? null : <p className="cart-line__unavailable field__error">{t('line.unavailable')}</p>}
      </div>
      <Form method="post" action="/cart/actions" preventScrollReset noValidate className="cart-line__quantity">
        {lineFields}
        <button
          type="submit"
          form={stepForm}
          name="set"
          value={down}
          className="quantity__button"
          disabled={down < line.min_order}
          aria-label={t('line.decrease', { name: line.name })}
        >
          −
        </button>
        <label className="visually-hidden" htmlFor={inputId}>
          {t('line.quantityLabel', { name: line.name })}
        </label>
        <input
          key={`${line.quantity}:${refused?.typed ?? ''}`}
          id={inputId}
          type="number"
          name="quantity"
          className="quantity__input"
          inputMode="numeric"
          min={line.min_order}
          step={line.step}
          defaultValue={refused?.typed ?? line.quantity}
          required
          aria-invalid={refused ? true : undefined}
          aria-describedby={refused ? errorId : undefined}
        />
        <button
          type="submit"
          form={stepForm}
          name="set"
          value={line.quantity + line.step}
          className="quantity__button"
          aria-label={t('line.increase', { name: line.name })}
        >
          +
        </button>
        <button type="submit" className="button button--secondary quantity__update">
          {t('line.update')}
        </button>
      </Form>
      <Form id={stepForm} method="post" action="/cart/actions" preventScrollReset hidden>
        {lineFields}
      </Form>
      {refused ? (
        <p id={errorId} className="field__error cart-line__error" role="alert">
          {refused.errors.join(' ')}
        </p>
      ) : null}
      <p className="cart-line__sum">
        <span className="visually-hidden">{t('line.sum')}: </span>
        {formatPrice(line.sum)}
      </p>
      <DialogLink
        to={dialogHref(location, 'remove', { item: line.product_id })}
        className="cart-line__remove"
        aria-label={t('line.removeLabel', { name: line.name })}
      >
        {t('line.remove')}
      </DialogLink>
    </>
  )
}
