/**
 * The storefront's address of a seller's public page (decision 044). Imports nothing, so the pages that link to it
 * (the product page, the home page) take no schema code into the browser.
 */
export const sellerPagePath = (slug: string): `/sellers/${string}` => `/sellers/${encodeURIComponent(slug)}`
