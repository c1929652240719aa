/**
 * The texts route `meta` functions need besides the site's name. The root loader sends them with its data, so meta
 * (which runs in the browser too, on client navigations) reads them there instead of bundling translations.
 */
import { catalog, seller } from '#app/locales/ru/catalog.json'
import { brands, errors, footer } from '#app/locales/ru/common.json'

export const metaTexts = {
  notFoundTitle: errors.notFoundTitle,
  phoneHref: footer.phoneHref,
  brands: {
    title: brands.title,
    description: brands.description,
    catalogTitle: brands.catalogTitle,
    catalogDescription: brands.catalogDescription,
  },
  catalog: {
    title: catalog.title,
    home: catalog.home,
    pageTitle: catalog.pageTitle,
    brandDescription: catalog.brandDescription,
    sellerDescription: seller.description,
  },
}

export type MetaTexts = typeof metaTexts
