/**
 * The cart's tests pick offers by what the tables say about them (money in kopecks), each test that changes an offer
 * taking one nobody else uses; buyers, and the cart as a client reads it. Importing this module sets up a backend
 * over the demo catalogue for the importing file.
 */
import { sql } from 'drizzle-orm'
import { rowsOf } from '#backend/db/rows.ts'
import { addToCartCall, type CartItem, listCartCall } from '#contract/cart.ts'
import { type Caller, demoCatalogue, ok, watchedBackend } from '#tests/support/api.ts'

export const { backend, failures } = watchedBackend(demoCatalogue(150))

/** An offer as the tables hold it; money in kopecks. */
export interface OfferFact {
  id: number
  price: number | null
  price_gross: number | null
  availability: string
  min_order: number
  step: number
  merchant_id: number
  merchant_min_order: number
  weight_g: number | null
  name: string
}

export const ORDERABLE = `o.price is not null and o.availability in ('in_stock', 'on_order')`
export const SIMPLE = `${ORDERABLE} and o.min_order = 1 and o.step = 1`
export const taken = new Set<number>()

/** `count` offers nobody has taken yet, matching the condition, lowest id first. */
export async function takeOffers(condition: string, count = 1): Promise<OfferFact[]> {
  const exclude = taken.size > 0 ? `and o.id not in (${[...taken].join(', ')})` : ''
  const rows = rowsOf<OfferFact>(
    await backend.db.execute(
      sql.raw(`
        select o.id, o.price::float8 as price, o.price_gross::float8 as price_gross, o.availability, o.min_order,
               o.step, o.merchant_id, m.min_order::float8 as merchant_min_order, mp.weight_g, mp.name
        from offers o join merchants m on m.id = o.merchant_id join master_products mp on mp.id = o.master_product_id
        where ${condition} ${exclude}
        order by o.id limit ${count}`),
    ),
  )
  if (rows.length < count) throw new Error(`the demo catalogue has too few offers where ${condition}`)
  for (const row of rows) taken.add(row.id)
  return rows
}
export const takeOffer = async (condition: string) => (await takeOffers(condition))[0] as OfferFact

export let buyers = 0
export const buyer = () => backend.signedIn(`cart-buyer-${++buyers}@clinic.test`)

export const post = (user: Caller, path: string, body?: unknown) => user.call('POST', path, body)
export const cartFrom = async (response: Response) => listCartCall.response.parse(await ok(response)).cart
export const cartOf = (user: Caller) => post(user, listCartCall.path, {}).then(cartFrom)
export const add = (user: Caller, product_id: number, quantity?: number) =>
  post(user, addToCartCall.path, quantity === undefined ? { product_id } : { product_id, quantity })
/** Lines as [offer, quantity], newest first. */
export const linesOf = (cart: CartItem[]) => cart.map((item) => [item.product_id, item.quantity])

/** What the table holds for the user, whatever the calls answer. */
export async function storedLines(userId: number) {
  return rowsOf<{ offer_id: number; quantity: number }>(
    await backend.db.execute(
      sql`select offer_id, quantity from cart_items where user_id = ${userId} order by offer_id`,
    ),
  )
}

export async function fillCart(userId: number, lines: number, except: readonly number[]) {
  await backend.db.execute(sql`
    insert into cart_items (user_id, offer_id, quantity, added_at)
    select ${userId}, id, 1, now() - interval '1 day' from offers
    where id not in (${sql.join(
      except.map((id) => sql`${id}`),
      sql`, `,
    )})
    order by id limit ${lines}`)
}

export const rub = (kopecks: number) => kopecks / 100
