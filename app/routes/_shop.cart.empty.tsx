/**
 * /cart/empty (SPEC §2): a friendly page for an empty cart, with ways back into the catalogue. A cart with goods is
 * sent to step 1.
 */
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { guardCartStep } from '#app/cart/cart-steps.server.ts'
import { cartMeta } from '#app/cart/meta.ts'
import { useShell } from '#app/root.tsx'

export const handle = { i18n: 'cart' }

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [, t] = await Promise.all([guardCartStep('empty', request, context), context.t('cart')])
  const headers = new Headers({ 'Cache-Control': 'private, no-store' })
  // A cookie whose offers are all gone is cleared, so the header's count says 0 too — but only when the back-end said
  // so: a failed look-up also shows an empty cart (SPEC §8), and must not lose the guest's goods.
  const cleared = await context.cart.clearedGoneGuestCookie()
  if (cleared) headers.append('Set-Cookie', cleared)
  return data({ title: t('empty.title') }, { headers })
}

export default function CartEmptyPage() {
  const { t } = useTranslation('cart')
  const { t: common } = useTranslation()
  const { title } = useLoaderData<typeof loader>()
  const shell = useShell()
  const count = shell?.productCount ?? 0
  return (
    <div className="cart-empty">
      <h1>{title}</h1>
      <p>{count > 0 ? t('empty.lead', { products: common('plurals.products', { count }) }) : t('empty.leadNoCount')}</p>
      <p className="cart-empty__links">
        <Link to="/catalog" className="button">
          {t('empty.toCatalog')}
        </Link>
        <Link to="/brands" className="button button--secondary">
          {t('empty.toBrands')}
        </Link>
        <Link to="/" className="button button--secondary">
          {t('empty.toHome')}
        </Link>
      </p>
    </div>
  )
}

export const meta: MetaFunction<typeof loader> = ({ data }) => cartMeta(data)
