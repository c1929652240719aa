/**
 * A signed-in buyer with something in the cart, made the way a visitor does it: an SMS code asked for, read from the
 * embedded outbox by the bench's administrator, signed in with the consent, and an orderable offer of the catalogue
 * added to the cart. The token goes into `bh_token`, as the storefront's sign-in leaves it.
 */
import { benchAdmin } from './server.ts'

async function call<T>(origin: string, path: string, body: unknown, token?: string): Promise<T> {
  const answer = await fetch(`${origin}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'content-type': 'application/json',
      // A code per IP is limited: each bench buyer asks from an address of its own.
      'x-real-ip': `10.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.7`,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!answer.ok) throw new Error(`${path} answered ${answer.status}: ${(await answer.text()).slice(0, 300)}`)
  return (await answer.json()) as T
}

export interface Buyer {
  phone: string
  token: string
  /** The Cookie header of the signed-in buyer. */
  cookie: string
}

export async function signInBuyer(origin: string): Promise<Buyer> {
  const phone = `+7916${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`
  await call(origin, '/api/front/user/sendSmsCode', { phone })
  const { access_token: adminToken } = await call<{ access_token: string }>(
    origin,
    '/api/v2/front/users/signin',
    benchAdmin,
  )
  const { data } = await call<{ data: { text: string }[] }>(
    origin,
    `/api/admin/sms_outbox?phone=${encodeURIComponent(phone)}&per_page=1`,
    undefined,
    adminToken,
  )
  const code = data[0]?.text.match(/\d{6}/)?.[0]
  if (!code) throw new Error(`No SMS code in the outbox for ${phone}`)
  const { access_token: token } = await call<{ access_token: string }>(origin, '/api/front/users/signinBySMS', {
    phone,
    code_notification: code,
    personal_data_consent: true,
  })
  return { phone, token, cookie: `bh_token=${token}` }
}

interface Card {
  offer_id: number | null
  price: number | null
  contains_precursor?: boolean
}

/** Puts the first orderable offer in stock into the buyer's cart (at its least quantity, as the back-end prepares it). */
export async function fillCart(origin: string, buyer: Buyer): Promise<number> {
  const { products } = await call<{ products: Card[] }>(origin, '/api/front/products/getProducts', {
    availability: ['in_stock'],
    per_page: 24,
  })
  for (const card of products) {
    if (!card.offer_id || card.price === null || card.contains_precursor) continue
    const added = await call<{ cart: unknown[] }>(
      origin,
      '/api/cart/add',
      { product_id: card.offer_id, quantity: 1 },
      buyer.token,
    ).catch(() => null)
    if (added && added.cart.length > 0) return added.cart.length
  }
  throw new Error('No orderable offer could be put in the bench buyer’s cart')
}
