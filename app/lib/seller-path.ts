/**
 * The address of a seller's public page (decision 044). The product and home pages link every seller's name, so it
 * rides in the first-load chunk (vite.config.ts) rather than a file of its own.
 */
export const sellerPagePath = (slug: string): `/sellers/${string}` => `/sellers/${encodeURIComponent(slug)}`
