/** The cabinet's offers' addresses and page sizes, shared by the loaders and the pages. */
export const OFFERS_PATH = '/seller/offers'
/** Offers a list shows at first, and how many «Показать ещё» adds. */
export const OFFERS_STEP = 20
