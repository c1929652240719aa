import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom/server'
import { describe, expect, it } from 'vitest'
import { createServerTexts } from '#app/lib/i18n/server-texts.server.ts'
import { TextsProvider } from '#app/lib/i18n/texts.tsx'
import { createTranslate, type TextTree } from '#app/lib/i18n/translate.ts'
import { resources } from '#app/lib/i18n-resources.ts'
import { SHOP_ROUTE_ID } from '#app/lib/visitor.ts'
import { AddToCartForm } from './add-to-cart.tsx'
import { PriceTag } from './price-tag.tsx'
import { type CardState, type ProductCardView, productCardContent } from './product-card.tsx'
import { heartMarkup, WishlistButton } from './wishlist-button.tsx'

const trees = resources.ru as unknown as Record<string, TextTree>
const t = createTranslate((namespace) => trees[namespace], ['common'])

const product: ProductCardView = {
  id: 7,
  slug: 'perchatki-7',
  name: 'Перчатки «Нитрил» <M> & "Pro"',
  price: 1234.5,
  sale: 10,
  promotion_label: 'Скидка',
  availability: 'in_stock',
  offers_count: 3,
  offer_id: 70,
  brand: 'Vogt & Sons',
  image: '/api/media/products/7.webp',
}

const onCatalog = { pathname: '/catalog/perchatki', search: '?page=2&dialog=city' }
const state = (overrides: Partial<CardState> = {}): CardState => ({
  eager: false,
  inList: false,
  page: onCatalog,
  ...overrides,
})

/** The same markup whichever way it was written: attributes sorted, void tags alike, React's text separators gone. */
function normalised(markup: string): string {
  return markup
    .replaceAll('<!-- -->', '')
    .replace(/<([a-z]+)((?:\s+[\w:-]+(?:="[^"]*")?)*)\s*\/?>/gi, (_tag, name: string, attributes: string) => {
      const list = [...attributes.matchAll(/([\w:-]+)(?:="([^"]*)")?/g)]
        .filter(([, attribute]) => attribute !== 'data-keep-scroll')
        .map(([, attribute, value]) => `${(attribute ?? '').toLowerCase()}="${value ?? ''}"`)
        .sort()
      return `<${name.toLowerCase()}${list.length ? ` ${list.join(' ')}` : ''}>`
    })
}

/** Renders components as a page of ours does: in a data router on `page`, with the visitor's favourites. */
async function render(element: ReactElement, wishlist: number[] = []) {
  const handler = createStaticHandler([{ id: SHOP_ROUTE_ID, path: '*', loader: () => ({ wishlist }), element }])
  const context = await handler.query(new Request(`http://localhost${onCatalog.pathname}${onCatalog.search}`))
  if (context instanceof Response) throw new Error(`the route answered ${context.status}`)
  return renderToStaticMarkup(
    <TextsProvider texts={createServerTexts()}>
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />
    </TextsProvider>,
  )
}

/** The part of a card's markup between two of its pieces. */
const between = (markup: string, from: string, to: string) =>
  markup.slice(markup.indexOf(from), to ? markup.indexOf(to, markup.indexOf(from)) : undefined)

describe('a product card’s markup', () => {
  it('draws the price and «В корзину» as their components do', async () => {
    const card = productCardContent(product, state(), t).text
    expect(normalised(between(card, '<span class="price-tag">', '</p>'))).toBe(
      normalised(await render(<PriceTag price={1234.5} sale={10} from />)),
    )
    expect(normalised(between(card, '<form class="add-to-cart', ''))).toBe(
      normalised(
        await render(<AddToCartForm offerId={70} name={product.name} className="add-to-cart product-card__cart" />),
      ),
    )
  })

  it('draws the heart as an icon: a form to add, then a link to the removal confirmation over the page', () => {
    const card = (inList: boolean) => productCardContent(product, state({ inList }), t).text
    const heart = (inList: boolean) =>
      heartMarkup({ productId: 7, name: product.name, variant: 'icon', inList, page: onCatalog }, t).text
    expect(card(false)).toContain(`<div class="product-card__wish">${heart(false)}</div>`)
    expect(heart(false)).toMatch(/^<form class="wish-form" action="\/wishlist" method="post" data-keep-scroll /)
    expect(heart(false)).toContain('<input type="hidden" name="redirectTo" value="/catalog/perchatki?page=2">')
    expect(heart(false)).toContain('class="wish wish--icon" aria-label="Добавить в избранное: Перчатки')
    expect(card(true)).toContain(`<div class="product-card__wish">${heart(true)}</div>`)
    expect(heart(true)).toMatch(
      /^<a class="wish wish--icon wish--on" href="\/catalog\/perchatki\?page=2&amp;dialog=unwish&amp;item=7" rel="nofollow" data-keep-scroll /,
    )
    expect(heart(true)).not.toContain('<span>')
  })

  it('draws the product page’s heart with its words', async () => {
    expect(await render(<WishlistButton productId={product.id} name={product.name} />)).toMatch(
      /^<div class="wish-box"><form class="wish-form" .*<button type="submit" class="wish wish--full" .*<\/svg><span>В избранное<\/span><\/button><\/form><\/div>$/,
    )
    expect(await render(<WishlistButton productId={product.id} name={product.name} />, [product.id])).toMatch(
      /^<div class="wish-box"><a class="wish wish--full wish--on" .*<\/svg><span>В избранном<\/span><\/a><\/div>$/,
    )
  })

  it('escapes the product’s own texts and sends its forms back to the page without its dialog', () => {
    const card = productCardContent(product, state({ eager: true }), t).text
    expect(card).toContain('<h3 class="product-card__title">Перчатки «Нитрил» &lt;M&gt; &amp; &quot;Pro&quot;</h3>')
    expect(card).toContain('<p class="product-card__brand">Vogt &amp; Sons</p>')
    expect(card).toContain('<span class="product-card__label">Скидка</span>')
    expect(card).toContain('aria-label="Добавить в избранное: Перчатки «Нитрил» &lt;M&gt; &amp; &quot;Pro&quot;"')
    expect(card).toContain('<a class="product-card__link" href="/product/perchatki-7" data-discover="true">')
    expect(card).toContain(
      'srcset="/_ipx/f_webp,w_320/api/media/products/7.webp 320w, /_ipx/f_webp,w_640/api/media/products/7.webp 640w"',
    )
    expect(card).toContain('loading="eager"')
    expect(card).toContain('<p class="product-card__offers">3 предложения</p>')
    expect(card).toContain('<p class="availability availability--in_stock">В наличии</p>')
    expect(card.match(/name="redirectTo" value="([^"]*)"/g)).toEqual([
      'name="redirectTo" value="/catalog/perchatki?page=2"',
      'name="redirectTo" value="/catalog/perchatki?page=2&amp;dialog=city"',
    ])
  })

  it('says «Цена по запросу» once and offers no «В корзину» for a product without a price', () => {
    const card = productCardContent(
      { ...product, price: null, sale: null, availability: 'price_on_request', offers_count: 1 },
      state(),
      t,
    ).text
    expect(card).toContain('<p class="product-card__price">Цена по запросу</p>')
    expect(card).not.toContain('availability--')
    expect(card).not.toContain('add-to-cart')
    expect(card).not.toContain('product-card__offers')
  })
})
