/**
 * Yandex Metrika, only when a counter is configured (METRIKA_ID): the standard loader as an inline script with
 * this response's CSP nonce (it keeps a `window.ym` that is already there and queues calls until tag.js arrives),
 * and a pixel for visitors without JavaScript. The page hits of client-side route changes are sent by
 * app/lib/client/use-metrika-hits.ts, which loads after hydration with the other enhancements.
 */
import { useNonce } from '#app/lib/nonce.tsx'

export const METRIKA_TAG_URL = 'https://mc.yandex.ru/metrika/tag.js'

/** The loader; `id` is digits only (checked where the setting is read), so it is safe inside the script. */
const loaderScript = (id: string) =>
  `(function(w,d,u,o){w.ym=w.ym||function(){(w.ym.a=w.ym.a||[]).push(arguments)};w.ym.l=Date.now();` +
  `if(!d.querySelector('script[src="'+u+'"]')){var s=d.createElement('script');s.async=true;s.src=u;d.head.appendChild(s)}` +
  `w.ym(${Number(id)},'init',o)})(window,document,'${METRIKA_TAG_URL}',` +
  `{clickmap:true,trackLinks:true,accurateTrackBounce:true,webvisor:true})`

/** In <head>: the counter's loader. */
export function MetrikaScript({ id }: { id: string }) {
  const nonce = useNonce()
  return (
    <script
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our constant with a number checked at start-up
      dangerouslySetInnerHTML={{ __html: loaderScript(id) }}
    />
  )
}

/** In <body>: the pixel for visitors without JavaScript (page hits of client-side moves: use-metrika-hits.ts). */
export function MetrikaPixel({ id }: { id: string }) {
  return (
    <noscript>
      <div>
        <img src={`https://mc.yandex.ru/watch/${id}`} style={{ position: 'absolute', left: '-9999px' }} alt="" />
      </div>
    </noscript>
  )
}
