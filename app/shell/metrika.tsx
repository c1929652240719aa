/**
 * Yandex Metrika, only when a counter is configured (METRIKA_ID): the loader (app/shell/metrika.server.ts) as an
 * inline script with this response's CSP nonce, and a pixel for visitors without JavaScript. The page hits of client-side route changes are sent by
 * app/shell/client/use-metrika-hits.ts, which loads after hydration with the other enhancements.
 */
import { useNonce } from '#app/lib/nonce.tsx'

/** In <head>: the counter's loader, made by app/shell/metrika.server.ts and passed as data. */
export function MetrikaScript({ code }: { code: string }) {
  const nonce = useNonce()
  return (
    <script
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our snippet with a counter number checked at start-up
      dangerouslySetInnerHTML={{ __html: code }}
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
