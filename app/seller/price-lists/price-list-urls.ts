/** The cabinet's price lists' addresses, shared by the loaders and the pages. */
export const PRICE_LISTS_PATH = '/seller/price-lists'
export const OFFERS_FILE = { csv: `${PRICE_LISTS_PATH}/offers.csv`, xlsx: `${PRICE_LISTS_PATH}/offers.xlsx` } as const
