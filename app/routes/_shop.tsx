/** The shop chrome: header, main area and footer around every storefront page. */
import { Outlet } from '@remix-run/react'
import { Footer } from '#app/components/footer.tsx'
import { Header } from '#app/components/header.tsx'
import { useShell } from '#app/root.tsx'

export default function ShopLayout() {
  const shell = useShell()
  if (!shell) throw new Error('The shop layout renders only with start-up data')
  return (
    <>
      <Header shell={shell} />
      <main id="main" className="site-main">
        <Outlet />
      </main>
      <Footer />
    </>
  )
}
