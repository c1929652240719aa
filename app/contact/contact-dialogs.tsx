/**
 * The contact dialogs every shop page can open from the URL: write-us (`?dialog=write-us`), price request
 * (`?dialog=price-request&item=<product>&offer=<merchant>`) and product question (`?dialog=question&item=<product>`).
 *
 * The dialogs are lazy: their code (conform, zod, the phone rules) is fetched when one opens, never with a page's
 * first load. The server still renders an open dialog in the HTML — it loads the same code once at start, so the
 * render does not suspend and the dialog works without JavaScript; during hydration the browser keeps that HTML
 * until the chunk has arrived.
 */
import { useSearchParams } from '@remix-run/react'
import { type ComponentType, lazy, Suspense } from 'react'
import { DIALOG_PARAM } from '#app/lib/dialog.ts'

/**
 * React.lazy in the browser; on the server, the module loaded at start and rendered without suspending. (The auth
 * dialog uses it too: app/auth/auth-dialogs.tsx.)
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  // (React.lazy's own prop type adds ref handling these function components do not have.)
  const Lazy = lazy(() => load().then((component) => ({ default: component }))) as unknown as ComponentType<P>
  let Loaded: ComponentType<P> | undefined
  if (import.meta.env.SSR) {
    load().then(
      (component) => {
        Loaded = component
      },
      (error: unknown) => console.error(error),
    )
  }
  return function LazyDialog(props: P) {
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />
  }
}

/** One chunk for the three dialogs: they share nearly all their code. */
const ContactDialog = lazyDialog(() => import('./dialogs.tsx').then((module) => module.ContactDialog))

const CONTACT_DIALOGS: ReadonlySet<string> = new Set(['write-us', 'price-request', 'question'])

export function ContactDialogs() {
  const [params] = useSearchParams()
  const name = params.get(DIALOG_PARAM)
  if (!name || !CONTACT_DIALOGS.has(name)) return null
  return (
    <Suspense fallback={null}>
      <ContactDialog name={name} item={params.get('item')} offer={params.get('offer')} />
    </Suspense>
  )
}
