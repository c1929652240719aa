/** The storefront server's settings from the environment, validated at start. */
import { z } from 'zod'
import { trustSetting } from '#backend/lib/client-ip.ts'

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Split mode: the back-end's base URL. Unset: the back-end runs in this process. */
  API_URL: z.string().url().optional(),
  /** Where `npm run build` wrote the Remix bundle. */
  BUILD_DIR: z.string().default('build'),
  /**
   * The proxies in front of the storefront (nginx, a load balancer) whose X-Real-IP and X-Forwarded-* headers are
   * believed: IPs, CIDR networks or loopback/linklocal/uniquelocal, comma-separated; none: nobody. Default: this
   * machine's loopback only. A visitor connecting from anywhere else is known by the socket's address (decision 026).
   */
  TRUST_PROXY: trustSetting,
  /**
   * How long a call to the back-end may take, ms. Past it (or when the back-end cannot be reached) the page answers
   * 503 with Retry-After instead of hanging.
   */
  API_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /**
   * On SIGTERM or SIGINT: how long the requests in flight may take to finish before their connections are cut, ms
   * (decision 049). As long as a call to the back-end may take: a page waiting on one is answered by then.
   */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().positive().default(10_000),
  /** Yandex Metrika counter number; unset: no counter, and the CSP allows nothing of Yandex. */
  METRIKA_ID: z
    .string()
    .regex(/^\d{1,12}$/, 'digits only')
    .optional(),
  /** reCAPTCHA v3 public site key; unset: no captcha script, and the CSP allows nothing of Google. */
  RECAPTCHA_SITE_KEY: z
    .string()
    .regex(/^[\w-]{1,100}$/, 'letters, digits, - and _ only')
    .optional(),
})

export type ServerConfig = z.infer<typeof schema>

export function readServerConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const parsed = schema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')))
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')
    throw new Error(`Invalid storefront configuration: ${problems}`)
  }
  return parsed.data
}
