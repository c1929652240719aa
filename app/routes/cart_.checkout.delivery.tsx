/**
 * GET /cart/checkout/delivery?address_id=12 or ?city=…&kladr_id=… — the delivery options of each seller of the
 * signed-in buyer's cart for that address, for the checkout form's fetcher (JavaScript). Without JavaScript the form's
 * «Рассчитать доставку» asks the checkout action instead. The buyer's own data: never cached.
 */
import type { LoaderFunctionArgs } from '@remix-run/node'
import { deliveryQuoteFor } from '#app/cart/checkout/delivery-quote.server.ts'

export const loader = ({ request, context }: LoaderFunctionArgs) => deliveryQuoteFor(request, context)
