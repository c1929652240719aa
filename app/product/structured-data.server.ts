/** JSON-LD that loaders build on the server, so route `meta` functions ship no code for it to the browser. */
import type { ProductDetail } from '#contract/products.ts'

/** schema.org Product with an AggregateOffer over the sellers' priced offers (gross price where given). */
export function productLd(product: ProductDetail, origin: string) {
  const priced = product.offers.flatMap((offer) => (offer.price === null ? [] : [offer.price_gross ?? offer.price]))
  const available = product.offers.some((offer) => offer.availability === 'in_stock')
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description ?? product.name,
    sku: String(product.id),
    image: product.images.map((image) => new URL(image.url, origin).href),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.name } } : {}),
    ...(priced.length > 0
      ? {
          offers: {
            '@type': 'AggregateOffer',
            priceCurrency: 'RUB',
            lowPrice: Math.min(...priced),
            highPrice: Math.max(...priced),
            offerCount: product.offers.length,
            availability: available ? 'https://schema.org/InStock' : 'https://schema.org/PreOrder',
          },
        }
      : {}),
  }
}
