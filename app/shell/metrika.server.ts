/**
 * Yandex Metrika's loader (SPEC §7 analytics), built on the server: the standard snippet, which keeps a `window.ym`
 * that is already there and queues calls until tag.js arrives, then inits the counter with webvisor, clickmap and
 * link tracking. The root loader sends it as data, so the browser's JavaScript bundle carries none of it.
 */
export const METRIKA_TAG_URL = 'https://mc.yandex.ru/metrika/tag.js'

/** `id` is digits only (checked in public-env.server.ts), so it is safe inside the script. */
export function metrikaLoaderScript(id: string): string {
  return (
    `(function(w,d,u,o){w.ym=w.ym||function(){(w.ym.a=w.ym.a||[]).push(arguments)};w.ym.l=Date.now();` +
    `if(!d.querySelector('script[src="'+u+'"]')){var s=d.createElement('script');s.async=true;s.src=u;d.head.appendChild(s)}` +
    `w.ym(${Number(id)},'init',o)})(window,document,'${METRIKA_TAG_URL}',` +
    `{clickmap:true,trackLinks:true,accurateTrackBounce:true,webvisor:true})`
  )
}
