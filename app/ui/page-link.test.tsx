import { renderToStaticMarkup } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { PageForm, PageLink } from './page-link.tsx'

/** Renders an element inside a data router, as a page of ours renders. */
function render(element: JSX.Element) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/catalog/perchatki?page=2'] })
  return renderToStaticMarkup(<RouterProvider router={router} />)
}

describe('PageLink and PageForm', () => {
  it('render the markup of Remix’s Link and Form: the path as it is, marked for route discovery', () => {
    expect(
      render(
        <PageLink to="/product/bint-7" className="product-card__link">
          Бинт
        </PageLink>,
      ),
    ).toBe('<a class="product-card__link" href="/product/bint-7" data-discover="true">Бинт</a>')
    expect(
      render(
        <PageForm method="post" action="/wishlist" className="wish-form" preventScrollReset>
          <button type="submit">В избранное</button>
        </PageForm>,
      ),
    ).toBe(
      '<form class="wish-form" action="/wishlist" method="post" data-discover="true"><button type="submit">В избранное</button></form>',
    )
  })
})
