/** The cabinet's proposed products' addresses and page size, shared by the loaders and the pages. */
export const PRODUCTS_PATH = '/seller/products'
export const NEW_PRODUCT_PATH = `${PRODUCTS_PATH}/new`
export const proposalPath = (id: number) => `${PRODUCTS_PATH}/${id}`
/** Proposals a list shows at first, and how many «Показать ещё» adds. */
export const PRODUCTS_STEP = 20
