/**
 * Step 1 of the cart: the lines by seller with their quantities, sums and minimum-order errors, and the summary with
 * «Оформить заказ». Every control is a plain form to /cart/actions (decision 023).
 */
import { Form, Link, useLoaderData, useLocation, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { dialogHref } from '#app/lib/dialog.ts'
import { formatPrice, formatWeight } from '#app/lib/format.ts'
import { ipxUrl } from '#app/lib/images.ts'
import { DialogLink } from '#app/ui/dialog-link.tsx'
import { SumsList } from '#app/ui/sums-list.tsx'
import { TitledSection } from '#app/ui/titled-section.tsx'
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
      {notice && notice.errors.length > 0 ? (
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
              className="cart-group"
              aria-labelledby={`seller-${group.merchant.id}`}
              data-merchant={group.merchant.id}
            >
              <h2 id={`seller-${group.merchant.id}`} className="cart-group__title">
                {t('order.seller', { name: group.merchant.name })}
              </h2>
              <ul className="cart-group__lines">
                {group.lines.map((line) => (
                  <li key={line.product_id} className="cart-line" data-offer={line.product_id}>
                    <CartLine line={line} />
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
          className="cart-summary"
          titleId="cart-summary-title"
          titleClassName="cart-summary__title"
          title={t('order.summary')}
        >
          <SumsList
            block="cart-summary"
            rows={[
              {
                term: t('order.cost'),
                value: `${t('order.goods', { count: page.count })} · ${formatPrice(page.cost)}`,
              },
              { term: t('order.weight'), value: t('order.weightValue', { weight: formatWeight(page.weight) }) },
              { term: t('order.total'), value: formatPrice(page.total), total: true },
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

function CartLine({ line }: { line: CartLineView }) {
  const { t } = useTranslation('cart')
  const location = useLocation()
  const back = `${location.pathname}${location.search}`
  const down = line.quantity - line.step
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
      <Form method="post" action="/cart/actions" preventScrollReset className="cart-line__quantity">
        <input type="hidden" name="intent" value="quantity" />
        <input type="hidden" name="product_id" value={line.product_id} />
        <input type="hidden" name="redirectTo" value={back} />
        <button
          type="submit"
          name="set"
          value={down}
          className="quantity__button"
          disabled={down < line.min_order}
          formNoValidate
          aria-label={t('line.decrease', { name: line.name })}
        >
          −
        </button>
        <label className="visually-hidden" htmlFor={`quantity-${line.product_id}`}>
          {t('line.quantityLabel', { name: line.name })}
        </label>
        <input
          key={line.quantity}
          id={`quantity-${line.product_id}`}
          type="number"
          name="quantity"
          className="quantity__input"
          inputMode="numeric"
          min={line.min_order}
          step={line.step}
          defaultValue={line.quantity}
          required
        />
        <button
          type="submit"
          name="set"
          value={line.quantity + line.step}
          className="quantity__button"
          formNoValidate
          aria-label={t('line.increase', { name: line.name })}
        >
          +
        </button>
        <button type="submit" className="button--link quantity__update">
          {t('line.update')}
        </button>
      </Form>
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
