/** What server.ts hands every loader and action (the load context), typed once here. */
import type { ApiTransport } from './api/client.server.ts'

declare module '@remix-run/node' {
  interface AppLoadContext {
    /** Nonce of this response's Content-Security-Policy. */
    cspNonce: string
    /** How the storefront reaches the back-end: in process (embedded) or over HTTP (split). */
    api: ApiTransport
    /** The visitor's IP, from X-Real-IP / X-Forwarded-For when behind a proxy (SPEC §7). */
    clientIp: string | null
  }
}
