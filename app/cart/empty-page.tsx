/** /cart/empty (SPEC §2): a friendly page for an empty cart, with ways back into the catalogue. */
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { useShell } from '#app/lib/use-shell.ts'
import type { loadEmptyCartPage } from './empty.server.ts'
import { WaysOn } from './ways-on.tsx'

export function EmptyCartPage() {
  const { t } = useTranslation('cart')
  const { t: common } = useTranslation()
  const { title } = useLoaderData<typeof loadEmptyCartPage>()
  const shell = useShell()
  const count = shell?.productCount ?? 0
  return (
    <div className="cart-empty">
      <h1>{title}</h1>
      <p>{count > 0 ? t('empty.lead', { products: common('plurals.products', { count }) }) : t('empty.leadNoCount')}</p>
      <WaysOn
        className="cart-empty__links"
        links={[
          { to: '/catalog', label: t('empty.toCatalog') },
          { to: '/brands', label: t('empty.toBrands') },
          { to: '/', label: t('empty.toHome') },
        ]}
      />
    </div>
  )
}
